import { useTranslation } from 'react-i18next';
import './modals/register';
import type { TLuckySpin, TSpinRecord, TSpinStatus } from '@app/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { openModal } from '../../components/modal';
import { useCopy } from '../../i18n/copy';
import { ApiError } from '../../lib/api';
import { formatPercent, formatVnd, SHORT_DATE_TIME, useFormat } from '../../lib/format';
import { holdHeaderBalance, releaseHeaderBalance } from '../auth/balance-hold';
import { useAuth, useAuthKnown } from '../auth/store';
import { eventsApi } from './events.api';
import { LuckyWheel, targetRotation } from './lucky-wheel';

/** The published prize table: exactly the weights the server draws with. Renders on the server. */
export function OddsTable({ wheel }: { wheel: TLuckySpin }) {
  const ev = useCopy('events');
  const { t: tr } = useTranslation();
  return (
    <section className="card p-4 md:p-5" aria-labelledby="odds-heading">
      <h2 id="odds-heading" className="text-lg font-bold text-white">
        {ev.spin.odds}
      </h2>
      <table className="mt-3 w-full text-sm" data-testid="spin-odds">
        <thead>
          <tr className="text-left text-xs text-ink-300 uppercase">
            <th className="py-2 font-semibold">{ev.spin.prize}</th>
            <th className="py-2 text-right font-semibold">{ev.spin.chance}</th>
          </tr>
        </thead>
        <tbody>
          {wheel.prizes.map((p) => (
            <tr key={p.id} className="border-t border-ink-700/70" data-prize={p.code}>
              <td className="py-2">
                <span className="flex items-center gap-2 text-ink-200">
                  <span className="size-3 shrink-0 rounded-sm" style={{ background: p.color }} aria-hidden="true" />
                  {p.label}
                </span>
              </td>
              <td className="py-2 text-right font-semibold text-white tabular-nums" data-probability={p.probability}>
                {formatPercent(p.probability * 100)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3 text-xs text-ink-300">
        {tr('events.spin.expected', { value: formatVnd(Math.round(wheel.expectedValue)) })}
      </p>
      <p className="mt-1 text-xs text-ink-300">{ev.spin.oddsNote}</p>
    </section>
  );
}

type Phase = 'idle' | 'requesting' | 'spinning';

/**
 * The playable wheel: the server draws the prize and pays it; the wheel then turns to it and
 * the prize modal opens when it stops. Refusals (guest, no deposit, spin used) open
 * spinMessage with the server's reason.
 */
export function LuckySpinPanel({ wheel }: { wheel: TLuckySpin }) {
  const fmt = useFormat();
  const ev = useCopy('events');
  const { t: tr } = useTranslation();
  // The id, not the user object: the balance stream patches the user while the wheel turns.
  const userId = useAuth((s) => s.user?.id ?? null);
  const hydrated = useAuthKnown();
  const [status, setStatus] = useState<TSpinStatus | null>(null);
  const [history, setHistory] = useState<TSpinRecord[]>([]);
  const [rotation, setRotation] = useState(0);
  const [phase, setPhase] = useState<Phase>('idle');
  const pending = useRef<{ label: string; amount: number; cash: number; status: TSpinStatus } | null>(null);

  const refresh = useCallback(async () => {
    if (!useAuth.getState().user) return;
    try {
      const [s, h] = await Promise.all([eventsApi.spinStatus(), eventsApi.spinHistory(10)]);
      setStatus(s);
      setHistory(h);
    } catch {
      // The wheel still works; the spin call reports any real problem.
    }
  }, []);

  useEffect(() => {
    if (userId) void refresh();
    else {
      setStatus(null);
      setHistory([]);
    }
  }, [userId, refresh]);

  const showReward = useCallback(() => {
    const won = pending.current;
    pending.current = null;
    setPhase('idle');
    // the wheel has stopped: the header shows the prize paid
    releaseHeaderBalance();
    if (won) {
      setStatus(won.status);
      openModal('spinReward', { label: won.label, amount: won.amount, cash: won.cash });
    }
    void refresh();
  }, [refresh]);

  const spin = async () => {
    if (phase !== 'idle') return;
    if (!useAuth.getState().user) {
      openModal('spinMessage', { code: 'LOGIN_REQUIRED', message: ev.spin.guest });
      return;
    }
    setPhase('requesting');
    // the prize is paid before the wheel turns: the header keeps today's balance until it stops
    holdHeaderBalance(useAuth.getState().user?.balance ?? 0);
    try {
      const result = await eventsApi.spin();
      // The outcome is revealed when the wheel stops: status and history wait for it too.
      pending.current = {
        label: result.spin.label,
        amount: result.spin.amount,
        cash: result.cash,
        status: result.status,
      };
      setPhase('spinning');
      setRotation((r) => targetRotation(r, result.prizeIndex, wheel.prizes.length, Math.random() - 0.5));
    } catch (error) {
      setPhase('idle');
      releaseHeaderBalance();
      if (error instanceof ApiError && error.statusCode === 401) {
        openModal('spinMessage', { code: 'LOGIN_REQUIRED', message: ev.spin.guest });
        return;
      }
      const known = error instanceof ApiError && error.code.startsWith('SPIN_');
      const latest = known ? await eventsApi.spinStatus().catch(() => null) : null;
      if (latest) setStatus(latest);
      openModal('spinMessage', {
        code: known ? ((error as ApiError).code as 'SPIN_NO_SPINS_LEFT') : 'ERROR',
        message: error instanceof ApiError ? error.message : ev.spin.unavailable,
        nextSpinAt: latest?.nextSpinAt ?? null,
      });
    }
  };

  const busy = phase !== 'idle';
  const left = status?.spinsLeft ?? 0;

  return (
    <div className="grid gap-6">
      <div className="relative px-2 pt-4">
        <LuckyWheel prizes={wheel.prizes} rotation={rotation} spinning={phase === 'spinning'} onStop={showReward}>
          <button
            type="button"
            onClick={spin}
            disabled={busy}
            aria-label={ev.spin.title}
            data-testid="spin-button"
            className="grid aspect-square w-[24%] place-items-center rounded-full border-4 border-brand-200 bg-[radial-gradient(circle_at_35%_30%,#fde7a8,#f0b429_45%,#b7701a)] text-[clamp(0.8rem,3.6vw,1.15rem)] font-black tracking-wider text-ink-950 shadow-[0_0_0_6px_rgba(11,16,32,0.85),0_8px_24px_rgba(0,0,0,0.6)] transition hover:scale-105 focus-visible:outline-4 focus-visible:outline-offset-4 disabled:cursor-wait disabled:hover:scale-100"
          >
            {ev.spin.button}
          </button>
        </LuckyWheel>
      </div>
      <div className="text-center" aria-live="polite">
        {!hydrated ? (
          <p className="h-6" />
        ) : userId ? (
          <p className="text-sm font-semibold text-ink-200" data-testid="spins-left">
            {status?.refusal && status.refusal.code !== 'SPIN_NO_SPINS_LEFT'
              ? ((ev.refusals as Record<string, string>)[status.refusal.code] ?? status.refusal.message)
              : left > 0
                ? tr('events.spin.spinsLeft', { count: left })
                : ev.spin.noSpinsLeft}
          </p>
        ) : (
          <p className="text-sm text-ink-300">{ev.spin.guest}</p>
        )}
      </div>
      {userId && (
        <section className="card p-4 md:p-5" aria-labelledby="spin-history-heading">
          <h2 id="spin-history-heading" className="text-lg font-bold text-white">
            {ev.spin.history}
          </h2>
          {history.length === 0 ? (
            <p className="mt-2 text-sm text-ink-300">{ev.spin.historyEmpty}</p>
          ) : (
            <ul className="mt-2 divide-y divide-ink-700/70 text-sm" data-testid="spin-history">
              {history.map((h) => (
                <li key={h.id} className="flex items-center justify-between gap-3 py-2">
                  <span className="text-ink-300 tabular-nums">{fmt.with(h.createdAt, SHORT_DATE_TIME)}</span>
                  <span className={h.amount > 0 ? 'font-semibold text-brand-300' : 'text-ink-300'}>
                    {h.amount > 0 ? `+${formatVnd(h.amount)}` : ev.spin.noPrize}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
