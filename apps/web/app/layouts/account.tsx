import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import type { vi } from '../i18n/vi';
import { SiteFrame } from '../site/frame/site-frame';
import { clientMiddleware as named } from '../site/middleware/client';
import { serverMiddleware } from '../site/middleware/server';
import type { Route } from './+types/account';

export const middleware: Route.MiddlewareFunction[] = serverMiddleware('auth', 'account');
export const clientMiddleware: Route.ClientMiddlewareFunction[] = named('auth', 'account');

/**
 * The account area renders in the browser only (product.md section 2): the server sends the
 * site frame with a placeholder, and the guards above run before anything is shown.
 */
export async function clientLoader() {
  return null;
}
clientLoader.hydrate = true as const;

export const ACCOUNT_MENU = [
  { to: '/account/user', label: 'account.menu.user' },
  { to: '/account/deposit', label: 'account.menu.deposit' },
  { to: '/account/withdraw', label: 'account.menu.withdraw' },
  { to: '/account/history', label: 'account.menu.history' },
  { to: '/account/bank', label: 'account.menu.bank' },
  { to: '/account/kyc', label: 'account.menu.kyc' },
  { to: '/account/p2p', label: 'account.menu.p2p' },
  { to: '/account/agent', label: 'account.menu.agent' },
  { to: '/account/promotion', label: 'account.menu.promotion' },
  { to: '/account/responsible-gaming', label: 'account.menu.responsibleGaming' },
] as const satisfies readonly { to: string; label: `account.menu.${keyof typeof vi.account.menu}` }[];

function AccountShell({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <SiteFrame floating={false}>
      <div className="site-container grid grid-cols-[minmax(0,1fr)] gap-6 py-6 md:grid-cols-[15rem_minmax(0,1fr)] md:py-10">
        <nav aria-label={t('account.title')} className="card h-max p-2">
          <ul className="scrollbar-none flex gap-1 overflow-x-auto md:flex-col">
            {ACCOUNT_MENU.map((item) => (
              <li key={item.to} className="shrink-0">
                <NavLink
                  to={item.to}
                  className={({ isActive }) =>
                    `block rounded-lg px-3 py-2 text-sm font-medium ${
                      isActive ? 'bg-brand-500/15 text-brand-300' : 'text-ink-200 hover:bg-ink-800'
                    }`
                  }
                >
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0">{children}</div>
      </div>
    </SiteFrame>
  );
}

export function HydrateFallback() {
  const { t } = useTranslation();
  return (
    <AccountShell>
      <div className="card h-64 animate-pulse" role="status" aria-busy="true">
        <span className="sr-only">{t('common.loading')}</span>
      </div>
    </AccountShell>
  );
}

export default function AccountLayout() {
  return (
    <AccountShell>
      <Outlet />
    </AccountShell>
  );
}
