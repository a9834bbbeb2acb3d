import { z } from 'zod';
import { text } from './text';

/*
 * Staff corrections of a player's money (decision 124): manual credits and debits of cash or
 * bonus with a reason, a second approver above the configured amount (four eyes), and the
 * reversal of a payment exception credited to the wrong player, always with a second approver.
 */

export const ADJUSTMENT_KINDS = ['adjustment', 'exception_reversal'] as const;
export const ADJUSTMENT_STATUSES = ['pending', 'applied', 'rejected'] as const;

export const AdjustmentErrorMessage = {
  ADJUSTMENT_NOT_FOUND: 'Không tìm thấy yêu cầu điều chỉnh',
  ADJUSTMENT_DECIDED: 'Yêu cầu điều chỉnh đã được xử lý',
  FOUR_EYES_SAME_STAFF: 'Người duyệt phải là nhân viên khác với người tạo yêu cầu',
  ADJUSTMENT_INSUFFICIENT_FUNDS: 'Số dư của người chơi không đủ để trừ khoản này',
  EXCEPTION_NOT_CREDITED: 'Chỉ đảo được giao dịch ngoại lệ đã cộng tiền cho người chơi',
  EXCEPTION_CREDIT_HELD:
    'Khoản cộng này đã bị giữ lại để bảo vệ người chơi: hãy hoàn trả về nguồn thay vì đảo bút toán',
  REVERSAL_EXISTS: 'Giao dịch ngoại lệ này đã có yêu cầu đảo đang chờ duyệt hoặc đã đảo',
  IDEMPOTENCY_KEY_REUSED: 'Mã chống gửi trùng đã dùng cho một yêu cầu khác',
} as const;

const ZReason = text({ multiline: true })
  .trim()
  .min(5, { error: 'Lý do tối thiểu 5 ký tự' })
  .max(500, { error: 'Lý do tối đa 500 ký tự' });

/** An amount staff typed: a whole number of đồng above 0, never coerced from anything else. */
export const ZStaffAmountSchema = z
  .number({ error: 'Số tiền phải là một số nguyên đồng' })
  .int({ error: 'Số tiền phải là một số nguyên đồng' })
  .positive({ error: 'Số tiền phải lớn hơn 0' })
  .max(100_000_000_000, { error: 'Số tiền tối đa 100.000.000.000 ₫' });

/** POST /admin-api/adjustments (header Idempotency-Key). */
export const ZCreateAdjustmentRequestSchema = z.object({
  playerId: z.number({ error: 'Chọn người chơi' }).int().positive(),
  account: z.enum(['cash', 'bonus'], { error: 'Chọn tài khoản tiền mặt hoặc thưởng' }),
  direction: z.enum(['credit', 'debit'], { error: 'Chọn cộng hoặc trừ' }),
  amount: ZStaffAmountSchema,
  reason: ZReason,
});
export type TCreateAdjustmentRequest = z.infer<typeof ZCreateAdjustmentRequestSchema>;

/** POST /admin-api/payment-exceptions/:id/reverse (header Idempotency-Key). */
export const ZReverseExceptionRequestSchema = z.object({ reason: ZReason });

/** POST /admin-api/adjustments/:id/approve | reject. */
export const ZDecideAdjustmentRequestSchema = z.object({
  note: text({ multiline: true }).trim().max(500).optional(),
});
export const ZRejectAdjustmentRequestSchema = z.object({ reason: ZReason });

export const ZAdjustmentQuerySchema = z.object({
  status: z.enum(ADJUSTMENT_STATUSES).optional(),
  playerId: z.coerce.number().int().positive().optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(50),
});

export const ZAdjustmentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(ADJUSTMENT_KINDS),
  playerId: z.number().int(),
  username: z.string().nullable(),
  account: z.enum(['cash', 'bonus']),
  direction: z.enum(['credit', 'debit']),
  amount: z.number().int(),
  reason: z.string(),
  paymentExceptionId: z.number().int().nullable(),
  status: z.enum(ADJUSTMENT_STATUSES),
  requestedBy: z.number().int(),
  requestedByName: z.string().nullable(),
  decidedBy: z.number().int().nullable(),
  decidedByName: z.string().nullable(),
  decisionNote: z.string().nullable(),
  decidedAt: z.string().nullable(),
  journalId: z.number().int().nullable(),
  createdAt: z.string(),
  /** Whether applying it waits for a second staff member. */
  needsSecondApprover: z.boolean(),
});
export type TAdjustment = z.infer<typeof ZAdjustmentSchema>;
