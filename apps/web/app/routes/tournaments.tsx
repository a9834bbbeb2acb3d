import { PageHeader } from '../components/page-header';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { TournamentCard } from '../features/tournaments';
import { copyFor, useCopy } from '../i18n/copy';
import { pageMeta } from '../lib/seo';
import { translatedPage } from '../site/server/page.server';
import { siteOf } from '../site/server/site.server';
import type { Route } from './+types/tournaments';

export async function loader({ context }: Route.LoaderArgs) {
  const site = siteOf(context);
  const copy = copyFor(site.locale, 'tournaments');
  // A guest's page is complete without script (decision 116): the list comes with the HTML.
  const tournaments = (await site.server.tournaments?.list()) ?? [];
  const page = translatedPage(site, {
    path: '/dua-top',
    section: 'events',
    title: copy.listTitle,
    description: copy.listIntro,
  });
  return { page, tournaments, now: Date.now() };
}

export default function Tournaments({ loaderData }: Route.ComponentProps) {
  const { page, tournaments, now } = loaderData;
  const copy = useCopy('tournaments');
  return (
    <>
      <PageHeader h1={page.seo.h1} h2={copy.listIntro} breadcrumbs={page.seo.breadcrumbs} />
      <div className="site-container pb-10">
        {tournaments.length === 0 ? (
          <p className="card p-6 text-center text-ink-300">{copy.empty}</p>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="tournament-list">
            {tournaments.map((x) => (
              <TournamentCard key={x.id} tournament={x} now={now} />
            ))}
          </div>
        )}
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);
export const ErrorBoundary = RouteErrorBoundary;
