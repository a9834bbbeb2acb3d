import {
  STAFF_LIST_CSV_MAX,
  type TAuditListRow,
  type TBetListRow,
  type TDepositListRow,
  type TPlayerListRow,
  type TStaffListQuery,
  type TStaffListTotals,
  type TTransactionListRow,
  type TWithdrawalListRow,
} from '@app/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import { maskSensitive } from '../admin/admin.masking';

/**
 * The staff lists (decision 143): each is one SQL shape whose filters, sort, totals and CSV all
 * come from the same WHERE clause, so the totals and the CSV are exactly the filtered set the
 * screen pages through. Read-only; the back office's read model, like the player picture.
 */

class Params {
  readonly values: unknown[] = [];
  add(v: unknown): string {
    this.values.push(v);
    return `$${this.values.length}`;
  }
}

const VN = `'Asia/Ho_Chi_Minh'`;
const like = (s: string) => `%${s.replace(/[\\%_]/g, '\\$&')}%`;

/** Vietnam calendar days, both included, on a timestamptz column. */
function dayRange(q: TStaffListQuery, p: Params, col: string): string[] {
  const out: string[] = [];
  if (q.from) out.push(`${col} >= (${p.add(q.from)}::date)::timestamp AT TIME ZONE ${VN}`);
  if (q.to) out.push(`${col} < (${p.add(q.to)}::date + 1)::timestamp AT TIME ZONE ${VN}`);
  return out;
}
function amountRange(q: TStaffListQuery, p: Params, col: string): string[] {
  const out: string[] = [];
  if (q.min !== undefined) out.push(`${col} >= ${p.add(q.min)}`);
  if (q.max !== undefined) out.push(`${col} <= ${p.add(q.max)}`);
  return out;
}
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

type CsvCell = string | number | null;
interface ListDef<R> {
  from: string;
  select: string;
  where(q: TStaffListQuery, p: Params): string[];
  sorts: Record<string, string>;
  /** the last ORDER BY key, unique, so pages never repeat or skip a row */
  tiebreak: string;
  /** sums over the filtered set, by name */
  sums: Record<string, string>;
  // biome-ignore lint/suspicious/noExplicitAny: rows as pg returns them
  map(row: any): R;
  csv: [string, (r: R) => CsvCell][];
}

const players: ListDef<TPlayerListRow> = {
  from: `players p LEFT JOIN LATERAL (
           SELECT coalesce(sum(b.posted), 0) AS balance FROM accounts a JOIN balances b ON b.account_id = a.id
            WHERE a.owner_type = 'player' AND a.player_id = p.id AND a.purpose = 'cash') bal ON true`,
  select: `p.id, p.username, p.phone, p.status, bal.balance, p.aff_id, p.utm_campaign, p.created_at, p.last_login_at`,
  where(q, p) {
    const w: string[] = [];
    if (q.q) {
      const digits = q.q.replace(/\D/g, '');
      const x = p.add(like(q.q));
      w.push(
        `(p.username ILIKE ${x} OR p.aff_id ILIKE ${x} OR p.utm_campaign ILIKE ${x}${
          /^\d{1,15}$/.test(q.q) ? ` OR p.id = ${p.add(Number(q.q))}` : ''
        }${
          digits.length >= 3
            ? ` OR p.phone LIKE ${p.add(like(digits))} OR EXISTS (SELECT 1 FROM bank_accounts ba WHERE ba.player_id = p.id AND ba.account_number = ${p.add(digits)})`
            : ''
        })`,
      );
    }
    if (q.status) w.push(`p.status = ${p.add(q.status)}`);
    if (q.playerId) w.push(`p.id = ${p.add(q.playerId)}`);
    w.push(...dayRange(q, p, 'p.created_at'), ...amountRange(q, p, 'bal.balance'));
    return w;
  },
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
  ],
};

/** 0987654321 → 098****321, as everywhere staff see a phone unless they reveal it. */
export function maskPhone(phone: string): string {
  return phone.length < 7 ? '*'.repeat(phone.length) : `${phone.slice(0, 3)}****${phone.slice(-3)}`;
}

