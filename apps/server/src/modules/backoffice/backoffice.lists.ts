import type {
  TAuditListRow,
  TBetListRow,
  TDepositListRow,
  TPlayerListRow,
  TTransactionListRow,
  TWithdrawalListRow,
} from '@app/contract';
import { type CsvColumn, iso, type ListSpec, like, num } from './backoffice.list-spec';

/**
 * The staff lists of players and money (decision 143), each a declarative spec read by
 * backoffice.list-spec.ts, which builds the one WHERE clause its page, totals and CSV share.
 */

const players: ListSpec<TPlayerListRow> = {
  from: `players p LEFT JOIN LATERAL (
           SELECT coalesce(sum(b.posted), 0) AS balance FROM accounts a JOIN balances b ON b.account_id = a.id
            WHERE a.owner_type = 'player' AND a.player_id = p.id AND a.purpose = 'cash') bal ON true`,
  select: `p.id, p.username, p.phone, p.status, bal.balance, p.aff_id, p.utm_campaign, p.created_at, p.last_login_at,
           ARRAY(SELECT pt.tag FROM player_tags pt WHERE pt.player_id = p.id ORDER BY pt.tag) AS tags`,
  search: ['p.username', 'p.aff_id', 'p.utm_campaign'],
  searchAlso(text, p) {
    const digits = text.replace(/\D/g, '');
    return [
      ...(/^\d{1,15}$/.test(text) ? [`p.id = ${p.add(Number(text))}`] : []),
      ...(digits.length >= 3
        ? [
            `p.phone LIKE ${p.add(like(digits))}`,
            `EXISTS (SELECT 1 FROM bank_accounts ba WHERE ba.player_id = p.id AND ba.account_number = ${p.add(digits)})`,
          ]
        : []),
    ];
  },
  eq: {
    status: 'p.status',
    playerId: 'p.id',
    tag: (x) => `EXISTS (SELECT 1 FROM player_tags pt WHERE pt.player_id = p.id AND pt.tag = lower(${x}))`,
  },
  date: 'p.created_at',
  amount: 'bal.balance',
  sorts: {
    id: 'p.id',
    username: 'lower(p.username)',
    createdAt: 'p.created_at',
    lastLoginAt: 'p.last_login_at',
    balance: 'bal.balance',
  },
  tiebreak: 'p.id',
  sums: { balance: 'bal.balance' },
  map: (r) => ({
    id: Number(r.id),
    username: r.username,
    phone: maskPhone(r.phone),
    status: r.status,
    balance: Number(r.balance),
    affId: r.aff_id,
    utmCampaign: r.utm_campaign,
    createdAt: r.created_at.toISOString(),
    lastLoginAt: iso(r.last_login_at),
    tags: r.tags,
  }),
  csv: [
    ['Mã', (r) => r.id],
    ['Tên đăng nhập', (r) => r.username],
    ['Điện thoại', (r) => r.phone],
    ['Trạng thái', (r) => r.status],
    ['Số dư tiền mặt', (r) => r.balance],
    ['Mã đối tác', (r) => r.affId],
    ['Chiến dịch', (r) => r.utmCampaign],
    ['Đăng ký', (r) => r.createdAt],
    ['Đăng nhập cuối', (r) => r.lastLoginAt],
    ['Thẻ', (r) => r.tags.join(' ')],
  ],
};

/** 0987654321 → 098****321, as everywhere staff see a phone unless they reveal it. */
export function maskPhone(phone: string): string {
  return phone.length < 7 ? '*'.repeat(phone.length) : `${phone.slice(0, 3)}****${phone.slice(-3)}`;
}

const deposits: ListSpec<TDepositListRow> = {
  from: 'payment_deposits d JOIN players p ON p.id = d.player_id',
  select:
    'd.id, d.player_id, p.username, d.method, d.status, d.amount, d.credited_amount, d.provider_ref, d.created_at',
  search: ['p.username', 'd.provider_ref', 'd.transfer_code'],
  eq: { status: 'd.status', kind: 'd.method', playerId: 'd.player_id' },
  date: 'd.created_at',
  amount: 'coalesce(d.credited_amount, d.amount)',
  sorts: { id: 'd.id', amount: 'coalesce(d.credited_amount, d.amount)', createdAt: 'd.created_at' },
  tiebreak: 'd.id',
  sums: { amount: 'coalesce(d.amount, 0)', credited: 'coalesce(d.credited_amount, 0)' },
  map: (r) => ({
    id: Number(r.id),
    playerId: Number(r.player_id),
    username: r.username,
    method: r.method,
    status: r.status,
    amount: num(r.amount),
    creditedAmount: num(r.credited_amount),
    providerRef: r.provider_ref,
    createdAt: r.created_at.toISOString(),
  }),
  csv: [
    ['Mã', (r) => r.id],
    ['Mã người chơi', (r) => r.playerId],
    ['Tên đăng nhập', (r) => r.username],
    ['Phương thức', (r) => r.method],
    ['Trạng thái', (r) => r.status],
    ['Số tiền', (r) => r.amount],
    ['Đã cộng', (r) => r.creditedAmount],
    ['Tham chiếu', (r) => r.providerRef],
    ['Tạo lúc', (r) => r.createdAt],
  ],
};

