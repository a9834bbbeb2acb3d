import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { useFormat } from '../../lib/format';
import type { Fixture } from '../../lib/lookups';

const KICK_OFF: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
};

function statusText(f: Fixture, t: TFunction): string {
  if (f.status === 'live') return f.minute != null ? `${f.minute}'` : t('schedule.live');
  return t(`schedule.${f.status}`);
}

/**
 * The league as the page's language names it: the feed names its leagues in Vietnamese, and the three
 * whose names are Vietnamese words (Ngoại hạng Anh, Cúp C1, Bóng đá ảo) have theirs in the catalogue, as the
 * schedule's league filter shows the first two; the others' names are the same in both languages.
 */
function leagueName(f: Fixture, t: TFunction): string {
  if (f.leagueCode === 'epl') return t('site.schedule.epl');
  if (f.leagueCode === 'ucl') return t('site.schedule.ucl');
  if (f.leagueCode === 'vfl') return t('site.schedule.vfl');
  return f.league;
}

/** Matches with kick-off, league, teams and the live or final score. */
export function MatchList({ fixtures }: { fixtures: Fixture[] }) {
  const fmt = useFormat();
  const { t } = useTranslation();
  return (
    <ul className="card divide-y divide-ink-700" data-testid="match-list">
      {fixtures.map((f) => (
        <li
          key={f.id}
          className="grid grid-cols-[5.5rem_1fr_auto] items-center gap-3 px-4 py-3 text-sm"
          data-status={f.status}
        >
          <span className="text-ink-300">{fmt.with(f.kickoff, KICK_OFF)}</span>
          <span className="min-w-0">
            <span className="block truncate text-xs text-ink-300">{leagueName(f, t)}</span>
            <span className="block truncate font-medium text-white">
              {f.home} – {f.away}
            </span>
          </span>
          <span className="text-right">
            {f.score && <span className="block font-bold text-brand-300">{`${f.score.home} : ${f.score.away}`}</span>}
            <span
              className={
                f.status === 'live' ? 'block text-xs font-semibold text-red-400' : 'block text-xs text-ink-300'
              }
            >
              {statusText(f, t)}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** While a match is live, the page's data is fetched again every `everyMs` so scores move. */
export function useLiveRefresh(live: boolean, everyMs = 15_000) {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (!live) return;
    const id = setInterval(() => {
      if (document.visibilityState === 'visible') void revalidate();
    }, everyMs);
    return () => clearInterval(id);
  }, [live, everyMs, revalidate]);
}
