import { PageHeader } from '../components/page-header';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { LobbyView } from '../features/games/lobby-view';
import { pageMeta } from '../lib/seo';
import { lobbyLoader } from '../site/server/lobby.server';
import type { Route } from './+types/mini-games';

export function loader(args: Route.LoaderArgs) {
  return lobbyLoader({ ...args, params: {} }, { category: 'mini-games', root: '/mini-games', subPages: [] });
}

export default function MiniGames({ loaderData }: Route.ComponentProps) {
  const { page, lobby } = loaderData;
  return (
    <>
      <PageHeader h1={page.seo.h1} h2={page.seo.h2} breadcrumbs={page.seo.breadcrumbs} />
      <LobbyView state={lobby} tabs={[]} category="mini-games" />
    </>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);
export const ErrorBoundary = RouteErrorBoundary;
