import {
  AmlRuleLabel,
  type TAmlListRow,
  type TBankAccountStaffListRow,
  type TBulkResult,
  type TExceptionListRow,
  type TKycListRow,
} from '@app/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { Modal } from '../components/modal';
import { bulkSummary, type ListColumn, StaffList } from '../components/staff-list';
import { post } from '../lib/api';
import { BANK_ACCOUNT_STATUS, dateTime, EXCEPTION_KIND, money, PROVIDER_LABEL } from '../lib/format';
import { can, useSession } from '../lib/session';

/** The review queues as lists (decision 157): filter, sort, page, totals and CSV like the others. */

const player = (id: number | null, username: string | null) =>
  id ? (
    <Link className="text-indigo-700 underline" to={`/admin/nguoi-choi/${id}`}>
      {username ?? `#${id}`}
    </Link>
  ) : (
    '—'
  );
const EXCEPTION_STATUS: Record<string, string> = { open: 'Chưa xử lý', resolved: 'Đã xử lý' };
const AML_STATUS: Record<string, string> = { open: 'Đang mở', cleared: 'Không vi phạm', confirmed: 'Xác nhận vi phạm' };
const KYC_STATUS: Record<string, string> = { pending: 'Chờ duyệt', verified: 'Đã xác minh', rejected: 'Từ chối' };

export function ExceptionListPage() {
  const columns: ListColumn<TExceptionListRow>[] = [
    { header: 'Mã', sort: 'id', cell: (r) => `#${r.id}` },
    { header: 'Loại', cell: (r) => EXCEPTION_KIND[r.kind] ?? r.kind },
    { header: 'Số tiền', sort: 'amount', cell: (r) => money(r.amount), className: 'text-right' },
    {
      header: 'Nội dung chuyển khoản',
      wrap: true,
      cell: (r) => <span className="font-mono text-xs">{r.content ?? '—'}</span>,
    },
    {
      header: 'Người gửi',
      wrap: true,
      cell: (r) => [r.senderName, r.senderAccount].filter(Boolean).join(' · ') || '—',
    },
    {
      header: 'Ngân hàng · tham chiếu',
      wrap: true,
      cell: (r) => `${r.bank ?? PROVIDER_LABEL[r.provider] ?? r.provider} · ${r.reference}`,
    },
    { header: 'Người chơi', cell: (r) => player(r.playerId, r.username) },
    {
      header: 'Trạng thái',
      cell: (r) =>
        r.status === 'resolved'
          ? `${EXCEPTION_STATUS.resolved}${r.resolverName ? ` (${r.resolverName})` : ''}`
          : EXCEPTION_STATUS.open,
    },
    { header: 'Nhận lúc', sort: 'createdAt', cell: (r) => dateTime(r.createdAt) },
  ];
  return (
    <section className="space-y-3">
      <h1 className="text-xl font-semibold">Danh sách ngoại lệ thanh toán</h1>
      <p className="text-sm text-slate-600">
        Tiền về không khớp lệnh nạp và tiền bị giữ. Xử lý từng khoản ở{' '}
        <Link className="text-indigo-700 underline" to="/admin/nap-tien">
          Nạp tiền & ngoại lệ
        </Link>
        .
      </p>
      <StaffList
        name="exceptions"
        label="Danh sách ngoại lệ thanh toán"
        columns={columns}
        rowId={(r) => r.id}
        filters={{
          search: 'Nội dung, người gửi, số tài khoản gửi, tham chiếu, tên đăng nhập',
          status: { label: 'Trạng thái', options: EXCEPTION_STATUS },
          kind: { label: 'Loại', options: EXCEPTION_KIND },
          playerId: true,
          staffId: true,
          dates: 'Ngày nhận',
          amount: 'Số tiền',
        }}
        totals={{ amount: 'Tổng số tiền' }}
      />
    </section>
  );
}

