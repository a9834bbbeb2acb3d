import { SLUG_PATTERN } from '@app/contract';
import { PageHeader } from '../components/page-header';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { TournamentPage } from '../features/tournaments';
import { notFound } from '../lib/not-found';
import { pageMeta } from '../lib/seo';
import { recordPage } from '../site/server/page.server';
import { siteOf } from '../site/server/site.server';
import type { Route } from './+types/tournament-detail';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const site = siteOf(context);
  if (!SLUG_PATTERN.test(params.slug) || !site.server.tournaments) notFound(request);
  const tournament = await site.server.tournaments.find(params.slug);
  if (!tournament) notFound(request);
  // the public board in the HTML; the player's own row arrives with the first poll
  const board = await site.server.tournaments.board(params.slug);
  const page = recordPage(
    site,
    {
      path: `/dua-top/${tournament.slug}`,
      section: 'events',
      title: tournament.title,
      description: tournament.texts.summary,
    },
    { english: true },
  );
  return { page, tournament, board, now: Date.now() };
}

export default function TournamentDetail({ loaderData }: Route.ComponentProps) {
  const { page, tournament, board, now } = loaderData;
  return (
    <>
      <PageHeader h1={page.seo.h1} breadcrumbs={page.seo.breadcrumbs} />
      <TournamentPage tournament={tournament} board={board} now={now} />
    </>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);
export const ErrorBoundary = RouteErrorBoundary;
