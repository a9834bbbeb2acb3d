import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../components/empty-state';
import { PageHeader } from '../components/page-header';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { MatchList, useLiveRefresh } from '../features/sports/match-list';
import { useFormat } from '../lib/format';
import type { Fixture } from '../lib/lookups';
import { pageMeta } from '../lib/seo';
import { fixedPage } from '../site/server/page.server';
import { siteOf } from '../site/server/site.server';
import type { Route } from './+types/lich-thi-dau';

type Fixtures = { status: 'ok'; fixtures: Fixture[] } | { status: 'updating' } | { status: 'error' };

const LEAGUES = [
  ['vleague1', 'V.League 1'],
  ['epl', 'site.schedule.epl'],
  ['laliga', 'La Liga'],
  ['seriea', 'Serie A'],
  ['bundesliga', 'Bundesliga'],
  ['ucl', 'site.schedule.ucl'],
] as const;
const DAY_MS = 86_400_000;
/** Vietnam is UTC+7 all year. */
const VN_OFFSET_MS = 7 * 3_600_000;

/** YYYY-MM-DD of a Vietnam-time day, `offset` days from today. */
function vnDay(offset: number): string {
  return new Date(Date.now() + VN_OFFSET_MS + offset * DAY_MS).toISOString().slice(0, 10);
}

/** The schedule and results of one day (Vietnam time) from the sports feed, optionally one league. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const site = siteOf(context);
  const page = fixedPage(site, 'lich-thi-dau');
  const url = new URL(request.url);
  const dateParam = url.searchParams.get('date') ?? '';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(dateParam) ? dateParam : vnDay(0);
  const leagueParam = url.searchParams.get('league') ?? '';
  const league = LEAGUES.some(([code]) => code === leagueParam) ? leagueParam : undefined;
  let fixtures: Fixtures = { status: 'updating' };
  if (site.server.fixtures) {
    const from = new Date(`${date}T00:00:00+07:00`);
    try {
      const list = await site.server.fixtures.list({
        from: from.toISOString(),
        to: new Date(from.getTime() + DAY_MS).toISOString(),
        league,
      });
      fixtures = { status: 'ok', fixtures: list };
    } catch (error) {
      console.error('fixtures feed failed', error);
      fixtures = { status: 'error' };
    }
  }
  const days = [-1, 0, 1, 2, 3].map((o) => ({ date: vnDay(o), today: o === 0 }));
  return { page, fixtures, date, league: league ?? null, days };
}

/** 'Thứ 2, 21/12' (vi) or 'Mon 21/12' (en): the schedule's day chips, dates already in Vietnam's calendar. */
const DAY_LABEL: Intl.DateTimeFormatOptions = { weekday: 'short', day: '2-digit', month: '2-digit', timeZone: 'UTC' };

export default function Schedule({ loaderData }: Route.ComponentProps) {
  const fmt = useFormat();
  const { t } = useTranslation();
  const { page, fixtures, date, league, days } = loaderData;
  const live = fixtures.status === 'ok' && fixtures.fixtures.some((f) => f.status === 'live');
  useLiveRefresh(live);
  const href = (d: string, l: string | null) => `/lich-thi-dau?date=${d}${l ? `&league=${l}` : ''}`;
  const chip = (on: boolean) => (on ? 'btn btn-primary btn-sm' : 'btn btn-ghost btn-sm');
  return (
    <>
      <PageHeader h1={page.seo.h1} h2={page.seo.h2} breadcrumbs={page.seo.breadcrumbs} />
      <div className="site-container mt-6 space-y-3">
        <nav className="flex gap-2 overflow-x-auto" aria-label={t('site.schedule.days')}>
          {days.map((d) => (
            <Link key={d.date} to={href(d.date, league)} className={chip(d.date === date)} preventScrollReset>
              {d.today ? t('schedule.today') : fmt.with(`${d.date}T00:00:00Z`, DAY_LABEL)}
            </Link>
          ))}
        </nav>
        <nav className="flex gap-2 overflow-x-auto" aria-label={t('site.schedule.leagues')}>
          <Link to={href(date, null)} className={chip(league === null)} preventScrollReset>
            {t('schedule.allLeagues')}
          </Link>
          {LEAGUES.map(([code, name]) => (
            <Link key={code} to={href(date, code)} className={chip(league === code)} preventScrollReset>
              {name.startsWith('site.') ? t(name as 'site.schedule.epl') : name}
            </Link>
          ))}
        </nav>
        {fixtures.status === 'updating' && <EmptyState kind="updating" />}
        {fixtures.status === 'error' && <EmptyState kind="error" />}
        {fixtures.status === 'ok' &&
          (fixtures.fixtures.length ? (
            <MatchList fixtures={fixtures.fixtures} />
          ) : (
            <p className="card p-6 text-ink-300">{t('schedule.noMatches')}</p>
          ))}
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);
export const ErrorBoundary = RouteErrorBoundary;
