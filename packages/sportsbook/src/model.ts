import {
  CORRECT_SCORES,
  type LegResult,
  type MarketType,
  type MatchResult,
  PICKS,
  type Selection,
  selectionKey,
  settleSelection,
} from './markets';
import { withMargin } from './odds';

/**
 * The pricing model, the same one the sandbox plays its matches with: in each of the 90 minutes
 * a side scores with probability `rate = λ / 90` (at most one goal per side per minute), so
 * its goals are Binomial(90, λ/90), which is Poisson(λ) to within a few thousandths. The two
 * sides are independent. λ comes from the clubs' strengths (sandbox) or from the feed.
 *
 * Prices are exact for that model: a selection's fair odds make its expected return 1 (pushes
 * and half results included), then the market type's margin is taken (odds.ts withMargin).
 */

export const MATCH_MINUTES = 90;
export const HALF_MINUTES = 45;

/** Per-minute scoring probabilities in millionths: the unit the simulation draws against. */
export interface Rates {
  home: number;
  away: number;
}

/** λ (expected goals in 90 minutes) to a per-minute rate in millionths. */
export function rateOf(lambda: number): number {
  return Math.max(1, Math.min(999_999, Math.round((lambda / MATCH_MINUTES) * 1_000_000)));
}

/** Staff-set margin per market type (0.05 = 5%); these are the defaults. */
export const DEFAULT_MARGINS: Record<MarketType, number> = {
  '1x2': 0.06,
  ah: 0.04,
  ou: 0.04,
  btts: 0.06,
  cs: 0.15,
  ht1x2: 0.07,
  htah: 0.05,
  htou: 0.05,
};

function binomial(n: number, p: number): number[] {
  const out = new Array<number>(n + 1).fill(0);
  if (n === 0) {
    out[0] = 1;
    return out;
  }
  // recurrence P(k+1) = P(k) * (n-k)/(k+1) * p/(1-p), from P(0) = (1-p)^n
  let pk = (1 - p) ** n;
  const ratio = p / (1 - p);
  for (let k = 0; k <= n; k++) {
    out[k] = pk;
    pk = (pk * (n - k) * ratio) / (k + 1);
  }
  return out;
}

/** Distribution of goals still to come in `minutes` minutes, cut at 12 (the rest is < 1e-9). */
function goalsDist(minutes: number, rate: number): number[] {
  return binomial(Math.max(0, minutes), rate / 1_000_000).slice(0, 13);
}

/** The state a price is made from: before kick-off minute 0 and no goals. */
export interface MatchState {
  minute: number;
  home: number;
  away: number;
  /** goals at half-time once it is known */
  htHome: number;
  htAway: number;
}

export const KICK_OFF: MatchState = { minute: 0, home: 0, away: 0, htHome: 0, htAway: 0 };

/** A distribution of results with their probabilities. */
interface Outcome {
  p: number;
  result: MatchResult;
}

function convolve(a: number[], b: number[]): number[] {
  const out = new Array<number>(a.length + b.length - 1).fill(0);
  for (let i = 0; i < a.length; i++) for (let j = 0; j < b.length; j++) out[i + j]! += a[i]! * b[j]!;
  return out;
}

/**
 * The final-score and half-time-score distributions reachable from `state`. Goals to come in each
 * half are independent per side, so the full-time distribution is the outer product of each
 * side's total, and the half-time one that of the first-half goals. Full-time markets are priced
 * on the first, first-half markets on the second (a few hundred cells each).
 */
