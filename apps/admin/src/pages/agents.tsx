import type { TAgent, TAgentProductReport, TStatement } from '@app/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { get, post, query } from '../lib/api';
import { dateTime, money } from '../lib/format';
import { useLoad } from '../lib/use-load';
import { AgentPlanPanel } from './agent-plan';
import { AgentStatementsPanel } from './agent-statements';

const STATUS: Record<string, string> = { pending: 'Chờ duyệt', active: 'Đang hoạt động', rejected: 'Từ chối' };
const FLAG_REASON: Record<string, string> = {
  shared_device: 'Chung thiết bị với đại lý',
  shared_address: 'Chung IP với đại lý',
  shared_bank: 'Trùng tài khoản ngân hàng với đại lý',
};
const STATEMENT_STATUS: Record<string, string> = { draft: 'Nháp', approved: 'Đã duyệt', paid: 'Đã chi trả' };
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
      <h1 className="text-xl font-semibold">Đại lý</h1>
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
      setMessage(err instanceof Error ? err.message : 'Lỗi');
    }
    await reload();
  };
  return (
    <section className="card space-y-3" aria-label="Danh sách đại lý">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 className="text-lg font-semibold">Danh sách đại lý</h2>
        <label className="text-sm">
          Trạng thái
          <select className="input w-40" value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">Tất cả</option>
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
            `Đã tạo đại lý cho người chơi #${playerId}`,
          );
        }}
      >
        <label className="text-sm">
          Mã người chơi
          <input
            className="input w-32"
            inputMode="numeric"
            value={playerId}
            onChange={(e) => setPlayerId(e.target.value)}
          />
        </label>
        <label className="text-sm">
          Đại lý cấp trên (tùy chọn)
          <input
            className="input w-32"
            inputMode="numeric"
            value={parentId}
            onChange={(e) => setParentId(e.target.value)}
          />
        </label>
        <button type="submit" className="btn-primary" disabled={!/^\d+$/.test(playerId)}>
          Tạo đại lý
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
              <th>Đại lý</th>
              <th>Cấp</th>
              <th>Mã</th>
              <th className="text-right">Thành viên</th>
              <th className="text-right">Cấp dưới</th>
              <th>Trạng thái</th>
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
                        onClick={() => act(() => post(`/agents/${a.playerId}/approve`), `Đã duyệt ${a.username}`)}
                      >
                        Duyệt
                      </button>
                      <button
                        type="button"
                        className="btn-danger"
                        onClick={() => act(() => post(`/agents/${a.playerId}/reject`), `Đã từ chối ${a.username}`)}
                      >
                        Từ chối
                      </button>
                    </>
                  ) : (
                    <>
                      <button
                        type="button"
                        className="underline"
                        onClick={async () => setTree(await get<TAgent[]>(`/agents/${a.playerId}/tree`))}
                      >
                        Xem cây
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
                        Báo cáo
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
        <section className="rounded border border-slate-200 p-3 text-sm" aria-label="Cây đại lý">
          <ul>
            {tree.map((a) => (
              <li key={a.playerId} style={{ paddingLeft: `${(a.depth - tree[0]!.depth) * 1.5}rem` }}>
                {a.depth > tree[0]!.depth ? '└ ' : ''}
                {a.username} · cấp {a.depth} · {a.members} thành viên · {STATUS[a.status]}
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
    <section className="card space-y-2" aria-label="Cảnh báo gian lận đại lý">
      <h2 className="text-lg font-semibold">Thành viên bị gắn cờ</h2>
      {message && <p className="text-sm">{message}</p>}
      {error && <p className="error">{error}</p>}
      {data?.length === 0 && <p className="text-sm">Không có cảnh báo mở.</p>}
      <ul className="space-y-1 text-sm">
        {data?.map((f) => (
          <li key={f.id} className="flex flex-wrap items-center justify-between gap-2">
            <span>
              Người chơi #{f.playerId} của đại lý #{f.agentId}: {FLAG_REASON[f.reason] ?? f.reason}
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
                    setMessage(
                      s === 'cleared'
                        ? 'Đã bỏ cờ: thành viên được tính lại'
                        : 'Đã xác nhận: thành viên không được tính',
                    );
                    await reload();
                  }}
                >
                  {s === 'cleared' ? 'Bỏ cờ' : 'Xác nhận gian lận'}
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
    <section className="rounded border border-slate-200 p-3 text-sm" aria-label="Báo cáo đại lý">
      <div className="flex justify-between">
        <h3 className="font-semibold">
          Báo cáo của {agent.username} · mã {agent.code} · {agent.members} thành viên · {agent.subAgents} cấp dưới
        </h3>
        <button type="button" className="underline" onClick={onClose}>
          Đóng
        </button>
      </div>
      <AgentProductsReport agentId={agent.playerId} />
      {rows.length === 0 ? (
        <p className="text-slate-500">Chưa có sao kê.</p>
      ) : (
        <table className="mt-2 w-full [&_td]:px-2 [&_th]:px-2">
          <thead>
            <tr className="text-left text-slate-500">
              <th>Tháng</th>
              <th className="text-right">Lợi nhuận ròng</th>
              <th className="text-right">TV hoạt động</th>
              <th className="text-right">Tỷ lệ</th>
              <th className="text-right">Hoa hồng</th>
              <th>Trạng thái</th>
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
              <td>Cộng</td>
              <td className="text-right">{money(sum('netProfit'))}</td>
              <td />
              <td />
              <td className="text-right">{money(sum('total'))}</td>
              <td>đã chi {money(paid)}</td>
            </tr>
          </tbody>
        </table>
      )}
    </section>
  );
}

const PRODUCT: Record<string, string> = {
  sports: 'Thể thao',
  casino: 'Live Casino',
  slots: 'Slots, nổ hũ',
  games: 'Game bài, bắn cá, game nhanh',
  lottery: 'Lô đề, xổ số',
  cockfight: 'Đá gà',
  other: 'Khác',
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
    <section className="mt-2 space-y-1" aria-label="Báo cáo theo sản phẩm">
      <div className="flex flex-wrap items-end gap-2">
        <h4 className="font-semibold">Theo sản phẩm</h4>
        <label className="text-xs">
          Tháng
          <input className="input w-36" type="month" value={month} onChange={(e) => setMonth(e.target.value)} />
        </label>
        {data && (
          <span className="text-xs text-slate-500">
            {data.statementId
              ? `theo sao kê #${data.statementId} (thành viên được tính, cùng các giao dịch sổ cái)`
              : 'tháng đến nay (chưa có sao kê)'}
          </span>
        )}
      </div>
      {error && <p className="error">{error}</p>}
      {data && data.products.length === 0 && <p className="text-slate-500">Không có cược trong tháng.</p>}
      {data && data.products.length > 0 && (
        <table className="w-full [&_td]:px-2 [&_th]:px-2" data-testid="agent-products">
          <thead>
            <tr className="text-left text-slate-500">
              <th>Sản phẩm</th>
              <th className="text-right">Tiền cược</th>
              <th className="text-right">Tiền thắng</th>
              <th className="text-right">Khách thua (ròng)</th>
              <th className="text-right">Người chơi</th>
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
                <td>{p.product === 'total' ? 'Cộng' : (PRODUCT[p.product] ?? p.product)}</td>
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
    <section className="card space-y-2" aria-label="Chuyển người chơi giữa các đại lý">
      <h2 className="text-lg font-semibold">Chuyển người chơi sang đại lý khác</h2>
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
                ? `Đã chuyển người chơi #${playerId} sang đại lý #${agentId}`
                : `Đã đưa người chơi #${playerId} ra khỏi chương trình đại lý`,
            );
            setReason('');
          } catch (err) {
            setMessage(err instanceof Error ? err.message : 'Lỗi');
          }
        }}
      >
        <label className="text-sm">
          Mã người chơi
          <input
            className="input w-32"
            inputMode="numeric"
            value={playerId}
            onChange={(e) => setPlayerId(e.target.value)}
          />
        </label>
        <label className="text-sm">
          Đại lý mới (để trống: bỏ khỏi chương trình)
          <input
            className="input w-32"
            inputMode="numeric"
            value={agentId}
            onChange={(e) => setAgentId(e.target.value)}
          />
        </label>
        <label className="text-sm">
          Lý do
          <input className="input w-72" value={reason} onChange={(e) => setReason(e.target.value)} />
        </label>
        <button
          type="submit"
          className="btn-primary"
          disabled={!/^\d+$/.test(playerId) || (agentId !== '' && !/^\d+$/.test(agentId)) || reason.trim().length < 3}
        >
          Chuyển
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
    <section className="card space-y-2" aria-label="Các tháng đã chốt">
      <h2 className="text-lg font-semibold">Chốt tháng</h2>
      <p className="text-xs text-slate-500">
        Đầu mỗi tháng (giờ Việt Nam) hệ thống tự lập sao kê nháp của tháng trước, một lần; tài chính duyệt rồi một người
        khác chi trả.
      </p>
      {error && <p className="error">{error}</p>}
      {data?.length === 0 && <p className="text-sm">Chưa có tháng nào được chốt.</p>}
      <ul className="text-sm">
        {data?.map((m) => (
          <li key={m.month}>
            Tháng {m.month}: {m.statements} sao kê · {m.closedBy === null ? 'tự động' : `nhân viên #${m.closedBy}`} ·{' '}
            {dateTime(m.closedAt)}
          </li>
        ))}
      </ul>
    </section>
  );
}