export function AmlListPage() {
  const { staff } = useSession();
  const [confirm, setConfirm] = useState<{ ids: number[]; done: () => void } | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const columns: ListColumn<TAmlListRow>[] = [
    { header: 'Mã', sort: 'id', cell: (r) => `#${r.id}` },
    { header: 'Người chơi', cell: (r) => player(r.playerId, r.username) },
    { header: 'Quy tắc', cell: (r) => AmlRuleLabel[r.rule as keyof typeof AmlRuleLabel] ?? r.rule },
    { header: 'Trạng thái', cell: (r) => AML_STATUS[r.status] ?? r.status },
    { header: 'Phát hiện lúc', sort: 'raisedAt', cell: (r) => dateTime(r.raisedAt) },
    { header: 'Người kết luận', cell: (r) => r.reviewerName ?? '—' },
    { header: 'Kết luận', wrap: true, cell: (r) => r.outcomeNote ?? '—' },
    { header: 'Kết luận lúc', sort: 'reviewedAt', cell: (r) => dateTime(r.reviewedAt) },
  ];
  return (
    <section className="space-y-3">
      <h1 className="text-xl font-semibold">Danh sách cảnh báo AML</h1>
      <p className="text-sm text-slate-600">
        Xem chi tiết và ghi chú từng cảnh báo ở{' '}
        <Link className="text-indigo-700 underline" to="/admin/aml">
          Cảnh báo AML
        </Link>
        ; kết luận nhiều cảnh báo cùng lúc bằng các ô chọn, mỗi cảnh báo vẫn được ghi nhật ký riêng.
      </p>
      {outcome && (
        <p className="text-sm" role="status">
          {outcome}
        </p>
      )}
      <StaffList
        name="aml"
        label="Danh sách cảnh báo AML"
        columns={columns}
        rowId={(r) => r.id}
        filters={{
          search: 'Tên đăng nhập, quy tắc, kết luận, chi tiết',
          status: { label: 'Trạng thái', options: AML_STATUS },
          kind: { label: 'Quy tắc', options: AmlRuleLabel },
          playerId: true,
          staffId: true,
          dates: 'Ngày phát hiện',
        }}
        totals={{}}
        bulk={
          can(staff, 'compliance')
            ? (ids, done) => (
                <button type="button" className="btn-primary" onClick={() => setConfirm({ ids, done })}>
                  Kết luận các cảnh báo đã chọn
                </button>
              )
            : undefined
        }
      />
      {confirm && (
        <Modal title={`Kết luận ${confirm.ids.length} cảnh báo AML`} onClose={() => setConfirm(null)}>
          <form
            className="space-y-3"
            onSubmit={async (e) => {
              e.preventDefault();
              const f = new FormData(e.currentTarget);
              try {
                const r = await post<TBulkResult[]>('/aml/flags/bulk-review', {
                  ids: confirm.ids,
                  outcome: String(f.get('outcome')),
                  note: String(f.get('note') ?? ''),
                });
                setOutcome(bulkSummary(r));
                confirm.done();
                setConfirm(null);
                setError(null);
              } catch (err) {
                setError(err instanceof Error ? err.message : 'Đã có lỗi xảy ra');
              }
            }}
          >
            <label className="block">
              <span className="label">Kết luận</span>
              <select name="outcome" className="input">
                <option value="cleared">Không vi phạm (đóng cảnh báo)</option>
                <option value="confirmed">Xác nhận vi phạm</option>
              </select>
            </label>
            <label className="block">
              <span className="label">Ghi chú kết luận (ghi vào từng cảnh báo)</span>
              <textarea name="note" className="input" rows={3} minLength={5} required />
            </label>
            {error && <p className="error">{error}</p>}
            <div className="flex justify-end gap-2">
              <button type="button" className="btn-ghost" onClick={() => setConfirm(null)}>
                Hủy
              </button>
              <button type="submit" className="btn-primary">
                Kết luận
              </button>
            </div>
          </form>
        </Modal>
      )}
    </section>
  );
}

