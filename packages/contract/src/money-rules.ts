import { z } from 'zod';
import { type TAmlRule, type TWithdrawalHoldReason, WITHDRAWAL_HOLD_REASONS } from './aml';
import { ZSuccessSchema } from './envelope';
import { type TextLocale, textsFor } from './texts';

/*
 * What can hold a player's money, with the operator's figures (decision 125): the withdrawal
 * guide, the terms and the home page are written from these, and a held withdrawal tells its
 * player which of them holds it, what they can do and by when staff answer. The figures come from
 * the settings that enforce them (cashier settings, AML thresholds, the KYC threshold), so a
 * page never promises what the server does not do.
 */

/** The figures behind every rule that can hold money, as the server enforces them now. */
export const ZMoneyRulesSchema = z.object({
  /** the time the site promises for a deposit or an approved withdrawal to arrive */
  promisedMinutes: z.object({ min: z.number().int(), max: z.number().int() }),
  /** staff answer a held withdrawal within this many hours */
  reviewHours: z.number().int(),
  autoApprove: z.object({
    enabled: z.boolean(),
    maxAmount: z.number().int(),
    maxDailyPerPlayer: z.number().int(),
    requireVerifiedKyc: z.boolean(),
    holdFirstWithdrawal: z.boolean(),
  }),
  withdraw: z.object({
    bank: z.object({ enabled: z.boolean(), min: z.number().int(), max: z.number().int() }),
    card: z.object({ enabled: z.boolean(), min: z.number().int(), max: z.number().int() }),
    crypto: z.object({ enabled: z.boolean(), min: z.number().int(), max: z.number().int() }),
  }),
  /** withdrawals above this need a verified identity at all (not only for auto-approval) */
  kycThresholdVnd: z.number().int(),
  aml: z.object({
    largeDepositVnd: z.number().int(),
    rapidWindowHours: z.number().int(),
    rapidMinTurnoverPct: z.number().int(),
    accountsPerDevice: z.number().int(),
    accountsPerAddress: z.number().int(),
  }),
});
export type TMoneyRules = z.infer<typeof ZMoneyRulesSchema>;
export const ZMoneyRulesResponseSchema = ZSuccessSchema(ZMoneyRulesSchema);

/** Whether a withdrawal can wait for a check at all: then the promise says "sau khi xác minh". */
export function withdrawalsMayWait(r: TMoneyRules): boolean {
  const a = r.autoApprove;
  return !a.enabled || a.requireVerifiedKyc || a.holdFirstWithdrawal || r.aml.rapidMinTurnoverPct > 0;
}

/** "1 – 3 phút" ("1 – 3 minutes") from the operator's setting. */
export function promisedTime(r: TMoneyRules, locale: TextLocale = 'vi'): string {
  const t = textsFor(locale);
  const { min, max } = r.promisedMinutes;
  return min === max ? t('money.minutes', { count: min }) : t('money.minutesRange', { min, max });
}

/** The promise of the home page and the site's copy: deposits, and withdrawals once checked. */
export function moneyPromise(r: TMoneyRules, locale: TextLocale = 'vi'): { short: string; sentence: string } {
  const t = textsFor(locale);
  const time = promisedTime(r, locale);
  return withdrawalsMayWait(r)
    ? { short: t('money.promiseShortChecked', { time }), sentence: t('money.promiseChecked', { time }) }
    : { short: t('money.promiseShort', { time }), sentence: t('money.promise', { time }) };
}

/** Every rule that can hold a withdrawal or a deposit, as sentences with the operator's figures. */
export function moneyRuleSections(r: TMoneyRules, locale: TextLocale = 'vi'): { title: string; items: string[] }[] {
  const t = textsFor(locale);
  const a = r.autoApprove;
  const waits: string[] = [];
  if (!a.enabled) waits.push(t('money.rules.allManual'));
  else {
    waits.push(t('money.rules.auto', { time: promisedTime(r, locale) }));
    if (a.holdFirstWithdrawal) waits.push(t('money.rules.firstWithdrawal'));
    if (a.requireVerifiedKyc) waits.push(t('money.rules.kyc'));
    waits.push(t('money.rules.overAmount', { amount: a.maxAmount }));
    waits.push(t('money.rules.daily', { amount: a.maxDailyPerPlayer }));
  }
  waits.push(t('money.rules.rapid', { hours: r.aml.rapidWindowHours, pct: r.aml.rapidMinTurnoverPct }));
  waits.push(
    t('money.rules.aml', {
      amount: r.aml.largeDepositVnd,
      device: r.aml.accountsPerDevice,
      address: r.aml.accountsPerAddress,
    }),
  );
  waits.push(t('money.rules.answer', { hours: r.reviewHours }));
  const refused = [
    t('money.rules.ownAccount'),
    t('money.rules.kycThreshold', { amount: r.kycThresholdVnd }),
    t('money.rules.wagering'),
    ...(['bank', 'card', 'crypto'] as const)
      .filter((m) => r.withdraw[m].enabled)
      .map((m) =>
        t('money.rules.limits', {
          method: t(`money.withdrawMethods.${m}`),
          min: r.withdraw[m].min,
          max: r.withdraw[m].max,
        }),
      ),
  ];
  return [
    { title: t('money.sections.waits'), items: waits },
    { title: t('money.sections.refused'), items: refused },
    { title: t('money.sections.deposits'), items: [t('money.rules.depositsHeld')] },
  ];
}

