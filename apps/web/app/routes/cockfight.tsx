import { MobileOnlyNotice } from '../components/mobile-only-notice';
import { PageHeader } from '../components/page-header';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { SectionHub } from '../components/section-hub';
import { LaunchPanel } from '../features/games/launch-panel';
import { pageMeta } from '../lib/seo';
import { serverMiddleware } from '../site/middleware/server';
import { fixedPageFor, hubItems } from '../site/server/hub.server';
import { mobileGate } from '../site/server/mobile-gate.server';
import { siteOf } from '../site/server/site.server';
import type { Route } from './+types/cockfight';

export const middleware: Route.MiddlewareFunction[] = serverMiddleware('mobile-page');

export async function loader({ context, request }: Route.LoaderArgs) {
  const site = siteOf(context);
  const { key, page } = fixedPageFor(site, request);
  return {
    page,
    gate: await mobileGate(context, site, page.seo.path),
    provider: key === 'da-ga' ? null : key.slice('da-ga-'.length),
    hub: key === 'da-ga' ? hubItems(site, '', ['da-ga-ga28', 'da-ga-ws168']) : [],
  };
}

export default function Cockfight({ loaderData }: Route.ComponentProps) {
  const { page, gate, provider, hub } = loaderData;
  return (
    <>
      <PageHeader h1={page.seo.h1} h2={page.seo.h2} breadcrumbs={page.seo.breadcrumbs} />
      {gate ? (
        <MobileOnlyNotice gate={gate} />
      ) : provider ? (
        <LaunchPanel title={page.seo.h1} description={page.seo.description} provider={provider} category="da-ga" />
      ) : (
        <SectionHub items={hub} />
      )}
    </>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);
export const ErrorBoundary = RouteErrorBoundary;
