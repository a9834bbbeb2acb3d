import type { TAgent, TAgentPlan } from '@app/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { get, post, put, query } from '../lib/api';
import { dateTime } from '../lib/format';
import { useLoad } from '../lib/use-load';
import { AgentStatementsPanel } from './agent-statements';

const STATUS: Record<string, string> = { pending: 'Chờ duyệt', active: 'Đang hoạt động', rejected: 'Từ chối' };
const FLAG_REASON: Record<string, string> = {
  shared_device: 'Chung thiết bị với đại lý',
  shared_address: 'Chung IP với đại lý',
};
type Flag = { id: number; agentId: number; playerId: number; reason: string; status: string; createdAt: string };

/** The agent programme for finance: agents and their trees, the plan in force, statements and flags. */
export function AgentsPage() {
  return (
    <section className="space-y-4">
      <h1 className="text-xl font-semibold">Đại lý</h1>
      <AgentsPanel />
      <AgentStatementsPanel />
      <FlagsPanel />
      <PlanPanel />
    </section>
  );
}

function AgentsPanel() {
  const [status, setStatus] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [tree, setTree] = useState<TAgent[] | null>(null);
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
                    <button
                      type="button"
                      className="underline"
                      onClick={async () => setTree(await get<TAgent[]>(`/agents/${a.playerId}/tree`))}
                    >
                      Xem cây
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
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
              Người chơi #{f.playerId} của đại lý #{f.agentId}: {FLAG_REASON[f.reason] ?? f.reason} ·{' '}
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

function PlanPanel() {
  const { data, error, reload } = useLoad(() => get<TAgentPlan>('/agents/plan'), []);
  const [draft, setDraft] = useState<string | null>(null);
  const [month, setMonth] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  if (error) return <p className="error">{error}</p>;
  if (!data) return null;
  return (
    <section className="card space-y-2" aria-label="Chính sách hoa hồng">
      <h2 className="text-lg font-semibold">Chính sách hoa hồng đang áp dụng</h2>
      <p className="text-xs text-slate-500">
        Từ tháng {data.effectiveMonth}
        {data.id === null && ' (mặc định)'}
      </p>
      <ul className="list-disc space-y-1 pl-5 text-sm">
        {data.terms.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ul>
      <details>
        <summary className="cursor-pointer text-sm text-indigo-700">Phiên bản mới</summary>
        <div className="mt-2 space-y-2">
          <label className="block text-sm">
            Áp dụng từ tháng
            <input className="input w-36" type="month" value={month} onChange={(e) => setMonth(e.target.value)} />
          </label>
          <textarea
            className="input h-64 w-full font-mono text-xs"
            aria-label="Cấu hình chính sách (JSON)"
            value={draft ?? JSON.stringify(data.config, null, 2)}
            onChange={(e) => setDraft(e.target.value)}
          />
          {message && <p className="text-sm">{message}</p>}
          <button
            type="button"
            className="btn-primary"
            onClick={async () => {
              try {
                const config = JSON.parse(draft ?? JSON.stringify(data.config));
                await put('/agents/plan', { effectiveMonth: month, config });
                setMessage('Đã lưu');
                await reload();
              } catch (err) {
                setMessage(err instanceof Error ? err.message : 'Lỗi');
              }
            }}
          >
            Lưu phiên bản
          </button>
        </div>
      </details>
    </section>
  );
}
