import { LobbyView } from '../components/lobby-view';
import { PageHeader } from '../components/page-header';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { lobbyLoader } from '../features/site/lobby.server';
import { LIVE_CASINO_PAGES } from '../features/site/route-constants';
import type { ScrollHandle } from '../features/site/scroll';
import { pageMeta } from '../features/site/seo';
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
