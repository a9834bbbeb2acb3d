import { FastRandom } from '@app/provider-kit/random';
import { describe, expect, it } from 'vitest';
import { SICBO_RTP, SICBO_SPOTS, sicbo, sicboReturnPerMille } from './sicbo';

/** Hand-derived: (odds + 1) × ways / 216 for each bet of the board. */
const EXACT: Record<string, number> = {
  small: 210 / 216,
  big: 210 / 216,
  odd: 210 / 216,
  even: 210 / 216,
  any_triple: (31 * 6) / 216,
  triple_4: 181 / 216,
  double_2: (11 * 16) / 216,
  total_4: (61 * 3) / 216,
  total_17: (61 * 3) / 216,
  total_5: (31 * 6) / 216,
  total_6: (18 * 10) / 216,
  total_7: (13 * 15) / 216,
  total_8: (9 * 21) / 216,
  total_9: (7 * 25) / 216,
  total_10: (7 * 27) / 216,
  total_11: (7 * 27) / 216,
  pair_3_5: (6 * 30) / 216,
  single_6: (2 * 75 + 3 * 15 + 4 * 1) / 216,
};

const play = (dice: [number, number, number], spot: string) =>
  sicboReturnPerMille(spot, {
    dice,
    total: dice[0] + dice[1] + dice[2],
    triple: dice[0] === dice[1] && dice[1] === dice[2],
  });

describe('sicbo', () => {
  it('should pay the standard sic bo pay table', () => {
    expect(play([1, 1, 1], 'small')).toBe(0);
    expect(play([1, 1, 1], 'triple_1')).toBe(181_000);
    expect(play([1, 1, 1], 'any_triple')).toBe(31_000);
    expect(play([1, 1, 1], 'double_1')).toBe(11_000);
    expect(play([1, 1, 1], 'single_1')).toBe(4_000);
    expect(play([1, 1, 2], 'total_4')).toBe(61_000);
    expect(play([1, 1, 2], 'single_1')).toBe(3_000);
    expect(play([1, 1, 2], 'pair_1_2')).toBe(6_000);
    expect(play([1, 1, 2], 'pair_1_3')).toBe(0);
    expect(play([2, 4, 5], 'big')).toBe(2_000);
    expect(play([2, 4, 5], 'odd')).toBe(2_000);
    expect(play([2, 4, 5], 'even')).toBe(0);
    expect(play([2, 4, 5], 'total_11')).toBe(7_000);
    expect(play([2, 4, 5], 'total_7')).toBe(0);
    expect(play([6, 5, 6], 'total_17')).toBe(61_000);
    expect(play([6, 5, 6], 'double_6')).toBe(11_000);
    expect(play([6, 5, 6], 'single_5')).toBe(2_000);
  });

  it('should publish the exact RTP of every spot on the board', () => {
    expect(SICBO_SPOTS).toHaveLength(52);
    for (const [spot, rtp] of Object.entries(EXACT)) expect(SICBO_RTP[spot], spot).toBeCloseTo(rtp, 12);
    for (const f of [1, 2, 3, 4, 5, 6]) {
      expect(SICBO_RTP[`triple_${f}`]).toBeCloseTo(181 / 216, 12);
      expect(SICBO_RTP[`single_${f}`]).toBeCloseTo(199 / 216, 12);
    }
    expect(sicbo.rtp.min).toBeCloseTo(175 / 216, 12);
    expect(Math.max(...Object.values(SICBO_RTP))).toBeCloseTo(210 / 216, 12);
  });

  it('should land within 5 standard errors of the exact RTP over 1,000,000 rounds', () => {
    const rounds = 1_000_000;
    const rng = new FastRandom(20261127);
    const spots = ['big', 'odd', 'any_triple', 'triple_3', 'double_5', 'total_4', 'total_10', 'pair_2_6', 'single_1'];
    const sum = new Map<string, number>(spots.map((s) => [s, 0]));
    const sumSq = new Map<string, number>(spots.map((s) => [s, 0]));
    const bet = { bets: spots.map((spot) => ({ spot, amount: 1000 })) };
    for (let i = 0; i < rounds; i++) {
      const o = sicbo.draw(rng);
      for (const spot of spots) {
        const r = sicboReturnPerMille(spot, o) / 1000;
        sum.set(spot, sum.get(spot)! + r);
        sumSq.set(spot, sumSq.get(spot)! + r * r);
      }
      if (i < 1000)
        expect(sicbo.settle(bet, o).payout).toBe(spots.reduce((s, spot) => s + sicboReturnPerMille(spot, o), 0));
    }
    for (const spot of spots) {
      const mean = sum.get(spot)! / rounds;
      const se = Math.sqrt((sumSq.get(spot)! / rounds - mean * mean) / rounds);
      expect(Math.abs(mean - SICBO_RTP[spot]!), `${spot}: ${mean} vs ${SICBO_RTP[spot]}`).toBeLessThan(5 * se);
    }
  });

  it('should refuse a spot that is not on the board', () => {
    expect(sicbo.betSchema.safeParse({ bets: [{ spot: 'total_3', amount: 1000 }] }).success).toBe(false);
    expect(sicbo.betSchema.safeParse({ bets: [{ spot: 'pair_2_2', amount: 1000 }] }).success).toBe(false);
    expect(sicbo.betSchema.safeParse({ bets: [{ spot: 'pair_2_5', amount: 1000 }] }).success).toBe(true);
  });
});
