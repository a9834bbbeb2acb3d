import { z } from 'zod';
import { ZSuccessSchema, ZVndAmountSchema } from './envelope';
import { text } from './text';

/* VIP levels (issue 37; docs/vip.md, decision 144). */

export const VipMessage = {
  VIP_RULE_NOT_FOUND: 'Không tìm thấy bản quy định VIP',
  VIP_RULE_NOT_DRAFT: 'Chỉ sửa hoặc công bố được bản quy định VIP ở trạng thái nháp',
  VIP_NOT_CONFIGURED: 'Chương trình VIP chưa được công bố',
  VIP_LEVEL_UNKNOWN: 'Hạng VIP này không có trong quy định đang áp dụng',
  VIP_PLAYER_NOT_FOUND: 'Không tìm thấy người chơi',
  VIP_WITHDRAWAL_LIMIT: 'Bạn đã đạt hạn mức rút tiền trong ngày của hạng VIP',
} as const;

const ZCodeSchema = text()
  .min(2)
  .max(30)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'Mã chỉ gồm chữ thường không dấu, số và dấu gạch ngang' });

const vnd = (max: number, what: string) =>
  ZVndAmountSchema.refine((n) => n >= 0 && n <= max, { error: `${what} từ 0 đến ${max.toLocaleString('en-US')} VND` });

/** One rung of the ladder and what it gives. */
export const ZVipLevelSchema = z.object({
  code: ZCodeSchema,
  name: text().min(1).max(30),
  /** the level's name in English (decision 170); empty or absent: the English site shows `name` */
  nameEn: text().trim().max(30).optional(),
  /** points over the rolling period needed to hold the level; the first level needs 0 */
  minPoints: z.number().int().min(0).max(100_000_000),
  /** paid once per player the first time the level is reached by points */
  levelUpBonus: vnd(1_000_000_000, 'Thưởng lên hạng'),
  /** paid once per Vietnam week (from Monday) while the player holds the level */
  weeklyBonus: vnd(1_000_000_000, 'Thưởng tuần'),
  /** added to the brand's daily refund rate for a player of this level (percent of turnover) */
  refundExtraPercent: z.number().min(0).max(5).multipleOf(0.01),
  /** most a player of this level may request to withdraw per Vietnam day; null: no VIP limit */
  withdrawalDailyLimit: ZVndAmountSchema.refine((n) => n >= 100_000 && n <= 100_000_000_000, {
    error: 'Hạn mức rút từ 100,000 VND',
  }).nullable(),
  /** paid once a year on the player's birthday (Vietnam date), by the date of birth on their verified ID card; 0: none */
  birthdayBonus: vnd(1_000_000_000, 'Thưởng sinh nhật').default(0),
  /** the back office's queue of withdrawals waiting for staff lists this level's requests first */
  withdrawalPriority: z.boolean().default(false),
});
export type TVipLevel = z.infer<typeof ZVipLevelSchema>;

/** A level's name in a language: staff's English when written, else the Vietnamese (decision 170). */
export function vipLevelName(level: Pick<TVipLevel, 'name' | 'nameEn'>, locale: 'vi' | 'en'): string {
  return locale === 'en' && level.nameEn ? level.nameEn : level.name;
}

/** A catalogue section whose stakes count at another weight than the default. */
export const ZVipWeightSchema = z.object({
  section: ZCodeSchema,
  percent: z.number().int().min(0).max(200),
});

/** The rule the server enforces; every text players read about VIP is generated from it. */
export const ZVipRuleSchema = z
  .object({
    /** VND of weighted stake per point */
    pointValue: z.number().int().min(100).max(10_000_000),
    /** points count over this many days back (the rolling period); older points no longer hold a level */
    periodDays: z.number().int().min(7).max(365),
    /** percent of a stake counted in games of no listed section */
    defaultPercent: z.number().int().min(0).max(200),
    /** a game in several listed sections counts at the highest of their weights */
    weights: z.array(ZVipWeightSchema).max(20).default([]),
    levels: z.array(ZVipLevelSchema).min(2).max(10),
  })
  .refine((r) => r.levels[0]?.minPoints === 0, { error: 'Hạng đầu tiên cần 0 điểm', path: ['levels'] })
  .refine((r) => r.levels.every((l, i) => i === 0 || l.minPoints > r.levels[i - 1]!.minPoints), {
    error: 'Điểm cần của mỗi hạng phải lớn hơn hạng trước',
    path: ['levels'],
  })
  .refine((r) => new Set(r.levels.map((l) => l.code)).size === r.levels.length, {
    error: 'Mã hạng không được trùng',
    path: ['levels'],
  })
  .refine((r) => new Set(r.weights.map((w) => w.section)).size === r.weights.length, {
    error: 'Mỗi sảnh chỉ có một tỉ lệ',
    path: ['weights'],
  });
