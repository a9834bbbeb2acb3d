import { useTranslation } from 'react-i18next';
import { MobileOnlyNotice } from '../components/mobile-only-notice';
import { PageHeader } from '../components/page-header';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { SectionHub } from '../components/section-hub';
import { LaunchPanel } from '../features/games/launch-panel';
import { TransferPanel } from '../features/transfers/transfer-panel';
import { COCKFIGHT_GAME, COCKFIGHT_ON_DESKTOP } from '../lib/route-constants';
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
  const enabled = new Set(((await site.server.games?.partners('home')) ?? []).map((p) => p.slug));
  const open = provider !== null && enabled.has(provider);
  // a connected provider's own window plays on a computer; our own table stays phone-only (decision 168)
  const onDesktop = open && COCKFIGHT_ON_DESKTOP.includes(provider);
  const gate = onDesktop ? null : await mobileGate(context, site, page.seo.path);
  return {
    page,
    gate,
    provider,
    providerOpen: open,
    hub: hubItems(site, '', ['da-ga-sv388', 'da-ga-ga28', 'da-ga-ws168']),
    // on a computer the section's notice also leads to the arenas that do open there
    desktopHub:
      gate && provider === null
        ? hubItems(
            site,
            '',
            COCKFIGHT_ON_DESKTOP.filter((p) => enabled.has(p)).map((p) => `da-ga-${p}`),
          )
        : [],
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
  const { page, gate, provider, providerOpen, hub, desktopHub } = loaderData;
  const { t } = useTranslation();
  return (
    <>
      <PageHeader h1={page.seo.h1} h2={page.seo.h2} breadcrumbs={page.seo.breadcrumbs} />
      {gate ? (
        <>
          <MobileOnlyNotice gate={gate} />
          {desktopHub.length > 0 && <SectionHub items={desktopHub} title={t('site.cockfight.onComputer')} />}
        </>
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
