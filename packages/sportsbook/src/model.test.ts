import { FastRandom } from '@app/provider-kit/random';
import { describe, expect, it } from 'vitest';
import { type LegResult, legFactor, type MatchResult, settleSelection } from './markets';
import { playMatch, resultOf } from './match';
import { correctScoreProbabilities, DEFAULT_MARGINS, KICK_OFF, priceMarkets, rateOf } from './model';

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
