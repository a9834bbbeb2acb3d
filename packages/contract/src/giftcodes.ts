import { z } from 'zod';
import { ZSuccessSchema } from './envelope';
import { text, ZJsonValueSchema } from './text';

/* Gift codes (product.md sections 3, 5, 8; docs/promotions.md). */

export const GIFTCODE_MAX_LENGTH = 20;

export const GiftcodeMessage = {
  REQUIRED: 'Vui lòng nhập mã giftcode',
  MAX_LENGTH: 'Không được nhập quá 20 ký tự',
  SPECIAL_CHARACTERS: 'Vui lòng không nhập ký tự đặc biệt',
  GIFTCODE_INVALID: 'Giftcode không hợp lệ',
  PHONE_NOT_VERIFIED: 'Vui lòng xác thực số điện thoại để sử dụng giftcode',
  NEWBIE_BANK_REQUIRED: 'Vui lòng liên kết và xác thực tài khoản ngân hàng để sử dụng code tân thủ',
  NEWBIE_CARRIER: 'Code tân thủ chỉ áp dụng cho số điện thoại Viettel, Mobifone hoặc Vinaphone',
  GIFTCODE_RATE_LIMITED: 'Bạn nhập giftcode quá nhiều lần, vui lòng thử lại sau ít phút',
  GIFTCODE_RETRY: 'Đã có lỗi xảy ra, vui lòng thử lại sau',
  GIFTCODE_CODE_TAKEN: 'Mã giftcode đã tồn tại',
  GIFTCODE_NOTHING_PENDING: 'Người chơi không có giftcode nào đang chờ đủ vòng cược',
  GIFTCODE_FORFEIT_UNFINISHED: 'Giftcode đang được thu hồi, vui lòng thử lại sau ít phút',
  GIFTCODE_FORFEIT_PLAYER_ACTIVE: 'Chỉ thu hồi giftcode của người chơi đang tự loại trừ hoặc bị khóa',
} as const;

/** The code a player types: trimmed, then required, at most 20 characters, letters and digits only. */
export const ZGiftcodeInputSchema = text({ error: GiftcodeMessage.REQUIRED })
  .trim()
  .min(1, { error: GiftcodeMessage.REQUIRED })
  .max(GIFTCODE_MAX_LENGTH, { error: GiftcodeMessage.MAX_LENGTH })
  .regex(/^[A-Za-z0-9]+$/, { error: GiftcodeMessage.SPECIAL_CHARACTERS });

/** The body is loosely typed so the service can answer the spec's exact messages for `code`. */
export const ZRedeemGiftcodeRequestSchema = z.object({ code: ZJsonValueSchema.optional() });

export const GIFTCODE_KINDS = ['standard', 'newbie'] as const;

/** The phone networks whose players may use the newbie code (the rule the redeem call enforces). */
export const NEWBIE_CARRIERS = ['viettel', 'mobifone', 'vinaphone'] as const;

/** The newbie code on offer and the conditions its redemption enforces (the /code-tan-thu page). */
export const ZNewbieOfferSchema = z.object({
  code: z.string(),
  /** credited VND */
  amount: z.number().int(),
  /** total bet needed before withdrawing, as a multiple of the amount */
  turnover: z.number().int(),
  carriers: z.array(z.enum(NEWBIE_CARRIERS)),
  requiresVerifiedPhone: z.literal(true),
  requiresVerifiedBank: z.literal(true),
  /** once per player, whichever newbie code */
  oncePerPlayer: z.literal(true),
  expiresAt: z.string().nullable(),
});
export type TNewbieOffer = z.infer<typeof ZNewbieOfferSchema>;
export type TGiftcodeKind = (typeof GIFTCODE_KINDS)[number];

/** One row of the gift code history (product.md section 3). */
export const ZGiftcodeRedemptionSchema = z.object({
  code: z.string(),
  /** when the player entered it */
  redeemedAt: z.string(),
  /** total bet needed before withdrawing (VND) */
  requiredBet: z.number().int(),
  /** settled bets counted so far (VND) */
  currentBet: z.number().int(),
  /** value received (VND) */
  amount: z.number().int(),
  /** forfeited: staff ended the wagering hold and took the gift back (e.g. at self-exclusion) */
  status: z.enum(['pending', 'eligible', 'forfeited']),
  statusLabel: z.string(),
});
export type TGiftcodeRedemption = z.infer<typeof ZGiftcodeRedemptionSchema>;

