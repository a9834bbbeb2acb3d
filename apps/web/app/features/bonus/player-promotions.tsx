import type { TPlayerBonus } from '@app/contract';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { openModal } from '../../components/modal';
import { bonusApi, type PlayerPromotionsData } from './bonus.api';
import { vnd } from './format';
import './register';
import { useCopy } from '../../i18n/copy';
import { useFormat } from '../../lib/format';

const STATUS_CLASS: Record<TPlayerBonus['status'], string> = {
  active: 'bg-brand-500/15 text-brand-300',
  completed: 'bg-emerald-500/15 text-emerald-300',
  cancelled: 'bg-slate-500/15 text-slate-300',
  expired: 'bg-rose-500/15 text-rose-300',
};

function StatusBadge({ status }: { status: TPlayerBonus['status'] }) {
  const b = useCopy('bonus');
  return (
    <span
      data-testid="bonus-status"
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_CLASS[status]}`}
    >
      {b.status[status]}
    </span>
  );
}

function Stat({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <div className="min-w-0 rounded-xl bg-ink-950/50 px-3 py-2.5">
      <dt className="text-xs text-slate-400">{label}</dt>
      <dd
        className="mt-0.5 text-sm font-semibold break-words text-slate-100 tabular-nums sm:text-base"
        data-testid={testId}
      >
        {value}
      </dd>
    </div>
  );
}

function WagerProgress({ bonus }: { bonus: TPlayerBonus }) {
  const b = useCopy('bonus');
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium text-slate-200">{b.progressLabel}</span>
        <span className="font-bold text-brand-300 tabular-nums" data-testid="wager-percent">
          {bonus.progressPercent}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={b.progressLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={bonus.progressPercent}
        className="mt-2 h-3 overflow-hidden rounded-full bg-ink-950/80 ring-1 ring-ink-700"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-brand-600 to-brand-400 transition-[width] duration-500"
          style={{ width: `${bonus.progressPercent}%` }}
        />
      </div>
      <p className="mt-2 flex flex-wrap justify-between gap-x-4 gap-y-1 text-[13px] text-slate-400 tabular-nums">
        <span>
          {b.wagerProgress}:{' '}
          <strong className="text-slate-100" data-testid="wager-progress">
            {vnd(bonus.wagerProgress)}
          </strong>{' '}
          / <span data-testid="wager-required">{vnd(bonus.wagerRequired)}</span>
        </span>
        <span>
          {b.wagerRemaining}:{' '}
          <strong className="text-amber-300" data-testid="wager-remaining">
            {vnd(bonus.wagerRemaining)}
          </strong>
        </span>
      </p>
    </div>
  );
}

function Sentences({ items, testId }: { items: string[]; testId: string }) {
  return (
    <ul className="space-y-1.5 text-sm leading-relaxed text-slate-300" data-testid={testId}>
      {items.map((t) => (
        <li key={t} className="flex gap-2">
          <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-400" />
          <span>{t}</span>
        </li>
      ))}
    </ul>
  );
}

function ActiveBonus({ bonus, onChanged }: { bonus: TPlayerBonus; onChanged: () => void }) {
  const fmt = useFormat();
  const b = useCopy('bonus');
  return (
    <article className="card overflow-hidden" data-testid="active-bonus" aria-labelledby="active-bonus-title">
      <div className="border-b border-ink-700/70 bg-gradient-to-br from-brand-500/10 via-ink-900 to-ink-900 px-4 py-4 md:px-6">
        <div className="flex items-start justify-between gap-3">
          <h2 id="active-bonus-title" className="min-w-0 text-lg font-bold text-white md:text-xl">
            <span className="sr-only">{b.activeTitle}: </span>
            {bonus.title}
          </h2>
          <StatusBadge status={bonus.status} />
        </div>
        <p className="mt-3 text-sm text-slate-400">{b.bonusAmount}</p>
        <p className="text-3xl font-extrabold text-brand-400 tabular-nums" data-testid="bonus-amount">
          {vnd(bonus.bonusAmount)}
        </p>
      </div>
      <div className="space-y-5 px-4 py-5 md:px-6">
        <WagerProgress bonus={bonus} />
        <dl className="grid grid-cols-2 gap-2 md:grid-cols-4">
          <Stat label={b.depositAmount} value={vnd(bonus.depositAmount)} />
          <Stat label={b.wagerRequired} value={`x${bonus.rule.turnover}`} />
          <Stat label={b.createdAt} value={fmt.dateTime(bonus.createdAt)} />
          <Stat label={b.expiresAt} value={fmt.dateTime(bonus.expiresAt)} testId="bonus-expires" />
        </dl>
        <section aria-labelledby="wagering-rules-title">
          <h3 id="wagering-rules-title" className="mb-2 text-sm font-semibold text-white">
            {b.wageringRules}
          </h3>
          <Sentences items={bonus.wageringTerms} testId="wagering-terms" />
        </section>
        <details className="group rounded-xl border border-ink-700/70 bg-ink-950/30 px-4 py-3">
          <summary className="cursor-pointer list-none text-sm font-semibold text-slate-200 marker:hidden">
            <span className="flex items-center justify-between gap-2">
              {b.terms}
              <svg
                viewBox="0 0 24 24"
                className="size-4 text-slate-400 transition group-open:rotate-180"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                aria-hidden="true"
              >
                <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </span>
          </summary>
          <div className="mt-3">
            <Sentences items={bonus.terms} testId="bonus-terms" />
          </div>
        </details>
        <div className="flex justify-end">
          <button
            type="button"
            onClick={() => openModal('cancelPromotion', { onChanged })}
            className="h-11 w-full rounded-xl border border-rose-500/50 px-5 text-sm font-semibold text-rose-300 transition hover:bg-rose-500/10 sm:w-auto"
          >
            {b.cancel}
          </button>
        </div>
      </div>
    </article>
  );
}

function PastBonus({ bonus }: { bonus: TPlayerBonus }) {
  const fmt = useFormat();
  const b = useCopy('bonus');
  return (
    <li className="card px-4 py-3.5 md:px-5" data-testid="past-bonus" data-status={bonus.status}>
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 font-semibold text-white">{bonus.title}</p>
        <StatusBadge status={bonus.status} />
      </div>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-[13px] text-slate-400 sm:grid-cols-4">
        <div>
          <dt>{b.bonusAmount}</dt>
          <dd className="font-semibold text-slate-200 tabular-nums">{vnd(bonus.bonusAmount)}</dd>
        </div>
        <div>
          <dt>{b.wagerProgress}</dt>
          <dd className="font-semibold text-slate-200 tabular-nums">
            {vnd(bonus.wagerProgress)} / {vnd(bonus.wagerRequired)}
          </dd>
        </div>
        <div>
          <dt>{b.createdAt}</dt>
          <dd className="text-slate-300 tabular-nums">{fmt.dateTime(bonus.createdAt)}</dd>
        </div>
        <div>
          <dt>{b.endedAt}</dt>
          <dd className="text-slate-300 tabular-nums">{bonus.endedAt ? fmt.dateTime(bonus.endedAt) : '—'}</dd>
        </div>
      </dl>
    </li>
  );
}

/** `firstTime`: the player never had a bonus, so the first-deposit offer may still be open to them. */
function NoPromotion({ firstTime }: { firstTime: boolean }) {
  const b = useCopy('bonus');
  return (
    <div className="card flex flex-col items-center px-6 py-12 text-center" role="status" data-testid="bonus-empty">
      <svg width="88" height="72" viewBox="0 0 88 72" aria-hidden="true" className="mb-5">
        <rect x="10" y="26" width="68" height="40" rx="8" fill="#1b2540" stroke="#36446a" />
        <rect x="6" y="16" width="76" height="14" rx="6" fill="#26324f" stroke="#36446a" />
        <rect x="40" y="16" width="8" height="50" fill="#f0b429" opacity="0.8" />
        <path d="M44 16c-6-10-18-10-16-2 1 4 10 3 16 2zm0 0c6-10 18-10 16-2-1 4-10 3-16 2z" fill="#f0b429" />
      </svg>
      <p className="text-lg font-bold text-white">{firstTime ? b.emptyTitle : b.NO_ACTIVE_PROMOTION}</p>
      {firstTime ? <p className="mt-2 max-w-md text-sm text-ink-300">{b.emptyHint}</p> : null}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link
          to="/khuyen-mai"
          className="inline-flex h-10 items-center rounded-lg border border-ink-700 px-4 text-sm font-semibold text-slate-200 hover:bg-ink-800"
        >
          {b.seePromotions}
        </Link>
        {firstTime ? (
          <Link
            to="/account/deposit"
            className="inline-flex h-10 items-center rounded-lg bg-gradient-to-b from-brand-400 to-brand-600 px-4 text-sm font-bold text-ink-950 hover:brightness-110"
          >
            {b.toDeposit}
          </Link>
        ) : null}
      </div>
    </div>
  );
}

/**
 * /account/promotion: the running bonus with its wagering progress and the rules the server
 * counts it by, the cancel button (cancelPromotion modal), and past bonuses.
 */
export function PlayerPromotions() {
  const b = useCopy('bonus');
  const [data, setData] = useState<PlayerPromotionsData | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(() => {
    setFailed(false);
    return bonusApi
      .mine()
      .then(setData)
      .catch(() => setFailed(true));
  }, []);

  useEffect(() => {
    void load();
    // Progress moves while the player plays in another tab: refresh when the page is shown again.
    const onVisible = () => document.visibilityState === 'visible' && void load();
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [load]);

  if (failed && !data) {
    return (
      <EmptyState
        kind="error"
        action={
          <button
            type="button"
            onClick={() => void load()}
            className="h-10 rounded-lg border border-ink-700 px-4 text-sm font-semibold text-slate-200 hover:bg-ink-800"
          >
            {b.retry}
          </button>
        }
      />
    );
  }
  if (!data) {
    return (
      <div className="card h-72 animate-pulse" role="status" aria-busy="true">
        <span className="sr-only">…</span>
      </div>
    );
  }
  if (!data.active && data.history.length === 0) return <NoPromotion firstTime />;
  return (
    <div className="space-y-6">
      {data.active ? (
        <ActiveBonus bonus={data.active} onChanged={() => void load()} />
      ) : (
        <NoPromotion firstTime={false} />
      )}
      {data.history.length > 0 ? (
        <section aria-labelledby="bonus-history-title">
          <h2 id="bonus-history-title" className="mb-3 text-base font-bold text-white">
            {b.historyTitle}
          </h2>
          <ul className="space-y-3" data-testid="bonus-history">
            {data.history.map((b) => (
              <PastBonus key={b.id} bonus={b} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
