import type { TStatement, TStatementDetail } from '@app/contract';
import { Fragment, useState } from 'react';
import { get, post, query } from '../lib/api';
import { dateTime, money } from '../lib/format';
import { useLoad } from '../lib/use-load';

const STATUS: Record<string, string> = { draft: 'Nháp', approved: 'Đã duyệt', paid: 'Đã chi trả' };
export const EXCLUDED: Record<string, string> = {
  shared_device: 'Chung thiết bị với đại lý',
  shared_address: 'Chung IP với đại lý',
  shared_bank: 'Trùng tài khoản ngân hàng với đại lý',
  aml_bonus_abuse: 'AML: nghi lạm dụng khuyến mãi, chờ tuân thủ kết luận',
  self_excluded: 'Đã tự loại trừ',
  account_closed: 'Tài khoản đã đóng',
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
      setMessage(err instanceof Error ? err.message : 'Lỗi');
    }
    await reload();
  };
  return (
    <section className="card space-y-3" aria-label="Sao kê hoa hồng">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 className="text-lg font-semibold">Sao kê hoa hồng</h2>
        <div className="flex flex-wrap items-end gap-2">
          <label className="text-sm">
            Tháng
            <input className="input w-36" type="month" value={month} onChange={(e) => setMonth(e.target.value)} />
          </label>
          <button
            type="button"
            className="btn-primary"
            onClick={() =>
              act(
                () => post('/agents/statements/close', { month }),
                `Đã lập sao kê tháng ${month} (bản nháp được tính lại, sao kê đã duyệt giữ nguyên)`,
              )
            }
          >
            Lập sao kê
          </button>
        </div>
      </div>
      {message && (
        <p className="text-sm" role="status">
          {message}
        </p>
      )}
      {error && <p className="error">{error}</p>}
      {data?.length === 0 && <p className="text-sm">Chưa có sao kê cho tháng này.</p>}
      {data && data.length > 0 && (
        <table className="w-full text-sm [&_td]:px-2 [&_th]:px-2">
          <thead>
            <tr className="text-left text-slate-500">
              <th>Đại lý</th>
              <th className="text-right">Lợi nhuận ròng</th>
              <th className="text-right">Thành viên HĐ</th>
              <th className="text-right">Tỷ lệ</th>
              <th className="text-right">Hoa hồng</th>
              <th>Trạng thái</th>
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
                        act(() => post(`/agents/statements/${s.id}/approve`), `Đã duyệt sao kê của ${s.agentUsername}`)
                      }
                    >
                      Duyệt
                    </button>
                  )}
                  {s.status === 'approved' && (
                    <button
                      type="button"
                      className="btn-primary"
                      onClick={() =>
                        act(
                          () => post(`/agents/statements/${s.id}/pay`),
                          `Đã chi trả ${money(s.total)} cho ${s.agentUsername}`,
                        )
                      }
                    >
                      Chi trả
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
  stakes: 'Cược',
  wins: 'Thắng',
  bonuses: 'Thưởng',
  rebates: 'Hoàn trả',
  deposits: 'Nạp',
  withdrawals: 'Rút',
};

/** The ledger rows a member line is summed from: the drill-down to the đồng. */
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
    <section className="rounded bg-slate-50 p-2" aria-label={`Giao dịch sổ cái của ${username}`}>
      <p className="font-semibold">
        {username}: {data.length} giao dịch · {[...sums].map(([f, n]) => `${FIGURE[f] ?? f} ${money(n)}`).join(' · ')}
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
      aria-label={`Chi tiết sao kê ${data.agentUsername}`}
    >
      <p className="text-sm">
        {data.agentUsername} · tháng {data.month} · lợi nhuận ròng {money(data.netProfit)} · chuyển từ tháng trước{' '}
        {money(data.carriedIn)} · tính hoa hồng {money(data.commissionable)} × {(data.rateBps / 100).toFixed(2)}% ={' '}
        {money(data.ownCommission)} · cấp dưới {money(data.overrideTotal)} · chuyển sang tháng sau{' '}
        {money(data.carryOut)}
      </p>
      <table className="w-full text-xs [&_td]:px-1.5 [&_th]:px-1.5">
        <thead>
          <tr className="text-left text-slate-500">
            <th>Dòng</th>
            <th>Thành viên / đại lý</th>
            <th className="text-right">Cược</th>
            <th className="text-right">Thắng</th>
            <th className="text-right">Thưởng</th>
            <th className="text-right">Hoàn trả</th>
            <th className="text-right">Phí TT</th>
            <th className="text-right">Phí nền tảng</th>
            <th className="text-right">Lợi nhuận ròng</th>
            <th className="text-right">Hoa hồng cấp dưới</th>
            <th>Ghi chú</th>
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
                    `${l.username} (cấp dưới tầng ${l.depth})`
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
                    ? `Không tính: ${EXCLUDED[l.excludedReason] ?? l.excludedReason}`
                    : l.active
                      ? 'Hoạt động'
                      : ''}
                  {l.countedUntil ? ` · tính đến ${dateTime(l.countedUntil)}` : ''}
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
