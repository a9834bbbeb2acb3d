import type { TAdminWithdrawal, TPaymentException, TStaffBankAccount } from '@app/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { DataTable } from '../components/data-table';
import { DialogActions, Modal, PromptModal } from '../components/modal';
import { get, post, query } from '../lib/api';
import { dateTime, EXCEPTION_KIND, HELD_KINDS, money, WITHDRAWAL_STATUS } from '../lib/format';
import { useLoad } from '../lib/use-load';
import { playerLink } from './exceptions';

type Row = TPaymentException & { payout: TAdminWithdrawal | null };
const col = createColumnHelper<Row>();

interface Sender {
  bankBin: string;
  accountNumber: string;
  holderName: string;
}
const senderOf = (x: TPaymentException) => (x.details.sender ?? null) as Sender | null;

/**
 * Money held back from self-excluded, disabled or over-limit players (decision 073): it is only
 * ever returned to where it came from, as a bank payout, or to a verified account of the player
 * when the bank did not name the sender. Each return is audited; a payout whose outcome is
 * unknown is recorded paid with the bank's reference, or failed (the money goes back to held).
 */
export function HeldMoneyPage() {
  const [returning, setReturning] = useState<Row | null>(null);
  const [paying, setPaying] = useState<TAdminWithdrawal | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const rows = useLoad(async () => {
    const [open, resolved, returns] = await Promise.all([
      get<TPaymentException[]>(`/payment-exceptions${query({ status: 'open', per_page: 200 })}`),
      get<TPaymentException[]>(`/payment-exceptions${query({ status: 'resolved', per_page: 100 })}`),
      get<TAdminWithdrawal[]>(`/withdrawals${query({ per_page: 200 })}`),
    ]);
    const payouts = new Map(returns.filter((w) => w.paymentExceptionId).map((w) => [w.paymentExceptionId!, w]));
    return [...open, ...resolved]
      .filter((x) => HELD_KINDS.includes(x.kind))
      .map((x) => ({ ...x, payout: payouts.get(x.id) ?? null }));
  }, []);
  const columns = [
    col.display({
      id: 'what',
      header: 'Người chơi · lý do giữ',
      cell: ({ row: { original: x } }) => (
        <span>
          {playerLink(x.playerId)} · {EXCEPTION_KIND[x.kind]}
          <span className="block text-xs text-slate-500">
            #{x.id} · {dateTime(x.createdAt)}
          </span>
        </span>
      ),
    }),
    col.accessor('amount', { header: 'Số tiền giữ', cell: (c) => money(c.getValue()) }),
    col.display({
      id: 'source',
      header: 'Nguồn tiền',
      cell: ({ row: { original: x } }) => {
        const s = senderOf(x);
        return s ? `${s.holderName} · ${s.accountNumber} (${s.bankBin})` : 'Không rõ: chọn tài khoản của người chơi';
      },
    }),
    col.display({
      id: 'payout',
      header: 'Hoàn trả',
      cell: ({ row: { original: x } }) =>
        x.payout
          ? `${WITHDRAWAL_STATUS[x.payout.status] ?? x.payout.status}${x.payout.providerRef ? ` · mã NH ${x.payout.providerRef}` : ''}`
          : x.status === 'resolved'
            ? 'Đã hoàn trả'
            : 'Chưa hoàn trả',
    }),
    col.display({
      id: 'actions',
      header: 'Thao tác',
      cell: ({ row: { original: x } }) => {
        if (x.status === 'open' && (!x.payout || ['failed', 'rejected'].includes(x.payout.status)))
          return (
            <button type="button" className="btn-primary" onClick={() => setReturning(x)}>
              Hoàn trả
            </button>
          );
        if (x.payout && ['processing', 'unknown'].includes(x.payout.status))
          return (
            <button type="button" className="btn-ghost" onClick={() => setPaying(x.payout)}>
              Ghi nhận đã chi
            </button>
          );
        return null;
      },
    }),
  ];
  return (
    <section className="space-y-3">
      <h1 className="text-xl font-semibold">Tiền nạp bị giữ lại</h1>
      <p className="text-sm text-slate-600">
        Tiền nạp của người chơi tự loại trừ, bị khóa hoặc vượt hạn mức nạp không được cộng vào số dư: chỉ hoàn trả về
        nguồn.
      </p>
      {message && (
        <p className="card text-sm" role="status">
          {message}
        </p>
      )}
      {rows.error && <p className="error">{rows.error}</p>}
      <DataTable label="Tiền nạp bị giữ" data={rows.data ?? []} columns={columns} empty="Không có khoản nào bị giữ" />
      {returning && (
        <ReturnModal
          x={returning}
          onClose={() => setReturning(null)}
          onDone={async (text) => {
            setReturning(null);
            setMessage(text);
            await rows.reload();
          }}
        />
      )}
      {paying && (
        <PromptModal
          title={`Ghi nhận đã chi lệnh hoàn trả #${paying.id}`}
          label="Mã tham chiếu ngân hàng"
          confirm="Đã chi"
          minLength={1}
          onClose={() => setPaying(null)}
          onSubmit={async (reference) => {
            await post(`/withdrawals/${paying.id}/mark-paid`, { reference });
            setMessage(`Đã ghi nhận chi lệnh #${paying.id} (mã ${reference})`);
            await rows.reload();
          }}
        />
      )}
    </section>
  );
}

