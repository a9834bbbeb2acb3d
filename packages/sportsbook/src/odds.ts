/**
 * Odds are kept as integer thousandths of decimal odds ("milli-odds": 1.95 -> 1950) so that
 * stakes, half-wins and parlays are exact integer arithmetic. Prices are quoted to 0.01, so a
 * priced odds value is always a multiple of 10.
 */

export const ODDS_FORMATS = ['decimal', 'malay', 'hongkong', 'indo'] as const;
export type OddsFormat = (typeof ODDS_FORMATS)[number];

export const ODDS_FORMAT_LABELS: Record<OddsFormat, string> = {
  decimal: 'Thập phân (EU)',
  malay: 'Malaysia (MY)',
  hongkong: 'Hồng Kông (HK)',
  indo: 'Indonesia (INDO)',
};

/** The lowest price we quote: 1.01. */
export const MIN_ODDS = 1010;
/** The highest: 501.00 (longer shots are quoted at it, in the house's favour). */
export const MAX_ODDS = 501_000;

const round2 = (x: number) => Math.round(x * 100) / 100;

/**
 * Decimal odds (milli) in another format, rounded to 2 decimals as the books show them.
 * - Hong Kong: the net win per 1 staked, `d - 1`.
 * - Malay: HK when HK <= 1, otherwise `-1 / HK` (a negative price means: risk 1/|m| to win 1).
 * - Indonesian: HK when HK >= 1, otherwise `-1 / HK` (American odds / 100).
 */
export function fromDecimal(odds: number, format: OddsFormat): number {
  const d = odds / 1000;
  const hk = d - 1;
  switch (format) {
    case 'decimal':
      return round2(d);
    case 'hongkong':
      return round2(hk);
    case 'malay':
      return round2(hk <= 1 ? hk : -1 / hk);
    case 'indo':
      return round2(hk >= 1 ? hk : -1 / hk);
  }
}

/** A price in `format` back to decimal milli-odds (rounded to the nearest thousandth). */
export function toDecimal(value: number, format: OddsFormat): number {
  let d: number;
  switch (format) {
    case 'decimal':
      d = value;
      break;
    case 'hongkong':
      d = value + 1;
      break;
    case 'malay':
      if (value === 0 || value < -1 || value > 1) throw new RangeError(`not a Malay price: ${value}`);
      d = value > 0 ? value + 1 : 1 - 1 / value;
      break;
    case 'indo':
      if (value > -1 && value < 1) throw new RangeError(`not an Indonesian price: ${value}`);
      d = value > 0 ? value + 1 : 1 - 1 / value;
      break;
  }
  if (!(d > 1)) throw new RangeError(`odds must be above 1, got ${d}`);
  return Math.round(d * 1000);
}

/** A price as text in the player's format: "1.95", "0.95", "-0.83". */
export function formatOdds(odds: number, format: OddsFormat): string {
  return fromDecimal(odds, format).toFixed(2);
}

/**
 * The markets the player's odds format applies to: the goal lines (handicap and over/under), whose
 * two sides are near even money. Every other market (1X2, both score, correct score) is shown in
 * decimal whatever the format, as Asian books do: a long shot in Malay or Indonesian reads -0.06 or
 * 0.00, which no player can read as a price.
 */
export const FORMATTED_MARKETS = ['ah', 'ou', 'htah', 'htou'] as const;

/** A price as the board shows it for `market` (a market type or a selection key such as `cs::2-1`). */
export function formatMarketOdds(odds: number, market: string, format: OddsFormat): string {
  const type = market.split(':')[0] ?? '';
  return formatOdds(odds, (FORMATTED_MARKETS as readonly string[]).includes(type) ? format : 'decimal');
}

/**
 * A fair price (decimal, as a float) with the house margin `margin` (0.05 = 5%) taken: the
 * implied probability grows by the margin, the price is rounded DOWN to 0.01 (never in the
 * player's favour) and never below 1.01. Milli-odds out.
 */
export function withMargin(fairDecimal: number, margin: number): number {
  if (Number.isNaN(fairDecimal) || fairDecimal <= 1) return MIN_ODDS;
  if (!Number.isFinite(fairDecimal)) return MAX_ODDS;
  const priced = fairDecimal / (1 + margin);
  const hundredths = Math.floor(priced * 100 + 1e-9);
  return Math.min(MAX_ODDS, Math.max(MIN_ODDS, hundredths * 10));
}
