import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CalendarIcon } from '../components/icons';
import { PageHeader } from '../components/page-header';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { SectionHub } from '../components/section-hub';
import { LaunchPanel } from '../features/games/launch-panel';
import { MatchList, useLiveRefresh } from '../features/sports/match-list';
import { TransferPanel } from '../features/transfers/transfer-panel';
import type { Fixture } from '../lib/lookups';
import { BUILT_IN_SPORTSBOOK, BUILT_IN_VIRTUAL, SPORTS_PAGE_PROVIDER, SPORTS_PAGES } from '../lib/route-constants';
import { pageMeta } from '../lib/seo';
import { fixedPageFor, hubItems, pageName } from '../site/server/hub.server';
import { siteOf } from '../site/server/site.server';
import type { Route } from './+types/sports';

const PROVIDERS = SPORTS_PAGES.filter((p) => !p.startsWith('the-thao-ao'));
const VIRTUAL = SPORTS_PAGES.filter((p) => p.startsWith('the-thao-ao'));

/**
 * /the-thao is the built-in sportsbook's lobby (live now, today's matches, the way in) with the
 * contracted providers and virtual sports below; a provider's page opens that provider when it
 * is connected and enabled, and otherwise says so and leads to the built-in sportsbook.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const site = siteOf(context);
  const { key, page } = fixedPageFor(site, request);
  if (key === 'the-thao') {
    let live: Fixture[] = [];
    let today: Fixture[] = [];
    if (site.server.fixtures) {
      const now = Date.now();
      const list = await site.server.fixtures
        .list({ from: new Date(now - 3 * 3_600_000).toISOString(), to: new Date(now + 86_400_000).toISOString() })
        .catch(() => []);
      live = list.filter((f) => f.status === 'live');
      today = list.filter((f) => f.status === 'scheduled').slice(0, 12);
    }
    return {
      page,
      slug: null,
      open: null,
      connected: true,
      live,
      today,
      providers: hubItems(site, '/the-thao', PROVIDERS),
      virtual: hubItems(site, '/the-thao', VIRTUAL),
    };
  }
  const slug = key.slice('the-thao/'.length) as (typeof SPORTS_PAGES)[number];
  const open = { ...SPORTS_PAGE_PROVIDER[slug], name: pageName(site, key) };
  const partners = site.server.games ? await site.server.games.partners('home').catch(() => []) : [];
  const connected = partners.some((p) => p.slug === open.partner);
  return { page, slug, open, connected, live: [], today: [], providers: [], virtual: [] };
}

export default function Sports({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { page, open, connected, live, today, providers, virtual } = loaderData;
  useLiveRefresh(live.length > 0, 20_000);
  const builtIn = (
    <LaunchPanel
      title={t('sports.builtInTitle')}
      description={t('sports.builtInDescription')}
      provider={BUILT_IN_SPORTSBOOK.partner}
      gameType={BUILT_IN_SPORTSBOOK.game}
      category="the-thao"
      action={t('sports.openBook')}
    />
  );
  return (
    <>
      <PageHeader h1={page.seo.h1} h2={page.seo.h2} breadcrumbs={page.seo.breadcrumbs}>
        <Link to="/lich-thi-dau" className="btn btn-ghost btn-sm mt-4">
          <CalendarIcon size={16} /> {t('nav.schedule')}
        </Link>
      </PageHeader>
      {open ? (
        connected && open.partner === 'im' ? (
          // IM keeps its own wallet (its sportsbook and virtual sports alike): money is transferred in and out (decision 134)
          <TransferPanel code="im" name="IM Sports" title={page.seo.h1} />
        ) : connected ? (
          <LaunchPanel
            title={open.partner === 'sports' ? t('sports.virtualTitle') : page.seo.h1}
            description={open.partner === 'sports' ? t('sports.virtualDescription') : page.seo.description}
            provider={open.partner}
            gameType={open.game}
            category="the-thao"
          />
        ) : (
          <>
            <section className="site-container mt-6">
              <p className="card p-4 text-ink-200" data-testid="provider-not-connected">
                {t('sports.notConnected', { name: open.name })}
              </p>
            </section>
            {open.game === 'vsports' ? (
              <LaunchPanel
                title={t('sports.virtualTitle')}
                description={t('sports.virtualDescription')}
                provider={BUILT_IN_VIRTUAL.partner}
                gameType={BUILT_IN_VIRTUAL.game}
                category="the-thao"
              />
            ) : (
              builtIn
            )}
          </>
        )
      ) : (
        <>
          {builtIn}
          {live.length > 0 && (
            <section className="site-container mt-6">
              <h2 className="mb-3 text-lg font-bold text-white">{t('schedule.liveNow')}</h2>
              <MatchList fixtures={live} />
            </section>
          )}
          {today.length > 0 && (
            <section className="site-container mt-6">
              <h2 className="mb-3 text-lg font-bold text-white">{t('schedule.todayMatches')}</h2>
              <MatchList fixtures={today} />
            </section>
          )}
          <SectionHub items={providers} title={t('lobby.providers')} />
          <SectionHub items={virtual} title={t('lobby.virtual')} />
        </>
      )}
    </>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);
export const ErrorBoundary = RouteErrorBoundary;
