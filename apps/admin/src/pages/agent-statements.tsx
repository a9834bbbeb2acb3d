import type { TStatement, TStatementDetail } from '@app/contract';
import { Fragment, useState } from 'react';
import { t } from '../i18n';
import { get, post, query } from '../lib/api';
import { dateTime, money } from '../lib/format';
import { useLoad } from '../lib/use-load';

const STATUS: Record<string, string> = {
  draft: t('agentStatements.draft'),
  approved: t('agentStatements.approved'),
  paid: t('agentStatements.paidOut'),
};
export const EXCLUDED: Record<string, string> = {
  shared_device: t('agentStatements.sharesADeviceWith'),
  shared_address: t('agentStatements.sharesAnIpWith'),
  shared_bank: t('agentStatements.sameBankAccountAs'),
  aml_bonus_abuse: t('agentStatements.amlSuspectedBonusAbuse'),
  self_excluded: t('agentStatements.selfExcluded'),
  account_closed: t('agentStatements.accountClosed'),
};

/** The month before the current one in Vietnam time: the first one that can be closed. */
function lastMonth(): string {
  const vn = new Date(Date.now() + 7 * 3600_000);
  const d = new Date(Date.UTC(vn.getUTCFullYear(), vn.getUTCMonth() - 1, 1));
  return d.toISOString().slice(0, 7);
}

