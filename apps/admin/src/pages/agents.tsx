import type { TAgent, TAgentProductReport, TStatement } from '@app/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { t } from '../i18n';
import { get, post, query } from '../lib/api';
import { dateTime, money } from '../lib/format';
import { useLoad } from '../lib/use-load';
import { AgentPlanPanel } from './agent-plan';
import { AgentStatementsPanel } from './agent-statements';

const STATUS: Record<string, string> = {
  pending: t('agents.awaitingReview'),
  active: t('agents.active'),
  rejected: t('agents.rejected'),
};
const FLAG_REASON: Record<string, string> = {
  shared_device: t('agents.sharesADeviceWith'),
  shared_address: t('agents.sharesAnIpWith'),
  shared_bank: t('agents.sameBankAccountAs'),
};
const STATEMENT_STATUS: Record<string, string> = {
  draft: t('agents.draft'),
  approved: t('agents.approved2'),
  paid: t('agents.paidOut'),
};
type Flag = {
  id: number;
  agentId: number;
  playerId: number;
  reason: string;
  detail: string | null;
  status: string;
  createdAt: string;
};
type MonthClose = { month: string; closedBy: number | null; statements: number; closedAt: string };

/** The agent programme for finance: agents and their trees, the plan in force, statements and flags. */
export function AgentsPage() {
  return (
    <section className="space-y-4">
      <h1 className="text-xl font-semibold">{t('agents.agents')}</h1>
      <AgentsPanel />
      <MovePanel />
      <AgentStatementsPanel />
      <ClosesPanel />
      <FlagsPanel />
      <AgentPlanPanel />
    </section>
  );
}

