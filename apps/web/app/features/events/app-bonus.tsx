import type { TAppBonus } from '@app/contract';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../components/toast';
import { ApiError } from '../../lib/api';
import { formatVnd } from '../../lib/format';
import { openAuth } from '../auth/guard';
import { useAuth, useAuthKnown } from '../auth/store';
import { displayMode, eventsApi } from './events.api';
import { eventsVi } from './i18n';

const dateTime = new Intl.DateTimeFormat('vi-VN', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Ho_Chi_Minh',
});

/**
 * The app-download bonus claim: offered when the page runs as the installed app (standalone
 * display mode), paid once per player by the server (decision 067). `installLink={false}` where
 * the install steps are already on the page.
 */
export function AppBonusClaim({ amount, installLink = true }: { amount: number; installLink?: boolean }) {
  const userId = useAuth((s) => s.user?.id ?? null);
  const hydrated = useAuthKnown();
  const [mode, setMode] = useState<'standalone' | 'browser' | null>(null);
  const [bonus, setBonus] = useState<TAppBonus | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => setMode(displayMode()), []);
  useEffect(() => {
    if (!userId) return setBonus(null);
    eventsApi.appBonus().then(setBonus, () => setBonus(null));
  }, [userId]);

  const claim = async () => {
    setBusy(true);
    setError(null);
    try {
      const result = await eventsApi.claimAppBonus(displayMode());
      setBonus(result);
      toast.success(eventsVi.appBonus.success(formatVnd(result.amount)));
    } catch (e) {
      setError(e instanceof ApiError ? e.message : eventsVi.error);
      if (e instanceof ApiError && e.code === 'APP_BONUS_ALREADY_CLAIMED') setBonus(await eventsApi.appBonus());
    } finally {
      setBusy(false);
    }
  };

  const value = formatVnd(bonus?.amount ?? amount);
  return (
    <section className="card relative overflow-hidden p-5 md:p-6" data-testid="app-bonus" aria-labelledby="app-bonus-h">
      <div
        className="pointer-events-none absolute -top-16 -right-16 size-48 rounded-full bg-brand-500/15 blur-2xl"
        aria-hidden="true"
      />
      <h2 id="app-bonus-h" className="text-lg font-bold text-white">
        {eventsVi.appBonus.heading(formatVnd(amount))}
      </h2>
      {!hydrated ? (
        <div className="mt-3 h-11" />
      ) : !userId ? (
        // The guest's offer needs no browser facts: in the server HTML of a guest's page (decision 116).
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <p className="text-sm text-ink-300">{eventsVi.appBonus.guest}</p>
          <button type="button" className="btn btn-primary btn-sm" onClick={() => openAuth(0)}>
            {eventsVi.appBonus.login}
          </button>
        </div>
      ) : mode === null ? (
        <div className="mt-3 h-11" />
      ) : bonus?.claimed ? (
        <p className="mt-3 text-sm font-semibold text-success-400" data-testid="app-bonus-claimed">
          {eventsVi.appBonus.claimed(value, bonus.claimedAt ? dateTime.format(new Date(bonus.claimedAt)) : '')}
        </p>
      ) : mode === 'standalone' ? (
        <div className="mt-3">
          <p className="text-sm text-ink-300">{eventsVi.appBonus.inApp}</p>
          <button type="button" className="btn btn-primary mt-3" disabled={busy || !bonus} onClick={claim}>
            {eventsVi.appBonus.claim} {value}
          </button>
        </div>
      ) : (
        <div className="mt-3">
          <p className="text-sm text-ink-300">{eventsVi.appBonus.notInApp}</p>
          {installLink && (
            <Link to="/install-app" className="btn btn-outline btn-sm mt-3">
              {eventsVi.appBonus.install}
            </Link>
          )}
        </div>
      )}
      {error && (
        <p className="mt-3 text-sm text-danger-400" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