function ReturnModal({
  x,
  onClose,
  onDone,
}: {
  x: Row;
  onClose: () => void;
  onDone: (message: string) => Promise<void>;
}) {
  const sender = senderOf(x);
  const accounts = useLoad(
    () =>
      sender
        ? Promise.resolve([])
        : get<TStaffBankAccount[]>(`/bank-accounts${query({ playerId: x.playerId, status: 'verified' })}`),
    [x.id],
  );
  const [accountId, setAccountId] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Modal title={`Hoàn trả ${money(x.amount)} (ngoại lệ #${x.id})`} onClose={onClose}>
      <form
        className="space-y-3"
        onSubmit={async (e) => {
          e.preventDefault();
          if (!note.trim()) return setError('Nhập ghi chú');
          if (!sender && !accountId) return setError('Chọn tài khoản nhận tiền hoàn trả');
          setBusy(true);
          try {
            const r = await post<{ withdrawal: TAdminWithdrawal }>(`/payment-exceptions/${x.id}/return`, {
              note: note.trim(),
              ...(sender ? {} : { bankAccountId: accountId }),
            });
            await onDone(
              `Đã tạo lệnh hoàn trả #${r.withdrawal.id}: ${WITHDRAWAL_STATUS[r.withdrawal.status] ?? r.withdrawal.status}`,
            );
          } catch (err) {
            setError(err instanceof Error ? err.message : 'Đã có lỗi xảy ra');
          } finally {
            setBusy(false);
          }
        }}
      >
        {sender ? (
          <p className="text-sm" data-testid="return-destination">
            Về tài khoản đã chuyển tiền: <strong>{sender.holderName}</strong> · {sender.accountNumber} (ngân hàng{' '}
            {sender.bankBin})
          </p>
        ) : (
          <fieldset className="space-y-1 text-sm">
            <legend className="label">
              Ngân hàng không báo tài khoản nguồn: chọn tài khoản đã xác minh của người chơi
            </legend>
            {(accounts.data ?? []).map((a) => (
              <label key={a.id} className="flex gap-2">
                <input type="radio" checked={accountId === a.id} onChange={() => setAccountId(a.id)} />
                {a.holderName} · {a.accountNumber} ({a.bankShortName})
              </label>
            ))}
            {accounts.data?.length === 0 && <p className="error">Người chơi chưa có tài khoản ngân hàng đã xác minh</p>}
          </fieldset>
        )}
        <label className="block">
          <span className="label">Ghi chú</span>
          <textarea className="input" rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
        </label>
        <DialogActions error={error} busy={busy} onClose={onClose} submit={<>Hoàn trả {money(x.amount)}</>} />
      </form>
    </Modal>
  );
}
