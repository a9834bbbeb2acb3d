import type { TAdjustment, TPlayerSearchHit } from '@app/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { DataTable } from '../components/data-table';
import { DialogActions, Modal, PromptModal } from '../components/modal';
import { PlayerPicker } from '../components/player-picker';
import { get, newKey, post, postOnce, query } from '../lib/api';
import { ACCOUNT_PURPOSE, ADJUSTMENT_STATUS, dateTime, money, parseVnd } from '../lib/format';
import { useSession } from '../lib/session';
import { useLoad } from '../lib/use-load';
import { playerLink } from './exceptions';

const col = createColumnHelper<TAdjustment>();
const KIND: Record<TAdjustment['kind'], string> = {
  adjustment: 'Điều chỉnh',
  exception_reversal: 'Đảo khoản cộng nhầm',
};
const what = (a: TAdjustment) =>
  `${a.direction === 'credit' ? 'Cộng' : 'Trừ'} ${ACCOUNT_PURPOSE[a.account]?.toLowerCase() ?? a.account}`;

/**
 * Manual credits and debits of a player's cash or bonus, and reversals of mistaken exception
 * credits (decision 124). Above the four-eyes amount a request waits here until another staff
 * member approves it; the server refuses the requester's own approval.
 */
export function AdjustmentsPage() {
  const { staff } = useSession();
  const [creating, setCreating] = useState(false);
  const [rejecting, setRejecting] = useState<TAdjustment | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const pending = useLoad(() => get<TAdjustment[]>(`/adjustments${query({ status: 'pending', per_page: 200 })}`), []);
  const recent = useLoad(() => get<TAdjustment[]>(`/adjustments${query({ per_page: 100 })}`), []);
  const reload = () => Promise.all([pending.reload(), recent.reload()]);
  const approve = async (a: TAdjustment) => {
    try {
      const done = await post<TAdjustment>(`/adjustments/${a.id}/approve`, {});
      setMessage(
        `Đã duyệt #${done.id}: ${what(done)} ${money(done.amount)} cho ${done.username ?? `#${done.playerId}`}`,
      );
      await reload();
    } catch (err) {
      setMessage(err instanceof Error ? err.message : 'Đã có lỗi xảy ra');
    }
  };
  // few, wide columns: the approval buttons must stay on screen at 1024 px
  const base = [
    col.display({
      id: 'kind',
      header: 'Loại',
      meta: { wrap: true },
      cell: ({ row: { original: a } }) => (
        <span>
          {KIND[a.kind]}
          <span className="block text-xs text-slate-500">#{a.id}</span>
        </span>
      ),
    }),
    col.display({
      id: 'player',
      header: 'Người chơi',
      cell: ({ row: { original: a } }) => (
        <span>
          {a.username} {playerLink(a.playerId)}
        </span>
      ),
    }),
    col.display({
      id: 'what',
      header: 'Thao tác',
      meta: { wrap: true },
      cell: ({ row: { original: a } }) => (
        <span>
          {what(a)}
          <span className="block font-semibold">{money(a.amount)}</span>
        </span>
      ),
    }),
    col.accessor('reason', { header: 'Lý do', meta: { wrap: true } }),
    col.display({
      id: 'requested',
      header: 'Người tạo',
      cell: ({ row: { original: a } }) => (
        <span>
          {a.requestedByName}
          <span className="block text-xs text-slate-500">{dateTime(a.createdAt)}</span>
        </span>
      ),
    }),
  ];
  const pendingColumns = [
    ...base,
    col.display({
      id: 'actions',
      header: 'Duyệt',
      cell: ({ row: { original: a } }) =>
        a.requestedBy === staff.id ? (
          <span className="text-xs text-slate-500">Chờ nhân viên khác duyệt</span>
        ) : (
          <span className="flex flex-col gap-1 xl:flex-row">
            <button type="button" className="btn-primary" onClick={() => void approve(a)}>
              Duyệt
            </button>
            <button type="button" className="btn-ghost" onClick={() => setRejecting(a)}>
              Từ chối
            </button>
          </span>
        ),
    }),
  ];
  const recentColumns = [
    ...base,
    col.accessor('status', {
      header: 'Trạng thái',
      cell: (c) => ADJUSTMENT_STATUS[c.getValue()],
      meta: { wrap: true },
    }),
    col.accessor('decidedByName', { header: 'Người duyệt', cell: (c) => c.getValue() ?? '—' }),
  ];
  return (
    <section className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-semibold">Điều chỉnh số dư</h1>
        <button type="button" className="btn-primary" onClick={() => setCreating(true)}>
          Tạo điều chỉnh
        </button>
      </div>
      {message && (
        <p className="card text-sm" role="status">
          {message}
        </p>
      )}
      <h2 className="text-lg font-semibold">Chờ người thứ hai duyệt</h2>
      {pending.error && <p className="error">{pending.error}</p>}
      <DataTable
        label="Điều chỉnh chờ duyệt"
        data={pending.data ?? []}
        columns={pendingColumns}
        empty="Không có yêu cầu nào"
      />
      <h2 className="text-lg font-semibold">Gần đây</h2>
      <DataTable
        label="Điều chỉnh gần đây"
        data={recent.data ?? []}
        columns={recentColumns}
        empty="Chưa có điều chỉnh"
      />
      {creating && (
        <CreateModal
          onClose={() => setCreating(false)}
          onDone={async (text) => {
            setCreating(false);
            setMessage(text);
            await reload();
          }}
        />
      )}
      {rejecting && (
        <PromptModal
          title={`Từ chối yêu cầu #${rejecting.id}`}
          label="Lý do"
          confirm="Từ chối"
          minLength={5}
          danger
          onClose={() => setRejecting(null)}
          onSubmit={async (reason) => {
            await post(`/adjustments/${rejecting.id}/reject`, { reason });
            setMessage(`Đã từ chối yêu cầu #${rejecting.id}`);
            await reload();
          }}
        />
      )}
    </section>
  );
}

