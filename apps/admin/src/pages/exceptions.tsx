import type { TPaymentException, TPlayerSearchHit } from '@app/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../components/data-table';
import { DialogActions, Modal } from '../components/modal';
import { PlayerPicker } from '../components/player-picker';
import { get, newKey, post, postOnce, query } from '../lib/api';
import { dateTime, EXCEPTION_KIND, HELD_KINDS, money, PROVIDER_LABEL } from '../lib/format';
import { useLoad } from '../lib/use-load';

const xcol = createColumnHelper<TPaymentException>();
const str = (v: unknown) => (typeof v === 'string' && v ? v : null);

export const playerLink = (id: number | null | undefined) =>
  id ? (
    <Link className="text-indigo-700 underline" to={`/admin/nguoi-choi/${id}`}>
      #{id}
    </Link>
  ) : (
    '—'
  );

/** Who paid and how, as the bank or gateway reported it. */
export function TransferFacts({ x }: { x: TPaymentException }) {
  const d = x.details;
  const sender = [str(d.senderName), str(d.senderAccount)].filter(Boolean).join(' · ');
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      <dt className="text-slate-500">Nội dung chuyển khoản</dt>
      <dd className="break-all font-mono">{str(d.content) ?? '—'}</dd>
      <dt className="text-slate-500">Người gửi</dt>
      <dd>{sender || '—'}</dd>
      <dt className="text-slate-500">Ngân hàng</dt>
      <dd>{str(d.bank) ?? PROVIDER_LABEL[x.provider] ?? x.provider}</dd>
      <dt className="text-slate-500">Mã tham chiếu</dt>
      <dd className="font-mono">{str(d.referenceCode) ?? str(d.orderId) ?? x.externalId}</dd>
      <dt className="text-slate-500">Số tiền</dt>
      <dd className="font-semibold">{money(x.amount)}</dd>
      <dt className="text-slate-500">Thời gian</dt>
      <dd>{str(d.transactionDate) ?? dateTime(x.createdAt)}</dd>
    </dl>
  );
}

/**
 * Open payment exceptions (not held money, which has its own screen) with who paid, and the
 * recent credits that finance can ask to reverse.
 */
export function ExceptionsPanel({ finance, onChanged }: { finance: boolean; onChanged: () => Promise<void> }) {
  const [resolving, setResolving] = useState<TPaymentException | null>(null);
  const [reversing, setReversing] = useState<TPaymentException | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const open = useLoad(
    () => get<TPaymentException[]>(`/payment-exceptions${query({ status: 'open', per_page: 200 })}`),
    [],
  );
  const resolved = useLoad(
    () => get<TPaymentException[]>(`/payment-exceptions${query({ status: 'resolved', per_page: 50 })}`),
    [],
  );
  const reload = async () => {
    await Promise.all([open.reload(), resolved.reload(), onChanged()]);
  };
  const columns = [
    xcol.display({
      id: 'kind',
      header: 'Loại',
      cell: ({ row: { original: x } }) => (
        <span>
          {EXCEPTION_KIND[x.kind] ?? x.kind}
          <span className="block text-xs text-slate-500">#{x.id}</span>
        </span>
      ),
    }),
    xcol.display({
      id: 'content',
      meta: { wrap: true },
      header: 'Nội dung',
      cell: ({ row: { original: x } }) => (
        <span className="break-all font-mono text-xs">{str(x.details.content) ?? '—'}</span>
      ),
    }),
    xcol.display({
      id: 'sender',
      meta: { wrap: true },
      header: 'Người gửi',
      cell: ({ row: { original: x } }) =>
        [str(x.details.senderName), str(x.details.senderAccount)].filter(Boolean).join(' · ') || '—',
    }),
    xcol.display({
      id: 'bank',
      meta: { wrap: true },
      header: 'Ngân hàng / tham chiếu',
      cell: ({ row: { original: x } }) =>
        `${str(x.details.bank) ?? PROVIDER_LABEL[x.provider] ?? x.provider} · ${str(x.details.referenceCode) ?? x.externalId}`,
    }),
    xcol.accessor('amount', { header: 'Số tiền', cell: (c) => money(c.getValue()) }),
    xcol.display({
      id: 'player',
      header: 'Người chơi · lúc',
      cell: ({ row: { original: x } }) => (
        <span>
          {playerLink(x.playerId)}
          <span className="block text-xs text-slate-500">{dateTime(x.createdAt)}</span>
        </span>
      ),
    }),
  ];
  const openColumns = [
    ...columns,
    xcol.display({
      id: 'actions',
      header: 'Xử lý',
      cell: ({ row: { original: x } }) =>
        finance && (
          <button type="button" className="btn-primary" onClick={() => setResolving(x)}>
            Xử lý
          </button>
        ),
    }),
  ];
  const creditedColumns = [
    ...columns,
    xcol.display({
      id: 'actions',
      header: 'Sửa sai',
      cell: ({ row: { original: x } }) =>
        finance && (
          <button type="button" className="btn-ghost" onClick={() => setReversing(x)}>
            Đảo khoản cộng
          </button>
        ),
    }),
  ];
  return (
    <div className="space-y-3">
      <h1 className="text-xl font-semibold">Ngoại lệ thanh toán đang mở</h1>
      {message && (
        <p className="card text-sm" role="status">
          {message}
        </p>
      )}
      {open.error && <p className="error">{open.error}</p>}
      <DataTable
        label="Ngoại lệ thanh toán"
        data={(open.data ?? []).filter((x) => !HELD_KINDS.includes(x.kind))}
        columns={openColumns}
        empty="Không có ngoại lệ nào"
      />
      <h2 className="text-lg font-semibold">Đã cộng cho người chơi gần đây</h2>
      <DataTable
        label="Ngoại lệ đã cộng tiền"
        data={(resolved.data ?? []).filter((x) => x.resolution === 'credited')}
        columns={creditedColumns}
        empty="Chưa có khoản cộng nào"
      />
      {resolving && (
        <ResolveModal
          x={resolving}
          onClose={() => setResolving(null)}
          onDone={async (text) => {
            setResolving(null);
            setMessage(text);
            await reload();
          }}
        />
      )}
      {reversing && (
        <ReverseModal
          x={reversing}
          onClose={() => setReversing(null)}
          onDone={async (text) => {
            setReversing(null);
            setMessage(text);
            await reload();
          }}
        />
      )}
    </div>
  );
}

