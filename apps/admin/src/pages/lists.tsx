import type {
  TBetListRow,
  TBulkResult,
  TDepositListRow,
  TPlayerListRow,
  TTransactionListRow,
  TWithdrawalListRow,
} from '@app/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { Modal, PromptModal } from '../components/modal';
import { bulkSummary, type ListColumn, StaffList } from '../components/staff-list';
import { get, post } from '../lib/api';
import {
  ACCOUNT_PURPOSE,
  BET_KIND,
  DEPOSIT_STATUS,
  dateTime,
  JOURNAL_KIND,
  money,
  PLAYER_STATUS,
  PROVIDER_LABEL,
  WITHDRAWAL_STATUS,
} from '../lib/format';
import { can, useSession } from '../lib/session';
import { useLoad } from '../lib/use-load';

const player = (id: number, username: string) => (
  <Link className="text-indigo-700 underline" to={`/admin/nguoi-choi/${id}`}>
    {username}
  </Link>
);
/** The providers whose wallet calls are recorded as provider transactions (seamless wallets). */
const BET_PROVIDERS: Record<string, string> = {
  house: 'Sảnh kiểm chứng',
  sports: 'Thể thao',
  lottery: 'Xổ số',
  pp: 'Pragmatic Play',
  sexy: 'AE Sexy',
  sv388: 'SV388',
  saba: 'SABA Sports',
  bti: 'BTI',
};

/** The outcome of a bulk action, kept on screen until the next one. */
function BulkOutcome({ text }: { text: string | null }) {
  return text ? (
    <p className="text-sm" role="status">
      {text}
    </p>
  ) : null;
}

export function PlayerListPage() {
  const { staff } = useSession();
  const tags = useLoad(() => get<{ tag: string; players: number }[]>('/player-tags'), []);
  const [prompt, setPrompt] = useState<{ ids: number[]; status: 'active' | 'disabled'; done: () => void } | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const columns: ListColumn<TPlayerListRow>[] = [
    { header: 'Mã', sort: 'id', cell: (r) => `#${r.id}` },
    { header: 'Tên đăng nhập', sort: 'username', cell: (r) => player(r.id, r.username) },
    { header: 'Điện thoại', cell: (r) => r.phone },
    { header: 'Trạng thái', cell: (r) => PLAYER_STATUS[r.status] ?? r.status },
    { header: 'Số dư', sort: 'balance', cell: (r) => money(r.balance), className: 'text-right' },
    { header: 'Đối tác / chiến dịch', cell: (r) => [r.affId, r.utmCampaign].filter(Boolean).join(' · ') || '—' },
    {
      header: 'Thẻ',
      cell: (r) =>
        r.tags.length ? (
          <span className="flex flex-wrap gap-1">
            {r.tags.map((t) => (
              <span key={t} className="rounded-full bg-indigo-50 px-1.5 text-xs text-indigo-800">
                {t}
              </span>
            ))}
          </span>
        ) : (
          '—'
        ),
    },
    { header: 'Đăng ký', sort: 'createdAt', cell: (r) => dateTime(r.createdAt) },
    { header: 'Đăng nhập cuối', sort: 'lastLoginAt', cell: (r) => dateTime(r.lastLoginAt) },
  ];
  return (
    <section className="space-y-3">
      <h1 className="text-xl font-semibold">Danh sách người chơi</h1>
      <BulkOutcome text={outcome} />
      <StaffList
        name="players"
        label="Danh sách người chơi"
        columns={columns}
        rowId={(r) => r.id}
        filters={{
          search: 'Tên, mã, số điện thoại, mã đối tác, chiến dịch, số tài khoản',
          status: { label: 'Trạng thái', options: PLAYER_STATUS },
          tag: {
            label: 'Thẻ',
            options: Object.fromEntries((tags.data ?? []).map((t) => [t.tag, `${t.tag} (${t.players})`])),
          },
          dates: 'Đăng ký',
          amount: 'Số dư',
        }}
        totals={{ balance: 'Tổng số dư' }}
        bulk={
          can(staff, 'support')
            ? (ids, done) => (
                <>
                  <button
                    type="button"
                    className="btn-danger"
                    onClick={() => setPrompt({ ids, status: 'disabled', done })}
                  >
                    Khóa các tài khoản đã chọn
                  </button>
                  <button
                    type="button"
                    className="btn-ghost"
                    onClick={() => setPrompt({ ids, status: 'active', done })}
                  >
                    Mở khóa các tài khoản đã chọn
                  </button>
                </>
              )
            : undefined
        }
      />
      {prompt && (
        <PromptModal
          title={
            prompt.status === 'disabled'
              ? `Khóa ${prompt.ids.length} tài khoản`
              : `Mở khóa ${prompt.ids.length} tài khoản`
          }
          label="Lý do (ghi vào nhật ký của từng tài khoản)"
          confirm={prompt.status === 'disabled' ? 'Khóa' : 'Mở khóa'}
          minLength={5}
          danger={prompt.status === 'disabled'}
          onClose={() => setPrompt(null)}
          onSubmit={async (reason) => {
            const r = await post<TBulkResult[]>('/players/bulk-status', {
              ids: prompt.ids,
              status: prompt.status,
              reason,
            });
            setOutcome(bulkSummary(r));
            prompt.done();
          }}
        />
      )}
    </section>
  );
}

