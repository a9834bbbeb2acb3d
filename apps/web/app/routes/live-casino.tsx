import { PageHeader } from '../components/page-header';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { LobbyView } from '../features/games/lobby-view';
import { LIVE_CASINO_PAGES } from '../lib/route-constants';
import type { ScrollHandle } from '../lib/scroll';
import { pageMeta } from '../lib/seo';
import { lobbyLoader } from '../site/server/lobby.server';
import type { Route } from './+types/live-casino';

export function loader(args: Route.LoaderArgs) {
  return lobbyLoader(args, {
    category: 'live-casino',
    root: '/live-casino',
    subPages: LIVE_CASINO_PAGES,
    partnerSection: 'casino',
  });
}

export default function LiveCasino({ loaderData }: Route.ComponentProps) {
  const { page, lobby, tabs } = loaderData;
  return (
    <>
      <PageHeader h1={page.seo.h1} h2={page.seo.h2} breadcrumbs={page.seo.breadcrumbs} />
      <LobbyView state={lobby} tabs={tabs} category="live-casino" />
    </>
  );
}

/** Switching tabs or searching keeps the scroll position (decision 035). */
export const handle: ScrollHandle = { scrollKey: 'live-casino' };

export const meta: Route.MetaFunction = (args) => pageMeta(args);
export const ErrorBoundary = RouteErrorBoundary;
