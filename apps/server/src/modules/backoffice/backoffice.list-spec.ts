import { STAFF_LIST_CSV_MAX, type TStaffListQuery, type TStaffListTotals } from '@app/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import { pagination } from '../../http/pagination';
import { maskSensitive } from '../admin/admin.masking';

/**
 * The machinery of the staff lists (decisions 143, 157): a list is a declarative spec (its
 * tables, which column each shared filter reads, its sorts, sums and CSV columns) and one
 * function turns any spec and query into the parameterised WHERE clause that the page, the
 * totals and the CSV share. Adding a list is a table entry, not another copy of the filters.
 */

export class Params {
  readonly values: unknown[] = [];
  add(v: unknown): string {
    this.values.push(v);
    return `$${this.values.length}`;
  }
}

const VN = `'Asia/Ho_Chi_Minh'`;
/** `%text%` for ILIKE, the pattern characters staff typed taken literally. */
export const like = (s: string) => `%${s.replace(/[\\%_]/g, '\\$&')}%`;

/** Vietnam calendar days, both included, on a timestamptz column. */
export function dayRange(q: Pick<TStaffListQuery, 'from' | 'to'>, p: Params, col: string): string[] {
  const out: string[] = [];
  if (q.from) out.push(`${col} >= (${p.add(q.from)}::date)::timestamp AT TIME ZONE ${VN}`);
  if (q.to) out.push(`${col} < (${p.add(q.to)}::date + 1)::timestamp AT TIME ZONE ${VN}`);
  return out;
}
/** The same range as a condition for a subquery: `true` when no day is set. */
export const daysOrTrue = (q: TStaffListQuery, p: Params, col: string) => dayRange(q, p, col).join(' AND ') || 'true';

export const iso = (d: Date | null) => (d ? d.toISOString() : null);
export const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** What the list builder knows besides the query: settings a list's fixed condition reads. */
export interface ListContext {
  largeWinVnd: number;
}

/** A column a filter compares with `=`, or the condition built from the value's placeholder. */
type Eq = string | ((placeholder: string) => string);
type CsvCell = string | number | null;
/** A CSV column: its heading and the cell of a row. */
export type CsvColumn<R> = [string, (r: R) => CsvCell];

export interface ListSpec<R> {
  /** FROM (and JOINs); a function when a subquery takes the filter (a period summed per player) */
  from: string | ((q: TStaffListQuery, p: Params, ctx: ListContext) => string);
  select: string;
  /** conditions every row of the list meets, whatever the filter */
  always?: (p: Params, ctx: ListContext) => string[];
  /** the text columns "contains" searches (ILIKE, any of them) */
  search: string[];
  /** further alternatives of the search for this list (an id typed in full, phone digits) */
  searchAlso?: (q: string, p: Params) => string[];
  /** the column each shared filter compares; a list without one ignores that filter */
  eq?: Partial<Record<'status' | 'kind' | 'playerId' | 'staffId' | 'tag', Eq>>;
  /** the timestamp the date range reads (absent: the list has no date filter, or applies it in `from`) */
  date?: string;
  /** the amount the min/max range reads */
  amount?: string;
  sorts: Record<string, string>;
  /** the last ORDER BY key, unique, so pages never repeat or skip a row */
  tiebreak: string;
  /** sums over the filtered set, by name */
  sums: Record<string, string>;
  // biome-ignore lint/suspicious/noExplicitAny: rows as pg returns them
  map(row: any): R;
  csv: CsvColumn<R>[];
}

/** The one WHERE builder of every list. */
function whereOf<R>(spec: ListSpec<R>, q: TStaffListQuery, p: Params, ctx: ListContext): string[] {
  const w = spec.always ? spec.always(p, ctx) : [];
  if (q.q) {
    const x = p.add(like(q.q));
    const any = [...spec.search.map((c) => `${c} ILIKE ${x}`), ...(spec.searchAlso?.(q.q, p) ?? [])];
    w.push(`(${any.join(' OR ')})`);
  }
  for (const key of ['status', 'kind', 'playerId', 'staffId', 'tag'] as const) {
    const value = q[key];
    const eq = spec.eq?.[key];
    if (value === undefined || value === '' || !eq) continue;
    w.push(typeof eq === 'string' ? `${eq} = ${p.add(value)}` : eq(p.add(value)));
  }
  if (spec.date) w.push(...dayRange(q, p, spec.date));
  if (spec.amount) {
    if (q.min !== undefined) w.push(`${spec.amount} >= ${p.add(q.min)}`);
    if (q.max !== undefined) w.push(`${spec.amount} <= ${p.add(q.max)}`);
  }
  return w;
}

