import { PageHeader } from '../components/page-header';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { LobbyView } from '../features/games/lobby-view';
import { GAME_PORTAL_PAGES } from '../lib/route-constants';
import type { ScrollHandle } from '../lib/scroll';
import { pageMeta } from '../lib/seo';
import { lobbyLoader } from '../site/server/lobby.server';
import type { Route } from './+types/cong-game';

export function loader(args: Route.LoaderArgs) {
  return lobbyLoader(
    { ...args, params: {} },
    { category: 'cong-game', root: '/cong-game', subPages: GAME_PORTAL_PAGES },
  );
}

export default function GamePortal({ loaderData }: Route.ComponentProps) {
  const { page, lobby, tabs } = loaderData;
  return (
    <>
      <PageHeader h1={page.seo.h1} h2={page.seo.h2} breadcrumbs={page.seo.breadcrumbs} />
      <LobbyView state={lobby} tabs={tabs} category="cong-game" />
    </>
  );
}

/** Switching tabs or searching keeps the scroll position (decision 035). */
export const handle: ScrollHandle = { scrollKey: 'cong-game' };

export const meta: Route.MetaFunction = (args) => pageMeta(args);
export const ErrorBoundary = RouteErrorBoundary;
