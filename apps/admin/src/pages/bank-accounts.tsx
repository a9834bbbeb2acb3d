import type { TStaffBankAccount } from '@app/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DataTable } from '../components/data-table';
import { PromptModal } from '../components/modal';
import { get, post, query } from '../lib/api';
import { BANK_ACCOUNT_STATUS, dateTime } from '../lib/format';
import { useLoad } from '../lib/use-load';
import { playerLink } from './exceptions';

const col = createColumnHelper<TStaffBankAccount>();

function NameCheck({ a }: { a: TStaffBankAccount }) {
  if (a.nameMatches === null) return <span className="text-amber-700">Chưa có tên KYC để đối chiếu</span>;
  return a.nameMatches ? (
    <span className="text-emerald-700">Khớp tên KYC ({a.kycName})</span>
  ) : (
    <span className="font-semibold text-red-700">Khác tên KYC ({a.kycName})</span>
  );
}

/**
 * Players' bank accounts waiting for verification: withdrawals go only to verified accounts.
 * Staff compare the holder name with the name on the player's verified ID card, then verify,
 * or reject with a reason the player sees on their bank accounts page.
 */
export function BankAccountsPage() {
  // ?playerId=… narrows the queue to one player (linked from the player's screen)
  const playerId = useSearchParams()[0].get('playerId') ?? undefined;
  const [status, setStatus] = useState('verifying');
  const [rejecting, setRejecting] = useState<TStaffBankAccount | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const list = useLoad(
    () => get<TStaffBankAccount[]>(`/bank-accounts${query({ status, playerId, per_page: 200 })}`),
    [status, playerId],
  );
  const verify = async (a: TStaffBankAccount) => {
    try {
      await post(`/bank-accounts/${a.id}/verify`);
      setMessage(`Đã xác minh tài khoản ${a.accountNumber} của ${a.username ?? `#${a.playerId}`}`);
      await list.reload();
    } catch (err) {
      setMessage(err instanceof Error ? err.message : 'Đã có lỗi xảy ra');
    }
  };
  // few, wide columns: the actions must stay on screen at 1024 px
  const columns = [
    col.display({
      id: 'player',
      header: 'Người chơi',
      meta: { wrap: true },
      cell: ({ row: { original: a } }) => (
        <span>
          {a.username} {playerLink(a.playerId)}
        </span>
      ),
    }),
    col.display({
      id: 'account',
      header: 'Tài khoản',
      meta: { wrap: true },
      cell: ({ row: { original: a } }) => (
        <span>
          {a.bankShortName} · <span className="font-mono">{a.accountNumber}</span>
          <span className="block font-semibold">{a.holderName}</span>
        </span>
      ),
    }),
    col.display({
      id: 'check',
      header: 'Đối chiếu tên KYC',
      meta: { wrap: true },
      cell: ({ row: { original: a } }) => (
        <span>
          <NameCheck a={a} />
          {a.otherHolderNames.length > 0 && (
            <span className="block text-xs text-slate-500">TK khác đã xác minh: {a.otherHolderNames.join(', ')}</span>
          )}
        </span>
      ),
    }),
    col.display({
      id: 'status',
      header: 'Trạng thái',
      cell: ({ row: { original: a } }) => (
        <span>
          {BANK_ACCOUNT_STATUS[a.status] ?? a.status}
          {a.rejectReason && <span className="block text-xs">{a.rejectReason}</span>}
          <span className="block text-xs text-slate-500">{dateTime(a.createdAt)}</span>
        </span>
      ),
    }),
    col.display({
      id: 'actions',
      header: 'Xử lý',
      cell: ({ row: { original: a } }) =>
        a.status === 'verifying' && (
          <span className="flex flex-col gap-1 xl:flex-row">
            <button type="button" className="btn-primary" onClick={() => void verify(a)}>
              Xác minh
            </button>
            <button type="button" className="btn-danger" onClick={() => setRejecting(a)}>
              Từ chối
            </button>
          </span>
        ),
    }),
  ];
  return (
    <section className="space-y-3">
      <h1 className="text-xl font-semibold">Xác minh tài khoản ngân hàng</h1>
      <label className="block w-48">
        <span className="label">Trạng thái</span>
        <select className="input" value={status} onChange={(e) => setStatus(e.target.value)}>
          {Object.entries(BANK_ACCOUNT_STATUS).map(([k, v]) => (
            <option key={k} value={k}>
              {v}
            </option>
          ))}
        </select>
      </label>
      {message && (
        <p className="card text-sm" role="status">
          {message}
        </p>
      )}
      {list.error && <p className="error">{list.error}</p>}
      <DataTable label="Tài khoản ngân hàng" data={list.data ?? []} columns={columns} empty="Không có tài khoản nào" />
      {rejecting && (
        <PromptModal
          title={`Từ chối tài khoản ${rejecting.accountNumber}`}
          label="Lý do (người chơi sẽ thấy)"
          confirm="Từ chối"
          danger
          onClose={() => setRejecting(null)}
          onSubmit={async (reason) => {
            await post(`/bank-accounts/${rejecting.id}/reject`, { reason });
            setMessage(`Đã từ chối tài khoản ${rejecting.accountNumber}`);
            await list.reload();
          }}
        />
      )}
    </section>
  );
}