// ─── a held withdrawal, as its player sees it ────────────────────────────────────────────

/** What holds a withdrawal now, beyond the stored reasons (decision 125). */
export interface WithdrawalReviewFacts {
  kycVerified: boolean;
  /** the rules of the player's open AML flags */
  openFlags: TAmlRule[];
  /** stakes still needed before a withdrawal goes without review; null when none */
  turnover: { needed: number; deposits: number; stakes: number; minPct: number } | null;
}

/**
 * The reasons that hold a waiting withdrawal now: an identity verified since, or a flag
 * compliance has closed, no longer holds it; a flag raised since does.
 */
export function currentHoldReasons(
  stored: readonly TWithdrawalHoldReason[],
  facts: WithdrawalReviewFacts,
): TWithdrawalHoldReason[] {
  const out = stored.filter(
    (r) => !(r === 'kyc_not_verified' && facts.kycVerified) && !(r === 'aml_flag' && facts.openFlags.length === 0),
  );
  if (facts.openFlags.length > 0 && !out.includes('aml_flag')) out.push('aml_flag');
  return out;
}

/** For staff: what clears each reason a withdrawal waits. */
export const WithdrawalHoldClearedBy: Record<TWithdrawalHoldReason, string> = {
  auto_off: 'Tài chính duyệt (tự duyệt đang tắt)',
  over_threshold: 'Tài chính duyệt (số tiền trên ngưỡng tự duyệt)',
  daily_limit: 'Tài chính duyệt (vượt tổng tự duyệt trong ngày)',
  first_withdrawal: 'Tài chính kiểm tra và duyệt lần rút đầu',
  kyc_not_verified: 'Người chơi gửi giấy tờ, tuân thủ duyệt hồ sơ KYC',
  aml_flag: 'Tuân thủ kết luận cảnh báo AML (trang AML)',
  staff_payout: 'Tài chính duyệt chi trả',
};

/** For the player: each reason in a few words (the history's line of a waiting withdrawal). */
export function withdrawalHoldLabel(reason: TWithdrawalHoldReason, locale: TextLocale = 'vi'): string {
  return textsFor(locale)(`money.holdLabel.${reason}`);
}

export const WITHDRAWAL_REVIEW_ITEMS = [...WITHDRAWAL_HOLD_REASONS, 'turnover'] as const;
export const ZWithdrawalReviewSchema = z.object({
  /** the sentence the player reads first */
  message: z.string(),
  /** staff answer before this time (ISO) */
  answerBy: z.string(),
  items: z.array(
    z.object({
      reason: z.enum(WITHDRAWAL_REVIEW_ITEMS),
      /** why, in words the player can act on */
      text: z.string(),
      /** what the player can do, if anything */
      action: z.string().nullable(),
      /** where on the site to do it */
      link: z.string().nullable(),
    }),
  ),
});
export type TWithdrawalReview = z.infer<typeof ZWithdrawalReviewSchema>;

/** The player's explanation of a withdrawal that waits for staff (null when it does not wait). */
export function withdrawalReview(input: {
  reasons: readonly TWithdrawalHoldReason[];
  createdAt: Date;
  rules: Pick<TMoneyRules, 'reviewHours' | 'autoApprove'>;
  facts: WithdrawalReviewFacts;
  locale?: TextLocale;
}): TWithdrawalReview | null {
  const { reasons, facts, rules } = input;
  if (reasons.length === 0) return null;
  const t = textsFor(input.locale ?? 'vi');
  const answerBy = new Date(input.createdAt.getTime() + rules.reviewHours * 3_600_000);
  const items: TWithdrawalReview['items'] = [];
  const item = (reason: TWithdrawalReview['items'][number]['reason'], text: string, action: string | null = null) =>
    items.push({ reason, text, action, link: null });
  for (const reason of reasons) {
    switch (reason) {
      case 'first_withdrawal':
        item(reason, t('money.review.firstWithdrawal'));
        break;
      case 'kyc_not_verified':
        items.push({
          reason,
          text: t('money.review.kyc'),
          action: t('money.review.kycAction'),
          link: '/account/kyc',
        });
        break;
      case 'aml_flag':
        for (const rule of facts.openFlags.length ? [...new Set(facts.openFlags)] : (['large_deposit'] as TAmlRule[]))
          item(reason, t(`money.review.aml.${rule}`));
        break;
      case 'over_threshold':
        item(
          reason,
          t('money.review.overThreshold', { amount: rules.autoApprove.maxAmount }),
          t('money.review.overThresholdAction', { amount: rules.autoApprove.maxAmount }),
        );
        break;
      case 'daily_limit':
        item(reason, t('money.review.daily', { amount: rules.autoApprove.maxDailyPerPlayer }));
        break;
      case 'auto_off':
        item(reason, t('money.review.autoOff'));
        break;
      case 'staff_payout':
        item(reason, t('money.review.staffPayout'));
        break;
    }
  }
  if (facts.turnover && facts.turnover.needed > 0) {
    const { stakes, deposits, minPct: pct, needed } = facts.turnover;
    item(
      'turnover',
      t('money.review.turnover', { stakes, deposits, pct }),
      t('money.review.turnoverAction', { needed }),
    );
  }
  return { message: t('money.review.message', { by: answerBy }), answerBy: answerBy.toISOString(), items };
}
