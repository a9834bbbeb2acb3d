import { z } from 'zod';
import { ZSuccessSchema, ZVndAmountSchema } from './envelope';
import { text } from './text';
import { type TextLocale, textsFor } from './texts';

/* Player protection: deposit/loss/wager limits, self-exclusion, reality check (decision 025). */

export const PROTECTION_LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const;
export type TProtectionLimitKind = (typeof PROTECTION_LIMIT_KINDS)[number];
export const PROTECTION_PERIODS = ['day', 'week', 'month'] as const;
export type TProtectionPeriod = (typeof PROTECTION_PERIODS)[number];
export const SELF_EXCLUSION_DURATIONS = ['24h', '7d', '30d', '6m', 'permanent'] as const;
export type TSelfExclusionDuration = (typeof SELF_EXCLUSION_DURATIONS)[number];
export const REMINDER_MINUTES = [0, 30, 60, 120] as const;
/** A login session's longest length the player may choose, in minutes; 0 = none. */
export const SESSION_LIMIT_MINUTES = [0, 30, 60, 120, 240] as const;
/** A raise or removal of a limit takes effect this long after it is asked for. */
export const LIMIT_INCREASE_DELAY_HOURS = 24;
/** The largest limit a player may set (1 billion VND): a typo of extra zeros is refused. */
export const MAX_PROTECTION_LIMIT = 1_000_000_000;

export const ProtectionMessage = {
  LIMIT_INVALID: 'Hạn mức phải là số tiền nguyên từ 10.000 VND đến 1.000.000.000 VND',
  WRONG_PASSWORD: 'Mật khẩu không đúng',
  DEPOSIT_LIMIT_REACHED: 'Vượt hạn mức nạp',
  LOSS_LIMIT_REACHED: 'Vượt hạn mức thua',
  WAGER_LIMIT_REACHED: 'Vượt hạn mức cược',
  REMINDER_INVALID: 'Chỉ chọn nhắc nhở mỗi 30, 60 hoặc 120 phút, hoặc tắt',
  SESSION_LIMIT_INVALID: 'Chỉ chọn giới hạn phiên 30, 60, 120 hoặc 240 phút, hoặc không giới hạn',
} as const;

export const ZProtectionLimitRequestSchema = z.object({
  kind: z.enum(PROTECTION_LIMIT_KINDS, { error: 'Loại hạn mức không hợp lệ' }),
  period: z.enum(PROTECTION_PERIODS, { error: 'Kỳ hạn mức không hợp lệ' }),
  /** null removes the limit (after the waiting period) */
  amount: ZVndAmountSchema.refine((n) => n >= 10_000 && n <= MAX_PROTECTION_LIMIT, {
    error: ProtectionMessage.LIMIT_INVALID,
  }).nullable(),
});
export type TProtectionLimitRequest = z.infer<typeof ZProtectionLimitRequestSchema>;

export const ZSelfExclusionRequestSchema = z.object({
  duration: z.enum(SELF_EXCLUSION_DURATIONS, { error: 'Thời gian tự loại trừ không hợp lệ' }),
  password: text({ error: 'Vui lòng nhập mật khẩu' }).min(1, { error: 'Vui lòng nhập mật khẩu' }).max(128),
});
export type TSelfExclusionRequest = z.infer<typeof ZSelfExclusionRequestSchema>;

export const ZReminderRequestSchema = z.object({
  minutes: z.union([z.literal(0), z.literal(30), z.literal(60), z.literal(120)], {
    error: ProtectionMessage.REMINDER_INVALID,
  }),
});
export type TReminderRequest = z.infer<typeof ZReminderRequestSchema>;

export const ZSessionLimitRequestSchema = z.object({
  minutes: z.union([z.literal(0), z.literal(30), z.literal(60), z.literal(120), z.literal(240)], {
    error: ProtectionMessage.SESSION_LIMIT_INVALID,
  }),
});
export type TSessionLimitRequest = z.infer<typeof ZSessionLimitRequestSchema>;

