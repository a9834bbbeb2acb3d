import { z } from 'zod';
import { ZSuccessSchema } from './envelope';
import { englishText, text } from './text';

/* Events: the lucky spin and the app-download bonus (issue 8; decisions 066, 067). */

export const EventMessage = {
  SPIN_MUST_DEPOSIT: 'Bạn cần nạp tiền ít nhất một lần để nhận lượt quay miễn phí mỗi ngày',
  SPIN_NO_SPINS_LEFT: 'Bạn đã dùng hết lượt quay hôm nay. Lượt quay mới có sau 00:00 (giờ Việt Nam)',
  SPIN_ACCOUNT_RESTRICTED: 'Tài khoản của bạn đang bị tạm ngưng tham gia sự kiện',
  SPIN_UNAVAILABLE: 'Vòng quay đang được cập nhật, vui lòng quay lại sau',
  APP_BONUS_NOT_IN_APP: 'Vui lòng mở ứng dụng đã cài đặt trên màn hình chính để nhận thưởng tải app',
  APP_BONUS_ALREADY_CLAIMED: 'Bạn đã nhận thưởng tải app',
  SPIN_PRIZE_NOT_FOUND: 'Không tìm thấy giải thưởng này trong vòng quay',
  SPIN_TABLE_EMPTY: 'Vòng quay phải còn ít nhất một giải đang bật',
  SPIN_TABLE_MISMATCH: 'Bảng giải thưởng đã thay đổi, vui lòng tải lại trang và sửa lại',
} as const;
export type TEventErrorCode = keyof typeof EventMessage;

/**
 * Header the installed app (the PWA in standalone display mode) adds to the app-bonus claim.
 * It is a statement by the client, not a proof: see decision 067.
 */
export const APP_DISPLAY_MODE_HEADER = 'x-app-display-mode';

export const ZSpinPrizeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  label: z.string(),
  /** VND paid to cash; 0 for "better luck next time" */
  amount: z.number().int(),
  /** The draw weight; probability = weight / totalWeight. */
  weight: z.number().int(),
  /** weight / totalWeight, exactly what the server draws with */
  probability: z.number(),
  color: z.string(),
});
export type TSpinPrize = z.infer<typeof ZSpinPrizeSchema>;

export const ZLuckySpinSchema = z.object({
  /** Wheel order, clockwise from the top */
  prizes: z.array(ZSpinPrizeSchema),
  totalWeight: z.number().int(),
  /** Expected VND per spin, from the same weights */
  expectedValue: z.number(),
  rule: z.object({
    spinsPerDay: z.number().int(),
    requiresDeposit: z.boolean(),
    timeZone: z.string(),
  }),
  /** Player-facing terms generated from the rule and the prize table */
  terms: z.array(z.string()),
});
export type TLuckySpin = z.infer<typeof ZLuckySpinSchema>;
export const ZLuckySpinResponseSchema = ZSuccessSchema(ZLuckySpinSchema);

export const SPIN_REFUSALS = ['SPIN_MUST_DEPOSIT', 'SPIN_NO_SPINS_LEFT', 'SPIN_ACCOUNT_RESTRICTED'] as const;

export const ZSpinStatusSchema = z.object({
  spinsLeft: z.number().int(),
  /** Why the player cannot spin now (code and message), null when a spin is available */
  refusal: z.object({ code: z.enum(SPIN_REFUSALS), message: z.string() }).nullable(),
  /** When the next daily spin becomes available (ISO), for a player who used today's */
  nextSpinAt: z.string().nullable(),
});
export type TSpinStatus = z.infer<typeof ZSpinStatusSchema>;
export const ZSpinStatusResponseSchema = ZSuccessSchema(ZSpinStatusSchema);

export const ZSpinRecordSchema = z.object({
  id: z.number().int(),
  prizeId: z.number().int(),
  label: z.string(),
  amount: z.number().int(),
  /** Vietnam day the spin belonged to (YYYY-MM-DD) */
  day: z.string(),
  paid: z.boolean(),
  createdAt: z.string(),
});
export type TSpinRecord = z.infer<typeof ZSpinRecordSchema>;

export const ZSpinResultSchema = z.object({
  spin: ZSpinRecordSchema,
  /** Index of the prize in the published list (where the wheel stops) */
  prizeIndex: z.number().int(),
  /** Player cash after the prize was paid */
  cash: z.number().int(),
  status: ZSpinStatusSchema,
});
export type TSpinResult = z.infer<typeof ZSpinResultSchema>;
export const ZSpinResultResponseSchema = ZSuccessSchema(ZSpinResultSchema);

