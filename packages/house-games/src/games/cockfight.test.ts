import { FairRandom, hashServerSeed } from '@app/provider-kit/fair-node';
import { FastRandom, type RandomSource } from '@app/provider-kit/random';
import { describe, expect, it } from 'vitest';
import { verifyRound } from '../fair';
import {
  cockfight,
  DRAW_RETURN,
  drawFight,
  FIGHT_PROBABILITY,
  FIGHT_SCHEDULES,
  fightAt,
  fightClientSeed,
  fightOdds,
  fightPayout,
  ODDS_RULES,
  phaseAt,
  sideRtp,
} from './cockfight';

class Fixed implements RandomSource {
  constructor(private readonly v: number) {}
  int(n: number) {
    if (this.v >= n) throw new Error('out of range');
    return this.v;
  }
}

describe('fightOdds', () => {
  it('should show 1.90 on both sides when no money is on the fight', () => {
    expect(fightOdds({ meron: 0, wala: 0 })).toEqual({ meron: 190, wala: 190 });
  });

  it('should lower the odds of the side with more money and raise the other', () => {
    // 1M on Meron: pool 0.95 × 21M; Meron 19.95 / 11 = 1.81, Wala 19.95 / 10 = 1.99 → capped 1.95
    expect(fightOdds({ meron: 1_000_000, wala: 0 })).toEqual({ meron: 181, wala: 195 });
    // 2M against 1M: 0.95 × 23M = 21.85M; Meron 21.85 / 12 = 1.82, Wala 21.85 / 11 = 1.98 → 1.95
    expect(fightOdds({ meron: 2_000_000, wala: 1_000_000 })).toEqual({ meron: 182, wala: 195 });
    // small money moves odds a little: 300k on Wala → Wala 19.2855 / 10.3 = 1.87, Meron 1.92
    expect(fightOdds({ meron: 0, wala: 300_000 })).toEqual({ meron: 192, wala: 187 });
    // 4M against 1M: Meron 23.75 / 14 = 1.696 → floored to the 1.70 limit
    expect(fightOdds({ meron: 4_000_000, wala: 1_000_000 })).toEqual({ meron: 170, wala: 195 });
  });

  it('should never leave the stated range [1.70, 1.95] however lopsided the money', () => {
    const rng = new FastRandom(7);
    // one expect for all draws (an expect per draw costs more than the odds)
    const wrong: string[] = [];
    for (let i = 0; i < 5_000; i++) {
      const totals = { meron: rng.int(1000) * rng.int(1_000_000), wala: rng.int(1000) * rng.int(1_000_000) };
      const odds = fightOdds(totals);
      for (const v of [odds.meron, odds.wala]) {
        if (!(v >= ODDS_RULES.min && v <= ODDS_RULES.max && Number.isInteger(v))) {
          wrong.push(`${JSON.stringify(totals)}: ${v} outside [${ODDS_RULES.min}, ${ODDS_RULES.max}] or not whole`);
        }
      }
      // the side with more money never pays more than the other
      if (totals.meron > totals.wala && !(odds.meron <= odds.wala)) {
        wrong.push(`${JSON.stringify(totals)}: meron ${odds.meron} pays more than wala ${odds.wala}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(fightOdds({ meron: 1e12, wala: 0 })).toEqual({ meron: 170, wala: 195 });
  });

  it('should keep every Meron/Wala bet below 100% RTP at any odds the table can show', () => {
    expect(sideRtp('meron', ODDS_RULES.max)).toBeLessThan(1);
    expect(sideRtp('wala', ODDS_RULES.max)).toBeLessThan(1);
  });
});

describe('fightPayout', () => {
  const meron = { side: 'meron' as const, amount: 10_000, odds: 187 };
  const draw = { side: 'draw' as const, amount: 10_000, odds: 900 };

  it('should pay the locked odds to the winning side and nothing to the losing side', () => {
    expect(fightPayout(meron, 'meron')).toBe(18_700);
    expect(fightPayout(meron, 'wala')).toBe(0);
    expect(fightPayout({ ...meron, side: 'wala' }, 'wala')).toBe(18_700);
  });

  it('should refund Meron and Wala bets on a draw and pay a draw bet 8 to 1', () => {
    expect(fightPayout(meron, 'draw')).toBe(10_000);
    expect(fightPayout({ ...meron, side: 'wala' }, 'draw')).toBe(10_000);
    expect(fightPayout(draw, 'draw')).toBe(90_000);
    expect(DRAW_RETURN).toBe(9);
    expect(fightPayout(draw, 'meron')).toBe(0);
  });

  it('should refund every bet of a cancelled fight exactly its stake', () => {
    expect(fightPayout(meron, 'cancelled')).toBe(10_000);
    expect(fightPayout(draw, 'cancelled')).toBe(10_000);
  });
});

describe('drawFight', () => {
  it('should read draw, Meron and Wala from the roll at the stated boundaries', () => {
    expect(drawFight(new Fixed(0)).result).toBe('draw');
    expect(drawFight(new Fixed(209)).result).toBe('draw');
    expect(drawFight(new Fixed(210)).result).toBe('meron');
    expect(drawFight(new Fixed(1104)).result).toBe('meron');
    expect(drawFight(new Fixed(1105)).result).toBe('wala');
    expect(drawFight(new Fixed(1999)).result).toBe('wala');
    expect(FIGHT_PROBABILITY.meron + FIGHT_PROBABILITY.wala + FIGHT_PROBABILITY.draw).toBeCloseTo(1, 12);
  });

  it('should be reproducible from the fight seed on the verify path', () => {
    const serverSeed = 'a'.repeat(64);
    const outcome = drawFight(new FairRandom(serverSeed, fightClientSeed(42), 0));
    const bet = { bets: [{ spot: 'meron' as const, amount: 10_000, odds: 190 }] };
    const verified = verifyRound({
      game: 'cockfight',
      serverSeed,
      serverSeedHash: '1'.repeat(64),
      clientSeed: fightClientSeed(42),
      nonce: 0,
      bet,
    });
    expect(verified.ok).toBe(false); // wrong hash is refused
    const hash = hashServerSeed(serverSeed);
    const ok = verifyRound({
      game: 'cockfight',
      serverSeed,
      serverSeedHash: hash,
      clientSeed: fightClientSeed(42),
      nonce: 0,
      bet,
    });
    expect(ok.ok && ok.outcome).toEqual(outcome);
    expect(ok.ok && ok.settlement.payout).toBe(
      fightPayout({ side: 'meron', amount: 10_000, odds: 190 }, outcome.result),
    );
  });
});

describe('fight schedule', () => {
  it('should open fight n at n × period, close betting, then show the result', () => {
    const s = FIGHT_SCHEDULES.normal;
    const t = fightAt(10 * s.periodMs + 5_000, s);
    expect(t.no).toBe(10);
    expect(phaseAt(t, t.opensAt)).toBe('betting');
    expect(phaseAt(t, t.closesAt - 1)).toBe('betting');
    expect(phaseAt(t, t.closesAt)).toBe('fighting');
    expect(phaseAt(t, t.endsAt)).toBe('result');
    expect(t.endsAt).toBeLessThan(t.opensAt + s.periodMs);
    expect(FIGHT_SCHEDULES.fast.periodMs).toBeLessThan(s.periodMs);
  });
});

describe('Đá gà RTP', () => {
  it('should measure the published RTP of Meron, Wala and Hòa over 1,000,000 fights', () => {
    const rng = new FastRandom(2026);
    const FIGHTS = 1_000_000;
    const bets = {
      meron: { bets: [{ spot: 'meron' as const, amount: 1000, odds: 190 }] },
      wala: { bets: [{ spot: 'wala' as const, amount: 1000, odds: 190 }] },
      draw: { bets: [{ spot: 'draw' as const, amount: 1000, odds: 900 }] },
    };
    const sums = { meron: 0, wala: 0, draw: 0 };
    const squares = { meron: 0, wala: 0, draw: 0 };
    for (let i = 0; i < FIGHTS; i++) {
      const outcome = cockfight.draw(rng);
      for (const k of ['meron', 'wala', 'draw'] as const) {
        const r = cockfight.settle(bets[k], outcome).payout / 1000;
        sums[k] += r;
        squares[k] += r * r;
      }
    }
    const published = {
      meron: cockfight.rtp.byBet.meron_1_90!,
      wala: cockfight.rtp.byBet.wala_1_90!,
      draw: cockfight.rtp.byBet.draw!,
    };
    expect(published.meron).toBeCloseTo(0.955_25, 6);
    expect(published.draw).toBeCloseTo(0.945, 6);
    for (const k of ['meron', 'wala', 'draw'] as const) {
      const mean = sums[k] / FIGHTS;
      const se = Math.sqrt((squares[k] / FIGHTS - mean * mean) / FIGHTS);
      // stated caps: ±1 point for Meron/Wala, ±1.5 for the 8-to-1 draw (wider spread)
      expect(5 * se).toBeLessThan(k === 'draw' ? 0.015 : 0.01);
      expect(Math.abs(mean - published[k])).toBeLessThan(5 * se);
    }
  });
});
