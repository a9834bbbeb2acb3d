import { z } from 'zod';
import { ZSuccessSchema } from './envelope';
import { text } from './text';

/**
 * The lists staff work from every day (players, deposits, withdrawals, bets, ledger postings,
 * the audit log): one query shape, filtered and sorted by the server, with totals over the whole
 * filtered set and a CSV of exactly that set (decision 143).
 */

const ZDaySchema = z.iso.date({ error: 'Ngày dạng YYYY-MM-DD' });

/** Whole đồng typed by staff: digits only, never coerced (a minus sign is refused, not dropped). */
const amount = (label: string) =>
  text()
    .trim()
    .regex(/^\d{1,15}$/, { error: `${label} phải là số nguyên đồng không âm, ví dụ 100000` })
    .transform(Number);

const id = (label: string) =>
  text()
    .trim()
    .regex(/^\d{1,15}$/, { error: `${label} phải là một số` })
    .transform(Number);

/** A list's query: its sortable columns are its own; everything else is shared. */
export function staffListQuery<const S extends readonly [string, ...string[]]>(sorts: S) {
  return z
    .object({
      /** players: carrying this tag (decision 157) */
      tag: text().trim().max(40).optional(),
      /** "contains" search over the list's text columns (username, references, ...) */
      q: text().trim().max(100).optional(),
      status: text().trim().max(40).optional(),
      /** method, provider, purpose or target type, by list */
      kind: text().trim().max(40).optional(),
      playerId: id('Mã người chơi').optional(),
      staffId: id('Mã nhân viên').optional(),
      /** Vietnam calendar days, both included */
      from: ZDaySchema.optional(),
      to: ZDaySchema.optional(),
      min: amount('Số tiền từ').optional(),
      max: amount('Số tiền đến').optional(),
      sort: z.enum(sorts, { error: 'Cột sắp xếp không hợp lệ' }).optional(),
      dir: z.enum(['asc', 'desc'], { error: 'Chiều sắp xếp là asc hoặc desc' }).default('desc'),
      page: z.coerce.number().int().min(1).max(100_000).default(1),
      per_page: z.coerce.number().int().min(1).max(200).default(50),
    })
    .refine((q) => !q.from || !q.to || q.from <= q.to, { error: 'Ngày bắt đầu phải trước ngày kết thúc' })
    .refine((q) => q.min === undefined || q.max === undefined || q.min <= q.max, {
      error: 'Số tiền từ phải nhỏ hơn hoặc bằng số tiền đến',
    });
}
export type TStaffListQuery = {
  q?: string;
  tag?: string;
  status?: string;
  kind?: string;
  playerId?: number;
  staffId?: number;
  from?: string;
  to?: string;
  min?: number;
  max?: number;
  sort?: string;
  dir: 'asc' | 'desc';
  page: number;
  per_page: number;
};

export const PLAYER_LIST_SORTS = ['id', 'username', 'createdAt', 'lastLoginAt', 'balance'] as const;
export const DEPOSIT_LIST_SORTS = ['id', 'amount', 'createdAt'] as const;
export const WITHDRAWAL_LIST_SORTS = ['id', 'amount', 'createdAt'] as const;
export const BET_LIST_SORTS = ['id', 'amount', 'createdAt'] as const;
export const TRANSACTION_LIST_SORTS = ['journalId', 'amount', 'createdAt'] as const;
export const AUDIT_LIST_SORTS = ['id', 'createdAt'] as const;

export const ZPlayerListQuerySchema = staffListQuery(PLAYER_LIST_SORTS);
export const ZDepositListQuerySchema = staffListQuery(DEPOSIT_LIST_SORTS);
export const ZWithdrawalListQuerySchema = staffListQuery(WITHDRAWAL_LIST_SORTS);
export const ZBetListQuerySchema = staffListQuery(BET_LIST_SORTS);
export const ZTransactionListQuerySchema = staffListQuery(TRANSACTION_LIST_SORTS);
export const ZAuditListQuerySchema = staffListQuery(AUDIT_LIST_SORTS);

/** Count of the filtered set and its sums by name (amount, credited, bets, wins, ...). */
export const ZStaffListTotalsSchema = z.object({
  count: z.number().int(),
  sums: z.record(z.string(), z.number()),
});
export type TStaffListTotals = z.infer<typeof ZStaffListTotalsSchema>;

export const staffListResponse = <T extends z.ZodType>(row: T) =>
  z.object({
    success: z.literal(true),
    data: z.array(row),
    meta: z.object({
      pagination: z.object({ page: z.number(), per_page: z.number(), total: z.number(), last_page: z.number() }),
      totals: ZStaffListTotalsSchema,
    }),
  });

