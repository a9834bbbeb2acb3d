/**
 * Markets and their settlement: pure functions of the selection and the match result.
 * Asian lines are quarters of a goal; a quarter line (e.g. -0.75, 2.25) is two bets of half
 * the stake on the neighbouring half/whole lines, which gives half-wins and half-losses.
 */

export const MARKET_TYPES = ['1x2', 'ah', 'ou', 'btts', 'cs', 'ht1x2', 'htah', 'htou'] as const;
export type MarketType = (typeof MARKET_TYPES)[number];

export const MARKET_LABELS: Record<MarketType, string> = {
  '1x2': 'Kèo 1X2',
  ah: 'Kèo chấp',
  ou: 'Tài xỉu',
  btts: 'Hai đội ghi bàn',
  cs: 'Tỷ số chính xác',
  ht1x2: 'Hiệp 1 - 1X2',
  htah: 'Hiệp 1 - Kèo chấp',
  htou: 'Hiệp 1 - Tài xỉu',
};

/** Markets with a goal line. */
export const LINE_MARKETS: readonly MarketType[] = ['ah', 'ou', 'htah', 'htou'];

/** Correct scores we price one by one; any other score is the selection `other`. */
export const CORRECT_SCORES: readonly string[] = (() => {
  const out: string[] = [];
  for (let h = 0; h <= 4; h++) for (let a = 0; a <= 4; a++) out.push(`${h}-${a}`);
  return out;
})();

const LISTED_SCORES: ReadonlySet<string> = new Set(CORRECT_SCORES);

/**
 * `pick === \`${home}-${away}\`` without building the string: a price is made from a few hundred
 * scores for each of the 26 correct-score picks, and in play every match is priced again each
 * minute (twice a second on an accelerated feed).
 */
function scoreIs(pick: string, home: number, away: number): boolean {
  if (pick.length !== 3 || pick[1] !== '-') return pick === `${home}-${away}`;
  const h = pick.charCodeAt(0) - 48;
  const a = pick.charCodeAt(2) - 48;
  return h >= 0 && h <= 9 && a >= 0 && a <= 9 && h === home && a === away;
}

export const PICKS: Record<MarketType, readonly string[]> = {
  '1x2': ['home', 'draw', 'away'],
  ht1x2: ['home', 'draw', 'away'],
  ah: ['home', 'away'],
  htah: ['home', 'away'],
  ou: ['over', 'under'],
  htou: ['over', 'under'],
  btts: ['yes', 'no'],
  cs: [...CORRECT_SCORES, 'other'],
};

/** One selection: a market (with its line where it has one) and a pick. */
export interface Selection {
  market: MarketType;
  /** AH: the HOME side's handicap (e.g. -0.75: home gives three quarters); O/U: the total. */
  line: number | null;
  pick: string;
}

/** A match's result as settlement needs it. */
export interface MatchResult {
  status: 'finished' | 'postponed' | 'abandoned';
  home: number;
  away: number;
  htHome: number;
  htAway: number;
}

export type LegResult = 'win' | 'half_win' | 'push' | 'half_lose' | 'lose' | 'void';

export const LEG_RESULT_LABELS: Record<LegResult, string> = {
  win: 'Thắng',
  half_win: 'Thắng nửa',
  push: 'Hòa (hoàn tiền)',
  half_lose: 'Thua nửa',
  lose: 'Thua',
  void: 'Hủy (hoàn tiền)',
};

export function isQuarterLine(line: number): boolean {
  return Math.abs((line * 4) % 2) === 1;
}

/** A line must be a multiple of 0.25 within sensible bounds. */
export function isValidLine(market: MarketType, line: number | null): boolean {
  if (!LINE_MARKETS.includes(market)) return line === null;
  if (line === null || !Number.isFinite(line) || !Number.isInteger(line * 4)) return false;
  if (market === 'ah' || market === 'htah') return Math.abs(line) <= 10;
  return line > 0 && line <= 20;
}

export function isValidSelection(s: Selection): boolean {
  return (
    (MARKET_TYPES as readonly string[]).includes(s.market) &&
    PICKS[s.market].includes(s.pick) &&
    isValidLine(s.market, s.line)
  );
}

/** A whole- or half-line bet: `margin` is goals for minus goals against after the line. */
function halfResult(margin: number): 'win' | 'push' | 'lose' {
  if (margin > 0) return 'win';
  if (margin < 0) return 'lose';
  return 'push';
}

/** Settles a goal line on `margin(line)`: quarter lines split into their two neighbours. */
function lineResult(line: number, margin: (l: number) => number): LegResult {
  if (!isQuarterLine(line)) return halfResult(margin(line));
  const a = halfResult(margin(line - 0.25));
  const b = halfResult(margin(line + 0.25));
  if (a === b) return a;
  // the two halves are half a goal apart, so they differ by one step at most
  const pair = [a, b].sort().join('+');
  if (pair === 'push+win') return 'half_win';
  if (pair === 'lose+push') return 'half_lose';
  throw new Error(`impossible split ${pair} on line ${line}`);
}