function clauses<R>(spec: ListSpec<R>, q: TStaffListQuery, ctx: ListContext) {
  const p = new Params();
  const from = typeof spec.from === 'string' ? spec.from : spec.from(q, p, ctx);
  const conds = whereOf(spec, q, p, ctx);
  const where = conds.length ? `WHERE ${conds.join(' AND ')}` : '';
  const dir = q.dir === 'asc' ? 'ASC' : 'DESC';
  const sort = q.sort && spec.sorts[q.sort] ? `${spec.sorts[q.sort]} ${dir} NULLS LAST, ` : '';
  const order = `ORDER BY ${sort}${spec.tiebreak
    .split(',')
    .map((c) => `${c.trim()} ${dir}`)
    .join(', ')}`;
  return { p, from, where, order };
}

async function totalsOf<R>(db: Db, spec: ListSpec<R>, q: TStaffListQuery, ctx: ListContext): Promise<TStaffListTotals> {
  const { p, from, where } = clauses(spec, q, ctx);
  const sums = Object.entries(spec.sums).map(([k, e]) => `coalesce(sum(${e}), 0)::text AS "${k}"`);
  const res = await db.pool.query(
    `SELECT ${['count(*)::bigint::text AS "count"', ...sums].join(', ')} FROM ${from} ${where}`,
    p.values,
  );
  const row = res.rows[0] as Record<string, string>;
  return {
    count: Number(row.count),
    sums: Object.fromEntries(Object.keys(spec.sums).map((k) => [k, Number(row[k])])),
  };
}

/** One page of a list, with the count and sums of the whole filtered set. */
export async function pageOf<R>(db: Db, spec: ListSpec<R>, q: TStaffListQuery, ctx: ListContext) {
  const { p, from, where, order } = clauses(spec, q, ctx);
  const limit = p.add(q.per_page);
  const offset = p.add((q.page - 1) * q.per_page);
  const [rows, totals] = await Promise.all([
    db.pool.query(`SELECT ${spec.select} FROM ${from} ${where} ${order} LIMIT ${limit} OFFSET ${offset}`, p.values),
    totalsOf(db, spec, q, ctx),
  ]);
  return {
    rows: rows.rows.map((r) => spec.map(r)),
    totals,
    pagination: pagination(q.page, q.per_page, totals.count),
  };
}

/**
 * Every row of the filtered set as CSV (UTF-8 with BOM, like the dashboard's), in the screen's
 * order; `masked` hides bank numbers for the roles that see them masked on screen. A set larger
 * than STAFF_LIST_CSV_MAX is refused rather than cut short.
 */
export async function csvOf<R>(
  db: Db,
  spec: ListSpec<R>,
  q: TStaffListQuery,
  ctx: ListContext,
  masked: boolean,
): Promise<{ csv: string; count: number }> {
  const totals = await totalsOf(db, spec, q, ctx);
  if (totals.count > STAFF_LIST_CSV_MAX)
    throw new AppError(
      400,
      'LIST_TOO_LARGE',
      `Bộ lọc ra ${totals.count.toLocaleString('vi-VN')} dòng, quá ${STAFF_LIST_CSV_MAX.toLocaleString('vi-VN')} dòng của một tệp CSV: thu hẹp bộ lọc (ví dụ theo ngày)`,
    );
  const { p, from, where, order } = clauses(spec, q, ctx);
  const res = await db.pool.query(`SELECT ${spec.select} FROM ${from} ${where} ${order}`, p.values);
  const rows = res.rows.map((r) => (masked ? (maskSensitive(spec.map(r)) as R) : spec.map(r)));
  const lines = rows.map((r) => spec.csv.map(([, f]) => csvCell(f(r))).join(','));
  return {
    csv: `\uFEFF${[spec.csv.map(([h]) => csvCell(h)).join(','), ...lines].join('\r\n')}\r\n`,
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
