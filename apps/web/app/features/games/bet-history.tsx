import { BET_HISTORY_PAGE_SIZES, type TBetHistoryRow, type TBetResult } from '@app/contract';
import { useEffect, useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { ListLoading, RetryButton } from '../../components/list-loading';
import { Pager, PerPageSelect } from '../../components/pager';
import { api } from '../../lib/api';
import { formatNumber } from '../../lib/format';
import { gamesVi } from './i18n';

const RESULT_CLASS: Record<TBetResult, string> = {
  win: 'text-emerald-400',
  lose: 'text-rose-400',
  draw: 'text-slate-300',
  processing: 'text-amber-300',
};

interface Page {
  rows: TBetHistoryRow[];
  lastPage: number;
  total: number;
}

/** The bets tab of /account/history (GET /api/user/history/bets): last 7 days, 10/20/50 per page. */
export function BetHistory() {
  const [perPage, setPerPage] = useState<number>(BET_HISTORY_PAGE_SIZES[0]);
  const [page, setPage] = useState(1);
  const [data, setData] = useState<Page | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setFailed(false);
    setData(null);
    api<TBetHistoryRow[]>('/api/user/history/bets', { query: { page, per_page: perPage } })
      .then(({ data: rows, meta }) => {
        const pagination = (meta?.pagination ?? {}) as { last_page?: number; total?: number };
        if (live) setData({ rows, lastPage: pagination.last_page ?? 1, total: pagination.total ?? rows.length });
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [page, perPage, attempt]);

  if (failed) return <EmptyState kind="error" action={<RetryButton onRetry={() => setAttempt((n) => n + 1)} />} />;
  const t = gamesVi.bets;
  return (
    <div className="space-y-3" data-testid="bet-history">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <p className="text-xs text-slate-500">{t.last7}</p>
        <PerPageSelect
          label={t.perPage}
          value={perPage}
          sizes={BET_HISTORY_PAGE_SIZES}
          onChange={(n) => {
            setPerPage(n);
            setPage(1);
          }}
        />
      </div>
      {data === null ? (
        <ListLoading />
      ) : data.rows.length === 0 ? (
        <div className="card px-6 py-10 text-center text-slate-300" role="status" data-testid="bet-history-empty">
          {t.empty}
        </div>
      ) : (
        <>
          {/* Phones: one compact card per round; the table needs more width than 360 px. */}
          <ul className="space-y-2 sm:hidden" data-testid="bet-history-list">
            {data.rows.map((r) => (
              <li key={r.id} className="card flex items-start justify-between gap-3 px-3 py-2.5 text-sm">
                <div className="min-w-0">
                  <p className="truncate font-semibold text-slate-100">{r.gameName}</p>
                  <p className="text-xs text-slate-500">
                    #{r.round} · {new Date(r.date).toLocaleString('vi-VN')}
                  </p>
                  <p className="text-xs text-slate-400">
                    {t.bet}: <span className="tabular-nums text-slate-200">{formatNumber(r.betAmount)}</span>
                  </p>
                </div>
                <div className="shrink-0 text-right">
                  <Profit value={r.profit} />
                  <ResultLabel row={r} />
                </div>
              </li>
            ))}
          </ul>
          <div className="card hidden overflow-x-auto sm:block">
            <table
              className="w-full min-w-[600px] text-left text-sm"
              data-testid="bet-history-table"
              data-total={data.total}
            >
              <thead className="text-xs text-slate-400">
                <tr>
                  {[t.id, t.date, t.game, t.bet, t.winLoss, t.result].map((c) => (
                    <th key={c} className="px-3 py-2 font-medium">
                      {c}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-ink-800">
                {data.rows.map((r) => (
                  <tr key={r.id} data-bet-id={r.id} data-bet={r.betAmount} data-win={r.winAmount}>
                    <td className="px-3 py-2 font-mono text-slate-200">{r.round}</td>
                    <td className="px-3 py-2 text-slate-300">{new Date(r.date).toLocaleString('vi-VN')}</td>
                    <td className="px-3 py-2 text-slate-300">
                      <span className="block text-slate-100">{r.gameName}</span>
                      <span className="text-xs text-slate-500">{r.partnerName}</span>
                    </td>
                    <td className="px-3 py-2 tabular-nums text-slate-100">{formatNumber(r.betAmount)}</td>
                    <td className="px-3 py-2">
                      <Profit value={r.profit} />
                    </td>
                    <td className="px-3 py-2">
                      <ResultLabel row={r} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {data ? <Pager page={page} lastPage={data.lastPage} onPage={setPage} labels={t} /> : null}
    </div>
  );
}

function Profit({ value }: { value: number }) {
  const tone = value > 0 ? 'text-emerald-300' : value < 0 ? 'text-rose-300' : 'text-slate-300';
  return (
    <span className={`block font-semibold tabular-nums ${tone}`}>
      {value > 0 ? '+' : ''}
      {formatNumber(value)}
    </span>
  );
}

function ResultLabel({ row }: { row: TBetHistoryRow }) {
  const t = gamesVi.bets;
  return (
    <span className={`text-xs ${row.cancelled ? 'text-slate-400' : RESULT_CLASS[row.result]}`}>
      {row.cancelled ? t.cancelled : t.results[row.result]}
    </span>
  );
}