function threeWay(home: number, away: number, pick: string): LegResult {
  const outcome = home > away ? 'home' : home < away ? 'away' : 'draw';
  return outcome === pick ? 'win' : 'lose';
}

/**
 * The result of one selection. Postponed and abandoned matches void every selection (we do not
 * settle markets an abandoned match had already decided: one simple rule players can check).
 */
export function settleSelection(s: Selection, r: MatchResult): LegResult {
  if (r.status !== 'finished') return 'void';
  const line = s.line ?? 0;
  switch (s.market) {
    case '1x2':
      return threeWay(r.home, r.away, s.pick);
    case 'ht1x2':
      return threeWay(r.htHome, r.htAway, s.pick);
    case 'ah':
    case 'htah': {
      const [h, a] = s.market === 'ah' ? [r.home, r.away] : [r.htHome, r.htAway];
      // the away side gets the opposite handicap of the home side
      return s.pick === 'home' ? lineResult(line, (l) => h - a + l) : lineResult(-line, (l) => a - h + l);
    }
    case 'ou':
    case 'htou': {
      const total = s.market === 'ou' ? r.home + r.away : r.htHome + r.htAway;
      return s.pick === 'over' ? lineResult(-line, (l) => total + l) : lineResult(line, (l) => l - total);
    }
    case 'btts': {
      const both = r.home > 0 && r.away > 0;
      return (s.pick === 'yes') === both ? 'win' : 'lose';
    }
    case 'cs': {
      if (s.pick === 'other') return LISTED_SCORES.has(`${r.home}-${r.away}`) ? 'lose' : 'win';
      return scoreIs(s.pick, r.home, r.away) ? 'win' : 'lose';
    }
  }
}

/**
 * What one leg multiplies the stake by, in milli-odds: a win pays the odds, a half-win half the
 * stake at the odds and half back, a push or void returns the stake, a half-loss half of it.
 */
export function legFactor(result: LegResult, odds: number): number {
  switch (result) {
    case 'win':
      return odds;
    case 'half_win':
      return (odds + 1000) / 2;
    case 'push':
    case 'void':
      return 1000;
    case 'half_lose':
      return 500;
    case 'lose':
      return 0;
  }
}

export const MAX_PARLAY_LEGS = 10;

/**
 * What a bet pays back (stake included) once every leg has a result: the stake times the
 * product of the legs' factors, rounded down to the đồng. A single is a parlay of one leg; void
 * legs count as 1.00, so a parlay of void legs returns the stake.
 */
export function payout(stake: number, legs: { result: LegResult; odds: number }[]): number {
  let num = BigInt(stake);
  let den = 1n;
  for (const leg of legs) {
    // half-win factors may end in .5 of a thousandth: work in half-thousandths
    num *= BigInt(Math.round(legFactor(leg.result, leg.odds) * 2));
    den *= 2000n;
  }
  return Number(num / den);
}

/** Combined odds of a parlay (milli), as quoted: the product of the legs' odds, rounded down. */
export function combinedOdds(odds: number[]): number {
  let num = 1n;
  let den = 1n;
  for (const o of odds) {
    num *= BigInt(o);
    den *= 1000n;
  }
  return Number((num * 1000n) / den);
}

/** The most a bet can pay back: stake x combined odds, rounded down. */
export function potentialWin(stake: number, odds: number[]): number {
  return payout(
    stake,
    odds.map((o) => ({ result: 'win' as const, odds: o })),
  );
}

/** Selection key: the market, its line and the pick, e.g. `ah:-0.75:home`, `1x2::draw`. */
export function selectionKey(s: Selection): string {
  return `${s.market}:${s.line ?? ''}:${s.pick}`;
}

/** Market key (liability is capped per market): e.g. `ah:-0.75`. */
export function marketKey(s: Pick<Selection, 'market' | 'line'>): string {
  return `${s.market}:${s.line ?? ''}`;
}

/** How a selection reads on a bet slip, in Vietnamese. */
export function describeSelection(s: Selection, home: string, away: string): string {
  const side = (p: string) => (p === 'home' ? home : p === 'away' ? away : 'Hòa');
  const signed = (l: number) => (l > 0 ? `+${l}` : `${l}`);
  switch (s.market) {
    case '1x2':
    case 'ht1x2':
      return `${MARKET_LABELS[s.market]}: ${side(s.pick)}`;
    case 'ah':
    case 'htah': {
      const l = s.line ?? 0;
      return `${MARKET_LABELS[s.market]}: ${side(s.pick)} ${signed(s.pick === 'home' ? l : -l)}`;
    }
    case 'ou':
    case 'htou':
      return `${MARKET_LABELS[s.market]}: ${s.pick === 'over' ? 'Tài' : 'Xỉu'} ${s.line}`;
    case 'btts':
      return `${MARKET_LABELS.btts}: ${s.pick === 'yes' ? 'Có' : 'Không'}`;
    case 'cs':
      return `${MARKET_LABELS.cs}: ${s.pick === 'other' ? 'Tỷ số khác' : s.pick}`;
  }
}
