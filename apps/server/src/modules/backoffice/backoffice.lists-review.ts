import type { TAmlListRow, TBankAccountStaffListRow, TExceptionListRow, TKycListRow } from '@app/contract';
import { bankByBin } from '../banks/banks.data';
import { iso, type ListSpec, num } from './backoffice.list-spec';

/**
 * The review queues as staff lists (decision 157): payment exceptions, AML flags, identity
 * checks and bank accounts, with the same filters, totals and CSV as the money lists.
 */

const exceptions: ListSpec<TExceptionListRow> = {
  from: `payment_exceptions x LEFT JOIN players p ON p.id = x.player_id LEFT JOIN staff s ON s.id = x.resolved_by`,
  select: `x.id, x.kind, x.provider, x.status, x.amount, x.player_id, p.username, x.details->>'content' AS content,
           x.details->>'senderName' AS sender_name, x.details->>'senderAccount' AS sender_account,
           x.details->>'bank' AS bank, coalesce(x.details->>'referenceCode', x.details->>'orderId', x.external_id) AS reference,
           x.resolution, s.username AS resolver, x.created_at, x.resolved_at`,
  search: [
    'p.username',
    'x.external_id',
    `x.details->>'content'`,
    `x.details->>'senderName'`,
    `x.details->>'senderAccount'`,
    `x.details->>'referenceCode'`,
  ],
  eq: { status: 'x.status', kind: 'x.kind', playerId: 'x.player_id', staffId: 'x.resolved_by' },
  date: 'x.created_at',
  amount: 'x.amount',
  sorts: { id: 'x.id', amount: 'x.amount', createdAt: 'x.created_at' },
  tiebreak: 'x.id',
  sums: { amount: 'x.amount' },
  map: (r) => ({
    id: Number(r.id),
    kind: r.kind,
    provider: r.provider,
    status: r.status,
    amount: Number(r.amount),
    playerId: num(r.player_id),
    username: r.username,
    content: r.content,
    senderName: r.sender_name,
    senderAccount: r.sender_account,
    bank: r.bank,
    reference: r.reference,
    resolution: r.resolution,
    resolverName: r.resolver,
    createdAt: r.created_at.toISOString(),
    resolvedAt: iso(r.resolved_at),
  }),
  csv: [
    ['Mã', (r) => r.id],
    ['Loại', (r) => r.kind],
    ['Trạng thái', (r) => r.status],
    ['Số tiền', (r) => r.amount],
    ['Nội dung chuyển khoản', (r) => r.content],
    ['Người gửi', (r) => r.senderName],
    ['Tài khoản gửi', (r) => r.senderAccount],
    ['Ngân hàng', (r) => r.bank ?? r.provider],
    ['Tham chiếu', (r) => r.reference],
    ['Mã người chơi', (r) => r.playerId],
    ['Tên đăng nhập', (r) => r.username],
    ['Cách xử lý', (r) => r.resolution],
    ['Người xử lý', (r) => r.resolverName],
    ['Nhận lúc', (r) => r.createdAt],
    ['Xử lý lúc', (r) => r.resolvedAt],
  ],
};

const aml: ListSpec<TAmlListRow> = {
  from: 'aml_flags f JOIN players p ON p.id = f.player_id LEFT JOIN staff s ON s.id = f.reviewed_by',
  select:
    'f.id, f.player_id, p.username, f.rule, f.status, f.details, f.raised_at, s.username AS reviewer, f.reviewed_at, f.outcome_note',
  search: ['p.username', 'f.rule', 'f.outcome_note', 'f.details::text'],
  eq: { status: 'f.status', kind: 'f.rule', playerId: 'f.player_id', staffId: 'f.reviewed_by' },
  date: 'f.raised_at',
  sorts: { id: 'f.id', raisedAt: 'f.raised_at', reviewedAt: 'f.reviewed_at' },
  tiebreak: 'f.id',
  sums: {},
  map: (r) => ({
    id: Number(r.id),
    playerId: Number(r.player_id),
    username: r.username,
    rule: r.rule,
    status: r.status,
    details: r.details ?? {},
    raisedAt: r.raised_at.toISOString(),
    reviewerName: r.reviewer,
    reviewedAt: iso(r.reviewed_at),
    outcomeNote: r.outcome_note,
  }),
  csv: [
    ['Mã', (r) => r.id],
    ['Mã người chơi', (r) => r.playerId],
    ['Tên đăng nhập', (r) => r.username],
    ['Quy tắc', (r) => r.rule],
    ['Trạng thái', (r) => r.status],
    ['Phát hiện lúc', (r) => r.raisedAt],
    ['Người kết luận', (r) => r.reviewerName],
    ['Kết luận lúc', (r) => r.reviewedAt],
    ['Kết luận', (r) => r.outcomeNote],
    ['Chi tiết', (r) => JSON.stringify(r.details)],
  ],
};