/** Staff end a player's pending gift-code hold: what the redemption became and what was taken back. */
export const ZStaffForfeitGiftcodeResponseSchema = ZSuccessSchema(
  z.object({ redemption: ZGiftcodeRedemptionSchema, forfeited: z.number().int().nonnegative() }),
);

export const ZRedeemGiftcodeResponseSchema = ZSuccessSchema(ZGiftcodeRedemptionSchema);

/** The history page's rules (product.md section 9): 10, 20 or 50 rows a page, the last 7 days. */
export const GIFTCODE_HISTORY_PAGE_SIZES = [10, 20, 50] as const;
export const GIFTCODE_HISTORY_DAYS = 7;

export const ZGiftcodeHistoryQuerySchema = z.object({
  page: z.coerce.number({ error: 'Trang không hợp lệ' }).int().min(1).max(10_000).default(1),
  per_page: z.coerce
    .number({ error: 'Số dòng mỗi trang là 10, 20 hoặc 50' })
    .int()
    .refine((v) => (GIFTCODE_HISTORY_PAGE_SIZES as readonly number[]).includes(v), {
      error: 'Số dòng mỗi trang là 10, 20 hoặc 50',
    })
    .default(10),
});
export const ZGiftcodeHistoryResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(ZGiftcodeRedemptionSchema),
  meta: z.object({
    pagination: z.object({ page: z.number(), per_page: z.number(), total: z.number(), last_page: z.number() }),
  }),
});

// ─── staff ─────────────────────────────────────────────────────────────────────────────────

const giftcodeRule = {
  kind: z.enum(GIFTCODE_KINDS).default('standard'),
  /** VND credited to the player's cash */
  amount: z.number().int().min(1_000).max(100_000_000),
  /** total bet needed before withdrawing = amount x turnover */
  turnover: z.number().int().min(0).max(100),
  expiresAt: z.iso.datetime({ offset: true }).nullable().default(null),
  note: text({ multiline: true }).trim().max(200).default(''),
};

export const ZCreateGiftcodeRequestSchema = z.object({
  code: text()
    .trim()
    .min(4)
    .max(GIFTCODE_MAX_LENGTH)
    .regex(/^[A-Za-z0-9]+$/),
  /** how many different players may use it (each once) */
  maxUses: z.number().int().min(1).max(1_000_000).default(1),
  ...giftcodeRule,
});
export const ZCreateGiftcodeBatchRequestSchema = z.object({
  count: z.number().int().min(1).max(1_000),
  /** letters and digits put before the random part */
  prefix: text()
    .trim()
    .max(8)
    .regex(/^[A-Za-z0-9]*$/)
    .default(''),
  ...giftcodeRule,
});

export const ZStaffGiftcodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(GIFTCODE_KINDS),
  amount: z.number().int(),
  turnover: z.number().int(),
  maxUses: z.number().int(),
  uses: z.number().int(),
  batchId: z.string().nullable(),
  expiresAt: z.string().nullable(),
  note: z.string(),
  createdAt: z.string(),
});
export type TStaffGiftcode = z.infer<typeof ZStaffGiftcodeSchema>;
export const ZStaffGiftcodeResponseSchema = ZSuccessSchema(ZStaffGiftcodeSchema);
export const ZStaffGiftcodeBatchResponseSchema = ZSuccessSchema(
  z.object({ batchId: z.string(), codes: z.array(ZStaffGiftcodeSchema) }),
);
export const ZStaffGiftcodeListQuerySchema = z.object({
  batchId: text().max(64).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(50),
});
export const ZStaffGiftcodeListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(ZStaffGiftcodeSchema),
  meta: z.object({
    pagination: z.object({ page: z.number(), per_page: z.number(), total: z.number(), last_page: z.number() }),
  }),
});