function AgentsPanel() {
  const [status, setStatus] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [tree, setTree] = useState<TAgent[] | null>(null);
  const [report, setReport] = useState<{ agent: TAgent; rows: TStatement[] } | null>(null);
  const [playerId, setPlayerId] = useState('');
  const [parentId, setParentId] = useState('');
  const { data, error, reload } = useLoad(
    () => get<TAgent[]>(`/agents${query({ status: status || undefined })}`),
    [status],
  );
  const act = async (what: () => Promise<unknown>, done: string) => {
    try {
      await what();
      setMessage(done);
    } catch (err) {
      setMessage(err instanceof Error ? err.message : t('agents.error'));
    }
    await reload();
  };
  return (
    <section className="card space-y-3" aria-label={t('agents.agentList')}>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 className="text-lg font-semibold">{t('agents.agentList')}</h2>
        <label className="text-sm">
          {t('agents.status')}
          <select className="input w-40" value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">{t('agents.all')}</option>
            {Object.entries(STATUS).map(([k, v]) => (
              <option key={k} value={k}>
                {v}
              </option>
            ))}
          </select>
        </label>
      </div>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void act(
            () => post('/agents', { playerId: Number(playerId), parentId: parentId ? Number(parentId) : null }),
            t('agents.agentCreatedForPlayer', { playerId }),
          );
        }}
      >
        <label className="text-sm">
          {t('agents.playerId')}
          <input
            className="input w-32"
            inputMode="numeric"
            value={playerId}
            onChange={(e) => setPlayerId(e.target.value)}
          />
        </label>
        <label className="text-sm">
          {t('agents.parentAgentOptional')}
          <input
            className="input w-32"
            inputMode="numeric"
            value={parentId}
            onChange={(e) => setParentId(e.target.value)}
          />
        </label>
        <button type="submit" className="btn-primary" disabled={!/^\d+$/.test(playerId)}>
          {t('agents.createAgent')}
        </button>
      </form>
      {message && (
        <p className="text-sm" role="status">
          {message}
        </p>
      )}
      {error && <p className="error">{error}</p>}
      {data && (
        <table className="w-full text-sm [&_td]:px-2 [&_th]:px-2">
          <thead>
            <tr className="text-left text-slate-500">
              <th>{t('agents.agents')}</th>
              <th>{t('agents.level2')}</th>
              <th>{t('agents.code2')}</th>
              <th className="text-right">{t('agents.members2')}</th>
              <th className="text-right">{t('agents.subAgents2')}</th>
              <th>{t('agents.status')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {data.map((a) => (
              <tr key={a.playerId} className="border-t border-slate-100">
                <td>
                  <Link className="text-indigo-700 underline" to={`/admin/nguoi-choi/${a.playerId}`}>
                    {a.username}
                  </Link>{' '}
                  <span className="text-slate-400">#{a.playerId}</span>
                </td>
                <td>{a.depth}</td>
                <td className="font-mono">{a.code}</td>
                <td className="text-right">{a.members}</td>
                <td className="text-right">{a.subAgents}</td>
                <td>{STATUS[a.status]}</td>
                <td className="space-x-1 text-right">
                  {a.status === 'pending' ? (
                    <>
                      <button
                        type="button"
                        className="btn-primary"
                        onClick={() =>
                          act(
                            () => post(`/agents/${a.playerId}/approve`),
                            t('agents.approved', { username: a.username }),
                          )
                        }
                      >
                        {t('agents.approve')}
                      </button>
                      <button
                        type="button"
                        className="btn-danger"
                        onClick={() =>
                          act(
                            () => post(`/agents/${a.playerId}/reject`),
                            t('agents.rejected2', { username: a.username }),
                          )
                        }
                      >
                        {t('agents.rejected')}
                      </button>
                    </>
                  ) : (
                    <>
                      <button
                        type="button"
                        className="underline"
                        onClick={async () => setTree(await get<TAgent[]>(`/agents/${a.playerId}/tree`))}
                      >
                        {t('agents.viewTree')}
                      </button>{' '}
                      <button
                        type="button"
                        className="underline"
                        onClick={async () =>
                          setReport({
                            agent: a,
                            rows: await get<TStatement[]>(`/agents/statements${query({ agentId: a.playerId })}`),
                          })
                        }
                      >
                        {t('agents.report')}
                      </button>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {report && <AgentReport agent={report.agent} rows={report.rows} onClose={() => setReport(null)} />}
      {tree && (
        <section className="rounded border border-slate-200 p-3 text-sm" aria-label={t('agents.agentTree')}>
          <ul>
            {tree.map((a) => (
              <li key={a.playerId} style={{ paddingLeft: `${(a.depth - tree[0]!.depth) * 1.5}rem` }}>
                {a.depth > tree[0]!.depth ? '└ ' : ''}
                {a.username} {t('agents.level')} {a.depth} · {a.members} {t('agents.members')} {STATUS[a.status]}
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}

function FlagsPanel() {
  const [message, setMessage] = useState<string | null>(null);
  const { data, error, reload } = useLoad(() => get<Flag[]>('/agents/flags?status=open'), []);
  return (
    <section className="card space-y-2" aria-label={t('agents.agentFraudAlerts')}>
      <h2 className="text-lg font-semibold">{t('agents.flaggedMembers')}</h2>
      {message && <p className="text-sm">{message}</p>}
      {error && <p className="error">{error}</p>}
      {data?.length === 0 && <p className="text-sm">{t('agents.noOpenAlerts')}</p>}
      <ul className="space-y-1 text-sm">
        {data?.map((f) => (
          <li key={f.id} className="flex flex-wrap items-center justify-between gap-2">
            <span>
              {t('agents.player')}
              {f.playerId} {t('agents.ofAgent')}
              {f.agentId}: {FLAG_REASON[f.reason] ?? f.reason}
              {f.detail ? <span className="font-mono text-xs text-slate-500"> ({f.detail})</span> : null} ·{' '}
              {dateTime(f.createdAt)}
            </span>
            <span className="space-x-1">
              {(['cleared', 'confirmed'] as const).map((s) => (
                <button
                  key={s}
                  type="button"
                  className={s === 'cleared' ? 'btn-primary' : 'btn-danger'}
                  onClick={async () => {
                    await post(`/agents/flags/${f.id}`, { status: s });
                    setMessage(s === 'cleared' ? t('agents.flagRemovedTheMember') : t('agents.confirmedTheMemberDoes'));
                    await reload();
                  }}
                >
                  {s === 'cleared' ? t('agents.removeFlag') : t('agents.confirmFraud')}
                </button>
              ))}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One agent's months: the report per agent, from their statements. */
function AgentReport({ agent, rows, onClose }: { agent: TAgent; rows: TStatement[]; onClose: () => void }) {
  const sum = (k: 'netProfit' | 'total') => rows.reduce((s, r) => s + r[k], 0);
  const paid = rows.filter((r) => r.status === 'paid').reduce((s, r) => s + r.total, 0);
  return (
    <section className="rounded border border-slate-200 p-3 text-sm" aria-label={t('agents.agentReport')}>
      <div className="flex justify-between">
        <h3 className="font-semibold">
          {t('agents.reportOf')} {agent.username} {t('agents.code')} {agent.code} · {agent.members}{' '}
          {t('agents.members')} {agent.subAgents} {t('agents.subAgents')}
        </h3>
        <button type="button" className="underline" onClick={onClose}>
          {t('agents.close')}
        </button>
      </div>
      <AgentProductsReport agentId={agent.playerId} />
      {rows.length === 0 ? (
        <p className="text-slate-500">{t('agents.noStatementsYet')}</p>
      ) : (
        <table className="mt-2 w-full [&_td]:px-2 [&_th]:px-2">
          <thead>
            <tr className="text-left text-slate-500">
              <th>{t('agents.month')}</th>
              <th className="text-right">{t('agents.netProfit')}</th>
              <th className="text-right">{t('agents.activeMembers')}</th>
              <th className="text-right">{t('agents.rate')}</th>
              <th className="text-right">{t('agents.commission')}</th>
              <th>{t('agents.status')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} className="border-t border-slate-100">
                <td>{r.month}</td>
                <td className="text-right">{money(r.netProfit)}</td>
                <td className="text-right">{r.activeMembers}</td>
                <td className="text-right">{(r.rateBps / 100).toFixed(2)}%</td>
                <td className="text-right">{money(r.total)}</td>
                <td>{STATEMENT_STATUS[r.status]}</td>
              </tr>
            ))}
            <tr className="border-t border-slate-300 font-semibold">
              <td>{t('agents.credit')}</td>
              <td className="text-right">{money(sum('netProfit'))}</td>
              <td />
              <td />
              <td className="text-right">{money(sum('total'))}</td>
              <td>
                {t('agents.paid')} {money(paid)}
              </td>
            </tr>
          </tbody>
        </table>
      )}
    </section>
  );
}

const PRODUCT: Record<string, string> = {
  sports: t('agents.productSports'),
  casino: t('agents.productCasino'),
  slots: t('agents.productSlots'),
  games: t('agents.productGames'),
  lottery: t('agents.productLottery'),
  cockfight: t('agents.productCockfight'),
  other: t('agents.productOther'),
};

/** The current Vietnam month, `YYYY-MM`. */
const thisMonth = () => new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 7);

/** An agent's month by product, from the ledger rows of the statement's member lines (or the month so far). */
function AgentProductsReport({ agentId }: { agentId: number }) {
  const [month, setMonth] = useState(thisMonth());
  const { data, error } = useLoad(
    () => get<TAgentProductReport>(`/agents/${agentId}/products${query({ month })}`),
    [agentId, month],
  );
  return (
    <section className="mt-2 space-y-1" aria-label={t('agents.byProductRegion')}>
      <div className="flex flex-wrap items-end gap-2">
        <h4 className="font-semibold">{t('agents.byProduct')}</h4>
        <label className="text-xs">
          {t('agents.reportMonth')}
          <input className="input w-36" type="month" value={month} onChange={(e) => setMonth(e.target.value)} />
        </label>
        {data && (
          <span className="text-xs text-slate-500">
            {data.statementId ? t('agents.byStatement', { statementId: data.statementId }) : t('agents.monthSoFar')}
          </span>
        )}
      </div>
      {error && <p className="error">{error}</p>}
      {data && data.products.length === 0 && <p className="text-slate-500">{t('agents.noBetsThisMonth')}</p>}
      {data && data.products.length > 0 && (
        <table className="w-full [&_td]:px-2 [&_th]:px-2" data-testid="agent-products">
          <thead>
            <tr className="text-left text-slate-500">
              <th>{t('agents.product')}</th>
              <th className="text-right">{t('agents.stakes')}</th>
              <th className="text-right">{t('agents.wins')}</th>
              <th className="text-right">{t('agents.playersNet')}</th>
              <th className="text-right">{t('agents.players')}</th>
            </tr>
          </thead>
          <tbody>
            {[...data.products, { product: 'total', ...data.total }].map((p) => (
              <tr
                key={p.product}
                className={
                  p.product === 'total' ? 'border-t border-slate-300 font-semibold' : 'border-t border-slate-100'
                }
              >
                <td>{p.product === 'total' ? t('agents.total') : (PRODUCT[p.product] ?? p.product)}</td>
                <td className="text-right">{money(p.stakes)}</td>
                <td className="text-right">{money(p.wins)}</td>
                <td className={`text-right ${p.net < 0 ? 'text-rose-700' : ''}`}>{money(p.net)}</td>
                <td className="text-right">{p.players}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** Finance moves a player to another agent, or out of the programme, with a reason (audited). */
function MovePanel() {
  const [playerId, setPlayerId] = useState('');
  const [agentId, setAgentId] = useState('');
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  return (
    <section className="card space-y-2" aria-label={t('agents.movePlayersBetweenAgents')}>
      <h2 className="text-lg font-semibold">{t('agents.moveAPlayerTo')}</h2>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={async (e) => {
          e.preventDefault();
          try {
            await post(`/agents/members/${Number(playerId)}/move`, {
              agentId: agentId ? Number(agentId) : null,
              reason,
            });
            setMessage(
              agentId
                ? t('agents.playerMovedToAgent', { playerId, agentId })
                : t('agents.playerTakenOutOf', { playerId }),
            );
            setReason('');
          } catch (err) {
            setMessage(err instanceof Error ? err.message : t('agents.error'));
          }
        }}
      >
        <label className="text-sm">
          {t('agents.playerId')}
          <input
            className="input w-32"
            inputMode="numeric"
            value={playerId}
            onChange={(e) => setPlayerId(e.target.value)}
          />
        </label>
        <label className="text-sm">
          {t('agents.newAgentEmptyTake')}
          <input
            className="input w-32"
            inputMode="numeric"
            value={agentId}
            onChange={(e) => setAgentId(e.target.value)}
          />
        </label>
        <label className="text-sm">
          {t('agents.reason')}
          <input className="input w-72" value={reason} onChange={(e) => setReason(e.target.value)} />
        </label>
        <button
          type="submit"
          className="btn-primary"
          disabled={!/^\d+$/.test(playerId) || (agentId !== '' && !/^\d+$/.test(agentId)) || reason.trim().length < 3}
        >
          {t('agents.move')}
        </button>
      </form>
      {message && (
        <p className="text-sm" role="status">
          {message}
        </p>
      )}
    </section>
  );
}

/** Months closed: by the scheduled job at the start of each month, or again by finance. */
function ClosesPanel() {
  const { data, error } = useLoad(() => get<MonthClose[]>('/agents/statements/closes'), []);
  return (
    <section className="card space-y-2" aria-label={t('agents.closedMonths')}>
      <h2 className="text-lg font-semibold">{t('agents.closeMonth')}</h2>
      <p className="text-xs text-slate-500">{t('agents.atTheStartOf')}</p>
      {error && <p className="error">{error}</p>}
      {data?.length === 0 && <p className="text-sm">{t('agents.noMonthClosedYet')}</p>}
      <ul className="text-sm">
        {data?.map((m) => (
          <li key={m.month}>
            {t('agents.month')} {m.month}: {m.statements} {t('agents.statements')}{' '}
            {m.closedBy === null ? t('agents.automatic') : t('agents.staff', { closedBy: m.closedBy })} ·{' '}
            {dateTime(m.closedAt)}
          </li>
        ))}
      </ul>
    </section>
  );
}
