import { z } from 'zod';
import { ZSuccessSchema } from './envelope';
import { text } from './text';

/** AML flags raised by rules and reviewed by compliance (decision 097). */
export const AML_RULES = [
  'large_deposit',
  'rapid_withdrawal',
  'shared_device',
  'shared_address',
  'giftcode_abuse',
] as const;
export type TAmlRule = (typeof AML_RULES)[number];
export const AML_STATUSES = ['open', 'cleared', 'confirmed'] as const;

export const AmlRuleLabel: Record<TAmlRule, string> = {
  large_deposit: 'Nạp tiền lớn',
  rapid_withdrawal: 'Nạp rồi rút nhanh, ít cược',
  shared_device: 'Nhiều tài khoản trên một thiết bị',
  shared_address: 'Nhiều tài khoản trên một địa chỉ IP',
  giftcode_abuse: 'Lạm dụng giftcode qua tài khoản liên kết',
};

export const AmlMessage = {
  AML_NOT_OPEN: 'Cảnh báo này đã được xử lý',
} as const;

export const ZAmlNoteSchema = z.object({
  id: z.number().int(),
  staff: z.string(),
  text: z.string(),
  createdAt: z.string(),
});

export const ZAmlFlagSchema = z.object({
  id: z.number().int(),
  playerId: z.number().int(),
  username: z.string(),
  playerStatus: z.string(),
  rule: z.enum(AML_RULES),
  details: z.record(z.string(), z.unknown()),
  status: z.enum(AML_STATUSES),
  raisedAt: z.string(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  outcomeNote: z.string().nullable(),
  notes: z.array(ZAmlNoteSchema),
});
export type TAmlFlag = z.infer<typeof ZAmlFlagSchema>;
export const ZAmlFlagResponseSchema = ZSuccessSchema(ZAmlFlagSchema);
export const ZAmlFlagListResponseSchema = ZSuccessSchema(
  z.object({ items: z.array(ZAmlFlagSchema), counts: z.record(z.string(), z.number().int()) }),
);
export const ZAmlFlagQuerySchema = z.object({
  status: z.enum(AML_STATUSES).default('open'),
  player_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
});
export const ZAmlNoteRequestSchema = z.object({
  text: text({ multiline: true }).trim().min(2, { error: 'Ghi chú tối thiểu 2 ký tự' }).max(2000),
});
export const ZAmlReviewRequestSchema = z.object({
  /** cleared: nothing wrong; confirmed: the player is restricted (disabled) */
  outcome: z.enum(['cleared', 'confirmed']),
  note: text({ multiline: true }).trim().min(5, { error: 'Kết luận tối thiểu 5 ký tự' }).max(2000),
});
export const ZAmlRunResponseSchema = ZSuccessSchema(z.object({ raised: z.number().int() }));

/** Why a withdrawal waits for staff instead of being approved by itself (decision 097). */
export const WITHDRAWAL_HOLD_REASONS = [
  'auto_off',
  'over_threshold',
  'daily_limit',
  'first_withdrawal',
  'kyc_not_verified',
  'aml_flag',
  'staff_payout',
] as const;
export type TWithdrawalHoldReason = (typeof WITHDRAWAL_HOLD_REASONS)[number];
export const WithdrawalHoldLabel: Record<TWithdrawalHoldReason, string> = {
  auto_off: 'Tự duyệt đang tắt',
  over_threshold: 'Vượt ngưỡng tự duyệt',
  daily_limit: 'Vượt hạn mức tự duyệt trong ngày',
  first_withdrawal: 'Lần rút đầu tiên',
  kyc_not_verified: 'Chưa xác minh danh tính',
  aml_flag: 'Có cảnh báo AML',
  staff_payout: 'Chi trả do nhân viên tạo',
};

export const ZWithdrawalRulesSchema = z.object({
  enabled: z.boolean(),
  /** auto-approved at or below this amount; larger ones wait */
  maxAmount: z.number().int().nonnegative().max(10_000_000_000),
  maxDailyPerPlayer: z.number().int().nonnegative().max(10_000_000_000),
  /** only players whose identity compliance verified */
  requireVerifiedKyc: z.boolean(),
  /** a player's first withdrawal always waits */
  holdFirstWithdrawal: z.boolean(),
  /** staff answer a held withdrawal within this many hours: the player is told by when (decision 125) */
  reviewHours: z
    .number({ error: 'Thời hạn trả lời là số giờ' })
    .int({ error: 'Thời hạn trả lời là số giờ nguyên' })
    .min(1, { error: 'Thời hạn trả lời tối thiểu 1 giờ' })
    .max(168, { error: 'Thời hạn trả lời tối đa 168 giờ' })
    .default(24),
  /** the time the site promises for deposits and approved withdrawals ("1 – 3 phút") */
  promisedMinutes: z
    .object({
      min: z.number().int().min(1, { error: 'Thời gian hứa tối thiểu 1 phút' }).max(1_440),
      max: z.number().int().min(1, { error: 'Thời gian hứa tối thiểu 1 phút' }).max(1_440),
    })
    .refine((m) => m.min <= m.max, { error: 'Thời gian tối thiểu phải nhỏ hơn hoặc bằng tối đa' })
    .default({ min: 1, max: 3 }),
});
export type TWithdrawalRules = z.infer<typeof ZWithdrawalRulesSchema>;
export const ZWithdrawalRulesResponseSchema = ZSuccessSchema(ZWithdrawalRulesSchema);

/** The player's devices and addresses, each with the other accounts seen on it (player picture). */
export const ZPlayerLinksSchema = z.object({
  links: z.array(
    z.object({
      kind: z.enum(['device', 'address']),
      value: z.string(),
      lastSeenAt: z.string(),
      accounts: z.array(z.object({ id: z.number().int(), username: z.string(), status: z.string() })),
    }),
  ),
  openFlags: z.number().int(),
});
export type TPlayerLinks = z.infer<typeof ZPlayerLinksSchema>;
export const ZPlayerLinksResponseSchema = ZSuccessSchema(ZPlayerLinksSchema);

/**
 * The thresholds of the AML rules (decision 105), set by compliance and in force at once on
 * every instance. Bounds keep a typo from switching a rule off by accident (a zero window).
 */
export const ZAmlRulesSchema = z.object({
  /** a single credited deposit at or above this raises `large_deposit` */
  largeDepositVnd: z.number().int().min(1_000_000).max(1_000_000_000_000),
  /** a withdrawal within this many hours of deposits... */
  rapidWindowHours: z.number().int().min(1).max(720),
  /** ...with stakes since the first of them below this share (%) of them raises `rapid_withdrawal` */
  rapidMinTurnoverPct: z.number().int().min(0).max(1_000),
  /** this many accounts seen on one device fingerprint raise `shared_device` */
  accountsPerDevice: z.number().int().min(2).max(100),
  /** this many accounts seen on one IP address raise `shared_address` */
  accountsPerAddress: z.number().int().min(2).max(1_000),
  /** how far back the login history links accounts (days) */
  linkWindowDays: z.number().int().min(1).max(365),
  /** this many gift codes redeemed by two or more linked accounts raise `giftcode_abuse` */
  giftcodesPerLinkedGroup: z.number().int().min(2).max(1_000),
  /** a single win at or above this is listed in the large-win alerts (decision 157) */
  largeWinVnd: z.number().int().min(1_000_000).max(1_000_000_000_000),
});
export type TAmlRules = z.infer<typeof ZAmlRulesSchema>;
export const ZAmlSettingsSchema = z.object({
  rules: ZAmlRulesSchema,
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type TAmlSettings = z.infer<typeof ZAmlSettingsSchema>;
export const ZAmlSettingsResponseSchema = ZSuccessSchema(ZAmlSettingsSchema);
export const ZAmlRulesRequestSchema = ZAmlRulesSchema;

/** A flagged player's withdrawal waits for compliance's outcome (decision 105). */
export const AmlBlockMessage = {
  AML_FLAG_OPEN:
    'Người chơi đang có cảnh báo AML chưa được bộ phận tuân thủ kết luận: chưa thể duyệt hoặc xác nhận chi trả lệnh rút này',
} as const;
