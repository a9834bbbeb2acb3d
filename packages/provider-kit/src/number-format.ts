/**
 * How the built-in providers (house games, lottery, sportsbook) write a number in a player-facing
 * text: the platform's one number format (product.md section 9: en-US grouping, at most 2 decimals,
 * '1,000,000' and '0.96'), so an odds line, a pay table or a refusal reads like the site around it
 * in both of its languages. The providers are separate parties and do not import the platform's
 * contract; `number-format.test.ts` holds this to `@app/contract/format` instead.
 */
const grouping = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** 1234567.891 -> '1,234,567.89'; 2.8 -> '2.8'. */
export function formatNumber(n: number): string {
  return grouping.format(n);
}

/** 50000 -> '50,000 VND'. */
export function formatVnd(n: number): string {
  return `${grouping.format(n)} VND`;
}

/** A rate as a percentage with exactly 2 decimals: 0.9652 -> '96.52%'. */
export function formatRate(rate: number): string {
  return `${(rate * 100).toFixed(2)}%`;
}
