import { EmptyState } from '../components/empty-state';
import { PageHeader } from '../components/page-header';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { vi } from '../i18n/vi';
import type { Fixture } from '../lib/lookups';
import { pageMeta } from '../lib/seo';
import { fixedPage } from '../site/server/page.server';
import { siteOf } from '../site/server/site.server';
import type { Route } from './+types/lich-thi-dau';

type Fixtures = { status: 'ok'; fixtures: Fixture[] } | { status: 'updating' } | { status: 'error' };

/** Fixtures and results from yesterday to a week ahead, as the sports feed provides them. */
export async function loader({ context }: Route.LoaderArgs) {
  const site = siteOf(context);
  const page = fixedPage(site, 'lich-thi-dau');
  let fixtures: Fixtures = { status: 'updating' };
  if (site.server.fixtures) {
    const now = Date.now();
    try {
      const list = await site.server.fixtures.list({
        from: new Date(now - 86_400_000).toISOString(),
        to: new Date(now + 7 * 86_400_000).toISOString(),
      });
      fixtures = list.length ? { status: 'ok', fixtures: list } : { status: 'updating' };
    } catch (error) {
      console.error('fixtures feed failed', error);
      fixtures = { status: 'error' };
    }
  }
  return { page, fixtures };
}

const time = new Intl.DateTimeFormat('vi-VN', {
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Ho_Chi_Minh',
});

export default function Schedule({ loaderData }: Route.ComponentProps) {
  const { page, fixtures } = loaderData;
  return (
    <>
      <PageHeader h1={page.seo.h1} h2={page.seo.h2} breadcrumbs={page.seo.breadcrumbs} />
      <div className="site-container mt-6">
        {fixtures.status === 'updating' && <EmptyState kind="updating" />}
        {fixtures.status === 'error' && <EmptyState kind="error" />}
        {fixtures.status === 'ok' && (
          <ul className="card divide-y divide-ink-700">
            {fixtures.fixtures.map((f) => (
              <li key={f.id} className="grid grid-cols-[5.5rem_1fr_auto] items-center gap-3 px-4 py-3 text-sm">
                <span className="text-ink-300">{time.format(new Date(f.kickoff))}</span>
                <span className="min-w-0">
                  <span className="block truncate text-xs text-ink-300">{f.league}</span>
                  <span className="block truncate font-medium text-white">
                    {f.home} – {f.away}
                  </span>
                </span>
                <span className="text-right font-bold text-brand-300">
                  {f.score ? `${f.score.home} : ${f.score.away}` : vi.schedule[f.status]}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);
export const ErrorBoundary = RouteErrorBoundary;
