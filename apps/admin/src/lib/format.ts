import { AmlRuleLabel, OpsAlertDeliveryLabel, OpsAlertLabel, WithdrawalHoldLabel } from '@app/contract';
import { type Locale, locale, t } from '../i18n';

/**
 * Numbers and dates in the back office's language (decision 165), always in Vietnam time: VND is
 * whole đồng, grouped as each language groups thousands (1.000.000 ₫, 1,000,000 ₫); dates are
 * 21/12/2026 14:05 in Vietnamese and 21 Dec 2026, 14:05 in English.
 */
const INTL: Record<Locale, string> = { vi: 'vi-VN', en: 'en-GB' };
const numbers = { vi: new Intl.NumberFormat(INTL.vi), en: new Intl.NumberFormat(INTL.en) };
const dates = {
  vi: new Intl.DateTimeFormat(INTL.vi, { dateStyle: 'short', timeStyle: 'short', timeZone: 'Asia/Ho_Chi_Minh' }),
  en: new Intl.DateTimeFormat(INTL.en, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Ho_Chi_Minh' }),
};
/** The `Intl` locale of the back office's language, for the few screens that format their own shapes. */
export const intlLocale = () => INTL[locale()];
/** A whole number (a count, a share) as the language writes it. */
export const num = (n: number) => numbers[locale()].format(n);
export const money = (n: number) => `${num(n)} ₫`;
export const dateTime = (iso: string | null) => (iso ? dates[locale()].format(new Date(iso)) : '—');

export const ROLE_LABEL: Record<string, string> = {
  superadmin: t('format.superAdministrator'),
  finance: t('format.finance'),
  support: t('format.customerSupport'),
  content: t('format.content'),
  compliance: t('format.compliance'),
  trader: t('format.sportsTrading'),
};

export const WITHDRAWAL_STATUS: Record<string, string> = {
  pending: t('format.awaitingReview'),
  approved: t('format.approved'),
  processing: t('format.payingOut'),
  paid: t('format.paid'),
  failed: t('format.failed2'),
  rejected: t('format.rejected3'),
  unknown: t('format.unknown'),
};

export const DEPOSIT_STATUS: Record<string, string> = {
  pending: t('format.awaitingPayment'),
  credited: t('format.credited'),
  expired: t('format.expired'),
  failed: t('format.failed2'),
  cancelled: t('format.failed'),
  held: t('format.held'),
};

export const PLAYER_STATUS: Record<string, string> = {
  active: t('format.active'),
  disabled: t('format.disabled'),
  self_excluded: t('format.selfExcluded'),
};

/**
 * What staff typed as an amount of đồng, read exactly or refused: digits, optionally grouped
 * by "." or "," in threes (1.000.000). A minus sign, decimals, letters or an empty box are
 * refused with the reason, never turned into another number.
 */
export function parseVnd(input: string): { value: number } | { error: string } {
  return parseWhole(input, t('format.amount'), t('format.aWholeNumberOf'));
}

/** The same rule for any whole number staff type (hours, percentages, counts), named by `label`. */
export function parseWhole(
  input: string,
  label: string,
  shape = t('format.aWholeNumberE'),
): { value: number } | { error: string } {
  const s = String(input)
    .trim()
    .replace(/\s+/g, '')
    .replace(/(₫|đ)$/i, '');
  if (!s) return { error: t('format.notEntered', { label }) };
  if (/^[-−–]/.test(s)) return { error: t('format.cannotBeNegative', { label }) };
  if (!/^\d+$/.test(s) && !/^\d{1,3}([.,]\d{3})+$/.test(s)) return { error: t('format.mustBe', { label, shape }) };
  const value = Number(s.replace(/[.,]/g, ''));
  if (!Number.isSafeInteger(value)) return { error: t('format.isTooLarge', { label }) };
  return { value };
}

/** Ledger journal kinds as staff read them. */
export const JOURNAL_KIND: Record<string, string> = {
  deposit: t('format.deposit'),
  deposit_hold: t('format.heldDeposit'),
  deposit_reversal: t('format.reversalOfADeposit'),
  staff_adjustment: t('format.manualAdjustment'),
  withdrawal_reserve: t('format.withdrawalReserved'),
  withdrawal_settle: t('format.withdrawalPaid'),
  withdrawal_release: t('format.withdrawalReturned'),
  bet: t('format.bet'),
  win: t('format.win'),
  rollback: t('format.betCancelled'),
  void: t('format.void'),
};

export const ACCOUNT_PURPOSE: Record<string, string> = {
  cash: t('format.cash'),
  bonus: t('format.bonus'),
  pending_withdrawal: t('format.pendingWithdrawal'),
  deposit_held: t('format.heldDeposit'),
};

export const EXCEPTION_KIND: Record<string, string> = {
  underpaid: t('format.underpaid'),
  overpaid: t('format.overpaid'),
  unknown_code: t('format.unknownDepositCode'),
  late: t('format.lateTransfer'),
  reused_code: t('format.codeAlreadyUsed'),
  wrong_currency: t('format.wrongCurrency'),
  unmatched: t('format.unmatched'),
  over_limit: t('format.overTheDepositLimit'),
  player_excluded: t('format.playerSelfExcluded'),
  player_disabled: t('format.accountDisabled'),
};

/** Kinds of exception that are money held back by player protection: returned only. */
export const HELD_KINDS = ['over_limit', 'player_excluded', 'player_disabled'];

export const PROVIDER_LABEL: Record<string, string> = {
  bank: t('format.bankTransfer'),
  codepay: 'Codepay',
  momo: 'MoMo',
  card: t('format.scratchCard'),
  crypto: t('format.crypto'),
};

export const ADJUSTMENT_STATUS: Record<string, string> = {
  pending: t('format.awaitingASecondReviewer'),
  applied: t('format.applied'),
  rejected: t('format.rejected2'),
};

export const BANK_ACCOUNT_STATUS: Record<string, string> = {
  verifying: t('format.awaitingVerification'),
  verified: t('format.verified'),
  rejected: t('format.rejected'),
};

/** A game provider's record of a stake or a payout (the player's bets, the bets list). */
export const BET_KIND: Record<string, string> = {
  bet: t('format.bet'),
  win: t('format.win'),
  rollback: t('format.betCancelled'),
};

/** The contract's labels in the back office's language (decision 165), keyed as the contract's. */
const labels = (group: string, keys: string[]): Record<string, string> =>
  Object.fromEntries(keys.map((k) => [k, t(`contractLabels.${group}.${k}`)]));
export const AML_RULE = labels('amlRule', Object.keys(AmlRuleLabel));
export const WITHDRAWAL_HOLD = labels('withdrawalHold', Object.keys(WithdrawalHoldLabel));
export const OPS_ALERT = labels('opsAlert', Object.keys(OpsAlertLabel));
export const OPS_ALERT_DELIVERY = labels('opsAlertDelivery', Object.keys(OpsAlertDeliveryLabel));