const deposits: ListDef<TDepositListRow> = {
  from: 'payment_deposits d JOIN players p ON p.id = d.player_id',
  select:
    'd.id, d.player_id, p.username, d.method, d.status, d.amount, d.credited_amount, d.provider_ref, d.created_at',
  where(q, p) {
    const w: string[] = [];
    if (q.q) {
      const x = p.add(like(q.q));
      w.push(`(p.username ILIKE ${x} OR d.provider_ref ILIKE ${x} OR d.transfer_code ILIKE ${x})`);
    }
    if (q.status) w.push(`d.status = ${p.add(q.status)}`);
    if (q.kind) w.push(`d.method = ${p.add(q.kind)}`);
    if (q.playerId) w.push(`d.player_id = ${p.add(q.playerId)}`);
    w.push(...dayRange(q, p, 'd.created_at'), ...amountRange(q, p, 'coalesce(d.credited_amount, d.amount)'));
    return w;
  },
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

const withdrawals: ListDef<TWithdrawalListRow> = {
  from: 'payment_withdrawals w JOIN players p ON p.id = w.player_id LEFT JOIN staff s ON s.id = w.reviewed_by',
  select: `w.id, w.player_id, p.username, w.method, w.status, w.amount, w.fee, w.details->>'bankShortName' AS bank,
           w.details->>'accountNumber' AS account_number, w.details->>'holderName' AS holder_name,
           s.username AS reviewer, w.provider_ref, w.created_at`,
  where(q, p) {
    const w: string[] = [];
    if (q.q) {
      const x = p.add(like(q.q));
      w.push(
        `(p.username ILIKE ${x} OR w.provider_ref ILIKE ${x} OR w.details->>'holderName' ILIKE ${x} OR w.details->>'accountNumber' ILIKE ${x})`,
      );
    }
    if (q.status) w.push(`w.status = ${p.add(q.status)}`);
    if (q.kind) w.push(`w.method = ${p.add(q.kind)}`);
    if (q.playerId) w.push(`w.player_id = ${p.add(q.playerId)}`);
    if (q.staffId) w.push(`w.reviewed_by = ${p.add(q.staffId)}`);
    w.push(...dayRange(q, p, 'w.created_at'), ...amountRange(q, p, 'w.amount'));
    return w;
  },
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

const bets: ListDef<TBetListRow> = {
  from: 'provider_transactions t JOIN players p ON p.id = t.player_id',
  select: 't.id, t.player_id, p.username, t.provider_code, t.game_code, t.round, t.kind, t.amount, t.created_at',
  where(q, p) {
    const w: string[] = [];
    if (q.q) {
      const x = p.add(like(q.q));
      w.push(`(p.username ILIKE ${x} OR t.round ILIKE ${x} OR t.game_code ILIKE ${x})`);
    }
    if (q.status) w.push(`t.kind = ${p.add(q.status)}`);
    if (q.kind) w.push(`t.provider_code = ${p.add(q.kind)}`);
    if (q.playerId) w.push(`t.player_id = ${p.add(q.playerId)}`);
    w.push(...dayRange(q, p, 't.created_at'), ...amountRange(q, p, 't.amount'));
    return w;
  },
  sorts: { id: 't.id', amount: 't.amount', createdAt: 't.created_at' },
  tiebreak: 't.id',
  sums: {
    bets: `CASE WHEN t.kind = 'bet' THEN t.amount ELSE 0 END`,
    wins: `CASE WHEN t.kind = 'win' THEN t.amount ELSE 0 END`,
    rollbacks: `CASE WHEN t.kind = 'rollback' THEN t.amount ELSE 0 END`,
  },
  map: (r) => ({
    id: Number(r.id),
    playerId: Number(r.player_id),
    username: r.username,
    provider: r.provider_code,
    game: r.game_code,
    round: r.round,
    kind: r.kind,
    amount: Number(r.amount),
    createdAt: r.created_at.toISOString(),
  }),
  csv: [
    ['Mã', (r) => r.id],
    ['Mã người chơi', (r) => r.playerId],
    ['Tên đăng nhập', (r) => r.username],
    ['Nhà cung cấp', (r) => r.provider],
    ['Trò chơi', (r) => r.game],
    ['Ván', (r) => r.round],
    ['Loại', (r) => r.kind],
    ['Số tiền', (r) => r.amount],
    ['Lúc', (r) => r.createdAt],
  ],
};

const transactions: ListDef<TTransactionListRow> = {
  from: `entries e JOIN journal j ON j.id = e.journal_id JOIN accounts a ON a.id = e.account_id
         JOIN players p ON p.id = e.player_id`,
  select: 'e.journal_id, e.line, e.player_id, p.username, j.kind, a.purpose, e.amount, e.balance_after, j.created_at',
  where(q, p) {
    const w = [`a.owner_type = 'player'`];
    if (q.q) {
      const x = p.add(like(q.q));
      w.push(`(p.username ILIKE ${x} OR j.kind ILIKE ${x})`);
    }
    if (q.status) w.push(`j.kind = ${p.add(q.status)}`);
    if (q.kind) w.push(`a.purpose = ${p.add(q.kind)}`);
    if (q.playerId) w.push(`e.player_id = ${p.add(q.playerId)}`);
    w.push(...dayRange(q, p, 'j.created_at'), ...amountRange(q, p, 'abs(e.amount)'));
    return w;
  },
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

const audit: ListDef<TAuditListRow> = {
  from: 'audit_log l LEFT JOIN staff s ON s.id = l.staff_id',
  select:
    'l.id, l.staff_id, s.username, l.action, l.target_type, l.target_id, l.details, host(l.ip) AS ip, l.created_at',
  where(q, p) {
    const w: string[] = [];
    if (q.q) {
      const x = p.add(like(q.q));
      w.push(`(l.action ILIKE ${x} OR l.target_id ILIKE ${x} OR s.username ILIKE ${x} OR l.details::text ILIKE ${x})`);
    }
    if (q.status) w.push(`l.action = ${p.add(q.status)}`);
    if (q.kind) w.push(`l.target_type = ${p.add(q.kind)}`);
    if (q.staffId) w.push(`l.staff_id = ${p.add(q.staffId)}`);
    if (q.playerId) w.push(`l.target_type = 'player' AND l.target_id = ${p.add(String(q.playerId))}`);
    w.push(...dayRange(q, p, 'l.created_at'));
    return w;
  },
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

export const STAFF_LISTS = { players, deposits, withdrawals, bets, transactions, audit };
export type TStaffListName = keyof typeof STAFF_LISTS;
type RowOf<N extends TStaffListName> = (typeof STAFF_LISTS)[N] extends ListDef<infer R> ? R : never;

function clauses<R>(def: ListDef<R>, q: TStaffListQuery) {
  const p = new Params();
  const conds = def.where(q, p);
  const where = conds.length ? `WHERE ${conds.join(' AND ')}` : '';
  const dir = q.dir === 'asc' ? 'ASC' : 'DESC';
  const sort = q.sort && def.sorts[q.sort] ? `${def.sorts[q.sort]} ${dir} NULLS LAST, ` : '';
  const order = `ORDER BY ${sort}${def.tiebreak
    .split(',')
    .map((c) => `${c.trim()} ${dir}`)
    .join(', ')}`;
  return { p, where, order };
}

async function totalsOf<R>(db: Db, def: ListDef<R>, q: TStaffListQuery): Promise<TStaffListTotals> {
  const { p, where } = clauses(def, q);
  const sums = Object.entries(def.sums).map(([k, e]) => `coalesce(sum(${e}), 0)::text AS "${k}"`);
  const res = await db.pool.query(
    `SELECT ${['count(*)::bigint::text AS "count"', ...sums].join(', ')} FROM ${def.from} ${where}`,
    p.values,
  );
  const row = res.rows[0] as Record<string, string>;
  return {
    count: Number(row.count),
    sums: Object.fromEntries(Object.keys(def.sums).map((k) => [k, Number(row[k])])),
  };
}

/** One page of a list, with the count and sums of the whole filtered set. */
export async function staffList<N extends TStaffListName>(db: Db, name: N, q: TStaffListQuery) {
  const def = STAFF_LISTS[name] as unknown as ListDef<RowOf<N>>;
  const { p, where, order } = clauses(def, q);
  const limit = p.add(q.per_page);
  const offset = p.add((q.page - 1) * q.per_page);
  const [rows, totals] = await Promise.all([
    db.pool.query(`SELECT ${def.select} FROM ${def.from} ${where} ${order} LIMIT ${limit} OFFSET ${offset}`, p.values),
    totalsOf(db, def, q),
  ]);
  return {
    rows: rows.rows.map(def.map),
    totals,
    pagination: {
      page: q.page,
      per_page: q.per_page,
      total: totals.count,
      last_page: Math.max(1, Math.ceil(totals.count / q.per_page)),
    },
  };
}

/**
 * Every row of the filtered set as CSV (UTF-8 with BOM, like the dashboard's), in the screen's
 * order; `masked` hides bank numbers for the roles that see them masked on screen. A set larger
 * than STAFF_LIST_CSV_MAX is refused rather than cut short.
 */
export async function staffListCsv(
  db: Db,
  name: TStaffListName,
  q: TStaffListQuery,
  masked: boolean,
): Promise<{ csv: string; count: number }> {
  const def = STAFF_LISTS[name] as unknown as ListDef<unknown>;
  const totals = await totalsOf(db, def, q);
  if (totals.count > STAFF_LIST_CSV_MAX)
    throw new AppError(
      400,
      'LIST_TOO_LARGE',
      `Bộ lọc ra ${totals.count.toLocaleString('vi-VN')} dòng, quá ${STAFF_LIST_CSV_MAX.toLocaleString('vi-VN')} dòng của một tệp CSV: thu hẹp bộ lọc (ví dụ theo ngày)`,
    );
  const { p, where, order } = clauses(def, q);
  const res = await db.pool.query(`SELECT ${def.select} FROM ${def.from} ${where} ${order}`, p.values);
  const rows = res.rows.map((r) => (masked ? maskSensitive(def.map(r)) : def.map(r)));
  const lines = rows.map((r) => def.csv.map(([, f]) => csvCell(f(r))).join(','));
  return {
    csv: `\uFEFF${[def.csv.map(([h]) => csvCell(h)).join(','), ...lines].join('\r\n')}\r\n`,
    count: rows.length,
  };
}

/**
 * A CSV field: quoted when it holds a separator, quote or line break; text that a spreadsheet
 * would run as a formula (=, +, -, @ first) gets a leading apostrophe. Numbers stay numbers.
 */
export function csvCell(v: CsvCell): string {
  if (v === null) return '';
  if (typeof v === 'number') return String(v);
  const s = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}