export const ZPlayerListRowSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  /** masked: 098****567 */
  phone: z.string(),
  status: z.enum(['active', 'disabled', 'self_excluded']),
  /** cash balance (posted) */
  balance: z.number().int(),
  affId: z.string().nullable(),
  utmCampaign: z.string().nullable(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** staff tags (decision 157) */
  tags: z.array(z.string()),
});
export const ZDepositListRowSchema = z.object({
  id: z.number().int(),
  playerId: z.number().int(),
  username: z.string(),
  method: z.string(),
  status: z.string(),
  amount: z.number().int().nullable(),
  creditedAmount: z.number().int().nullable(),
  providerRef: z.string().nullable(),
  createdAt: z.string(),
});
export const ZWithdrawalListRowSchema = z.object({
  id: z.number().int(),
  playerId: z.number().int(),
  username: z.string(),
  method: z.string(),
  status: z.string(),
  amount: z.number().int(),
  fee: z.number().int(),
  bank: z.string().nullable(),
  /** masked for support by the staff masking plugin */
  accountNumber: z.string().nullable(),
  holderName: z.string().nullable(),
  reviewerName: z.string().nullable(),
  providerRef: z.string().nullable(),
  createdAt: z.string(),
});
export const ZBetListRowSchema = z.object({
  id: z.number().int(),
  playerId: z.number().int(),
  username: z.string(),
  provider: z.string(),
  game: z.string().nullable(),
  round: z.string(),
  kind: z.string(),
  amount: z.number().int(),
  createdAt: z.string(),
});
export const ZTransactionListRowSchema = z.object({
  journalId: z.number().int(),
  line: z.number().int(),
  playerId: z.number().int(),
  username: z.string(),
  kind: z.string(),
  purpose: z.string(),
  /** signed: credit > 0, debit < 0 */
  amount: z.number().int(),
  balanceAfter: z.number().int().nullable(),
  createdAt: z.string(),
});
export const ZAuditListRowSchema = z.object({
  id: z.number().int(),
  staffId: z.number().int().nullable(),
  staffUsername: z.string().nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  createdAt: z.string(),
});

export type TPlayerListRow = z.infer<typeof ZPlayerListRowSchema>;
export type TDepositListRow = z.infer<typeof ZDepositListRowSchema>;
export type TWithdrawalListRow = z.infer<typeof ZWithdrawalListRowSchema>;
export type TBetListRow = z.infer<typeof ZBetListRowSchema>;
export type TTransactionListRow = z.infer<typeof ZTransactionListRowSchema>;
export type TAuditListRow = z.infer<typeof ZAuditListRowSchema>;

export const ZPlayerListResponseSchema = staffListResponse(ZPlayerListRowSchema);
export const ZDepositListResponseSchema = staffListResponse(ZDepositListRowSchema);
export const ZWithdrawalListResponseSchema = staffListResponse(ZWithdrawalListRowSchema);
export const ZBetListResponseSchema = staffListResponse(ZBetListRowSchema);
export const ZTransactionListResponseSchema = staffListResponse(ZTransactionListRowSchema);
export const ZStaffAuditListResponseSchema = staffListResponse(ZAuditListRowSchema);

/** The most rows a CSV carries; a larger filtered set is refused (narrow the filter), never cut short. */
export const STAFF_LIST_CSV_MAX = 50_000;

// ─── bulk actions: each item is done (and audited) on its own; one failing leaves the others ───

const ids = z
  .array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER), { error: 'Danh sách mã không hợp lệ' })
  .min(1, { error: 'Chọn ít nhất một dòng' })
  .max(100, { error: 'Tối đa 100 dòng một lần' })
  .refine((a) => new Set(a).size === a.length, { error: 'Mã bị lặp' });
const reason = text({ multiline: true }).trim().min(5, { error: 'Lý do tối thiểu 5 ký tự' }).max(500);

export const ZBulkWithdrawalApproveRequestSchema = z.object({ ids });
export const ZBulkPlayerStatusRequestSchema = z.object({ ids, status: z.enum(['active', 'disabled']), reason });
export const ZBulkAmlReviewRequestSchema = z.object({
  ids,
  outcome: z.enum(['cleared', 'confirmed']),
  note: text({ multiline: true }).trim().min(5, { error: 'Kết luận tối thiểu 5 ký tự' }).max(2000),
});
export const ZBulkResultSchema = z.object({
  id: z.number().int(),
  ok: z.boolean(),
  /** the refusal's code and message when not ok (the item was left unchanged) */
  code: z.string().nullable(),
  message: z.string().nullable(),
});
export type TBulkResult = z.infer<typeof ZBulkResultSchema>;
export const ZBulkResponseSchema = ZSuccessSchema(z.array(ZBulkResultSchema));
