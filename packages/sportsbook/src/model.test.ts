import { FastRandom } from '@app/provider-kit/random';
import { describe, expect, it } from 'vitest';
import {
  CORRECT_SCORES,
  type LegResult,
  legFactor,
  type MarketType,
  type MatchResult,
  PICKS,
  settleSelection,
} from './markets';
import { playMatch, resultOf } from './match';
import {
  correctScoreProbabilities,
  DEFAULT_MARGINS,
  fairOdds,
  KICK_OFF,
  type MatchState,
  outcomes,
  priceMarkets,
  rateOf,
} from './model';
import { withMargin } from './odds';

describe('priceMarkets', () => {
  it('should price two equal sides symmetrically with the level-ball handicap as main line', () => {
    const rate = rateOf(1.3);
    const markets = priceMarkets({ home: rate, away: rate }, KICK_OFF);
    const ah = markets.find((m) => m.market === 'ah')!;
    expect(ah.line).toBe(0);
    // fair 2.00 each side, 4% margin -> 1.92
    expect(ah.selections.map((s) => s.odds)).toEqual([1920, 1920]);
    const x12 = markets.find((m) => m.market === '1x2')!;
    expect(x12.selections[0]!.odds).toBe(x12.selections[2]!.odds);
    // overround of 1X2 is the margin, give or take the rounding down of each price
    const overround = x12.selections.reduce((s, x) => s + 1000 / x.odds, 0);
    expect(overround).toBeGreaterThan(1.06);
    expect(overround).toBeLessThan(1.075);
  });

  it('should make the stronger home side give goals and close first-half markets at half-time', () => {
    const markets = priceMarkets({ home: rateOf(2.4), away: rateOf(0.8) }, KICK_OFF);
    expect(markets.find((m) => m.market === 'ah')!.line).toBeLessThan(-0.5);
    expect(markets.map((m) => m.market)).toContain('htou');
    const late = priceMarkets(
      { home: rateOf(2.4), away: rateOf(0.8) },
      { minute: 60, home: 2, away: 0, htHome: 1, htAway: 0 },
    );
    expect(late.map((m) => m.market)).not.toContain('ht1x2');
    // 2-0 up with 30 minutes left: the home win is short
    expect(late.find((m) => m.market === '1x2')!.selections[0]!.odds).toBeLessThan(1100);
    // over/under lines in play are above the goals already scored
    expect(late.find((m) => m.market === 'ou')!.line!).toBeGreaterThan(2);
  });

  it('should give correct-score probabilities that sum to one', () => {
    const p = correctScoreProbabilities({ home: rateOf(1.5), away: rateOf(1.1) });
    expect(Object.values(p).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    expect(p['1-1']).toBeGreaterThan(0.1);
  });
});

describe('priceMarkets made with each line market settled once per value of its score number', () => {
  // The plain way: each selection settled on every cell, and the main line the one whose two
  // sides' fair odds are closest (as model.ts did before the line markets were grouped).
  const plain = (rates: { home: number; away: number }, state: MatchState) => {
    const dist = outcomes(rates, state);
    const cells = (m: MarketType) => (m.startsWith('ht') ? dist.ht : dist.ft);
    const mainLine = (m: 'ah' | 'ou' | 'htah' | 'htou') => {
      const ah = m === 'ah' || m === 'htah';
      const goals = m === 'ou' ? state.home + state.away : m === 'htou' ? state.htHome + state.htAway : 0;
      const [a, b] = ah ? ['home', 'away'] : ['over', 'under'];
      let best = Number.NaN;
      let bestGap = Number.POSITIVE_INFINITY;
      for (let q = ah ? -16 : 2; q <= (ah ? 16 : 48); q++) {
        const line = q / 4;
        if (!ah && line <= goals) continue;
        const gap = Math.abs(
          Math.log(fairOdds({ market: m, line, pick: a! }, cells(m))) -
            Math.log(fairOdds({ market: m, line, pick: b! }, cells(m))),
        );
        if (Number.isNaN(best) || gap < bestGap) [best, bestGap] = [line, gap];
      }
      return best;
    };
    return priceMarkets(rates, state).map((m) => {
      const line = ['ah', 'ou', 'htah', 'htou'].includes(m.market) ? mainLine(m.market as 'ah') : null;
      return {
        market: m.market,
        line,
        odds: PICKS[m.market].map((pick) =>
          withMargin(fairOdds({ market: m.market, line, pick }, cells(m.market)), DEFAULT_MARGINS[m.market]),
        ),
      };
    });
  };

  it('should give the very same lines and prices as settling every selection on every cell', () => {
    const random = new FastRandom(2027);
    for (let i = 0; i < 60; i++) {
      const rates = { home: rateOf(0.3 + random.int(300) / 100), away: rateOf(0.3 + random.int(300) / 100) };
      const minute = random.int(90);
      const home = random.int(4);
      const away = random.int(4);
      const state = { minute, home, away, htHome: minute >= 45 ? Math.min(home, 1) : 0, htAway: 0 };
      const priced = priceMarkets(rates, state).map((m) => ({
        market: m.market,
        line: m.line,
        odds: m.selections.map((s) => s.odds),
      }));
      expect(priced).toEqual(plain(rates, state));
    }
  });

  it('should settle a correct-score pick as the score written out, for scores past the listed ones too', () => {
    for (let home = 0; home <= 12; home++)
      for (let away = 0; away <= 12; away++) {
        const r: MatchResult = { status: 'finished', home, away, htHome: 0, htAway: 0 };
        const listed = CORRECT_SCORES.includes(`${home}-${away}`);
        expect(settleSelection({ market: 'cs', line: null, pick: 'other' }, r)).toBe(listed ? 'lose' : 'win');
        for (const pick of [...CORRECT_SCORES, '10-1', '1-10', 'x-y', '3-', '0-0 '])
          expect(settleSelection({ market: 'cs', line: null, pick }, r)).toBe(
            pick === `${home}-${away}` ? 'win' : 'lose',
          );
      }
  });
});

describe('playMatch', () => {
  it('should return to players about 1/(1 + margin) of stakes on every market over 200,000 simulated matches', () => {
    const rates = { home: rateOf(1.6), away: rateOf(1.1) };
    const markets = priceMarkets(rates, KICK_OFF);
    const rng = new FastRandom(20261126);
    const n = 200_000;
    // Settlement is a pure function of the result and a few hundred results cover 200,000
    // matches: count each result once, then settle every selection once per distinct result.
    const seen = new Map<string, { result: MatchResult; count: number }>();
    let finished = 0;
    for (let i = 0; i < n; i++) {
      const result = resultOf(playMatch(rng, rates));
      if (result.status === 'finished') finished++;
      const key = `${result.status}:${result.home}:${result.away}:${result.htHome}:${result.htAway}`;
      const entry = seen.get(key);
      if (entry) entry.count++;
      else seen.set(key, { result, count: 1 });
    }
    const returned = new Map<string, number>();
    for (const { result, count } of seen.values()) {
      for (const m of markets) {
        for (const s of m.selections) {
          const r: LegResult = settleSelection(s, result);
          returned.set(s.key, (returned.get(s.key) ?? 0) + (count * legFactor(r, s.odds)) / 1000);
        }
      }
    }
    // about 0.5% of matches are postponed or abandoned
    expect(finished / n).toBeGreaterThan(0.99);
    for (const m of markets) {
      if (m.market === 'cs') continue; // long prices: too noisy selection by selection
      for (const s of m.selections) {
        const rtp = returned.get(s.key)! / n;
        const expected = 1 / (1 + DEFAULT_MARGINS[m.market]);
        expect(Math.abs(rtp - expected), `${s.key} rtp ${rtp}`).toBeLessThan(0.02);
      }
    }
  });
});