export function DepositListPage() {
  const columns: ListColumn<TDepositListRow>[] = [
    { header: 'Mã', sort: 'id', cell: (r) => r.id },
    { header: 'Người chơi', cell: (r) => player(r.playerId, r.username) },
    { header: 'Phương thức', cell: (r) => PROVIDER_LABEL[r.method] ?? r.method },
    {
      header: 'Số tiền',
      sort: 'amount',
      cell: (r) => (r.amount === null ? '—' : money(r.amount)),
      className: 'text-right',
    },
    {
      header: 'Đã cộng',
      cell: (r) => (r.creditedAmount === null ? '—' : money(r.creditedAmount)),
      className: 'text-right',
    },
    { header: 'Trạng thái', cell: (r) => DEPOSIT_STATUS[r.status] ?? r.status },
    { header: 'Tham chiếu', cell: (r) => r.providerRef ?? '—' },
    { header: 'Tạo lúc', sort: 'createdAt', cell: (r) => dateTime(r.createdAt) },
  ];
  return (
    <section className="space-y-3">
      <h1 className="text-xl font-semibold">Danh sách nạp tiền</h1>
      <StaffList
        name="deposits"
        label="Danh sách nạp tiền"
        columns={columns}
        rowId={(r) => r.id}
        filters={{
          search: 'Tên đăng nhập, tham chiếu, mã chuyển khoản',
          status: { label: 'Trạng thái', options: DEPOSIT_STATUS },
          kind: { label: 'Phương thức', options: PROVIDER_LABEL },
          playerId: true,
          dates: 'Ngày tạo',
          amount: 'Số tiền',
        }}
        totals={{ amount: 'Tổng yêu cầu', credited: 'Tổng đã cộng' }}
      />
    </section>
  );
}

export function WithdrawalListPage() {
  const { staff } = useSession();
  const [confirm, setConfirm] = useState<{ ids: number[]; done: () => void } | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const columns: ListColumn<TWithdrawalListRow>[] = [
    { header: 'Mã', sort: 'id', cell: (r) => r.id },
    { header: 'Người chơi', cell: (r) => player(r.playerId, r.username) },
    { header: 'Số tiền', sort: 'amount', cell: (r) => money(r.amount), className: 'text-right' },
    { header: 'Trạng thái', cell: (r) => WITHDRAWAL_STATUS[r.status] ?? r.status },
    {
      header: 'Ngân hàng · tài khoản · chủ TK',
      wrap: true,
      cell: (r) => (r.bank ? `${r.bank} · ${r.accountNumber ?? ''} · ${r.holderName ?? ''}` : PROVIDER_LABEL[r.method]),
    },
    { header: 'Người duyệt', cell: (r) => r.reviewerName ?? '—' },
    { header: 'Tham chiếu NH', cell: (r) => r.providerRef ?? '—' },
    { header: 'Tạo lúc', sort: 'createdAt', cell: (r) => dateTime(r.createdAt) },
  ];
  return (
    <section className="space-y-3">
      <h1 className="text-xl font-semibold">Danh sách rút tiền</h1>
      <p className="text-sm text-slate-600">
        Lọc "Chờ duyệt" để duyệt nhiều lệnh một lần; mỗi lệnh vẫn được kiểm tra (cảnh báo AML, trạng thái) và ghi nhật
        ký riêng.
      </p>
      <BulkOutcome text={outcome} />
      <StaffList
        name="withdrawals"
        label="Danh sách rút tiền"
        columns={columns}
        rowId={(r) => r.id}
        filters={{
          search: 'Tên đăng nhập, chủ tài khoản, số tài khoản, tham chiếu',
          status: { label: 'Trạng thái', options: WITHDRAWAL_STATUS },
          kind: { label: 'Phương thức', options: { bank: 'Chuyển khoản', card: 'Thẻ cào', crypto: 'Tiền điện tử' } },
          playerId: true,
          staffId: true,
          dates: 'Ngày tạo',
          amount: 'Số tiền',
        }}
        totals={{ amount: 'Tổng số tiền', fee: 'Tổng phí' }}
        bulk={
          can(staff, 'finance')
            ? (ids, done) => (
                <button type="button" className="btn-primary" onClick={() => setConfirm({ ids, done })}>
                  Duyệt các lệnh đã chọn
                </button>
              )
            : undefined
        }
      />
      {confirm && (
        <Modal title={`Duyệt ${confirm.ids.length} lệnh rút tiền`} onClose={() => setConfirm(null)}>
          <p className="text-sm">
            Gửi {confirm.ids.length} lệnh ({confirm.ids.map((i) => `#${i}`).join(', ')}) tới cổng chi tiền. Lệnh không
            còn chờ duyệt hoặc đang chờ tuân thủ kết luận AML sẽ bị bỏ qua và nêu lý do.
          </p>
          {error && <p className="error">{error}</p>}
          <div className="flex justify-end gap-2">
            <button type="button" className="btn-ghost" onClick={() => setConfirm(null)}>
              Hủy
            </button>
            <button
              type="button"
              className="btn-primary"
              onClick={async () => {
                try {
                  const r = await post<TBulkResult[]>('/withdrawals/bulk-approve', { ids: confirm.ids });
                  setOutcome(bulkSummary(r));
                  confirm.done();
                  setConfirm(null);
                  setError(null);
                } catch (err) {
                  setError(err instanceof Error ? err.message : 'Đã có lỗi xảy ra');
                }
              }}
            >
              Duyệt
            </button>
          </div>
        </Modal>
      )}
    </section>
  );
}