export function KycListPage() {
  const columns: ListColumn<TKycListRow>[] = [
    { header: 'Mã', sort: 'id', cell: (r) => `#${r.id}` },
    { header: 'Người chơi', cell: (r) => player(r.playerId, r.username) },
    { header: 'Trạng thái', cell: (r) => KYC_STATUS[r.status] ?? r.status },
    { header: 'Họ tên', cell: (r) => r.fullName ?? '—' },
    { header: 'Ngày sinh', cell: (r) => (r.dateOfBirth ? r.dateOfBirth.split('-').reverse().join('/') : '—') },
    {
      header: 'Số giấy tờ',
      cell: (r) => (
        <span>
          {r.idNumber ?? '—'}
          {r.sameIdAccounts > 0 && (
            <span className="ml-1 rounded bg-rose-100 px-1 text-xs text-rose-800">
              +{r.sameIdAccounts} tài khoản cùng số
            </span>
          )}
        </span>
      ),
    },
    { header: 'Lý do từ chối', wrap: true, cell: (r) => r.rejectReason ?? '—' },
    { header: 'Người duyệt', cell: (r) => r.reviewerName ?? '—' },
    { header: 'Gửi lúc', sort: 'createdAt', cell: (r) => dateTime(r.createdAt) },
  ];
  return (
    <section className="space-y-3">
      <h1 className="text-xl font-semibold">Danh sách xác minh danh tính</h1>
      <p className="text-sm text-slate-600">
        Duyệt từng hồ sơ ở{' '}
        <Link className="text-indigo-700 underline" to="/admin/kyc">
          Xác minh danh tính
        </Link>
        .
      </p>
      <StaffList
        name="kyc"
        label="Danh sách xác minh danh tính"
        columns={columns}
        rowId={(r) => r.id}
        filters={{
          search: 'Tên đăng nhập, họ tên, số giấy tờ',
          status: { label: 'Trạng thái', options: KYC_STATUS },
          playerId: true,
          staffId: true,
          dates: 'Ngày gửi',
        }}
        totals={{}}
      />
    </section>
  );
}

export function BankAccountListPage() {
  const columns: ListColumn<TBankAccountStaffListRow>[] = [
    { header: 'Mã', sort: 'id', cell: (r) => `#${r.id}` },
    { header: 'Người chơi', cell: (r) => player(r.playerId, r.username) },
    { header: 'Ngân hàng', cell: (r) => r.bank },
    { header: 'Số tài khoản', cell: (r) => <span className="font-mono">{r.accountNumber}</span> },
    {
      header: 'Chủ tài khoản · tên trên giấy tờ',
      wrap: true,
      cell: (r) => (
        <span>
          {r.holderName}
          <span
            className={`block text-xs ${r.kycName && r.kycName !== r.holderName ? 'text-rose-700' : 'text-slate-500'}`}
          >
            {r.kycName ? `Giấy tờ: ${r.kycName}` : 'Chưa xác minh danh tính'}
          </span>
        </span>
      ),
    },
    {
      header: 'Trạng thái',
      wrap: true,
      cell: (r) => (
        <span>
          {BANK_ACCOUNT_STATUS[r.status] ?? r.status}
          {r.rejectReason && <span className="block text-xs text-slate-500">{r.rejectReason}</span>}
        </span>
      ),
    },
    { header: 'Người duyệt', cell: (r) => r.reviewerName ?? '—' },
    { header: 'Thêm lúc', sort: 'createdAt', cell: (r) => dateTime(r.createdAt) },
  ];
  return (
    <section className="space-y-3">
      <h1 className="text-xl font-semibold">Danh sách tài khoản ngân hàng</h1>
      <p className="text-sm text-slate-600">
        Xác minh hoặc từ chối ở{' '}
        <Link className="text-indigo-700 underline" to="/admin/tai-khoan-ngan-hang">
          Xác minh tài khoản NH
        </Link>
        .
      </p>
      <StaffList
        name="bank-accounts"
        label="Danh sách tài khoản ngân hàng"
        columns={columns}
        rowId={(r) => r.id}
        filters={{
          search: 'Tên đăng nhập, chủ tài khoản, số tài khoản',
          status: { label: 'Trạng thái', options: BANK_ACCOUNT_STATUS },
          playerId: true,
          staffId: true,
          dates: 'Ngày thêm',
        }}
        totals={{}}
      />
    </section>
  );
}