export function outcomes(rates: Rates, state: MatchState): { ft: Outcome[]; ht: Outcome[] } {
  const firstLeft = Math.max(0, HALF_MINUTES - state.minute);
  const secondLeft = MATCH_MINUTES - Math.max(HALF_MINUTES, state.minute);
  const h1 = goalsDist(firstLeft, rates.home);
  const a1 = goalsDist(firstLeft, rates.away);
  const hFull = convolve(h1, goalsDist(secondLeft, rates.home));
  const aFull = convolve(a1, goalsDist(secondLeft, rates.away));
  const inFirstHalf = state.minute < HALF_MINUTES;
  const ft: Outcome[] = [];
  for (let i = 0; i < hFull.length; i++) {
    for (let j = 0; j < aFull.length; j++) {
      const p = hFull[i]! * aFull[j]!;
      if (p < 1e-12) continue;
      ft.push({ p, result: { status: 'finished', home: state.home + i, away: state.away + j, htHome: 0, htAway: 0 } });
    }
  }
  const ht: Outcome[] = [];
  if (inFirstHalf) {
    for (let i = 0; i < h1.length; i++) {
      for (let j = 0; j < a1.length; j++) {
        const p = h1[i]! * a1[j]!;
        if (p < 1e-12) continue;
        ht.push({
          p,
          result: { status: 'finished', home: 0, away: 0, htHome: state.home + i, htAway: state.away + j },
        });
      }
    }
  } else {
    ht.push({ p: 1, result: { status: 'finished', home: 0, away: 0, htHome: state.htHome, htAway: state.htAway } });
  }
  return { ft, ht };
}

const HALF_MARKETS: readonly MarketType[] = ['ht1x2', 'htah', 'htou'];
const distFor = (market: MarketType, d: { ft: Outcome[]; ht: Outcome[] }) =>
  HALF_MARKETS.includes(market) ? d.ht : d.ft;

/** Fair decimal odds: those at which the selection's expected return is exactly the stake. */
export function fairOdds(s: Selection, dist: { p: number; result: MatchResult }[]): number {
  const p: Record<LegResult, number> = { win: 0, half_win: 0, push: 0, half_lose: 0, lose: 0, void: 0 };
  let total = 0;
  for (const o of dist) {
    p[settleSelection(s, o.result)] += o.p;
    total += o.p;
  }
  return oddsFrom(p, total);
}

// E = o*(pW + pHW/2) + pHW/2 + pP + pHL/2 = total  ->  o = (total - pHW/2 - pP - pHL/2) / (pW + pHW/2)
function oddsFrom(p: Record<LegResult, number>, total: number): number {
  const winning = p.win + p.half_win / 2;
  if (winning <= 0) return Number.POSITIVE_INFINITY;
  return (total - p.half_win / 2 - p.push - p.void - p.half_lose / 2) / winning;
}

/**
 * A distribution made ready for a line market (handicap, over/under), whose selections settle on
 * one number of the score: the goal difference or the total. Each selection is then settled once
 * per value of that number (a few dozen) rather than once per cell (a few hundred), for the
 * 30-50 lines `mainLine` tries: the in-play repricing took most of an accelerated feed's CPU.
 * The probabilities are still added cell by cell in the distribution's order, and every line
 * and price is the one `fairOdds` over the cells gives (model.test.ts). Measured: 900 in-play
 * prices took 4.7 s of CPU before, 1.5 s after, the same prices.
 */
interface LineDist {
  p: Float64Array;
  /** each cell's value of the number, less `min` */
  at: Int32Array;
  /** a result of the distribution for each value, to settle with */
  results: (MatchResult | undefined)[];
}

const STAT_OF: Record<'ah' | 'htah' | 'ou' | 'htou', (r: MatchResult) => number> = {
  ah: (r) => r.home - r.away,
  htah: (r) => r.htHome - r.htAway,
  ou: (r) => r.home + r.away,
  htou: (r) => r.htHome + r.htAway,
};

function lineDist(market: 'ah' | 'htah' | 'ou' | 'htou', dist: Outcome[]): LineDist {
  const stat = STAT_OF[market];
  const values = dist.map((o) => stat(o.result));
  const min = Math.min(...values);
  const results: (MatchResult | undefined)[] = [];
  const at = new Int32Array(dist.length);
  dist.forEach((o, i) => {
    at[i] = values[i]! - min;
    results[at[i]!] ??= o.result;
  });
  return { p: Float64Array.from(dist, (o) => o.p), at, results };
}

const RESULTS: readonly LegResult[] = ['win', 'half_win', 'push', 'half_lose', 'lose', 'void'];

