import type { TPaymentException, ZAdminDepositSchema } from '@app/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { DataTable } from '../components/data-table';
import { Modal } from '../components/modal';
import { get, post, query } from '../lib/api';
import { DEPOSIT_STATUS, dateTime, money } from '../lib/format';
import { can, useSession } from '../lib/session';
import { useLoad } from '../lib/use-load';

type TAdminDeposit = z.infer<typeof ZAdminDepositSchema>;

const dcol = createColumnHelper<TAdminDeposit>();
const xcol = createColumnHelper<TPaymentException>();

const EXCEPTION_KIND: Record<string, string> = {
  underpaid: 'Chuyển thiếu',
  overpaid: 'Chuyển thừa',
  unknown_code: 'Không rõ mã nạp',
  late: 'Chuyển muộn',
  reused_code: 'Mã đã dùng',
  wrong_currency: 'Sai loại tiền',
  unmatched: 'Không khớp',
};

const playerLink = (id: number | null | undefined) =>
  id ? (
    <Link className="text-indigo-700 underline" to={`/admin/nguoi-choi/${id}`}>
      #{id}
    </Link>
  ) : (
    '—'
  );

/** Deposit search and the payment exceptions queue (unmatched, late, wrong amounts). */
export function DepositsPage() {
  const { staff } = useSession();
  const [filter, setFilter] = useState({ status: '', method: '', playerId: '' });
  const [resolving, setResolving] = useState<TPaymentException | null>(null);
  const deposits = useLoad(
    () => get<TAdminDeposit[]>(`/deposits${query({ ...filter, per_page: 200 })}`),
    [filter.status, filter.method, filter.playerId],
  );
  const exceptions = useLoad(
    () => get<TPaymentException[]>(`/payment-exceptions${query({ status: 'open', per_page: 200 })}`),
    [],
  );
  const finance = can(staff, 'finance');

  const depositColumns = [
    dcol.accessor('id', { header: 'Mã' }),
    dcol.accessor('playerId', { header: 'Người chơi', cell: (c) => playerLink(c.getValue()) }),
    dcol.accessor('method', { header: 'Phương thức' }),
    dcol.accessor('amount', {
      header: 'Số tiền',
      cell: (c) => (c.getValue() === null ? '—' : money(c.getValue() as number)),
    }),
    dcol.accessor('creditedAmount', {
      header: 'Đã cộng',
      cell: (c) => (c.getValue() === null ? '—' : money(c.getValue()!)),
    }),
    dcol.accessor('status', { header: 'Trạng thái', cell: (c) => DEPOSIT_STATUS[c.getValue()] ?? c.getValue() }),
    dcol.accessor('providerRef', { header: 'Tham chiếu', cell: (c) => c.getValue() ?? '—' }),
    dcol.accessor('createdAt', { header: 'Tạo lúc', cell: (c) => dateTime(c.getValue()) }),
  ];
  const exceptionColumns = [
    xcol.accessor('id', { header: 'Mã' }),
    xcol.accessor('kind', { header: 'Loại', cell: (c) => EXCEPTION_KIND[c.getValue()] ?? c.getValue() }),
    xcol.accessor('provider', { header: 'Cổng' }),
    xcol.accessor('amount', { header: 'Số tiền', cell: (c) => money(c.getValue()) }),
    xcol.accessor('playerId', { header: 'Người chơi', cell: (c) => playerLink(c.getValue()) }),
    xcol.accessor('createdAt', { header: 'Lúc', cell: (c) => dateTime(c.getValue()) }),
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

  return (
    <section className="space-y-6">
      <div className="space-y-3">
        <h1 className="text-xl font-semibold">Ngoại lệ thanh toán đang mở</h1>
        {exceptions.error && <p className="error">{exceptions.error}</p>}
        <DataTable
          label="Ngoại lệ thanh toán"
          data={exceptions.data ?? []}
          columns={exceptionColumns}
          empty="Không có ngoại lệ nào"
        />
      </div>
      <div className="space-y-3">
        <h2 className="text-lg font-semibold">Tra cứu nạp tiền</h2>
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            const f = new FormData(e.currentTarget);
            setFilter({
              status: String(f.get('status') ?? ''),
              method: String(f.get('method') ?? ''),
              playerId: String(f.get('playerId') ?? '').replace(/\D/g, ''),
            });
          }}
        >
          <label>
            <span className="label">Mã người chơi</span>
            <input name="playerId" className="input w-36" inputMode="numeric" />
          </label>
          <label>
            <span className="label">Phương thức</span>
            <select name="method" className="input w-36">
              <option value="">Tất cả</option>
              {['codepay', 'bank', 'momo', 'card', 'crypto'].map((m) => (
                <option key={m}>{m}</option>
              ))}
            </select>
          </label>
          <label>
            <span className="label">Trạng thái</span>
            <select name="status" className="input w-40">
              <option value="">Tất cả</option>
              {Object.entries(DEPOSIT_STATUS).map(([k, v]) => (
                <option key={k} value={k}>
                  {v}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="btn-primary">
            Tìm
          </button>
        </form>
        {deposits.error && <p className="error">{deposits.error}</p>}
        <DataTable label="Lệnh nạp tiền" data={deposits.data ?? []} columns={depositColumns} />
      </div>
      {resolving && (
        <ResolveModal
          x={resolving}
          onClose={() => setResolving(null)}
          onDone={async () => {
            setResolving(null);
            await Promise.all([exceptions.reload(), deposits.reload()]);
          }}
        />
      )}
    </section>
  );
}

function ResolveModal({
  x,
  onClose,
  onDone,
}: {
  x: TPaymentException;
  onClose: () => void;
  onDone: () => Promise<void>;
}) {
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal title={`Xử lý ngoại lệ #${x.id} (${money(x.amount)})`} onClose={onClose}>
      <form
        className="space-y-3"
        onSubmit={async (e) => {
          e.preventDefault();
          const f = new FormData(e.currentTarget);
          const action = String(f.get('action'));
          const note = String(f.get('note') ?? '').trim();
          const playerId = Number(String(f.get('playerId') ?? '').replace(/\D/g, '')) || undefined;
          if (!note) return setError('Nhập ghi chú');
          try {
            await post(
              `/payment-exceptions/${x.id}/resolve`,
              action === 'credit' ? { action, note, playerId } : { action, note },
            );
            await onDone();
          } catch (err) {
            setError(err instanceof Error ? err.message : 'Đã có lỗi xảy ra');
          }
        }}
      >
        <fieldset className="space-y-1 text-sm">
          <label className="flex gap-2">
            <input type="radio" name="action" value="credit" defaultChecked /> Cộng tiền cho người chơi
          </label>
          <label className="flex gap-2">
            <input type="radio" name="action" value="dismiss" /> Đóng (đã hoàn trả ngoài hệ thống)
          </label>
        </fieldset>
        <label className="block">
          <span className="label">Mã người chơi (nếu khác người trong giao dịch)</span>
          <input name="playerId" className="input" defaultValue={x.playerId ?? ''} inputMode="numeric" />
        </label>
        <label className="block">
          <span className="label">Ghi chú</span>
          <textarea name="note" className="input" rows={2} />
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
          <button type="submit" className="btn-primary">
            Xác nhận
          </button>
        </div>
      </form>
    </Modal>
  );
}
