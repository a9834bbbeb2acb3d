import { hashServerSeed } from '@app/provider-kit/fair-node';
import { FastRandom } from '@app/provider-kit/random';
import { describe, expect, it } from 'vitest';
import { verifyRound } from '../fair';
import {
  CANNON_LEVELS,
  captureThreshold,
  FISH_CODES,
  FISH_ROLL,
  FISH_RTP,
  FISH_TYPES,
  fish,
  MAX_SHOTS,
  shotResults,
} from './fish';

describe('fish capture rule', () => {
  it('should capture with probability exactly RTP / multiplier for every fish', () => {
    for (const code of FISH_CODES) {
      const t = captureThreshold(code);
      expect(Number.isInteger(t)).toBe(true);
      expect((t / FISH_ROLL) * FISH_TYPES[code].multiplier).toBeCloseTo(FISH_RTP, 12);
    }
    expect(FISH_TYPES['long-vuong']).toMatchObject({ multiplier: 300, kind: 'boss' });
    expect(FISH_CODES.filter((c) => FISH_TYPES[c].kind === 'special').length).toBeGreaterThanOrEqual(3);
  });

  it('should read shot i from roll i and pay level × multiplier on a capture', () => {
    const batch = {
      shots: [
        { fish: 'tom' as const, level: 1000 },
        { fish: 'tom' as const, level: 1000 },
        { fish: 'long-vuong' as const, level: 500 },
      ],
    };
    const rolls = [479_999, 480_000, 3_199, ...new Array(MAX_SHOTS - 3).fill(0)];
    expect(shotResults(batch, { rolls })).toEqual([
      { fish: 'tom', level: 1000, captured: true, payout: 2000 },
      { fish: 'tom', level: 1000, captured: false, payout: 0 },
      { fish: 'long-vuong', level: 500, captured: true, payout: 150_000 },
    ]);
    expect(fish.settle(batch, { rolls }).payout).toBe(152_000);
    expect(fish.stakeOf(batch)).toBe(2500);
  });

  it('should refuse empty, oversized and off-table batches', () => {
    expect(fish.betSchema.safeParse({ shots: [] }).success).toBe(false);
    const many = { shots: new Array(MAX_SHOTS + 1).fill({ fish: 'tom', level: 100 }) };
    expect(fish.betSchema.safeParse(many).success).toBe(false);
    expect(fish.betSchema.safeParse({ shots: [{ fish: 'tom', level: 150 }] }).success).toBe(false);
    expect(fish.betSchema.safeParse({ shots: [{ fish: 'kraken', level: 100 }] }).success).toBe(false);
  });

  it('should let a batch be verified shot by shot from the revealed seed', () => {
    const serverSeed = 'b'.repeat(64);
    const bet = { shots: CANNON_LEVELS.map((level, i) => ({ fish: FISH_CODES[i]!, level })) };
    const v = verifyRound({
      game: 'fish',
      serverSeed,
      serverSeedHash: hashServerSeed(serverSeed),
      clientSeed: 'c',
      nonce: 3,
      bet,
    });
    expect(v.ok).toBe(true);
    if (!v.ok) return;
    const results = shotResults(bet, v.outcome as { rolls: number[] });
    expect(results).toHaveLength(CANNON_LEVELS.length);
    expect(v.settlement.payout).toBe(results.reduce((s, r) => s + r.payout, 0));
  });
});

describe('Bắn cá RTP', () => {
  it('should measure 96% over 1,000,000 shots across every fish and cannon level', () => {
    const rng = new FastRandom(99);
    const SHOTS = 1_000_000;
    // one batch of MAX_SHOTS shots per draw, fish and levels varied as a player would
    let sumSq = 0;
    let sumRatio = 0;
    let n = 0;
    const perFish = new Map(FISH_CODES.map((c) => [c, { staked: 0, won: 0, shots: 0, captures: 0 }]));
    const picker = new FastRandom(7);
    while (n < SHOTS) {
      const shots = Array.from({ length: MAX_SHOTS }, () => ({
        fish: FISH_CODES[picker.int(FISH_CODES.length)]!,
        level: CANNON_LEVELS[picker.int(CANNON_LEVELS.length)]!,
      }));
      for (const r of shotResults({ shots }, fish.draw(rng))) {
        const ratio = r.payout / r.level;
        sumSq += ratio * ratio;
        sumRatio += ratio;
        n++;
        const f = perFish.get(r.fish)!;
        f.staked += r.level;
        f.won += r.payout;
        f.shots++;
        if (r.captured) f.captures++;
      }
    }
    // per-shot return ratio (payout / level): mean and 5 standard errors from the sample variance
    const mean = sumRatio / n;
    const se = Math.sqrt((sumSq / n - mean * mean) / n);
    expect(n).toBe(SHOTS);
    expect(5 * se).toBeLessThan(0.05);
    expect(Math.abs(mean - FISH_RTP)).toBeLessThan(5 * se);
    // per fish, the capture frequency matches RTP / multiplier within 5 binomial standard errors:
    // this is tight for every fish, the boss included, where the return itself is too noisy
    for (const code of FISH_CODES) {
      const f = perFish.get(code)!;
      const p = captureThreshold(code) / FISH_ROLL;
      expect(Math.abs(f.captures / f.shots - p), code).toBeLessThan(5 * Math.sqrt((p * (1 - p)) / f.shots));
    }
    // the common fish (≤ 20×) individually within 3 points
    for (const code of FISH_CODES.filter((c) => FISH_TYPES[c].multiplier <= 20)) {
      const f = perFish.get(code)!;
      expect(Math.abs(f.won / f.staked - FISH_RTP), code).toBeLessThan(0.03);
    }
  });
});