function lineFairOdds(s: Selection, d: LineDist): number {
  const code = d.results.map((r) => (r ? RESULTS.indexOf(settleSelection(s, r)) : 0));
  const sums = [0, 0, 0, 0, 0, 0];
  let total = 0;
  for (let i = 0; i < d.p.length; i++) {
    sums[code[d.at[i]!]!]! += d.p[i]!;
    total += d.p[i]!;
  }
  const [win, half_win, push, half_lose, lose, voided] = sums as [number, number, number, number, number, number];
  return oddsFrom({ win, half_win, push, half_lose, lose, void: voided }, total);
}

export interface PricedSelection extends Selection {
  key: string;
  /** milli-odds with the margin taken */
  odds: number;
}

export interface PricedMarket {
  market: MarketType;
  line: number | null;
  selections: PricedSelection[];
}

/** The line whose two sides are closest to even (the "main line" books quote first). */
function mainLine(market: 'ah' | 'ou' | 'htah' | 'htou', dist: LineDist, state: MatchState): number {
  const ah = market === 'ah' || market === 'htah';
  const goals = market === 'ou' ? state.home + state.away : market === 'htou' ? state.htHome + state.htAway : 0;
  const candidates: number[] = [];
  if (ah) for (let q = -16; q <= 16; q++) candidates.push(q / 4);
  else for (let q = 2; q <= 48; q++) candidates.push(q / 4);
  let best = candidates[0]!;
  let bestGap = Number.POSITIVE_INFINITY;
  const [a, b] = ah ? ['home', 'away'] : ['over', 'under'];
  for (const line of candidates) {
    if (!ah && line <= goals) continue;
    const oa = lineFairOdds({ market, line, pick: a! }, dist);
    const ob = lineFairOdds({ market, line, pick: b! }, dist);
    const gap = Math.abs(Math.log(oa) - Math.log(ob));
    if (gap < bestGap) {
      bestGap = gap;
      best = line;
    }
  }
  return best;
}

/**
 * Prices every market open in `state`: first-half markets close at half-time. `margins` are the
 * staff's margins per market type.
 */
export function priceMarkets(
  rates: Rates,
  state: MatchState,
  margins: Record<MarketType, number> = DEFAULT_MARGINS,
): PricedMarket[] {
  const dist = outcomes(rates, state);
  const markets: PricedMarket[] = [];
  const add = (market: MarketType, line: number | null, lines?: LineDist) => {
    const selections = PICKS[market].map((pick) => {
      const s: Selection = { market, line, pick };
      const fair = lines ? lineFairOdds(s, lines) : fairOdds(s, distFor(market, dist));
      return { ...s, key: selectionKey(s), odds: withMargin(fair, margins[market]) };
    });
    markets.push({ market, line, selections });
  };
  const addLine = (market: 'ah' | 'ou' | 'htah' | 'htou') => {
    const lines = lineDist(market, distFor(market, dist));
    add(market, mainLine(market, lines, state), lines);
  };
  add('1x2', null);
  addLine('ah');
  addLine('ou');
  add('btts', null);
  add('cs', null);
  if (state.minute < HALF_MINUTES) {
    add('ht1x2', null);
    addLine('htah');
    addLine('htou');
  }
  return markets;
}

/** Probability of each listed correct score and of "other" (tests check they sum to 1). */
export function correctScoreProbabilities(rates: Rates): Record<string, number> {
  const dist = outcomes(rates, KICK_OFF).ft;
  const out: Record<string, number> = Object.fromEntries([...CORRECT_SCORES, 'other'].map((s) => [s, 0]));
  for (const o of dist) {
    const key = `${o.result.home}-${o.result.away}`;
    out[CORRECT_SCORES.includes(key) ? key : 'other']! += o.p;
  }
  return out;
}

/** Expected goals of each club from strengths (attack, defence near 1.0), home advantage included. */
export function lambdas(home: { attack: number; defence: number }, away: { attack: number; defence: number }) {
  const base = 1.35;
  return {
    home: base * 1.12 * home.attack * away.defence,
    away: base * 0.9 * away.attack * home.defence,
  };
}
