import './modals/register';
import type { TMission } from '@app/contract';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { openModal } from '../../components/modal';
import { useCopy } from '../../i18n/copy';
import { ApiError } from '../../lib/api';
import { formatNumber, formatVnd } from '../../lib/format';
import { openAuth } from '../auth/guard';
import { useAuth, useAuthKnown } from '../auth/store';
import { eventsApi } from './events.api';

/**
 * The missions event: the player's daily and accumulated missions with their progress; a
 * completed one is claimed through eventGetRewardDaily / eventGetRewardPeriod, which call the
 * missions module's claim-reward (decision 066).
 */
export function MissionRewards() {
  const ev = useCopy('events');
  const userId = useAuth((s) => s.user?.id ?? null);
  const hydrated = useAuthKnown();
  const [missions, setMissions] = useState<TMission[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setMissions(await eventsApi.missions());
      setError(null);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : ev.error);
    }
  }, []);

  useEffect(() => {
    if (userId) void load();
    else setMissions(null);
  }, [userId, load]);

  const claim = (m: TMission) => {
    const props = { mission: m, onClaimed: () => void load() };
    if (m.type === 'DAILY') openModal('eventGetRewardDaily', props);
    else openModal('eventGetRewardPeriod', props);
  };

  return (
    <section className="card p-4 md:p-5" aria-labelledby="mission-rewards-h" data-testid="mission-rewards">
      <div className="flex items-center justify-between gap-3">
        <h2 id="mission-rewards-h" className="text-lg font-bold text-white">
          {ev.missions.heading}
        </h2>
        <Link to="/nhiem-vu" className="text-sm text-brand-300 underline underline-offset-2">
          {ev.missions.all}
        </Link>
      </div>
      {!hydrated ? null : !userId ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <p className="text-sm text-ink-300">{ev.missions.guest}</p>
          <button type="button" className="btn btn-primary btn-sm" onClick={() => openAuth(0)}>
            {ev.missions.login}
          </button>
        </div>
      ) : error ? (
        <p className="mt-3 text-sm text-danger-400" role="alert">
          {error}
        </p>
      ) : missions?.length === 0 ? (
        <p className="mt-3 text-sm text-ink-300">{ev.missions.empty}</p>
      ) : (
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          {(missions ?? []).map((m) => {
            const ratio = m.target > 0 ? Math.min(1, m.progress / m.target) : 0;
            return (
              <li key={m.id} className="rounded-xl border border-ink-700 bg-ink-900/60 p-3">
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0">
                    <span className="chip !px-2 !py-0.5 text-xs">
                      {m.type === 'DAILY' ? ev.missions.daily : ev.missions.period}
                    </span>
                    <p className="mt-1.5 font-semibold text-white">{m.title}</p>
                  </div>
                  <span className="shrink-0 text-sm font-bold text-brand-300">+{formatVnd(m.reward)}</span>
                </div>
                <div
                  className="mt-2 h-2 overflow-hidden rounded-full bg-ink-700"
                  role="progressbar"
                  aria-valuemin={0}
                  aria-valuemax={m.target}
                  aria-valuenow={m.progress}
                  aria-label={ev.missions.progress}
                >
                  <div className="h-full rounded-full bg-brand-500" style={{ width: `${ratio * 100}%` }} />
                </div>
                <div className="mt-2 flex items-center justify-between gap-2 text-xs">
                  <span className="text-ink-300 tabular-nums">
                    {m.conditionType === 'DAILY_CHECK_IN'
                      ? `${m.progress}/${m.target}`
                      : `${formatNumber(m.progress)} / ${formatNumber(m.target)}`}{' '}
                    · {ev.missions.status[m.status] ?? m.status}
                  </span>
                  {m.status === 'COMPLETED' ? (
                    <button type="button" className="btn btn-primary btn-sm" onClick={() => claim(m)}>
                      {ev.missions.claim}
                    </button>
                  ) : m.status === 'COMPLETED_REWARDED' ? (
                    <span className="font-semibold text-success-400">{ev.missions.claimed}</span>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
