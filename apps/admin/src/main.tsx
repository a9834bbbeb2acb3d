import type { TStaff, TStaffRole } from '@app/contract';
import { lazy, type ReactNode, StrictMode, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import './app.css';
import { applyStaffLocale, t } from './i18n';
import { get, post, setUnauthorizedHandler } from './lib/api';
import { can, SessionContext, useSession } from './lib/session';
import { AdjustmentsPage } from './pages/adjustments';
import { AgentsPage } from './pages/agents';
import { AlertsPage } from './pages/alerts';
import { AmlPage } from './pages/aml';
import { AuditPage } from './pages/audit';
import { BankAccountsPage } from './pages/bank-accounts';
import { BrandsPage } from './pages/brands';
import { DepositsPage } from './pages/deposits';
import { ExclusionsPage } from './pages/exclusions';
import { GamesPage } from './pages/games';
import { GiftcodesPage } from './pages/giftcodes';
import { HeldMoneyPage } from './pages/held-money';
import { HomePage } from './pages/home';
import { HomeBannersPage } from './pages/home-banners';
import { InfoPagesPage } from './pages/info-pages';
import { JurisdictionsPage } from './pages/jurisdictions';
import { KycPage } from './pages/kyc';
import { Forbidden, Layout } from './pages/layout';
import { BetListPage, DepositListPage, PlayerListPage, TransactionListPage, WithdrawalListPage } from './pages/lists';
import { AmlListPage, BankAccountListPage, ExceptionListPage, KycListPage } from './pages/lists-review';
import { AffiliateReportPage, LargeWinListPage, ProfitListPage } from './pages/lists-risk';
import { LoginPage } from './pages/login';
import { LotteryDrawsPage } from './pages/lottery-draws';
import { LuckySpinPage } from './pages/lucky-spin';
import { MissionsPage } from './pages/missions';
import { NewsPage } from './pages/news';
import { OpsPage } from './pages/ops';
import { PlayerPage } from './pages/player';
import { PlayersPage } from './pages/players';
import { PromoPagesPage } from './pages/promo-pages';
import { PromotionsPage } from './pages/promotions';
import { ProviderAccountsPage } from './pages/provider-accounts';
import { SettingsPage } from './pages/settings';
import { SportsDeskPage } from './pages/sports-desk';
import { SportsMarginsPage } from './pages/sports-margins';
import { StaffPage } from './pages/staff';
import { SupportSettingsPage } from './pages/support-settings';
import { TableLimitsPage } from './pages/table-limits';
import { TournamentsPage } from './pages/tournaments';
import { VipPage } from './pages/vip';
import { WithdrawalsPage } from './pages/withdrawals';

/** A screen for some roles only; the server refuses the others' calls anyway. */
function Only({ roles, children }: { roles: TStaffRole[]; children: ReactNode }) {
  const { staff } = useSession();
  return can(staff, ...roles) ? children : <Forbidden />;
}

// The charts library is most of the bundle: loaded with the dashboard, not with sign-in.
const DashboardPage = lazy(() => import('./pages/dashboard').then((m) => ({ default: m.DashboardPage })));

/** Finance and compliance start on the dashboard, the others on their screens. */
function Home() {
  const { staff } = useSession();
  return can(staff, 'finance', 'compliance') ? (
    <Suspense fallback={<p className="card">{t('main.loading')}</p>}>
      <DashboardPage />
    </Suspense>
  ) : (
    <HomePage />
  );
}

const router = createBrowserRouter([
  {
    path: '/admin',
    element: <Layout />,
    children: [
      { index: true, element: <Home /> },
      {
        path: 'rut-tien',
        element: (
          <Only roles={['finance', 'support']}>
            <WithdrawalsPage />
          </Only>
        ),
      },
      {
        path: 'nap-tien',
        element: (
          <Only roles={['finance', 'support']}>
            <DepositsPage />
          </Only>
        ),
      },
      {
        path: 'tien-bi-giu',
        element: (
          <Only roles={['finance']}>
            <HeldMoneyPage />
          </Only>
        ),
      },
      {
        path: 'dieu-chinh',
        element: (
          <Only roles={['finance']}>
            <AdjustmentsPage />
          </Only>
        ),
      },
      {
        path: 'thuong-hieu',
        element: (
          <Only roles={[]}>
            <BrandsPage />
          </Only>
        ),
      },
      {
        path: 'nhan-vien',
        element: (
          <Only roles={[]}>
            <StaffPage />
          </Only>
        ),
      },
      {
        path: 'tai-khoan-ngan-hang',
        element: (
          <Only roles={['finance', 'support']}>
            <BankAccountsPage />
          </Only>
        ),
      },
      {
        path: 'cai-dat-thanh-toan',
        element: (
          <Only roles={['finance']}>
            <SettingsPage />
          </Only>
        ),
      },
      {
        path: 'tai-khoan-nha-cung-cap',
        element: (
          <Only roles={[]}>
            <ProviderAccountsPage />
          </Only>
        ),
      },
      {
        path: 'ho-tro-giay-phep',
        element: (
          <Only roles={['support']}>
            <SupportSettingsPage />
          </Only>
        ),
      },
      {
        path: 'nguoi-choi',
        element: (
          <Only roles={['support', 'finance', 'compliance']}>
            <PlayersPage />
          </Only>
        ),
      },
      ...(
        [
          ['danh-sach/nguoi-choi', ['support', 'finance', 'compliance'], <PlayerListPage key="p" />],
          ['danh-sach/nap-tien', ['finance', 'support'], <DepositListPage key="d" />],
          ['danh-sach/rut-tien', ['finance', 'support'], <WithdrawalListPage key="w" />],
          ['danh-sach/cuoc', ['support', 'finance', 'compliance'], <BetListPage key="b" />],
          ['danh-sach/giao-dich', ['support', 'finance', 'compliance'], <TransactionListPage key="t" />],
          ['danh-sach/ngoai-le', ['finance', 'support'], <ExceptionListPage key="x" />],
          ['danh-sach/aml', ['compliance'], <AmlListPage key="aml" />],
          ['danh-sach/kyc', ['compliance'], <KycListPage key="kyc" />],
          ['danh-sach/tai-khoan-ngan-hang', ['support', 'finance'], <BankAccountListPage key="ba" />],
          ['rui-ro/lai-lo', ['finance', 'compliance'], <ProfitListPage key="profit" />],
          ['rui-ro/thang-lon', ['finance', 'compliance'], <LargeWinListPage key="wins" />],
          ['bao-cao/doi-tac', ['finance'], <AffiliateReportPage key="aff" />],
        ] as [string, TStaffRole[], ReactNode][]
      ).map(([path, roles, page]) => ({ path, element: <Only roles={roles}>{page}</Only> })),
      {
        path: 'nguoi-choi/:id',
        element: (
          <Only roles={['support', 'finance', 'compliance']}>
            <PlayerPage />
          </Only>
        ),
      },
      {
        path: 'tin-tuc',
        element: (
          <Only roles={['content']}>
            <NewsPage />
          </Only>
        ),
      },
      ...(
        [
          ['trang-thong-tin', <InfoPagesPage key="info" />],
          ['trang-khuyen-mai', <PromoPagesPage key="promo-pages" />],
          ['banner-trang-chu', <HomeBannersPage key="banners" />],
          ['tro-choi', <GamesPage key="games" />],
          ['khuyen-mai', <PromotionsPage key="promotions" />],
          ['gift-code', <GiftcodesPage key="giftcodes" />],
          ['nhiem-vu', <MissionsPage key="missions" />],
          ['dua-top', <TournamentsPage key="tournaments" />],
          ['vip', <VipPage key="vip" />],
          ['vong-quay', <LuckySpinPage key="lucky-spin" />],
        ] as const
      ).map(([path, page]) => ({ path, element: <Only roles={['content']}>{page}</Only> })),
      {
        path: 'dai-ly',
        element: (
          <Only roles={['finance']}>
            <AgentsPage />
          </Only>
        ),
      },
      {
        path: 'kyc',
        element: (
          <Only roles={['compliance']}>
            <KycPage />
          </Only>
        ),
      },
      {
        path: 'nhat-ky',
        element: (
          <Only roles={['compliance']}>
            <AuditPage />
          </Only>
        ),
      },
      {
        path: 'xo-so/ky-quay',
        element: (
          <Only roles={[]}>
            <LotteryDrawsPage />
          </Only>
        ),
      },
      {
        path: 'tro-choi/gioi-han-ban',
        element: (
          <Only roles={[]}>
            <TableLimitsPage />
          </Only>
        ),
      },
      {
        path: 'the-thao/ban-giao-dich',
        element: (
          <Only roles={['trader']}>
            <SportsDeskPage />
          </Only>
        ),
      },
      {
        path: 'the-thao/bien-loi-nhuan',
        element: (
          <Only roles={[]}>
            <SportsMarginsPage />
          </Only>
        ),
      },
      {
        path: 'khu-vuc',
        element: (
          <Only roles={['compliance']}>
            <JurisdictionsPage />
          </Only>
        ),
      },
      {
        path: 'loai-tru-chung',
        element: (
          <Only roles={['compliance']}>
            <ExclusionsPage />
          </Only>
        ),
      },
      {
        path: 'aml',
        element: (
          <Only roles={['compliance']}>
            <AmlPage />
          </Only>
        ),
      },
      {
        path: 'canh-bao',
        element: (
          <Only roles={['finance']}>
            <AlertsPage />
          </Only>
        ),
      },
      {
        path: 'van-hanh',
        element: (
          <Only roles={[]}>
            <OpsPage />
          </Only>
        ),
      },
      { path: '*', element: <p className="card">{t('main.pageNotFound')}</p> },
    ],
  },
]);

function App() {
  const [staff, setStaff] = useState<TStaff | null | undefined>(undefined);
  useEffect(() => {
    get<TStaff>('/auth/me').then(setStaff, () => setStaff(null));
    // an expired or idle session sends the staff member back to sign in
    setUnauthorizedHandler(() => setStaff(null));
  }, []);
  const signOut = useCallback(async () => {
    await post('/auth/logout').catch(() => {});
    setStaff(null);
  }, []);
  const session = useMemo(() => (staff ? { staff, signOut } : null), [staff, signOut]);
  // a staff member who chose a language sees it whoever used this browser last (reloads once)
  const reloading = useMemo(() => (staff ? applyStaffLocale(staff.id) : false), [staff]);
  if (staff === undefined || reloading) return null;
  if (!session) return <LoginPage onSignedIn={setStaff} />;
  return (
    <SessionContext.Provider value={session}>
      <RouterProvider router={router} />
    </SessionContext.Provider>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
