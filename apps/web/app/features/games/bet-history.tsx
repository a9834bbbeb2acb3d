import {
  BET_HISTORY_PAGE_SIZES,
  type TBetHistoryRow,
  type TBetResult,
  type TRoundDetail,
  type TRoundDetailResult,
} from '@app/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { ListLoading, RetryButton } from '../../components/list-loading';
import { Pager, PerPageSelect } from '../../components/pager';
import { useCopy } from '../../i18n/copy';
import { api } from '../../lib/api';
import { formatNumber, useFormat } from '../../lib/format';

const RESULT_CLASS: Record<TBetResult, string> = {
  win: 'text-emerald-400',
  lose: 'text-rose-400',
  draw: 'text-slate-300',
  processing: 'text-amber-300',
};

const DETAIL_CLASS: Record<TRoundDetailResult, string> = {
  win: 'bg-emerald-500/15 text-emerald-300',
  'half-win': 'bg-emerald-500/10 text-emerald-300',
  draw: 'bg-slate-500/20 text-slate-200',
  'half-lose': 'bg-rose-500/10 text-rose-300',
  lose: 'bg-rose-500/15 text-rose-300',
  void: 'bg-slate-500/20 text-slate-300',
  pending: 'bg-amber-500/15 text-amber-200',
};

interface Page {
  rows: TBetHistoryRow[];
  lastPage: number;
  total: number;
}

/** The bets tab of /account/history (GET /api/user/history/bets): last 7 days, 10/20/50 per page. */
export function BetHistory() {
  const fmt = useFormat();
  const games = useCopy('games');
  const { t: tr } = useTranslation();
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
  const t = games.bets;
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
              <li key={r.id} className="card px-3 py-2.5 text-sm" data-bet-id={r.id}>
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="truncate font-semibold text-slate-100">{r.gameName}</p>
                    <p className="text-xs text-slate-500">
                      #{r.round} · {fmt.dateTime(r.date)}
                    </p>
                    <p className="text-xs text-slate-400">
                      {t.bet}: <span className="tabular-nums text-slate-200">{formatNumber(r.betAmount)}</span>
                    </p>
                  </div>
                  <div className="shrink-0 text-right">
                    <Profit value={r.profit} />
                    <ResultLabel row={r} />
                  </div>
                </div>
                {r.details?.length ? (
                  <details className="mt-2 border-t border-ink-800 pt-2" data-testid="bet-details-toggle">
                    <summary className="cursor-pointer text-xs font-medium text-sky-300">
                      {tr('games.bets.details', { count: r.details.length })}
                    </summary>
                    <DetailLines lines={r.details} />
                  </details>
                ) : null}
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
                  // one row per round (the lines sit in the game's cell), so rows are rounds
                  <tr key={r.id} data-bet-id={r.id} data-bet={r.betAmount} data-win={r.winAmount}>
                    <td className="px-3 py-2 align-top font-mono text-slate-200">{r.round}</td>
                    <td className="px-3 py-2 align-top text-slate-300">{fmt.dateTime(r.date)}</td>
                    <td className="px-3 py-2 align-top text-slate-300">
                      <span className="block text-slate-100">{r.gameName}</span>
                      <span className="text-xs text-slate-500">{r.partnerName}</span>
                      {r.details?.length ? <DetailLines lines={r.details} /> : null}
                    </td>
                    <td className="px-3 py-2 align-top tabular-nums text-slate-100">{formatNumber(r.betAmount)}</td>
                    <td className="px-3 py-2 align-top">
                      <Profit value={r.profit} />
                    </td>
                    <td className="px-3 py-2 align-top">
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
  const games = useCopy('games');
  const t = games.bets;
  return (
    <span className={`text-xs ${row.cancelled ? 'text-slate-400' : RESULT_CLASS[row.result]}`}>
      {row.cancelled ? t.cancelled : t.results[row.result]}
    </span>
  );
}

/** A round's lines (a parlay's legs): what was picked and how each ended. */
function DetailLines({ lines }: { lines: TRoundDetail[] }) {
  const games = useCopy('games');
  const t = games.bets;
  return (
    <ul className="mt-1.5 max-w-xl space-y-1" data-testid="bet-details">
      {lines.map((l, i) => (
        <li
          // lines have no id of their own and never reorder
          key={`${i}:${l.label}`}
          className="flex items-start justify-between gap-2 rounded-md bg-ink-900/60 px-2 py-1.5 text-xs"
          data-result={l.result ?? ''}
        >
          <span className="min-w-0">
            <span className="block text-slate-400">{l.label}</span>
            <span className="block text-slate-100">{l.value}</span>
          </span>
          {l.result ? (
            <span className={`shrink-0 rounded px-1.5 py-0.5 font-medium ${DETAIL_CLASS[l.result]}`}>
              {t.detailResults[l.result]}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
