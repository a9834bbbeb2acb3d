import { useTranslation } from 'react-i18next';
import { Form, Link, NavLink, useLocation } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { SearchIcon } from '../../components/icons';
import { useLoggedIn } from '../auth/bridge';
import { GameCard } from './game-card';
import type { LobbyState } from './lobby';

export interface LobbyTab {
  label: string;
  to: string;
}

/** Sub-page tabs, search box, game grid (or its honest empty/error state) and paging. */
export function LobbyView({
  state,
  tabs,
  category,
  searchable = true,
}: {
  state: LobbyState;
  tabs: LobbyTab[];
  category: string;
  searchable?: boolean;
}) {
  const { t } = useTranslation();
  const loggedIn = useLoggedIn();
  const { pathname } = useLocation();
  const search = state.status === 'ok' ? state.search : '';

  return (
    <div className="site-container mt-6 space-y-5">
      <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        {tabs.length > 0 && (
          <nav aria-label={t('header.menu')} className="min-w-0">
            <ul className="scrollbar-none flex gap-2 overflow-x-auto pb-1">
              {tabs.map((tab) => (
                <li key={tab.to} className="shrink-0">
                  <NavLink to={tab.to} end className={({ isActive }) => `chip ${isActive ? 'active' : ''}`}>
                    {tab.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {searchable && (
          <Form method="get" action={pathname} role="search" className="relative md:w-72">
            <label htmlFor="lobby-search" className="sr-only">
              {t('lobby.searchLabel')}
            </label>
            <SearchIcon
              size={18}
              className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-ink-300"
            />
            <input
              id="lobby-search"
              name="q"
              type="search"
              defaultValue={search}
              maxLength={60}
              placeholder={t('lobby.searchPlaceholder')}
              className="h-11 w-full rounded-xl border border-ink-700 bg-ink-900 pl-10 pr-3 text-sm text-white placeholder:text-ink-300 focus:border-brand-500 focus:outline-none"
            />
          </Form>
        )}
      </div>

      {state.status === 'updating' && <EmptyState kind="updating" />}
      {state.status === 'error' && <EmptyState kind="error" />}
      {state.status === 'ok' && state.items.length === 0 && (
        <EmptyState
          kind="search"
          action={
            <Link to={pathname} className="btn btn-outline btn-sm">
              {t('common.viewAll')}
            </Link>
          }
        />
      )}
      {state.status === 'ok' && state.items.length > 0 && (
        <>
          <ul className="grid grid-cols-2 gap-x-3 gap-y-5 sm:grid-cols-3 md:grid-cols-4 xl:grid-cols-6">
            {state.items.map((game, i) => (
              <li key={game.uuid || game.id}>
                <GameCard
                  game={game}
                  category={category}
                  loggedIn={loggedIn}
                  eager={i < 4}
                  // One picture at high priority: four would share the bandwidth the largest paint needs.
                  priority={i === 0}
                />
              </li>
            ))}
          </ul>
          <Pagination page={state.page} totalPages={Math.ceil(state.total / state.perPage)} search={state.search} />
        </>
      )}
    </div>
  );
}

export function Pagination({ page, totalPages, search = '' }: { page: number; totalPages: number; search?: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  if (totalPages <= 1) return null;
  const href = (p: number) => {
    const params = new URLSearchParams();
    if (search) params.set('q', search);
    if (p > 1) params.set('page', String(p));
    const qs = params.toString();
    return qs ? `${pathname}?${qs}` : pathname;
  };
  return (
    <nav
      aria-label={t('lobby.pageOf', { page, total: totalPages })}
      className="flex items-center justify-center gap-3 pt-4"
    >
      {page > 1 ? (
        <Link to={href(page - 1)} className="btn btn-ghost btn-sm" rel="prev">
          {t('lobby.prev')}
        </Link>
      ) : (
        <span className="btn btn-ghost btn-sm pointer-events-none opacity-40">{t('lobby.prev')}</span>
      )}
      <span className="text-sm text-ink-300">{t('lobby.pageOf', { page, total: totalPages })}</span>
      {page < totalPages ? (
        <Link to={href(page + 1)} className="btn btn-ghost btn-sm" rel="next">
          {t('lobby.next')}
        </Link>
      ) : (
        <span className="btn btn-ghost btn-sm pointer-events-none opacity-40">{t('lobby.next')}</span>
      )}
    </nav>
  );
}