/** Finance's statements: close a month, review each statement's lines, approve, then pay (another person). */
export function AgentStatementsPanel() {
  const [month, setMonth] = useState(lastMonth());
  const [message, setMessage] = useState<string | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const { data, error, reload } = useLoad(() => get<TStatement[]>(`/agents/statements${query({ month })}`), [month]);
  const act = async (what: () => Promise<unknown>, done: string) => {
    try {
      await what();
      setMessage(done);
    } catch (err) {
      setMessage(err instanceof Error ? err.message : t('agentStatements.error'));
    }
    await reload();
  };
  return (
    <section className="card space-y-3" aria-label={t('agentStatements.commissionStatements')}>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 className="text-lg font-semibold">{t('agentStatements.commissionStatements')}</h2>
        <div className="flex flex-wrap items-end gap-2">
          <label className="text-sm">
            {t('agentStatements.month2')}
            <input className="input w-36" type="month" value={month} onChange={(e) => setMonth(e.target.value)} />
          </label>
          <button
            type="button"
            className="btn-primary"
            onClick={() =>
              act(
                () => post('/agents/statements/close', { month }),
                t('agentStatements.statementsForDrawnUp', { month }),
              )
            }
          >
            {t('agentStatements.drawUpStatements')}
          </button>
        </div>
      </div>
      {message && (
        <p className="text-sm" role="status">
          {message}
        </p>
      )}
      {error && <p className="error">{error}</p>}
      {data?.length === 0 && <p className="text-sm">{t('agentStatements.noStatementsForThis')}</p>}
      {data && data.length > 0 && (
        <table className="w-full text-sm [&_td]:px-2 [&_th]:px-2">
          <thead>
            <tr className="text-left text-slate-500">
              <th>{t('agentStatements.agents')}</th>
              <th className="text-right">{t('agentStatements.netProfit')}</th>
              <th className="text-right">{t('agentStatements.activeMembers')}</th>
              <th className="text-right">{t('agentStatements.rate')}</th>
              <th className="text-right">{t('agentStatements.commission')}</th>
              <th>{t('agentStatements.status')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {data.map((s) => (
              <tr key={s.id} className="border-t border-slate-100">
                <td>
                  <button
                    type="button"
                    className="text-indigo-700 underline"
                    onClick={() => setOpen(open === s.id ? null : s.id)}
                  >
                    {s.agentUsername}
                  </button>
                </td>
                <td className="text-right">{money(s.netProfit)}</td>
                <td className="text-right">{s.activeMembers}</td>
                <td className="text-right">{(s.rateBps / 100).toFixed(2)}%</td>
                <td className="text-right font-semibold">{money(s.total)}</td>
                <td>
                  {STATUS[s.status]}
                  {s.paidAt && ` · ${dateTime(s.paidAt)}`}
                </td>
                <td className="space-x-1 text-right">
                  {s.status === 'draft' && (
                    <button
                      type="button"
                      className="btn-primary"
                      onClick={() =>
                        act(
                          () => post(`/agents/statements/${s.id}/approve`),
                          t('agentStatements.statementOfApproved', { agentUsername: s.agentUsername }),
                        )
                      }
                    >
                      {t('agentStatements.approve')}
                    </button>
                  )}
                  {s.status === 'approved' && (
                    <button
                      type="button"
                      className="btn-primary"
                      onClick={() =>
                        act(
                          () => post(`/agents/statements/${s.id}/pay`),
                          t('agentStatements.paidTo', { total: money(s.total), agentUsername: s.agentUsername }),
                        )
                      }
                    >
                      {t('agentStatements.payOut')}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {open !== null && <StatementLines id={open} />}
    </section>
  );
}

type JournalRow = { journalId: number; kind: string; figure: string; amount: number; createdAt: string };
const FIGURE: Record<string, string> = {
  stakes: t('agentStatements.figureStakes'),
  wins: t('agentStatements.figureWins'),
  bonuses: t('agentStatements.figureBonuses'),
  rebates: t('agentStatements.figureRebates'),
  deposits: t('agentStatements.figureDeposits'),
  withdrawals: t('agentStatements.figureWithdrawals'),
};

/** The ledger rows a member line is summed from: the drill-down to the dong. */
function LineRows({ statementId, playerId, username }: { statementId: number; playerId: number; username: string }) {
  const { data, error } = useLoad(
    () => get<JournalRow[]>(`/agents/statements/${statementId}/players/${playerId}`),
    [statementId, playerId],
  );
  if (error) return <p className="error">{error}</p>;
  if (!data) return null;
  const sums = new Map<string, number>();
  for (const r of data) sums.set(r.figure, (sums.get(r.figure) ?? 0) + r.amount);
  return (
    <section className="rounded bg-slate-50 p-2" aria-label={t('agentStatements.ledgerRowsOf', { username })}>
      <p className="font-semibold">
        {username}: {t('agentStatements.ledgerRowCount', { count: data.length })} ·{' '}
        {[...sums].map(([f, n]) => `${FIGURE[f] ?? f} ${money(n)}`).join(' · ')}
      </p>
      <table className="w-full [&_td]:px-1.5">
        <tbody>
          {data.map((r) => (
            <tr key={`${r.journalId}:${r.figure}`} className="border-t border-slate-200">
              <td className="font-mono">#{r.journalId}</td>
              <td>{r.kind}</td>
              <td>{FIGURE[r.figure] ?? r.figure}</td>
              <td className="text-right">{money(r.amount)}</td>
              <td>{dateTime(r.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function StatementLines({ id }: { id: number }) {
  const { data, error } = useLoad(() => get<TStatementDetail>(`/agents/statements/${id}`), [id]);
  const [rowsOf, setRowsOf] = useState<number | null>(null);
  if (error) return <p className="error">{error}</p>;
  if (!data) return null;
  return (
    <section
      className="space-y-2 rounded border border-slate-200 p-3"
      aria-label={t('agentStatements.statementDetails', { agentUsername: data.agentUsername })}
    >
      <p className="text-sm">
        {data.agentUsername} {t('agentStatements.month')} {data.month} {t('agentStatements.netProfit2')}{' '}
        {money(data.netProfit)} {t('agentStatements.carriedFromLastMonth')} {money(data.carriedIn)}{' '}
        {t('agentStatements.commissionBase')} {money(data.commissionable)} × {(data.rateBps / 100).toFixed(2)}% ={' '}
        {money(data.ownCommission)} {t('agentStatements.subAgents')} {money(data.overrideTotal)}{' '}
        {t('agentStatements.carriedToNextMonth')} {money(data.carryOut)}
      </p>
      <table className="w-full text-xs [&_td]:px-1.5 [&_th]:px-1.5">
        <thead>
          <tr className="text-left text-slate-500">
            <th>{t('agentStatements.line')}</th>
            <th>{t('agentStatements.memberAgent')}</th>
            <th className="text-right">{t('agentStatements.bet')}</th>
            <th className="text-right">{t('agentStatements.win')}</th>
            <th className="text-right">{t('agentStatements.bonus')}</th>
            <th className="text-right">{t('agentStatements.refund')}</th>
            <th className="text-right">{t('agentStatements.paymentFees')}</th>
            <th className="text-right">{t('agentStatements.platformFee')}</th>
            <th className="text-right">{t('agentStatements.netProfit')}</th>
            <th className="text-right">{t('agentStatements.subAgentCommission')}</th>
            <th>{t('agentStatements.note')}</th>
          </tr>
        </thead>
        <tbody>
          {data.lines.map((l) => (
            <Fragment key={l.line}>
              <tr className="border-t border-slate-100">
                <td>{l.line}</td>
                <td>
                  {l.kind === 'player' ? (
                    <button
                      type="button"
                      className="text-indigo-700 underline"
                      aria-expanded={rowsOf === l.playerId}
                      onClick={() => setRowsOf(rowsOf === l.playerId ? null : l.playerId)}
                    >
                      {l.username}
                    </button>
                  ) : (
                    `${l.username}${t('agentStatements.subAgentLevel', { depth: l.depth })}`
                  )}
                </td>
                <td className="text-right">{money(l.stakes)}</td>
                <td className="text-right">{money(l.wins)}</td>
                <td className="text-right">{money(l.bonuses)}</td>
                <td className="text-right">{money(l.rebates)}</td>
                <td className="text-right">{money(l.paymentFees)}</td>
                <td className="text-right">{money(l.platformFee)}</td>
                <td className="text-right">{money(l.netProfit)}</td>
                <td className="text-right">
                  {l.kind === 'sub_agent'
                    ? `${money(l.base)} × ${(l.rateBps / 100).toFixed(2)}% = ${money(l.amount)}`
                    : ''}
                </td>
                <td>
                  {l.excludedReason
                    ? t('agentStatements.notCounted', {
                        excludedReason: EXCLUDED[l.excludedReason] ?? l.excludedReason,
                      })
                    : l.active
                      ? t('agentStatements.active')
                      : ''}
                  {l.countedUntil ? t('agentStatements.countedUpTo', { countedUntil: dateTime(l.countedUntil) }) : ''}
                </td>
              </tr>
              {rowsOf === l.playerId && l.kind === 'player' && (
                <tr>
                  <td colSpan={11}>
                    <LineRows statementId={data.id} playerId={l.playerId} username={l.username} />
                  </td>
                </tr>
              )}
            </Fragment>
          ))}
        </tbody>
      </table>
    </section>
  );
}