const withdrawals: ListSpec<TWithdrawalListRow> = {
  from: 'payment_withdrawals w JOIN players p ON p.id = w.player_id LEFT JOIN staff s ON s.id = w.reviewed_by',
  select: `w.id, w.player_id, p.username, w.method, w.status, w.amount, w.fee, w.details->>'bankShortName' AS bank,
           w.details->>'accountNumber' AS account_number, w.details->>'holderName' AS holder_name,
           s.username AS reviewer, w.provider_ref, w.created_at`,
  search: ['p.username', 'w.provider_ref', `w.details->>'holderName'`, `w.details->>'accountNumber'`],
  eq: { status: 'w.status', kind: 'w.method', playerId: 'w.player_id', staffId: 'w.reviewed_by' },
  date: 'w.created_at',
  amount: 'w.amount',
  sorts: { id: 'w.id', amount: 'w.amount', createdAt: 'w.created_at' },
  tiebreak: 'w.id',
  sums: { amount: 'w.amount', fee: 'w.fee' },
  map: (r) => ({
    id: Number(r.id),
    playerId: Number(r.player_id),
    username: r.username,
    method: r.method,
    status: r.status,
    amount: Number(r.amount),
    fee: Number(r.fee),
    bank: r.bank,
    accountNumber: r.account_number,
    holderName: r.holder_name,
    reviewerName: r.reviewer,
    providerRef: r.provider_ref,
    createdAt: r.created_at.toISOString(),
  }),
  csv: [
    ['Mã', (r) => r.id],
    ['Mã người chơi', (r) => r.playerId],
    ['Tên đăng nhập', (r) => r.username],
    ['Phương thức', (r) => r.method],
    ['Trạng thái', (r) => r.status],
    ['Số tiền', (r) => r.amount],
    ['Phí', (r) => r.fee],
    ['Ngân hàng', (r) => r.bank],
    ['Số tài khoản', (r) => r.accountNumber],
    ['Chủ tài khoản', (r) => r.holderName],
    ['Người duyệt', (r) => r.reviewerName],
    ['Tham chiếu NH', (r) => r.providerRef],
    ['Tạo lúc', (r) => r.createdAt],
  ],
};

/**
 * A provider transaction with its player (`provider_transactions t`, `players p`): what the bet
 * list and the large wins (backoffice.lists-risk.ts) both show, search, sort and export.
 */
export const providerTx = {
  from: 'provider_transactions t JOIN players p ON p.id = t.player_id',
  select: 't.id, t.player_id, p.username, t.provider_code, t.game_code, t.round, t.amount, t.created_at',
  search: ['p.username', 't.round', 't.game_code'],
  date: 't.created_at',
  amount: 't.amount',
  sorts: { id: 't.id', amount: 't.amount', createdAt: 't.created_at' },
  tiebreak: 't.id',
  // biome-ignore lint/suspicious/noExplicitAny: rows as pg returns them
  map: (r: any): ProviderTxRow => ({
    id: Number(r.id),
    playerId: Number(r.player_id),
    username: r.username,
    provider: r.provider_code,
    game: r.game_code,
    round: r.round,
    amount: Number(r.amount),
    createdAt: r.created_at.toISOString(),
  }),
  /** the leading CSV columns; each list adds its own, then the time */
  csv: <R extends ProviderTxRow>(): CsvColumn<R>[] => [
    ['Mã', (r) => r.id],
    ['Mã người chơi', (r) => r.playerId],
    ['Tên đăng nhập', (r) => r.username],
    ['Nhà cung cấp', (r) => r.provider],
    ['Trò chơi', (r) => r.game],
    ['Ván', (r) => r.round],
  ],
};
type ProviderTxRow = Omit<TBetListRow, 'kind'>;

