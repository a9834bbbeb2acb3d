import { HISTORY_PAGE_SIZES, type TTransactionRow } from '@app/contract';
import { useEffect, useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { ListLoading, RetryButton } from '../../components/list-loading';
import { Pager, PerPageSelect } from '../../components/pager';
import { useCopy } from '../../i18n/copy';
import { useFormat } from '../../lib/format';
import { cashierApi } from './cashier.api';
import { vnd } from './ui';

const STATUS_CLASS: Record<TTransactionRow['status'], string> = {
  success: 'text-emerald-400',
  failed: 'text-rose-400',
  cancelled: 'text-slate-400',
  processing: 'text-amber-300',
};

/** Which way a row moved the balance: the server says so for ledger movements, else by type. */
function signOf(r: TTransactionRow): { sign: string; className: string } {
  const direction = r.direction ?? (r.type === 'withdraw' ? 'out' : 'in');
  if (direction === 'in') return { sign: '+', className: 'text-emerald-300' };
  if (direction === 'out') return { sign: '-', className: 'text-slate-100' };
  return { sign: '', className: 'text-slate-300' };
}

/** The transactions tab of /account/history: last 7 days, 10/20/50 per page. */
export function TransactionHistory() {
  const fmt = useFormat();
  const ct = useCopy('cashier');
  const [type, setType] = useState<'all' | 'deposit' | 'withdraw'>('all');
  const [perPage, setPerPage] = useState<number>(HISTORY_PAGE_SIZES[0]);
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ rows: TTransactionRow[]; lastPage: number } | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setFailed(false);
    setData(null);
    cashierApi
      .history({ page, per_page: perPage, type })
      .then((r) => live && setData({ rows: r.rows, lastPage: r.pagination.last_page }))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [page, perPage, type, attempt]);

  if (failed) return <EmptyState kind="error" action={<RetryButton onRetry={() => setAttempt((n) => n + 1)} />} />;
  const h = ct.history;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {(['all', 'deposit', 'withdraw'] as const).map((t) => (
          <button
            key={t}
            type="button"
            aria-pressed={type === t}
            onClick={() => {
              setType(t);
              setPage(1);
            }}
            className={`rounded-lg px-3 py-1.5 ${type === t ? 'bg-brand-500 text-ink-950' : 'border border-ink-700 text-slate-300'}`}
          >
            {t === 'all' ? h.all : t === 'deposit' ? h.deposit : h.withdraw}
          </button>
        ))}
        <PerPageSelect
          label={h.perPage}
          value={perPage}
          sizes={HISTORY_PAGE_SIZES}
          onChange={(n) => {
            setPerPage(n);
            setPage(1);
          }}
        />
      </div>
      <p className="text-xs text-slate-500">{h.last7}</p>
      {data === null ? (
        <ListLoading />
      ) : data.rows.length === 0 ? (
        <div className="card px-6 py-10 text-center text-slate-300" role="status" data-testid="history-empty">
          {ct.NO_RECENT_TRANSACTIONS}
        </div>
      ) : (
        <>
          {/* Phones: one compact card per transaction; the table needs more width than 360 px. */}
          <ul className="space-y-2 sm:hidden" data-testid="history-list">
            {data.rows.map((r) => (
              <li
                key={r.code}
                data-code={r.code}
                className="card flex flex-wrap items-start justify-between gap-x-3 gap-y-1 px-3 py-2.5 text-sm"
              >
                <div className="min-w-0">
                  <p className="font-semibold text-slate-100">
                    {h[r.type]} · {r.method}
                  </p>
                  <p className="font-mono text-xs text-slate-400">{r.code}</p>
                  <p className="text-xs text-slate-500">{fmt.dateTime(r.date)}</p>
                </div>
                <div className="shrink-0 text-right">
                  <p className={`font-semibold ${signOf(r).className}`}>
                    {signOf(r).sign}
                    {vnd(r.amount)}
                  </p>
                  <p className={`text-xs ${STATUS_CLASS[r.status]}`}>{r.statusLabel}</p>
                </div>
                {r.note ? <p className="basis-full text-xs text-slate-300">{r.note}</p> : null}
              </li>
            ))}
          </ul>
          <div className="card hidden overflow-x-auto sm:block">
            <table className="w-full min-w-[640px] text-left text-sm" data-testid="history-table">
              <thead className="text-xs text-slate-400">
                <tr>
                  {[h.code, h.date, h.type, h.method, h.amount, h.status].map((c) => (
                    <th key={c} className="px-3 py-2 font-medium">
                      {c}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-ink-800">
                {data.rows.map((r) => (
                  <tr key={r.code} data-code={r.code}>
                    <td className="px-3 py-2 font-mono text-slate-200">{r.code}</td>
                    <td className="px-3 py-2 text-slate-300">{fmt.dateTime(r.date)}</td>
                    <td className="px-3 py-2 text-slate-300">{h[r.type]}</td>
                    <td className="px-3 py-2 text-slate-300">{r.method}</td>
                    <td className={`px-3 py-2 font-semibold ${signOf(r).className}`}>
                      {signOf(r).sign}
                      {vnd(r.amount)}
                    </td>
                    <td className={`px-3 py-2 ${STATUS_CLASS[r.status]}`}>
                      {r.statusLabel}
                      {r.note ? <span className="block max-w-xs text-xs text-slate-300">{r.note}</span> : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {data ? <Pager page={page} lastPage={data.lastPage} onPage={setPage} labels={h} /> : null}
    </div>
  );
}
