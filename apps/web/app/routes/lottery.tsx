import { MobileOnlyNotice } from '../components/mobile-only-notice';
import { PageHeader } from '../components/page-header';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { SectionHub } from '../components/section-hub';
import { LaunchPanel } from '../features/games/launch-panel';
import { LOTTERY_GAMES, LOTTERY_PAGES } from '../lib/route-constants';
import { pageMeta } from '../lib/seo';
import { serverMiddleware } from '../site/middleware/server';
import { fixedPageFor, hubItems } from '../site/server/hub.server';
import { mobileGate } from '../site/server/mobile-gate.server';
import { siteOf } from '../site/server/site.server';
import type { Route } from './+types/lottery';

export const middleware: Route.MiddlewareFunction[] = serverMiddleware('mobile-page');

export async function loader({ context, request }: Route.LoaderArgs) {
  const site = siteOf(context);
  const { key, page } = fixedPageFor(site, request);
  return {
    page,
    gate: await mobileGate(context, site, page.seo.path),
    game: key === 'lo-de' ? null : (LOTTERY_GAMES[key.slice('lo-de/'.length) as keyof typeof LOTTERY_GAMES] ?? null),
    hub:
      key === 'lo-de'
        ? hubItems(
            site,
            '/lo-de',
            LOTTERY_PAGES.filter((p) => LOTTERY_GAMES[p].opens),
          )
        : [],
  };
}

export default function Lottery({ loaderData }: Route.ComponentProps) {
  const { page, gate, game, hub } = loaderData;
  return (
    <>
      <PageHeader h1={page.seo.h1} h2={page.seo.h2} breadcrumbs={page.seo.breadcrumbs} />
      {gate ? (
        <MobileOnlyNotice gate={gate} />
      ) : game ? (
        <LaunchPanel
          title={page.seo.h1}
          description={page.seo.description}
          provider={game.provider}
          gameType={game.game}
          category="lo-de"
        />
      ) : (
        <SectionHub items={hub} />
      )}
    </>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);
export const ErrorBoundary = RouteErrorBoundary;