const bets: ListSpec<TBetListRow> = {
  ...providerTx,
  select: `${providerTx.select}, t.kind`,
  eq: { status: 't.kind', kind: 't.provider_code', playerId: 't.player_id' },
  sums: {
    bets: `CASE WHEN t.kind = 'bet' THEN t.amount ELSE 0 END`,
    wins: `CASE WHEN t.kind = 'win' THEN t.amount ELSE 0 END`,
    rollbacks: `CASE WHEN t.kind = 'rollback' THEN t.amount ELSE 0 END`,
  },
  map: (r) => ({ ...providerTx.map(r), kind: r.kind }),
  csv: [
    ...providerTx.csv<TBetListRow>(),
    ['Loại', (r) => r.kind],
    ['Số tiền', (r) => r.amount],
    ['Lúc', (r) => r.createdAt],
  ],
};

const transactions: ListSpec<TTransactionListRow> = {
  from: `entries e JOIN journal j ON j.id = e.journal_id JOIN accounts a ON a.id = e.account_id
         JOIN players p ON p.id = e.player_id`,
  select: 'e.journal_id, e.line, e.player_id, p.username, j.kind, a.purpose, e.amount, e.balance_after, j.created_at',
  always: () => [`a.owner_type = 'player'`],
  search: ['p.username', 'j.kind'],
  eq: { status: 'j.kind', kind: 'a.purpose', playerId: 'e.player_id' },
  date: 'j.created_at',
  amount: 'abs(e.amount)',
  sorts: { journalId: 'e.journal_id', amount: 'e.amount', createdAt: 'j.created_at' },
  tiebreak: 'e.journal_id, e.line',
  sums: {
    credits: 'CASE WHEN e.amount > 0 THEN e.amount ELSE 0 END',
    debits: 'CASE WHEN e.amount < 0 THEN -e.amount ELSE 0 END',
    net: 'e.amount',
  },
  map: (r) => ({
    journalId: Number(r.journal_id),
    line: Number(r.line),
    playerId: Number(r.player_id),
    username: r.username,
    kind: r.kind,
    purpose: r.purpose,
    amount: Number(r.amount),
    balanceAfter: num(r.balance_after),
    createdAt: r.created_at.toISOString(),
  }),
  csv: [
    ['Bút toán', (r) => r.journalId],
    ['Dòng', (r) => r.line],
    ['Mã người chơi', (r) => r.playerId],
    ['Tên đăng nhập', (r) => r.username],
    ['Loại', (r) => r.kind],
    ['Tài khoản', (r) => r.purpose],
    ['Số tiền', (r) => r.amount],
    ['Số dư sau', (r) => r.balanceAfter],
    ['Lúc', (r) => r.createdAt],
  ],
};

const audit: ListSpec<TAuditListRow> = {
  from: 'audit_log l LEFT JOIN staff s ON s.id = l.staff_id',
  select:
    'l.id, l.staff_id, s.username, l.action, l.target_type, l.target_id, l.details, host(l.ip) AS ip, l.created_at',
  search: ['l.action', 'l.target_id', 's.username', 'l.details::text'],
  eq: {
    status: 'l.action',
    kind: 'l.target_type',
    staffId: 'l.staff_id',
    playerId: (x) => `l.target_type = 'player' AND l.target_id = ${x}::text`,
  },
  date: 'l.created_at',
  sorts: { id: 'l.id', createdAt: 'l.created_at' },
  tiebreak: 'l.id',
  sums: {},
  map: (r) => ({
    id: Number(r.id),
    staffId: num(r.staff_id),
    staffUsername: r.username,
    action: r.action,
    targetType: r.target_type,
    targetId: r.target_id,
    details: r.details ?? {},
    ip: r.ip,
    createdAt: r.created_at.toISOString(),
  }),
  csv: [
    ['Mã', (r) => r.id],
    ['Lúc', (r) => r.createdAt],
    ['Nhân viên', (r) => r.staffUsername],
    ['Thao tác', (r) => r.action],
    ['Loại đối tượng', (r) => r.targetType],
    ['Mã đối tượng', (r) => r.targetId],
    ['Địa chỉ', (r) => r.ip],
    ['Chi tiết', (r) => JSON.stringify(r.details)],
  ],
};

export const MONEY_LISTS = { players, deposits, withdrawals, bets, transactions, audit };