function CreateModal({ onClose, onDone }: { onClose: () => void; onDone: (message: string) => Promise<void> }) {
  const [key] = useState(newKey);
  const [player, setPlayer] = useState<TPlayerSearchHit | null>(null);
  const [account, setAccount] = useState<'cash' | 'bonus'>('cash');
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Modal title="Tạo điều chỉnh số dư" onClose={onClose}>
      <form
        className="space-y-3"
        onSubmit={async (e) => {
          e.preventDefault();
          setError(null);
          if (!player) return setError('Tìm và chọn người chơi');
          const parsed = parseVnd(amount);
          if ('error' in parsed) return setError(parsed.error);
          if (reason.trim().length < 5) return setError('Lý do tối thiểu 5 ký tự');
          setBusy(true);
          try {
            const a = await postOnce<TAdjustment>('/adjustments', key, {
              playerId: player.id,
              account,
              direction,
              amount: parsed.value,
              reason: reason.trim(),
            });
            await onDone(
              a.status === 'applied'
                ? `Đã ${direction === 'credit' ? 'cộng' : 'trừ'} ${money(a.amount)} cho ${player.username}`
                : `Yêu cầu #${a.id} (${money(a.amount)}) chờ một nhân viên khác duyệt`,
            );
          } catch (err) {
            setError(err instanceof Error ? err.message : 'Đã có lỗi xảy ra');
          } finally {
            setBusy(false);
          }
        }}
      >
        <PlayerPicker picked={player} onPick={setPlayer} />
        <div className="grid grid-cols-2 gap-2">
          <label className="block">
            <span className="label">Thao tác</span>
            <select className="input" value={direction} onChange={(e) => setDirection(e.target.value as 'credit')}>
              <option value="credit">Cộng tiền</option>
              <option value="debit">Trừ tiền</option>
            </select>
          </label>
          <label className="block">
            <span className="label">Tài khoản</span>
            <select className="input" value={account} onChange={(e) => setAccount(e.target.value as 'cash')}>
              <option value="cash">Tiền mặt</option>
              <option value="bonus">Thưởng</option>
            </select>
          </label>
        </div>
        <label className="block">
          <span className="label">Số tiền (đồng)</span>
          <input className="input" inputMode="numeric" value={amount} onChange={(e) => setAmount(e.target.value)} />
        </label>
        <label className="block">
          <span className="label">Lý do (ghi vào lịch sử của người chơi và nhật ký)</span>
          <textarea className="input" rows={2} value={reason} onChange={(e) => setReason(e.target.value)} />
        </label>
        <DialogActions error={error} busy={busy} onClose={onClose} submit={'Gửi'} />
      </form>
    </Modal>
  );
}