const kyc: ListSpec<TKycListRow> = {
  from: `kyc_submissions k JOIN players p ON p.id = k.player_id LEFT JOIN staff s ON s.id = k.reviewed_by
         LEFT JOIN LATERAL (
           SELECT count(DISTINCT o.player_id)::int AS n FROM kyc_submissions o
            WHERE k.id_number IS NOT NULL AND o.id_number = k.id_number AND o.player_id <> k.player_id
              AND o.status IN ('pending', 'verified')) same ON true`,
  select: `k.id, k.player_id, p.username, k.status, k.full_name, k.date_of_birth::text AS dob, k.id_number, same.n AS same_id,
           k.reject_reason, s.username AS reviewer, k.reviewed_at, k.created_at`,
  search: ['p.username', 'k.full_name', 'k.id_number'],
  eq: { status: 'k.status', playerId: 'k.player_id', staffId: 'k.reviewed_by' },
  date: 'k.created_at',
  sorts: { id: 'k.id', createdAt: 'k.created_at', reviewedAt: 'k.reviewed_at' },
  tiebreak: 'k.id',
  sums: {},
  map: (r) => ({
    id: Number(r.id),
    playerId: Number(r.player_id),
    username: r.username,
    status: r.status,
    fullName: r.full_name,
    dateOfBirth: r.dob,
    idNumber: r.id_number,
    sameIdAccounts: Number(r.same_id),
    rejectReason: r.reject_reason,
    reviewerName: r.reviewer,
    reviewedAt: iso(r.reviewed_at),
    createdAt: r.created_at.toISOString(),
  }),
  csv: [
    ['Mã', (r) => r.id],
    ['Mã người chơi', (r) => r.playerId],
    ['Tên đăng nhập', (r) => r.username],
    ['Trạng thái', (r) => r.status],
    ['Họ tên', (r) => r.fullName],
    ['Ngày sinh', (r) => r.dateOfBirth],
    ['Số giấy tờ', (r) => r.idNumber],
    ['Tài khoản khác cùng số', (r) => r.sameIdAccounts],
    ['Lý do từ chối', (r) => r.rejectReason],
    ['Người duyệt', (r) => r.reviewerName],
    ['Duyệt lúc', (r) => r.reviewedAt],
    ['Gửi lúc', (r) => r.createdAt],
  ],
};

const bankAccounts: ListSpec<TBankAccountStaffListRow> = {
  from: `bank_accounts b JOIN players p ON p.id = b.player_id LEFT JOIN staff s ON s.id = b.reviewed_by
         LEFT JOIN LATERAL (
           SELECT k.full_name FROM kyc_submissions k
            WHERE k.player_id = b.player_id AND k.status = 'verified' AND k.full_name IS NOT NULL
            ORDER BY k.reviewed_at DESC NULLS LAST, k.id DESC LIMIT 1) kyc ON true`,
  select: `b.id, b.player_id, p.username, b.bank_bin, b.account_number, b.holder_name, kyc.full_name AS kyc_name,
           b.status, b.reject_reason, s.username AS reviewer, b.created_at, b.verified_at`,
  search: ['p.username', 'b.holder_name', 'b.account_number'],
  eq: { status: 'b.status', kind: 'b.bank_bin', playerId: 'b.player_id', staffId: 'b.reviewed_by' },
  date: 'b.created_at',
  sorts: { id: 'b.id', createdAt: 'b.created_at', verifiedAt: 'b.verified_at' },
  tiebreak: 'b.id',
  sums: {},
  map: (r) => ({
    id: Number(r.id),
    playerId: Number(r.player_id),
    username: r.username,
    bankBin: r.bank_bin,
    bank: bankByBin(r.bank_bin)?.shortName ?? r.bank_bin,
    accountNumber: r.account_number,
    holderName: r.holder_name,
    kycName: r.kyc_name,
    status: r.status,
    rejectReason: r.reject_reason,
    reviewerName: r.reviewer,
    createdAt: r.created_at.toISOString(),
    verifiedAt: iso(r.verified_at),
  }),
  csv: [
    ['Mã', (r) => r.id],
    ['Mã người chơi', (r) => r.playerId],
    ['Tên đăng nhập', (r) => r.username],
    ['Ngân hàng', (r) => r.bank],
    ['Số tài khoản', (r) => r.accountNumber],
    ['Chủ tài khoản', (r) => r.holderName],
    ['Họ tên trên giấy tờ', (r) => r.kycName],
    ['Trạng thái', (r) => r.status],
    ['Lý do từ chối', (r) => r.rejectReason],
    ['Người duyệt', (r) => r.reviewerName],
    ['Thêm lúc', (r) => r.createdAt],
    ['Xác minh lúc', (r) => r.verifiedAt],
  ],
};

export const REVIEW_LISTS = { exceptions, aml, kyc, bankAccounts };
