/**
 * The settlement rules as configured: the code enforces them (legs.ts, window.ts, settlement.ts)
 * and the rules page players read is written from the same values (`rulesSections`), so the two
 * cannot say different things.
 */

import { formatNumber } from '@app/provider-kit/number-format';
import { type SportsLang, sportsT } from './i18n';

export interface SettlementRules {
  /**
   * How long after its first announced kick-off a match that was postponed, suspended or never
   * reported as over may still be played and settled on its result; after that its open
   * selections are void.
   */
  windowHours: number;
  /** the share kept from a cash-out's fair value, in thousandths (50 = 5%) */
  cashoutMarginPermille: number;
}

export const DEFAULT_WINDOW_HOURS = 48;
export const DEFAULT_CASHOUT_MARGIN_PERMILLE = 50;

/**
 * `SPORTS_SETTLEMENT_WINDOW_HOURS` (1-720, default 48), `SPORTS_CASHOUT_MARGIN_PCT` (0-30 in
 * steps of 0.1, default 5).
 */
export function settlementRules(env: Record<string, string | undefined> = process.env): SettlementRules {
  const raw = Number(env.SPORTS_SETTLEMENT_WINDOW_HOURS ?? DEFAULT_WINDOW_HOURS);
  const windowHours = Number.isInteger(raw) && raw >= 1 && raw <= 720 ? raw : DEFAULT_WINDOW_HOURS;
  const pct = Number(env.SPORTS_CASHOUT_MARGIN_PCT ?? DEFAULT_CASHOUT_MARGIN_PERMILLE / 10);
  const permille = Math.round(pct * 10);
  const cashoutMarginPermille =
    Number.isFinite(pct) && permille >= 0 && permille <= 300 ? permille : DEFAULT_CASHOUT_MARGIN_PERMILLE;
  return { windowHours, cashoutMarginPermille };
}

/** How long a cash-out price is held (server/cashout.ts). */
export const CASHOUT_QUOTE_SECONDS = 5;

export const windowMs = (rules: SettlementRules) => rules.windowHours * 3_600_000;

export interface RulesSection {
  title: string;
  items: string[];
}

/** The rules page's title in a language. */
export const rulesTitle = (lang: SportsLang = 'vi') => sportsT(lang)('rules.title');

/** The rules page in a language (Vietnamese by default), from the rules in force. */
export function rulesSections(rules: SettlementRules, lang: SportsLang = 'vi'): RulesSection[] {
  const t = sportsT(lang);
  const hours = rules.windowHours;
  const section = (name: string, items: string[], params: Record<string, unknown> = {}) => ({
    title: t(`rules.${name}.title`),
    items: items.map((item) => t(`rules.${name}.${item}`, params)),
  });
  return [
    section('result', ['fullTime', 'halfTime', 'quarter']),
    section('postponed', ['kept', 'void', 'halfTime', 'simulated'], { hours }),
    section('abandoned', ['decided', 'halfTime']),
    section('awarded', ['score']),
    section('corrections', ['resettled', 'debt', 'history']),
    section('suspensions', ['suspend', 'palpable']),
    section('cashout', ['price', 'held', 'closed'], {
      margin: formatNumber(rules.cashoutMarginPermille / 10),
      seconds: CASHOUT_QUOTE_SECONDS,
    }),
  ];
}
