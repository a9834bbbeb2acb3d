import type { TStatement, TStatementDetail, TStatementLine } from '@app/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { useCopy } from '../../i18n/copy';
import { api } from '../../lib/api';
import { formatNumber, formatPercent, useFormat } from '../../lib/format';

type Row = { journalId: number; kind: string; figure: string; amount: number; createdAt: string };

const vnd = (n: number) => `${formatNumber(n)} ₫`;
const month = (m: string) => `${m.slice(5, 7)}/${m.slice(0, 4)}`;

/** The agent's approved statements; a statement opens to its lines, a member line to its ledger rows. */
export function AgentStatements() {
  const t = useCopy('agents');
  const [list, setList] = useState<TStatement[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  useEffect(() => {
    api<TStatement[]>('/api/agent/statements').then(
      (r) => setList(r.data),
      () => setFailed(true),
    );
  }, []);
  if (failed) return <EmptyState kind="error" />;
  if (!list) return null;
  if (open !== null) return <StatementDetail id={open} onBack={() => setOpen(null)} />;
  if (!list.length) return <p className="card p-4 text-sm text-ink-300">{t.noStatements}</p>;
  return (
    <ul className="space-y-2" data-testid="agent-statements">
      {list.map((s) => (
        <li key={s.id}>
          <button
            type="button"
            onClick={() => setOpen(s.id)}
            className="card flex w-full items-center justify-between gap-3 p-4 text-left"
          >
            <span>
              <span className="block font-semibold text-white">{month(s.month)}</span>
              <span className="text-xs text-ink-300">{t.status[s.status]}</span>
            </span>
            <span className="font-bold text-brand-300">{vnd(s.total)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function StatementDetail({ id, onBack }: { id: number; onBack: () => void }) {
  const fmt = useFormat();
  const t = useCopy('agents');
  const { t: tr } = useTranslation();
  const [d, setD] = useState<TStatementDetail | null>(null);
  const [failed, setFailed] = useState(false);
  const [line, setLine] = useState<TStatementLine | null>(null);
  useEffect(() => {
    api<TStatementDetail>(`/api/agent/statements/${id}`).then(
      (r) => setD(r.data),
      () => setFailed(true),
    );
  }, [id]);
  if (failed) return <EmptyState kind="error" />;
  if (!d) return null;
  if (line) return <LineRows statement={d} line={line} onBack={() => setLine(null)} />;
  const summary: [string, string][] = [
    [t.netProfit, vnd(d.netProfit)],
    [t.carriedIn, vnd(d.carriedIn)],
    [t.commissionable, vnd(d.commissionable)],
    [t.activeMembers, formatNumber(d.activeMembers)],
    [t.rate, formatPercent(d.rateBps / 100)],
    [t.own, vnd(d.ownCommission)],
    [t.overrides, vnd(d.overrideTotal)],
    [t.carryOut, vnd(d.carryOut)],
  ];
  return (
    <div className="space-y-3" data-testid="agent-statement">
      <div className="flex items-center justify-between gap-2">
        <button type="button" onClick={onBack} className="text-sm text-brand-300">
          ← {t.back}
        </button>
        <a href={`/api/agent/statements/${d.id}/csv`} className="text-sm text-brand-300 underline" download>
          {t.csv}
        </a>
      </div>
      <div className="card p-4">
        <p className="text-sm text-ink-300">
          {month(d.month)} · {t.status[d.status]}
        </p>
        <p className="text-2xl font-bold text-brand-300">{vnd(d.total)}</p>
        <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
          {summary.map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="text-ink-300">{k}</dt>
              <dd className="text-right text-white">{v}</dd>
            </div>
          ))}
        </dl>
      </div>
      <ul className="space-y-2">
        {d.lines.map((l) =>
          l.kind === 'player' ? (
            <li key={l.line}>
              <button
                type="button"
                onClick={() => setLine(l)}
                data-testid="statement-line"
                className="card w-full p-3 text-left"
              >
                <span className="flex justify-between gap-2">
                  <span className="font-semibold text-white">{l.username}</span>
                  <span className={l.excludedReason ? 'text-ink-400 line-through' : 'text-white'}>
                    {vnd(l.netProfit)}
                  </span>
                </span>
                <span className="mt-1 block text-xs text-ink-300">
                  {t.figures.stakes} {formatNumber(l.stakes)} · {t.figures.wins} {formatNumber(l.wins)} ·{' '}
                  {t.figures.bonuses} {formatNumber(l.bonuses)} · {t.figures.rebates} {formatNumber(l.rebates)} ·{' '}
                  {t.figures.paymentFees} {formatNumber(l.paymentFees)} · {t.figures.platformFee}{' '}
                  {formatNumber(l.platformFee)}
                </span>
                {l.excludedReason ? (
                  <span className="mt-1 block text-xs text-rose-400">
                    {t.excluded[l.excludedReason] ?? l.excludedReason}
                  </span>
                ) : null}
                {l.countedUntil ? (
                  <span className="mt-1 block text-xs text-amber-300">
                    {tr('agents.countedUntil', { at: fmt.dateTime(l.countedUntil) })}
                  </span>
                ) : null}
              </button>
            </li>
          ) : (
            <li key={l.line} className="card p-3 text-sm">
              <span className="flex justify-between gap-2">
                <span className="text-white">
                  {t.subAgent} {l.username} · {tr('agents.level', { depth: l.depth })}
                </span>
                <span className="font-semibold text-brand-300">{vnd(l.amount)}</span>
              </span>
              <span className="mt-1 block text-xs text-ink-300">
                {t.netProfit} {formatNumber(l.netProfit)} · {t.own} {formatNumber(l.base)} ×{' '}
                {formatPercent(l.rateBps / 100)}
              </span>
            </li>
          ),
        )}
      </ul>
    </div>
  );
}

function LineRows({
  statement,
  line,
  onBack,
}: {
  statement: TStatementDetail;
  line: TStatementLine;
  onBack: () => void;
}) {
  const fmt = useFormat();
  const t = useCopy('agents');
  const [rows, setRows] = useState<Row[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    api<Row[]>(`/api/agent/statements/${statement.id}/players/${line.playerId}`).then(
      (r) => setRows(r.data),
      () => setFailed(true),
    );
  }, [statement.id, line.playerId]);
  if (failed) return <EmptyState kind="error" />;
  if (!rows) return null;
  return (
    <div className="space-y-3" data-testid="statement-rows">
      <button type="button" onClick={onBack} className="text-sm text-brand-300">
        ← {t.back}
      </button>
      <div className="card p-4">
        <p className="font-semibold text-white">
          {line.username} · {month(statement.month)}
        </p>
        <p className="text-sm text-ink-300">{t.ledgerRows}</p>
      </div>
      <ul className="space-y-1">
        {rows.map((r) => (
          <li key={`${r.journalId}:${r.figure}`} className="card flex justify-between gap-2 p-3 text-sm">
            <span>
              <span className="block text-white">{t.figures[r.figure] ?? r.figure}</span>
              <span className="text-xs text-ink-400">
                {t.journal} #{r.journalId} · {r.kind} · {fmt.dateTime(r.createdAt)}
              </span>
            </span>
            <span className={r.amount < 0 ? 'text-rose-400' : 'text-white'}>{formatNumber(r.amount)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