/** Credit to a player picked from a search, confirmed in a second step naming player and amount; or close. */
function ResolveModal({
  x,
  onClose,
  onDone,
}: {
  x: TPaymentException;
  onClose: () => void;
  onDone: (message: string) => Promise<void>;
}) {
  const [action, setAction] = useState<'credit' | 'dismiss'>('credit');
  const [player, setPlayer] = useState<TPlayerSearchHit | null>(null);
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    setBusy(true);
    try {
      await post(
        `/payment-exceptions/${x.id}/resolve`,
        action === 'credit' ? { action, note: note.trim(), playerId: player!.id } : { action, note: note.trim() },
      );
      await onDone(
        action === 'credit'
          ? `Đã cộng ${money(x.amount)} cho ${player!.username} (#${player!.id})`
          : `Đã đóng ngoại lệ #${x.id}`,
      );
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Đã có lỗi xảy ra');
      setConfirming(false);
    } finally {
      setBusy(false);
    }
  };
  if (confirming && action === 'credit' && player)
    return (
      <Modal title="Xác nhận cộng tiền" onClose={onClose}>
        <p className="text-sm" data-testid="confirm-credit">
          Cộng <strong>{money(x.amount)}</strong> vào tiền mặt của <strong>{player.username}</strong> (#{player.id},{' '}
          {player.phone})?
        </p>
        <div className="flex justify-end gap-2">
          <button type="button" className="btn-ghost" onClick={() => setConfirming(false)}>
            Quay lại
          </button>
          <button type="button" className="btn-primary" disabled={busy} onClick={() => void submit()}>
            Cộng {money(x.amount)} cho {player.username}
          </button>
        </div>
      </Modal>
    );
  return (
    <Modal title={`Xử lý ngoại lệ #${x.id} (${money(x.amount)})`} onClose={onClose}>
      <form
        className="space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          setError(null);
          if (!note.trim()) return setError('Nhập ghi chú');
          if (action === 'dismiss') return void submit();
          if (!player) return setError('Tìm và chọn người chơi nhận tiền');
          setConfirming(true);
        }}
      >
        <TransferFacts x={x} />
        <fieldset className="space-y-1 text-sm">
          <label className="flex gap-2">
            <input type="radio" checked={action === 'credit'} onChange={() => setAction('credit')} /> Cộng tiền cho
            người chơi
          </label>
          <label className="flex gap-2">
            <input type="radio" checked={action === 'dismiss'} onChange={() => setAction('dismiss')} /> Đóng (đã hoàn
            trả ngoài hệ thống)
          </label>
        </fieldset>
        {action === 'credit' && <PlayerPicker picked={player} onPick={setPlayer} label="Người chơi nhận tiền" />}
        <label className="block">
          <span className="label">Ghi chú</span>
          <textarea className="input" rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
        </label>
        <DialogActions
          error={error}
          busy={busy}
          onClose={onClose}
          submit={action === 'credit' ? 'Tiếp tục' : 'Đóng ngoại lệ'}
        />
      </form>
    </Modal>
  );
}

/** Asks for a counter-entry of a mistaken credit; another staff member approves it in "Điều chỉnh số dư". */
function ReverseModal({
  x,
  onClose,
  onDone,
}: {
  x: TPaymentException;
  onClose: () => void;
  onDone: (message: string) => Promise<void>;
}) {
  const [key] = useState(newKey);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Modal title={`Đảo khoản cộng của ngoại lệ #${x.id}`} onClose={onClose}>
      <form
        className="space-y-3"
        onSubmit={async (e) => {
          e.preventDefault();
          if (reason.trim().length < 5) return setError('Lý do tối thiểu 5 ký tự');
          setBusy(true);
          try {
            const a = await postOnce<{ id: number }>(`/payment-exceptions/${x.id}/reverse`, key, {
              reason: reason.trim(),
            });
            await onDone(`Đã tạo yêu cầu đảo #${a.id}: chờ một nhân viên khác duyệt trong "Điều chỉnh số dư"`);
          } catch (err) {
            setError(err instanceof Error ? err.message : 'Đã có lỗi xảy ra');
          } finally {
            setBusy(false);
          }
        }}
      >
        <p className="text-sm">
          Trừ lại <strong>{money(x.amount)}</strong> khỏi tiền mặt của người chơi {playerLink(x.playerId)} và mở lại
          ngoại lệ để cộng cho đúng người. Cần một nhân viên khác duyệt.
        </p>
        <TransferFacts x={x} />
        <label className="block">
          <span className="label">Lý do</span>
          <textarea className="input" rows={2} value={reason} onChange={(e) => setReason(e.target.value)} />
        </label>
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <button type="button" className="btn-ghost" onClick={onClose}>
            Hủy
          </button>
          <button type="submit" className="btn-danger" disabled={busy}>
            Gửi yêu cầu đảo
          </button>
        </div>
      </form>
    </Modal>
  );
}
