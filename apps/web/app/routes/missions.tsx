import { useEffect, useState } from 'react';
import { EmptyState } from '../components/empty-state';
import { PageHeader } from '../components/page-header';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { openAuthModal, useAuthReady, useLoggedIn } from '../features/site/auth-bridge';
import { formatNumber } from '../features/site/format';
import { fixedPage } from '../features/site/page.server';
import { pageMeta } from '../features/site/seo';
import { siteOf } from '../features/site/site.server';
import { vi } from '../i18n/vi';
import { api } from '../lib/api';
import type { Route } from './+types/missions';

export function loader({ context }: Route.LoaderArgs) {
  return { page: fixedPage(siteOf(context), 'nhiem-vu') };
}

interface MissionRow {
  id: number | string;
  name?: string;
  title?: string;
  description?: string;
  status?: string;
  reward?: number;
}

type State = { status: 'loading' } | { status: 'ok'; items: MissionRow[] } | { status: 'error' };

/** Missions of the logged-in player, from the missions call (page 1, 10 per page). */
function MissionList() {
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    api<MissionRow[]>('/api/user/mission/list', { query: { page: 1, per_page: 10 }, signal: controller.signal })
      .then(({ data }) => setState({ status: 'ok', items: Array.isArray(data) ? data : [] }))
      .catch(() => !controller.signal.aborted && setState({ status: 'error' }));
    return () => controller.abort();
  }, []);
  if (state.status === 'loading') return <div className="card h-40 animate-pulse" aria-busy="true" />;
  if (state.status === 'error') return <EmptyState kind="error" />;
  if (state.items.length === 0) return <EmptyState kind="updating" />;
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {state.items.map((m) => (
        <li key={m.id} className="card p-4">
          <p className="font-bold text-white">{m.title ?? m.name}</p>
          {m.description && <p className="mt-1 text-sm text-ink-300">{m.description}</p>}
          {m.reward !== undefined && <p className="mt-2 text-sm font-bold text-brand-300">+{formatNumber(m.reward)}</p>}
        </li>
      ))}
    </ul>
  );
}

export default function Missions({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const loggedIn = useLoggedIn();
  const ready = useAuthReady();
  return (
    <>
      <PageHeader h1={page.seo.h1} h2={page.seo.h2} breadcrumbs={page.seo.breadcrumbs} />
      <div className="site-container mt-6">
        {!ready ? (
          <div className="card h-40 animate-pulse" aria-busy="true" />
        ) : loggedIn ? (
          <MissionList />
        ) : (
          <div className="card flex flex-col items-center px-6 py-12 text-center">
            <p className="max-w-md text-ink-200">{vi.missions.loginPrompt}</p>
            <button type="button" className="btn btn-primary mt-6" onClick={() => openAuthModal(0)}>
              {vi.account.login}
            </button>
          </div>
        )}
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);
export const ErrorBoundary = RouteErrorBoundary;