export type TVipRule = z.infer<typeof ZVipRuleSchema>;

export const ZVipTextsSchema = z.object({
  summary: z.string(),
  /** how points are earned, kept and lost, one sentence a line */
  terms: z.array(z.string()),
  /** per level: what it needs and what it gives, one line each */
  levels: z.array(z.object({ code: z.string(), name: z.string(), needs: z.string(), gives: z.array(z.string()) })),
});
export type TVipTexts = z.infer<typeof ZVipTextsSchema>;

export const ZVipProgramSchema = z.object({
  rule: ZVipRuleSchema,
  texts: ZVipTextsSchema,
  publishedAt: z.string(),
});
export type TVipProgram = z.infer<typeof ZVipProgramSchema>;
export const ZVipProgramResponseSchema = ZSuccessSchema(ZVipProgramSchema.nullable());

/** The player's standing. */
export const ZVipStatusSchema = z.object({
  level: z.object({ code: z.string(), name: z.string(), index: z.number().int() }),
  points: z.number().int(),
  /** set by staff (a reason is on file); the level then does not follow points */
  heldByStaff: z.boolean(),
  next: z
    .object({
      code: z.string(),
      name: z.string(),
      minPoints: z.number().int(),
      pointsLeft: z.number().int(),
      gives: z.array(z.string()),
    })
    .nullable(),
  gives: z.array(z.string()),
  periodDays: z.number().int(),
});
export type TVipStatus = z.infer<typeof ZVipStatusSchema>;
export const ZVipStatusResponseSchema = ZSuccessSchema(ZVipStatusSchema.nullable());

// ─── staff ──────────────────────────────────────────────────────────────────────────────

export const ZStaffVipRuleSchema = z.object({
  id: z.number().int(),
  status: z.enum(['draft', 'published', 'retired']),
  rule: ZVipRuleSchema,
  texts: ZVipTextsSchema,
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
});
export type TStaffVipRule = z.infer<typeof ZStaffVipRuleSchema>;
export const ZStaffVipRuleListResponseSchema = ZSuccessSchema(z.array(ZStaffVipRuleSchema));
export const ZStaffVipRuleResponseSchema = ZSuccessSchema(ZStaffVipRuleSchema);
export const ZStaffVipRuleInputSchema = z.object({ rule: ZVipRuleSchema });
export const ZStaffVipPreviewResponseSchema = ZSuccessSchema(ZVipTextsSchema);
export const ZStaffVipIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const ZStaffVipPlayerParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const ZStaffVipSetLevelRequestSchema = z.object({
  /** null: the level follows points again */
  level: ZCodeSchema.nullable(),
  reason: text({ multiline: true }).trim().min(5).max(500),
});

export const ZVipHistoryRowSchema = z.object({
  at: z.string(),
  kind: z.enum(['level_up', 'weekly_bonus', 'staff_set', 'staff_clear']),
  level: z.string().nullable(),
  amount: z.number().int(),
  paid: z.boolean(),
  note: z.string().nullable(),
});
export const ZStaffVipPlayerSchema = z.object({
  status: ZVipStatusSchema.nullable(),
  /** weighted turnover per Vietnam day over the rolling period */
  days: z.array(z.object({ day: z.string(), weighted: z.number().int(), rounds: z.number().int() })),
  history: z.array(ZVipHistoryRowSchema),
});
export type TStaffVipPlayer = z.infer<typeof ZStaffVipPlayerSchema>;
export const ZStaffVipPlayerResponseSchema = ZSuccessSchema(ZStaffVipPlayerSchema);
