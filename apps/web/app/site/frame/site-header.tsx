import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
import {
  BallIcon,
  CardsIcon,
  ChevronDownIcon,
  DiceIcon,
  GiftIcon,
  LotteryIcon,
  NewsIcon,
  RoosterIcon,
  StarIcon,
} from '../../components/icons';
import { LanguageSwitch } from './language-switch';
import { HEADER_NAV } from './navigation';

const NAV_ICONS: Record<string, (p: { size?: number }) => ReactNode> = {
  '/the-thao': BallIcon,
  '/live-casino': CardsIcon,
  '/cong-game': DiceIcon,
  '/lo-de': LotteryIcon,
  '/da-ga': RoosterIcon,
  '/khuyen-mai': GiftIcon,
  '/su-kien': StarIcon,
  '/tin-tuc': NewsIcon,
};

/**
 * Site header: logo, category navigation (hidden on install-app and maintenance) and the
 * account area (login/register for guests, balance and account menu for players).
 */
export function SiteHeader({
  brandName,
  showTitles,
  account,
}: {
  brandName: string;
  showTitles: boolean;
  account?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-30 border-b border-ink-700/80 pt-[env(safe-area-inset-top)] bg-ink-950/95 backdrop-blur supports-[backdrop-filter]:bg-ink-950/80">
      <div className="site-container flex h-16 items-center gap-2 sm:gap-6">
        {/* Below 400 px the emblem alone: a player's balance, "Nạp tiền" and menu need the row. */}
        <BrandLogo name={brandName} nameClassName="max-[399px]:sr-only" />
        {showTitles && (
          <nav aria-label={t('header.mainNav')} className="hidden flex-1 lg:block">
            <ul className="flex items-center gap-1">
              {HEADER_NAV.map((item) => (
                <li key={item.to} className="group relative">
                  <NavLink
                    to={item.to}
                    className={({ isActive }) =>
                      `flex items-center gap-1 whitespace-nowrap rounded-lg px-2.5 py-2 text-[0.9375rem] font-medium transition-colors ${
                        isActive ? 'text-brand-300' : 'text-ink-200 hover:text-white'
                      }`
                    }
                  >
                    {t(item.label)}
                    {item.children && <ChevronDownIcon size={14} className="opacity-60" />}
                  </NavLink>
                  {item.children && (
                    <div className="invisible absolute left-0 top-full z-40 pt-2 opacity-0 transition group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100">
                      <ul className="card min-w-52 p-2 shadow-2xl shadow-black/50">
                        {item.children.map((child) => (
                          <li key={child.to}>
                            <NavLink
                              to={child.to}
                              className="block rounded-lg px-3 py-2 text-sm text-ink-200 hover:bg-ink-800 hover:text-white"
                            >
                              {t(child.label)}
                            </NavLink>
                          </li>
                        ))}
                      </ul>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className="ml-auto flex min-h-10 items-center gap-2" data-slot="header-account">
          {/* phones switch language in the footer: the header row is the balance's */}
          <span className="hidden sm:contents">
            <LanguageSwitch />
          </span>
          {account}
        </div>
      </div>
      {showTitles && (
        <nav aria-label={t('header.menu')} className="border-t border-ink-800 lg:hidden">
          <ul className="scrollbar-none site-container flex gap-1 overflow-x-auto py-2">
            {HEADER_NAV.map((item) => {
              const Icon = NAV_ICONS[item.to];
              return (
                <li key={item.to} className="shrink-0">
                  <NavLink
                    to={item.to}
                    className={({ isActive }) =>
                      `flex min-w-16 flex-col items-center gap-1 rounded-xl px-2.5 py-1.5 text-xs font-medium ${
                        isActive ? 'bg-brand-500/10 text-brand-300' : 'text-ink-200'
                      }`
                    }
                  >
                    {Icon && <Icon size={22} />}
                    {t(item.label)}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </nav>
      )}
    </header>
  );
}
