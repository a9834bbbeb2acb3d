import { type TAdminWithdrawal, WithdrawalHoldLabel } from '@app/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../components/data-table';
import { PromptModal } from '../components/modal';
import { get, post, query } from '../lib/api';
import { dateTime, money, WITHDRAWAL_STATUS } from '../lib/format';
import { can, useSession } from '../lib/session';
import { useLoad } from '../lib/use-load';
import { WithdrawalRulesPanel } from './withdrawal-rules';

/** The queue refreshes itself this often: new requests and payout outcomes appear without a reload. */
const REFRESH_MS = 5_000;

const col = createColumnHelper<TAdminWithdrawal>();

/** How long a request has waited, in the largest unit that matters ("25 phút", "3 giờ 5 phút"). */
function waited(createdAt: string): string {
  const minutes = Math.max(0, Math.floor((Date.now() - new Date(createdAt).getTime()) / 60_000));
  if (minutes < 60) return `${minutes} phút`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} giờ ${minutes % 60} phút`;
  return `${Math.floor(hours / 24)} ngày ${hours % 24} giờ`;
}
/** Why approval is refused for this row (decision 105); the server refuses it as well. */
const AML_BLOCKED = 'Chờ tuân thủ kết luận cảnh báo AML';
type Action = { kind: 'reject' | 'paid' | 'failed'; w: TAdminWithdrawal };

/** The withdrawal review queue: approve, reject with a reason the player sees, record payouts. */
export function WithdrawalsPage() {
  const { staff } = useSession();
  const [status, setStatus] = useState('pending');
  const [action, setAction] = useState<Action | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const { data, error, reload } = useLoad(
    () => get<TAdminWithdrawal[]>(`/withdrawals${query({ status, per_page: 200 })}`),
    [status],
  );
  const finance = can(staff, 'finance');
  const [refreshedAt, setRefreshedAt] = useState(() => new Date());
  useEffect(() => {
    // polling rather than a stream: any instance answers, and a missed tick is caught by the next
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible' && !action) void reload().then(() => setRefreshedAt(new Date()));
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [reload, action]);
  const run = async (fn: () => Promise<unknown>, done: string) => {
    setMessage(null);
    try {
      await fn();
      setMessage(done);
    } catch (err) {
      setMessage(err instanceof Error ? err.message : 'Đã có lỗi xảy ra');
    }
    await reload();
  };

  const columns = [
    // secondary facts under the main one, so the queue and its actions fit a tablet's width
    col.accessor('code', {
      header: 'Mã',
      cell: ({ row: { original: w } }) => (
        <>
          <div>{w.code}</div>
          <div className="text-xs text-slate-500">{dateTime(w.createdAt)}</div>
        </>
      ),
    }),
    col.accessor('playerId', {
      header: 'Người chơi',
      cell: ({ row: { original: w } }) => (
        <Link className="text-indigo-700 underline" to={`/admin/nguoi-choi/${w.playerId}`}>
          {w.username ?? `#${w.playerId}`}
          {w.username ? <span className="block text-xs text-slate-500">#{w.playerId}</span> : null}
        </Link>
      ),
    }),
    col.accessor('amount', {
      header: 'Số tiền',
      cell: ({ row: { original: w } }) => (
        <>
          <div>{money(w.amount)}</div>
          <div className="text-xs text-slate-500">{w.method}</div>
        </>
      ),
    }),
    col.accessor('status', {
      header: 'Trạng thái',
      // why it waits (or why it was refused) under the status, so the row stays narrow on a tablet
      cell: ({ row: { original: w } }) => (
        <>
          <div>{WITHDRAWAL_STATUS[w.status] ?? w.status}</div>
          {w.status === 'pending' && <div className="text-xs text-slate-500">Đã chờ {waited(w.createdAt)}</div>}
          {w.rejectReason && (
            <div className="w-52 whitespace-normal text-xs text-slate-700">Người chơi thấy: “{w.rejectReason}”</div>
          )}
          {w.holdReasons.length > 0 && (
            <ul className="w-52 space-y-0.5 whitespace-normal text-xs text-slate-600" data-testid="hold-reasons">
              {w.holdReasons.map((r, i) => (
                <li key={r}>
                  <span className="font-medium text-slate-800">{WithdrawalHoldLabel[r]}</span>
                  {w.clearedBy?.[i] ? <span className="text-slate-500"> · gỡ khi: {w.clearedBy[i]}</span> : null}
                </li>
              ))}
            </ul>
          )}
          {w.vipPriority && (
            <div
              className="mt-1 w-fit rounded bg-violet-100 px-1.5 py-0.5 text-xs font-medium text-violet-900"
              data-testid="vip-priority"
            >
              Ưu tiên VIP
            </div>
          )}
          {w.amlBlocked && (
            <div className="mt-1 w-44 whitespace-normal rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">
              {AML_BLOCKED}
            </div>
          )}
        </>
      ),
    }),
    col.accessor((w) => String(w.details.accountNumber ?? w.details.address ?? ''), {
      id: 'to',
      header: 'Tài khoản nhận',
      cell: ({ row: { original: w } }) => (
        <div className="w-40 whitespace-normal text-xs">
          {w.details.bankShortName ? <div className="font-medium">{String(w.details.bankShortName)}</div> : null}
          <div className="break-all">
            {String(w.details.accountNumber ?? w.details.address ?? w.details.carrier ?? '')}
          </div>
          {w.details.holderName ? <div className="text-slate-500">{String(w.details.holderName)}</div> : null}
        </div>
      ),
    }),
    col.display({
      id: 'reviewed',
      header: 'Duyệt / chi',
      cell: ({ row: { original: w } }) => (
        <div className="w-32 whitespace-normal text-xs">
          {w.autoApproved ? <div>Tự duyệt</div> : w.reviewerName ? <div>{w.reviewerName}</div> : null}
          {w.providerRef ? <div className="break-all text-slate-500">Mã GD: {w.providerRef}</div> : null}
        </div>
      ),
    }),
    col.display({
      id: 'actions',
      header: 'Thao tác',
      cell: ({ row: { original: w } }) =>
        finance && (
          <div className="flex gap-1">
            {w.status === 'pending' && (
              <>
                <button
                  type="button"
                  className="btn-primary"
                  disabled={w.amlBlocked}
                  title={w.amlBlocked ? AML_BLOCKED : undefined}
                  onClick={() => run(() => post(`/withdrawals/${w.id}/approve`), `Đã duyệt ${w.code}`)}
                >
                  Duyệt
                </button>
                <button type="button" className="btn-danger" onClick={() => setAction({ kind: 'reject', w })}>
                  Từ chối
                </button>
              </>
            )}
            {(w.status === 'processing' || w.status === 'unknown') && (
              <>
                <button
                  type="button"
                  className="btn-ghost"
                  disabled={w.amlBlocked}
                  title={w.amlBlocked ? AML_BLOCKED : undefined}
                  onClick={() => setAction({ kind: 'paid', w })}
                >
                  Đã chi
                </button>
                <button type="button" className="btn-ghost" onClick={() => setAction({ kind: 'failed', w })}>
                  Chi thất bại
                </button>
              </>
            )}
          </div>
        ),
    }),
  ];

  return (
    <section className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-semibold">Duyệt rút tiền</h1>
        <span className="text-xs text-slate-500" aria-live="polite">
          Tự cập nhật mỗi {REFRESH_MS / 1000} giây ·{' '}
          {refreshedAt.toLocaleTimeString('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh' })}
        </span>
        <label className="flex items-center gap-2 text-sm">
          Trạng thái
          <select className="input w-40" value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">Tất cả</option>
            {Object.entries(WITHDRAWAL_STATUS).map(([k, v]) => (
              <option key={k} value={k}>
                {v}
              </option>
            ))}
          </select>
        </label>
      </div>
      {finance && <WithdrawalRulesPanel />}
      {message && (
        <p className="card text-sm" role="status">
          {message}
        </p>
      )}
      {error && <p className="error">{error}</p>}
      <DataTable label="Lệnh rút tiền" data={data ?? []} columns={columns} empty="Không có lệnh rút nào" />
      {action?.kind === 'reject' && (
        <PromptModal
          title={`Từ chối ${action.w.code}`}
          label="Lý do (người chơi sẽ thấy)"
          confirm="Từ chối"
          danger
          onClose={() => setAction(null)}
          onSubmit={(reason) =>
            run(() => post(`/withdrawals/${action.w.id}/reject`, { reason }), `Đã từ chối ${action.w.code}`)
          }
        />
      )}
      {action?.kind === 'paid' && (
        <PromptModal
          title={`Ghi nhận đã chi ${action.w.code}`}
          label="Mã giao dịch ngân hàng"
          confirm="Ghi nhận"
          minLength={1}
          onClose={() => setAction(null)}
          onSubmit={(reference) =>
            run(() => post(`/withdrawals/${action.w.id}/mark-paid`, { reference }), `Đã ghi nhận ${action.w.code}`)
          }
        />
      )}
      {action?.kind === 'failed' && (
        <PromptModal
          title={`Chi thất bại ${action.w.code}`}
          label="Lý do (người chơi sẽ thấy)"
          confirm="Ghi nhận thất bại"
          danger
          onClose={() => setAction(null)}
          onSubmit={(reason) =>
            run(() => post(`/withdrawals/${action.w.id}/mark-failed`, { reason }), `Đã hoàn tiền ${action.w.code}`)
          }
        />
      )}
    </section>
  );
}
