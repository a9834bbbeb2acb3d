import { useTranslation } from 'react-i18next';
import { MobileOnlyNotice } from '../components/mobile-only-notice';
import { PageHeader } from '../components/page-header';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { SectionHub } from '../components/section-hub';
import { LaunchPanel } from '../features/games/launch-panel';
import { TransferPanel } from '../features/transfers/transfer-panel';
import { COCKFIGHT_GAME } from '../lib/route-constants';
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
  const provider = key === 'da-ga' ? null : key.slice('da-ga-'.length);
  // a partner's arena opens only when it is contracted and enabled; otherwise the house table
  const open = provider ? ((await site.server.games?.partners('home')) ?? []).some((p) => p.slug === provider) : false;
  return {
    page,
    gate: await mobileGate(context, site, page.seo.path),
    provider,
    providerOpen: open,
    hub: hubItems(site, '', ['da-ga-sv388', 'da-ga-ga28', 'da-ga-ws168']),
  };
}

/** The built-in provably fair cockfight table (house games). */
function HouseArena({ lead }: { lead?: string }) {
  const { t } = useTranslation();
  return (
    <LaunchPanel
      title={t('site.cockfight.title')}
      description={`${lead ?? ''}${t('site.cockfight.description')}`}
      provider="house"
      gameType="cockfight"
      category="da-ga"
    />
  );
}

export default function Cockfight({ loaderData }: Route.ComponentProps) {
  const { page, gate, provider, providerOpen, hub } = loaderData;
  const { t } = useTranslation();
  return (
    <>
      <PageHeader h1={page.seo.h1} h2={page.seo.h2} breadcrumbs={page.seo.breadcrumbs} />
      {gate ? (
        <MobileOnlyNotice gate={gate} />
      ) : provider === 'ws168' && providerOpen ? (
        // WS168 keeps its own wallet: money is transferred in and out (decision 134)
        <TransferPanel code="ws168" name="WS168" title={page.seo.h1} />
      ) : provider && providerOpen ? (
        <LaunchPanel
          title={page.seo.h1}
          description={page.seo.description}
          provider={provider}
          gameType={COCKFIGHT_GAME[provider]}
          category="da-ga"
        />
      ) : provider ? (
        <HouseArena lead={t('site.cockfight.notConnected', { provider: provider.toUpperCase() })} />
      ) : (
        <>
          <HouseArena />
          <SectionHub items={hub} />
        </>
      )}
    </>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);
export const ErrorBoundary = RouteErrorBoundary;
