import { GIFTCODE_HISTORY_PAGE_SIZES, type TGiftcodeRedemption } from '@app/contract';
import { useEffect, useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { Pager, PerPageSelect } from '../../components/pager';
import { useCopy } from '../../i18n/copy';
import { ApiError } from '../../lib/api';
import { useFormat, formatDong as vnd } from '../../lib/format';
import { sessionLost } from '../auth/session';
import { GiftcodeButton } from './giftcode-button';
import { type GiftcodeHistoryPage, giftcodesApi } from './giftcodes.api';
import { useGiftcodeRedeemed } from './redeemed';

/**
 * The gift codes tab of /account/history (product.md section 3): code, date entered, total bet
 * required, bet so far, value received and whether it may be withdrawn. Reloads after a
 * redemption made while it is open.
 */
export function GiftcodeHistory() {
  const fmt = useFormat();
  const t = useCopy('giftcodes').history;
  const [perPage, setPerPage] = useState<number>(GIFTCODE_HISTORY_PAGE_SIZES[0]);
  const [page, setPage] = useState(1);
  const [data, setData] = useState<GiftcodeHistoryPage | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const redeemed = useGiftcodeRedeemed((s) => s.count);

  // `attempt` (retry button) and `redeemed` (a code entered meanwhile) only trigger a reload.
  useEffect(() => {
    let live = true;
    setFailed(false);
    giftcodesApi
      .history(page, perPage)
      .then((r) => live && setData(r))
      .catch((error: unknown) => {
        if (!live) return;
        if (error instanceof ApiError && error.statusCode === 401) sessionLost(error);
        else setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [page, perPage, attempt, redeemed]);

  if (failed) {
    return (
      <EmptyState
        kind="error"
        action={
          <button type="button" className="btn btn-outline btn-sm" onClick={() => setAttempt((n) => n + 1)}>
            {t.retry}
          </button>
        }
      />
    );
  }
  return (
    <div className="space-y-3" data-testid="giftcode-history">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
        <GiftcodeButton className="btn btn-primary btn-sm" />
        <PerPageSelect
          label={t.perPage}
          value={perPage}
          sizes={GIFTCODE_HISTORY_PAGE_SIZES}
          onChange={(n) => {
            setPerPage(n);
            setPage(1);
          }}
        />
        <p className="basis-full text-xs text-slate-500">{t.caption}</p>
      </div>
      {data === null ? (
        <div className="card h-40 animate-pulse" role="status" aria-busy="true">
          <span className="sr-only">{t.loading}</span>
        </div>
      ) : data.rows.length === 0 ? (
        <div className="card px-6 py-10 text-center" role="status" data-testid="giftcode-history-empty">
          <p className="font-semibold text-slate-200">{t.empty}</p>
          <p className="mt-1 text-sm text-slate-500">{t.emptyHint}</p>
        </div>
      ) : (
        <>
          {/* Phones: one card per code; six columns need more than 360 px. */}
          <ul className="space-y-2 sm:hidden" data-testid="giftcode-history-list">
            {data.rows.map((r) => (
              <li key={r.code} className="card space-y-2.5 px-3 py-3 text-sm" data-code={r.code}>
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="truncate font-mono font-semibold tracking-wide text-slate-100">{r.code}</p>
                    <p className="text-xs text-slate-500">{fmt.with(r.redeemedAt, HISTORY_DATE)}</p>
                  </div>
                  <p className={`shrink-0 font-bold tabular-nums ${amountStyle(r)}`}>+{vnd(r.amount)}</p>
                </div>
                <dl className="grid grid-cols-2 gap-2 text-xs">
                  <div>
                    <dt className="text-slate-500">{t.required}</dt>
                    <dd className="font-semibold text-slate-200 tabular-nums">{vnd(r.requiredBet)}</dd>
                  </div>
                  <div>
                    <dt className="text-slate-500">{t.current}</dt>
                    <dd className="font-semibold text-slate-200 tabular-nums">{vnd(r.currentBet)}</dd>
                  </div>
                </dl>
                <Progress row={r} />
                <Status row={r} />
              </li>
            ))}
          </ul>
          <div className="card hidden overflow-x-auto sm:block">
            <table className="w-full min-w-[640px] text-left text-sm" data-testid="giftcode-history-table">
              <thead className="text-xs text-slate-400">
                <tr>
                  {[t.code, t.date, t.required, t.current, t.amount, t.status].map((c) => (
                    <th key={c} scope="col" className="px-3 py-2.5 font-medium">
                      {c}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-ink-800">
                {data.rows.map((r) => (
                  <tr key={r.code} data-code={r.code}>
                    <td className="px-3 py-2.5 font-mono font-semibold tracking-wide text-slate-100">{r.code}</td>
                    <td className="px-3 py-2.5 whitespace-nowrap text-slate-300">
                      {fmt.with(r.redeemedAt, HISTORY_DATE)}
                    </td>
                    <td className="px-3 py-2.5 tabular-nums text-slate-100">{vnd(r.requiredBet)}</td>
                    <td className="px-3 py-2.5 tabular-nums text-slate-100">{vnd(r.currentBet)}</td>
                    <td className={`px-3 py-2.5 font-semibold tabular-nums ${amountStyle(r)}`}>+{vnd(r.amount)}</td>
                    <td className="px-3 py-2.5">
                      <Status row={r} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {data ? <Pager page={data.page} lastPage={data.lastPage} onPage={setPage} labels={t} /> : null}
    </div>
  );
}

/** Day, month, year and time, as the history has always shown them. */
const HISTORY_DATE: Intl.DateTimeFormatOptions = {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};

/** A forfeited gift was taken back: its value is shown struck through. */
const amountStyle = (r: TGiftcodeRedemption) =>
  r.status === 'forfeited' ? 'text-slate-500 line-through' : 'text-brand-400';

const STATUS_STYLE: Record<TGiftcodeRedemption['status'], string> = {
  eligible: 'bg-emerald-500/15 text-emerald-300',
  pending: 'bg-amber-500/15 text-amber-300',
  forfeited: 'bg-slate-500/15 text-slate-300',
};

function Status({ row }: { row: TGiftcodeRedemption }) {
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${STATUS_STYLE[row.status]}`}
    >
      {row.statusLabel}
    </span>
  );
}

function Progress({ row }: { row: TGiftcodeRedemption }) {
  const g = useCopy('giftcodes');
  const percent = row.requiredBet > 0 ? Math.min(100, Math.floor((row.currentBet / row.requiredBet) * 100)) : 100;
  return (
    <div
      role="progressbar"
      aria-label={g.received.progress}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-1.5 overflow-hidden rounded-full bg-ink-800"
    >
      <div
        className={`h-full rounded-full ${row.status === 'eligible' ? 'bg-emerald-400' : row.status === 'forfeited' ? 'bg-slate-500' : 'bg-brand-500'}`}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
