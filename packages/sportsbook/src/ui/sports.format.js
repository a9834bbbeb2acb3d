// Number formats of the sportsbook screens (plain browser JS, bundled into the screen by
// plugin.ts): the price shown for a market in the player's odds format. Its labels are in the
// catalogues (src/i18n), so every language reads the same prices.

// the site's one number format (product.md section 9, @app/contract/format): en-US grouping
export const grouping = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

// The chosen format applies to the goal lines only; 1X2, both score and correct score stay in
// decimal (same rules as the server's odds.ts FORMATTED_MARKETS / formatMarketOdds).
const FORMATTED_MARKETS = ['ah', 'ou', 'htah', 'htou'];
/** decimal milli-odds as shown for a market type or a selection key (`cs::2-1`) in a format */
export function odds(milli, market, format) {
  const d = milli / 1000;
  const hk = d - 1;
  let v = d;
  if (FORMATTED_MARKETS.includes(String(market).split(':')[0])) {
    if (format === 'hongkong') v = hk;
    if (format === 'malay') v = hk <= 1 ? hk : -1 / hk;
    if (format === 'indo') v = hk >= 1 ? hk : -1 / hk;
  }
  return (Math.round(v * 100) / 100).toFixed(2);
}