export function BetListPage() {
  const columns: ListColumn<TBetListRow>[] = [
    { header: 'Mã', sort: 'id', cell: (r) => r.id },
    { header: 'Người chơi', cell: (r) => player(r.playerId, r.username) },
    { header: 'Nhà cung cấp', cell: (r) => BET_PROVIDERS[r.provider] ?? r.provider },
    { header: 'Trò chơi', cell: (r) => r.game ?? '—' },
    { header: 'Ván', cell: (r) => <span className="font-mono text-xs">{r.round}</span> },
    { header: 'Loại', cell: (r) => BET_KIND[r.kind] ?? r.kind },
    { header: 'Số tiền', sort: 'amount', cell: (r) => money(r.amount), className: 'text-right' },
    { header: 'Lúc', sort: 'createdAt', cell: (r) => dateTime(r.createdAt) },
  ];
  return (
    <section className="space-y-3">
      <h1 className="text-xl font-semibold">Lịch sử cược</h1>
      <StaffList
        name="bets"
        label="Lịch sử cược"
        columns={columns}
        rowId={(r) => r.id}
        filters={{
          search: 'Tên đăng nhập, mã ván, mã trò chơi',
          status: { label: 'Loại', options: BET_KIND },
          kind: {
            label: 'Nhà cung cấp',
            options: BET_PROVIDERS,
          },
          playerId: true,
          dates: 'Ngày',
          amount: 'Số tiền',
        }}
        totals={{ bets: 'Tổng cược', wins: 'Tổng thắng', rollbacks: 'Tổng hủy cược' }}
      />
    </section>
  );
}

export function TransactionListPage() {
  const columns: ListColumn<TTransactionListRow>[] = [
    { header: 'Bút toán', sort: 'journalId', cell: (r) => `${r.journalId}/${r.line}` },
    { header: 'Người chơi', cell: (r) => player(r.playerId, r.username) },
    { header: 'Loại', cell: (r) => JOURNAL_KIND[r.kind] ?? r.kind },
    { header: 'Tài khoản', cell: (r) => ACCOUNT_PURPOSE[r.purpose] ?? r.purpose },
    {
      header: 'Số tiền',
      sort: 'amount',
      cell: (r) => <span className={r.amount < 0 ? 'text-rose-700' : 'text-emerald-700'}>{money(r.amount)}</span>,
      className: 'text-right',
    },
    {
      header: 'Số dư sau',
      cell: (r) => (r.balanceAfter === null ? '—' : money(r.balanceAfter)),
      className: 'text-right',
    },
    { header: 'Lúc', sort: 'createdAt', cell: (r) => dateTime(r.createdAt) },
  ];
  return (
    <section className="space-y-3">
      <h1 className="text-xl font-semibold">Giao dịch sổ cái</h1>
      <StaffList
        name="transactions"
        label="Giao dịch sổ cái"
        columns={columns}
        rowId={(r) => r.journalId * 100 + r.line}
        filters={{
          search: 'Tên đăng nhập, loại bút toán',
          status: { label: 'Loại', options: JOURNAL_KIND },
          kind: { label: 'Tài khoản', options: ACCOUNT_PURPOSE },
          playerId: true,
          dates: 'Ngày',
          amount: 'Số tiền (trị tuyệt đối)',
        }}
        totals={{ credits: 'Tổng ghi có', debits: 'Tổng ghi nợ', net: 'Chênh lệch' }}
      />
    </section>
  );
}
