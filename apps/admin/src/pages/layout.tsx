import type { TStaffRole } from '@app/contract';
import { useEffect, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { LanguageSwitch } from '../components/language-switch';
import { t } from '../i18n';
import { ROLE_LABEL } from '../lib/format';
import { activeItem } from '../lib/nav';
import { can, useSession } from '../lib/session';

/** Screens and the roles that open them; the server checks the same roles on every call. */
export const NAV: { to: string; label: string; roles: TStaffRole[] }[] = [
  { to: '/admin', label: t('layout.overview'), roles: ['finance', 'support', 'content', 'compliance'] },
  { to: '/admin/rut-tien', label: t('layout.withdrawalReview'), roles: ['finance', 'support'] },
  { to: '/admin/nap-tien', label: t('layout.depositsExceptions'), roles: ['finance', 'support'] },
  { to: '/admin/tien-bi-giu', label: t('layout.heldDeposit'), roles: ['finance'] },
  { to: '/admin/dieu-chinh', label: t('layout.balanceAdjustments'), roles: ['finance'] },
  { to: '/admin/tai-khoan-ngan-hang', label: t('layout.bankAccountChecks'), roles: ['finance', 'support'] },
  { to: '/admin/cai-dat-thanh-toan', label: t('layout.paymentSettings'), roles: ['finance'] },
  { to: '/admin/nguoi-choi', label: t('layout.players'), roles: ['support', 'finance', 'compliance'] },
  { to: '/admin/danh-sach/nguoi-choi', label: t('layout.playerList'), roles: ['support', 'finance', 'compliance'] },
  { to: '/admin/danh-sach/nap-tien', label: t('layout.depositList'), roles: ['finance', 'support'] },
  { to: '/admin/danh-sach/rut-tien', label: t('layout.withdrawalList'), roles: ['finance', 'support'] },
  { to: '/admin/danh-sach/cuoc', label: t('layout.betHistory'), roles: ['support', 'finance', 'compliance'] },
  {
    to: '/admin/danh-sach/giao-dich',
    label: t('layout.ledgerTransactions'),
    roles: ['support', 'finance', 'compliance'],
  },
  { to: '/admin/danh-sach/ngoai-le', label: t('layout.exceptionList'), roles: ['finance', 'support'] },
  { to: '/admin/danh-sach/tai-khoan-ngan-hang', label: t('layout.bankAccountList'), roles: ['support', 'finance'] },
  { to: '/admin/danh-sach/aml', label: t('layout.amlAlertList'), roles: ['compliance'] },
  { to: '/admin/danh-sach/kyc', label: t('layout.kycFileList'), roles: ['compliance'] },
  { to: '/admin/rui-ro/lai-lo', label: t('layout.playerProfitAndLoss'), roles: ['finance', 'compliance'] },
  { to: '/admin/rui-ro/thang-lon', label: t('layout.largeWinAlerts'), roles: ['finance', 'compliance'] },
  { to: '/admin/bao-cao/doi-tac', label: t('layout.affiliateReport'), roles: ['finance'] },
  { to: '/admin/ho-tro-giay-phep', label: t('layout.supportAndLicence'), roles: ['support'] },
  { to: '/admin/tin-tuc', label: t('layout.news'), roles: ['content'] },
  { to: '/admin/trang-thong-tin', label: t('layout.infoPages'), roles: ['content'] },
  { to: '/admin/trang-khuyen-mai', label: t('layout.promotionEventPages'), roles: ['content'] },
  { to: '/admin/banner-trang-chu', label: t('layout.homePageBanners'), roles: ['content'] },
  { to: '/admin/tro-choi', label: t('layout.gamesProviders'), roles: ['content'] },
  { to: '/admin/khuyen-mai', label: t('layout.promotions'), roles: ['content'] },
  { to: '/admin/gift-code', label: 'Gift code', roles: ['content'] },
  { to: '/admin/nhiem-vu', label: t('layout.missions'), roles: ['content'] },
  { to: '/admin/dua-top', label: t('layout.tournaments'), roles: ['content'] },
  { to: '/admin/vip', label: 'VIP', roles: ['content'] },
  { to: '/admin/vong-quay', label: t('layout.luckySpin'), roles: ['content'] },
  { to: '/admin/dai-ly', label: t('layout.agents'), roles: ['finance'] },
  { to: '/admin/kyc', label: t('layout.identityVerification'), roles: ['compliance'] },
  { to: '/admin/nhat-ky', label: t('layout.auditLog'), roles: ['compliance'] },
  { to: '/admin/xo-so/ky-quay', label: t('layout.lotteryDraws'), roles: [] },
  { to: '/admin/tro-choi/gioi-han-ban', label: t('layout.tableBetLimits'), roles: [] },
  { to: '/admin/tai-khoan-nha-cung-cap', label: t('layout.providerAccounts'), roles: [] },
  { to: '/admin/the-thao/ban-giao-dich', label: t('layout.sportsTradingDesk'), roles: ['trader'] },
  { to: '/admin/the-thao/bien-loi-nhuan', label: t('layout.sportsMargins'), roles: [] },
  { to: '/admin/aml', label: t('layout.amlAlerts'), roles: ['compliance'] },
  { to: '/admin/khu-vuc', label: t('layout.licensedRegions'), roles: ['compliance'] },
  { to: '/admin/loai-tru-chung', label: t('layout.crossBrandExclusions'), roles: ['compliance'] },
  { to: '/admin/canh-bao', label: t('layout.operationsAlerts'), roles: ['finance'] },
  { to: '/admin/van-hanh', label: t('layout.operations'), roles: [] },
  { to: '/admin/nhan-vien', label: t('layout.staffAccounts'), roles: [] },
  { to: '/admin/thuong-hieu', label: t('layout.brands'), roles: [] },
];

export function Layout() {
  const { staff, signOut } = useSession();
  const items = NAV.filter((n) => can(staff, ...n.roles));
  const { pathname } = useLocation();
  const active = activeItem(pathname, items);
  // a phone has no room for the menu beside the screen: it folds above it, closed on each screen
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => setMenuOpen(false), [pathname]);
  return (
    <div className="flex min-h-screen max-sm:flex-col">
      <nav className="shrink-0 bg-slate-900 p-3 text-slate-100 sm:w-44 xl:w-52" aria-label={t('layout.backOfficeMenu')}>
        <div className="flex items-center justify-between gap-2 sm:mb-4">
          <p className="px-2 text-lg font-semibold">{t('layout.backOffice')}</p>
          <button
            type="button"
            className="rounded px-3 py-1.5 text-sm ring-1 ring-slate-600 sm:hidden"
            aria-expanded={menuOpen}
            aria-controls="admin-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {t('layout.menu')}
          </button>
        </div>
        <ul id="admin-menu" className={`space-y-1 max-sm:mt-2 ${menuOpen ? '' : 'max-sm:hidden'}`}>
          {items.map((n) => (
            <li key={n.to}>
              {/* not NavLink: its matching lights every item whose path is a prefix of the screen's */}
              <Link
                to={n.to}
                aria-current={active === n.to ? 'page' : undefined}
                className={`block rounded px-2 py-1.5 text-sm ${active === n.to ? 'bg-indigo-600' : 'hover:bg-slate-800'}`}
              >
                {n.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 flex-1">
        <header className="flex flex-wrap items-center justify-end gap-3 border-b border-slate-200 bg-white px-4 py-2 text-sm">
          <LanguageSwitch staffId={staff.id} />
          <span>
            {staff.displayName} · <span className="text-slate-500">{ROLE_LABEL[staff.role]}</span>
          </span>
          <button type="button" className="btn-ghost" onClick={() => void signOut()}>
            {t('layout.signOut')}
          </button>
        </header>
        <main className="space-y-4 p-4">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

export function Forbidden() {
  return <p className="card">{t('layout.youDoNotHave')}</p>;
}
