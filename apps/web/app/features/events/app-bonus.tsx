import type { TAppBonus } from '@app/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../components/toast';
import { useCopy } from '../../i18n/copy';
import { ApiError } from '../../lib/api';
import { formatVnd, SHORT_DATE_TIME, useFormat } from '../../lib/format';
import { openAuth } from '../auth/guard';
import { useAuth, useAuthKnown } from '../auth/store';
import { displayMode, eventsApi } from './events.api';

/**
 * The app-download bonus claim: offered when the page runs as the installed app (standalone
 * display mode), paid once per player by the server (decision 067). `installLink={false}` where
 * the install steps are already on the page.
 */
export function AppBonusClaim({ amount, installLink = true }: { amount: number; installLink?: boolean }) {
  const fmt = useFormat();
  const ev = useCopy('events');
  const { t: tr } = useTranslation();
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
      toast.success(tr('events.appBonus.success', { value: formatVnd(result.amount) }));
    } catch (e) {
      setError(e instanceof ApiError ? e.message : ev.error);
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
        {tr('events.appBonus.heading', { value: formatVnd(amount) })}
      </h2>
      {!hydrated ? (
        <div className="mt-3 h-11" />
      ) : !userId ? (
        // The guest's offer needs no browser facts: in the server HTML of a guest's page (decision 116).
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <p className="text-sm text-ink-300">{ev.appBonus.guest}</p>
          <button type="button" className="btn btn-primary btn-sm" onClick={() => openAuth(0)}>
            {ev.appBonus.login}
          </button>
        </div>
      ) : mode === null ? (
        <div className="mt-3 h-11" />
      ) : bonus?.claimed ? (
        <p className="mt-3 text-sm font-semibold text-success-400" data-testid="app-bonus-claimed">
          {tr('events.appBonus.claimed', {
            value,
            at: bonus.claimedAt ? fmt.with(bonus.claimedAt, SHORT_DATE_TIME) : '',
          })}
        </p>
      ) : mode === 'standalone' ? (
        <div className="mt-3">
          <p className="text-sm text-ink-300">{ev.appBonus.inApp}</p>
          <button type="button" className="btn btn-primary mt-3" disabled={busy || !bonus} onClick={claim}>
            {ev.appBonus.claim} {value}
          </button>
        </div>
      ) : (
        <div className="mt-3">
          <p className="text-sm text-ink-300">{ev.appBonus.notInApp}</p>
          {installLink && (
            <Link to="/install-app" className="btn btn-outline btn-sm mt-3">
              {ev.appBonus.install}
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