export const ZSpinHistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(10),
});
export const ZSpinHistoryResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(ZSpinRecordSchema),
  meta: z.object({
    pagination: z.object({ page: z.number(), per_page: z.number(), total: z.number(), last_page: z.number() }),
  }),
});

export const ZAppBonusSchema = z.object({
  amount: z.number().int(),
  claimed: z.boolean(),
  claimedAt: z.string().nullable(),
});
export type TAppBonus = z.infer<typeof ZAppBonusSchema>;
export const ZAppBonusResponseSchema = ZSuccessSchema(ZAppBonusSchema);
export const ZAppBonusClaimResponseSchema = ZSuccessSchema(ZAppBonusSchema.extend({ cash: z.number().int() }));

/**
 * Staff edit one prize of the brand's wheel (decision 066): the published odds and the draw
 * change together because both read this table. A prize shown on the wheel must be winnable,
 * so an enabled prize has a weight of at least 1; to take a prize off the wheel, disable it.
 */
export const ZSpinPrizeUpdateRequestSchema = z
  .object({
    label: text().trim().min(1).max(40).optional(),
    /** the English label (decision 177): absent leaves it, empty removes it */
    labelEn: text()
      .trim()
      .max(40)
      .nullable()
      .optional()
      .transform((v) => (v === undefined ? undefined : v || null)),
    amount: z.number().int().min(0).max(50_000_000).optional(),
    weight: z.number().int().min(1).max(1_000_000).optional(),
    enabled: z.boolean().optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: 'Không có thay đổi nào' });
export type TSpinPrizeUpdateRequest = z.infer<typeof ZSpinPrizeUpdateRequestSchema>;

/** The whole prize table as staff edit it, disabled prizes included, in wheel order. */
export const ZStaffSpinPrizeSchema = z.object({
  code: z.string(),
  label: z.string(),
  /** the English label (decision 177); null: the English site shows the Vietnamese */
  labelEn: z.string().nullable(),
  amount: z.number().int(),
  weight: z.number().int(),
  enabled: z.boolean(),
  color: z.string(),
});
export type TStaffSpinPrize = z.infer<typeof ZStaffSpinPrizeSchema>;
export const ZStaffSpinPrizesResponseSchema = ZSuccessSchema(z.array(ZStaffSpinPrizeSchema));

/**
 * Staff save the whole wheel at once (the back office's prize screen): every prize of the brand,
 * each code once. Together the enabled weights make the distribution the draw uses and the site
 * publishes, so they are checked together: at least one enabled prize, each with weight ≥ 1.
 */
export const ZSpinTableUpdateRequestSchema = z.object({
  prizes: z
    .array(
      z.object({
        code: text().trim().min(1).max(64),
        label: text().trim().min(1, { error: 'Nhập tên giải' }).max(40, { error: 'Tên giải tối đa 40 ký tự' }),
        /** the English label (decision 177); empty or absent: the English site shows the Vietnamese */
        labelEn: englishText(40),
        amount: z
          .number({ error: 'Giá trị giải phải là số' })
          .int({ error: 'Giá trị giải phải là số nguyên VND' })
          .min(0, { error: 'Giá trị giải không được âm' })
          .max(50_000_000, { error: 'Giá trị giải tối đa 50.000.000 VND' }),
        weight: z
          .number({ error: 'Trọng số phải là số' })
          .int({ error: 'Trọng số phải là số nguyên' })
          .min(1, { error: 'Trọng số tối thiểu là 1' })
          .max(1_000_000, { error: 'Trọng số tối đa 1.000.000' }),
        enabled: z.boolean(),
      }),
    )
    .min(1)
    .max(24)
    .refine((ps) => new Set(ps.map((p) => p.code)).size === ps.length, { error: 'Mỗi giải chỉ được liệt kê một lần' })
    .refine((ps) => ps.some((p) => p.enabled), { error: 'Vòng quay phải còn ít nhất một giải đang bật' }),
});
/** as parsed; a prize's `labelEn` may be left out by a caller that writes no English */
export type TSpinTableUpdateRequest = z.input<typeof ZSpinTableUpdateRequestSchema>;
