import { z } from 'zod';
import { ZSuccessSchema } from './envelope';
import { text } from './text';

/*
 * Promotions (product.md sections 2, 6, 9; docs/promotions.md). The rule is data; every text a
 * player reads is generated from it by the server, so the page and the enforcement agree.
 */

export const PROMOTION_KINDS = ['first_deposit', 'refund'] as const;
export type TPromotionKind = (typeof PROMOTION_KINDS)[number];

export const ZFirstDepositRuleSchema = z.object({
  kind: z.literal('first_deposit'),
  /** bonus as a percentage of the deposit */
  percent: z.number().int().min(1).max(300),
  /** VND */
  maxBonus: z.number().int().positive(),
  /** VND; smaller deposits get no bonus */
  minDeposit: z.number().int().nonnegative(),
  /** wagering requirement = (deposit + bonus) x turnover */
  turnover: z.number().int().min(1).max(100),
  validDays: z.number().int().min(1).max(365),
  /**
   * Share (percent) of a settled stake that counts toward wagering, per provider code;
   * `default` for every other provider.
   */
  weights: z.record(text(), z.number().int().min(0).max(100)),
});
export type TFirstDepositRule = z.infer<typeof ZFirstDepositRuleSchema>;

export const ZRefundRuleSchema = z.object({
  kind: z.literal('refund'),
  /** percent of settled turnover, e.g. 1.5 */
  ratePercent: z.number().positive().max(10),
  /** the rate for stakes at `sportsProviders`; null when sports has no rate of its own */
  sportsRatePercent: z.number().positive().max(10).nullable(),
  sportsProviders: z.array(text()),
  /** decimal odds; stakes reported with lower odds are excluded */
  minOdds: z.number().min(1),
});
export type TRefundRule = z.infer<typeof ZRefundRuleSchema>;

export const ZPromotionRuleSchema = z.discriminatedUnion('kind', [ZFirstDepositRuleSchema, ZRefundRuleSchema]);
export type TPromotionRule = z.infer<typeof ZPromotionRuleSchema>;

export const ZPromotionSchema = z.object({
  /** the slug; what a deposit request sends as promotionId */
  id: z.string(),
  slug: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  title: z.string(),
  summary: z.string(),
  /** terms, one sentence each, generated from the rule */
  terms: z.array(z.string()),
  rule: ZPromotionRuleSchema,
});
export type TPromotion = z.infer<typeof ZPromotionSchema>;

export const ZPromotionListResponseSchema = ZSuccessSchema(z.array(ZPromotionSchema));
export const ZPromotionResponseSchema = ZSuccessSchema(ZPromotionSchema);
export const ZPromotionSlugParamsSchema = z.object({
  slug: text().regex(/^[a-z0-9-]{1,64}$/, { error: 'Khuyến mãi không tồn tại' }),
});

export const BONUS_STATUSES = ['active', 'completed', 'cancelled', 'expired'] as const;
export type TBonusStatus = (typeof BONUS_STATUSES)[number];

export const ZPlayerBonusSchema = z.object({
  id: z.number().int(),
  promotionId: z.string(),
  title: z.string(),
  status: z.enum(BONUS_STATUSES),
  depositAmount: z.number().int(),
  bonusAmount: z.number().int(),
  wagerRequired: z.number().int(),
  wagerProgress: z.number().int(),
  /** VND of settled stakes still to count */
  wagerRemaining: z.number().int(),
  /** 0..100, floor */
  progressPercent: z.number().int(),
  expiresAt: z.string(),
  createdAt: z.string(),
  endedAt: z.string().nullable(),
  /** The rule frozen on the bonus at grant time (later edits of the promotion do not apply). */
  rule: ZFirstDepositRuleSchema,
  /** What counts toward the wagering and how much (weights, exclusions), generated from `rule`. */
  wageringTerms: z.array(z.string()),
  /** The full terms of `rule`, as the promotion page states them. */
  terms: z.array(z.string()),
  /**
   * What cancelling forfeits now (cancelPromotion modal), generated from the bonus: the amount
   * leaving the bonus account and one sentence per consequence; null once the bonus has ended.
   */
  forfeit: z.object({ amount: z.number().int(), terms: z.array(z.string()) }).nullable(),
});
export type TPlayerBonus = z.infer<typeof ZPlayerBonusSchema>;

export const ZPlayerPromotionResponseSchema = ZSuccessSchema(
  z.object({ active: ZPlayerBonusSchema.nullable(), history: z.array(ZPlayerBonusSchema) }),
);
export const ZCancelPromotionResponseSchema = ZSuccessSchema(ZPlayerBonusSchema);

export const PromotionErrorMessage = {
  PROMOTION_NOT_FOUND: 'Khuyến mãi không tồn tại',
  PROMOTION_FIRST_DEPOSIT_ONLY: 'Khuyến mãi chỉ áp dụng cho lần nạp tiền đầu tiên',
  PROMOTION_ACTIVE_EXISTS: 'Bạn đang tham gia một khuyến mãi khác',
  NO_ACTIVE_PROMOTION: 'Bạn không có khuyến mãi nào đang áp dụng',
  WAGERING_INCOMPLETE: 'Bạn chưa hoàn thành vòng cược khuyến mãi',
} as const;
export type TPromotionErrorCode = keyof typeof PromotionErrorMessage;

export const ZRefundRowSchema = z.object({
  /** Vietnam calendar day of the settled bets, YYYY-MM-DD */
  day: z.string(),
  turnover: z.number().int(),
  amount: z.number().int(),
  paidAt: z.string().nullable(),
});
export type TRefundRow = z.infer<typeof ZRefundRowSchema>;
export const ZRefundHistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(10),
});
export const ZRefundHistoryResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(ZRefundRowSchema),
  meta: z.object({
    pagination: z.object({ page: z.number(), per_page: z.number(), total: z.number(), last_page: z.number() }),
  }),
});

// ─── staff ─────────────────────────────────────────────────────────────────────────────────

export const ZStaffPromotionSchema = ZPromotionSchema.extend({ enabled: z.boolean() });
export const ZStaffPromotionListResponseSchema = ZSuccessSchema(z.array(ZStaffPromotionSchema));
export const ZStaffPromotionResponseSchema = ZSuccessSchema(ZStaffPromotionSchema);
/** A new rule (same kind as before) and whether players see the promotion. */
export const ZUpdatePromotionRequestSchema = z.object({ rule: ZPromotionRuleSchema, enabled: z.boolean() });

/** Staff errors of creating and editing promotions (decision 103). */
export const PromotionStaffMessage = {
  PROMOTION_SLUG_TAKEN: 'Đường dẫn này đã có khuyến mãi khác, vui lòng chọn đường dẫn khác',
  PROMOTION_REFUND_EXISTS: 'Đã có một chương trình hoàn trả đang chạy; tạm dừng chương trình đó trước',
} as const;

/**
 * A new promotion: its address and the rule the server will enforce (the same rule schema as
 * editing). Its title, summary and terms are generated from the rule, never typed. `enabled`
 * false keeps it a draft only staff see.
 */
export const ZCreatePromotionRequestSchema = z.object({
  slug: text()
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{1,62}[a-z0-9]$/, {
      error: 'Đường dẫn gồm 3-64 chữ thường không dấu, số hoặc dấu gạch ngang',
    }),
  rule: ZPromotionRuleSchema,
  enabled: z.boolean(),
});
export type TCreatePromotionRequest = z.infer<typeof ZCreatePromotionRequestSchema>;