export const ZProtectionLimitSchema = z.object({
  kind: z.enum(PROTECTION_LIMIT_KINDS),
  period: z.enum(PROTECTION_PERIODS),
  /** the limit in force now; null = none */
  amount: z.number().int().nullable(),
  /** deposits (credited + open orders) or net loss so far in the current period */
  used: z.number().int(),
  /** what may still be deposited/lost this period; null without a limit */
  remaining: z.number().int().nullable(),
  periodStartsAt: z.iso.datetime({ offset: true }),
  periodEndsAt: z.iso.datetime({ offset: true }),
  /** a raise or removal waiting for its time; amount null = removal */
  pending: z.object({ amount: z.number().int().nullable(), effectiveAt: z.iso.datetime({ offset: true }) }).nullable(),
});
export type TProtectionLimit = z.infer<typeof ZProtectionLimitSchema>;

export const ZProtectionAuditSchema = z.object({
  action: z.string(),
  kind: z.string().nullable(),
  period: z.string().nullable(),
  oldAmount: z.number().int().nullable(),
  newAmount: z.number().int().nullable(),
  effectiveAt: z.iso.datetime({ offset: true }),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TProtectionAudit = z.infer<typeof ZProtectionAuditSchema>;

export const ZProtectionSchema = z.object({
  limits: z.array(ZProtectionLimitSchema),
  reminderMinutes: z.number().int(),
  /** the longest a login session lasts (0: no limit), and a longer one or a removal waiting */
  sessionLimit: z.object({
    minutes: z.number().int(),
    pending: z.object({ minutes: z.number().int(), effectiveAt: z.iso.datetime({ offset: true }) }).nullable(),
  }),
  history: z.array(ZProtectionAuditSchema),
});
export type TProtection = z.infer<typeof ZProtectionSchema>;
export const ZProtectionResponseSchema = ZSuccessSchema(ZProtectionSchema);

export const ZSelfExclusionSchema = z.object({
  /** null = permanent */
  until: z.iso.datetime({ offset: true }).nullable(),
});
export const ZSelfExclusionResponseSchema = ZSuccessSchema(ZSelfExclusionSchema);

/**
 * The login session as the server times it (decision 025): when it began and ends, when the next
 * reality check is due, and the stakes, wins and net result of game postings since login, from
 * the ledger. The site schedules from `now`, so a wrong device clock changes nothing.
 */
export const ZPlaySessionSchema = z.object({
  now: z.iso.datetime({ offset: true }),
  startedAt: z.iso.datetime({ offset: true }),
  /** when the session ends at the latest (the player's session limit, or the site's own) */
  endsAt: z.iso.datetime({ offset: true }),
  sessionLimitMinutes: z.number().int(),
  reminderMinutes: z.number().int(),
  /** null when reminders are off */
  nextReminderAt: z.iso.datetime({ offset: true }).nullable(),
  bets: z.number().int(),
  wins: z.number().int(),
  /** wins - bets: negative is a loss */
  net: z.number().int(),
});
export type TPlaySession = z.infer<typeof ZPlaySessionSchema>;
export const ZPlaySessionResponseSchema = ZSuccessSchema(ZPlaySessionSchema);

/** A stake refused by a loss or wager limit, as the ledger reports it (the detail of WL011). */
export const ZPlayLimitRefusalSchema = z.object({
  kind: z.enum(['loss', 'wager']),
  period: z.enum(PROTECTION_PERIODS),
  limit: z.number().int(),
  used: z.number().int(),
  /** PostgreSQL's timestamp text, normalised to ISO */
  resetsAt: z.string().transform((at) => new Date(at).toISOString()),
});
export type TPlayLimitRefusal = z.output<typeof ZPlayLimitRefusalSchema>;

/** What the player reads when a stake passes a limit: which limit, what is used, when it resets. */
export function playLimitMessage(r: TPlayLimitRefusal, locale: TextLocale = 'vi'): string {
  const t = textsFor(locale);
  return t('protection.playLimit', {
    limitName: t(`protection.limit.${r.kind}`),
    period: t(`protection.period.${r.period}`),
    limit: r.limit,
    remaining: Math.max(0, r.limit - r.used),
    resets: r.resetsAt,
  });
}
