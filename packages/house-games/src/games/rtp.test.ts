import { FastRandom, type RandomSource, sampleDistinct } from '@app/provider-kit/random';
import { describe, expect, it } from 'vitest';
import { baucua } from './baucua';
import { KENO_PAYTABLE, KENO_RTP, keno, kenoHitProbability, kenoHits } from './keno';
import { rongho } from './rongho';
import { ROULETTE_SPOTS, roulette } from './roulette';
import { exactSlotLineRtp, SLOT_JACKPOT_CONTRIBUTION, slot } from './slot';
import { taixiu } from './taixiu';
import type { HouseGame, TableBet } from './types';
import { XOCDIA_SPOTS, xocdia } from './xocdia';

/**
 * RTP checks, two ways for every game:
 *  - exact: every outcome enumerated through the game's own draw() (fed scripted integers)
 *    and settle(), compared with the published figure to 1e-5;
 *  - simulated: 1,000,000 rounds through draw() and settle() with a fast seeded source.
 *    Stated tolerance: 5 standard errors of the measured mean (from the sample variance),
 *    and never looser than the per-game cap below, so a paytable off by a point fails.
 */
const ROUNDS = 1_000_000;
const SE_FACTOR = 5;

/** Returns the given integers in order, checking each is in range: walks one outcome. */
class Scripted implements RandomSource {
  private i = 0;
  constructor(private readonly values: number[]) {}
  int(n: number): number {
    const v = this.values[this.i++];
    if (v === undefined || v < 0 || v >= n) throw new Error(`scripted value ${v} out of [0, ${n})`);
    return v;
  }
}

/** Every combination of `ranges` as scripted draws, each equally likely. */
function* combinations(ranges: number[]): Generator<number[]> {
  const current = new Array<number>(ranges.length).fill(0);
  for (;;) {
    yield current.slice();
    let i = ranges.length - 1;
    while (i >= 0 && ++current[i]! === ranges[i]) current[i--] = 0;
    if (i < 0) return;
  }
}

function exactRtp<B, O>(game: HouseGame<B, O>, bet: B, ranges: number[]): number {
  let total = 0;
  let count = 0;
  for (const values of combinations(ranges)) {
    total += game.settle(bet, game.draw(new Scripted(values))).payout;
    count++;
  }
  return total / count / game.stakeOf(bet);
}

interface Measured {
  rtp: number;
  tolerance: number;
}

/** Streams per-round return ratios (payout / stake) and reports mean and 5 SE. */
class Meter {
  n = 0;
  sum = 0;
  sumSq = 0;
  add(ratio: number) {
    this.n++;
    this.sum += ratio;
    this.sumSq += ratio * ratio;
  }
  result(): Measured {
    const mean = this.sum / this.n;
    const variance = this.sumSq / this.n - mean * mean;
    return { rtp: mean, tolerance: SE_FACTOR * Math.sqrt(variance / this.n) };
  }
}

function expectWithin(m: Measured, published: number, cap: number) {
  expect(m.tolerance).toBeLessThan(cap);
  expect(Math.abs(m.rtp - published)).toBeLessThan(m.tolerance);
}

/** Simulates table rounds with one stake on each listed spot, metering each spot separately. */
function simulateTable<S extends string, O>(game: HouseGame<TableBet<S>, O>, spots: readonly S[], seed: number) {
  const rng = new FastRandom(seed);
  const meters = new Map(spots.map((s) => [s, new Meter()]));
  const single = spots.map((spot) => ({ bets: [{ spot, amount: 1000 }] }));
  for (let r = 0; r < ROUNDS; r++) {
    const outcome = game.draw(rng);
    for (let i = 0; i < spots.length; i++) {
      meters.get(spots[i]!)!.add(game.settle(single[i]!, outcome).payout / 1000);
    }
  }
  return new Map([...meters].map(([spot, meter]) => [spot, meter.result()]));
}

const bet = <S extends string>(spot: S) => ({ bets: [{ spot, amount: 1000 }] });

describe('Tài Xỉu RTP', () => {
  it('should publish 210/216 and match it exactly over all 216 dice', () => {
    expect(taixiu.rtp.byBet.tai).toBeCloseTo(0.97222, 5);
    for (const spot of ['tai', 'xiu'] as const) {
      expect(exactRtp(taixiu, bet(spot), [6, 6, 6])).toBeCloseTo(taixiu.rtp.byBet[spot]!, 5);
    }
  });

  it('should lose both sides on a triple', () => {
    const triple = taixiu.draw(new Scripted([3, 3, 3]));
    expect(triple.total).toBe(12);
    expect(taixiu.settle({ bets: [bet('tai').bets[0]!, { spot: 'xiu', amount: 5000 }] }, triple).payout).toBe(0);
  });

  it('should measure the published RTP over 1,000,000 rounds', () => {
    const measured = simulateTable(taixiu, ['tai', 'xiu'], 101);
    expectWithin(measured.get('tai')!, taixiu.rtp.byBet.tai!, 0.01);
    expectWithin(measured.get('xiu')!, taixiu.rtp.byBet.xiu!, 0.01);
  });
});

describe('Xóc Đĩa RTP', () => {
  it('should match the published RTP of every spot exactly over all 16 coin faces', () => {
    for (const spot of XOCDIA_SPOTS) {
      expect(exactRtp(xocdia, bet(spot), [2, 2, 2, 2])).toBeCloseTo(xocdia.rtp.byBet[spot]!, 5);
    }
  });

  it('should measure the published RTP over 1,000,000 rounds', () => {
    const measured = simulateTable(xocdia, XOCDIA_SPOTS, 202);
    for (const spot of XOCDIA_SPOTS) expectWithin(measured.get(spot)!, xocdia.rtp.byBet[spot]!, 0.02);
  });
});

describe('Bầu Cua RTP', () => {
  it('should publish 199/216 and pay 1 to 1 per matching die', () => {
    expect(exactRtp(baucua, bet('cua'), [6, 6, 6])).toBeCloseTo(199 / 216, 5);
    expect(baucua.settle(bet('cua'), { dice: ['cua', 'cua', 'ga'] }).payout).toBe(3000);
    expect(baucua.settle(bet('cua'), { dice: ['cua', 'cua', 'cua'] }).payout).toBe(4000);
  });

  it('should measure the published RTP over 1,000,000 rounds', () => {
    const measured = simulateTable(baucua, ['bau', 'nai'], 303);
    expectWithin(measured.get('bau')!, baucua.rtp.byBet.bau!, 0.01);
    expectWithin(measured.get('nai')!, baucua.rtp.byBet.nai!, 0.01);
  });
});

describe('Rồng Hổ RTP', () => {
  it('should match the published RTP exactly over every ordered pair of cards of the 8-deck shoe', () => {
    for (const spot of ['rong', 'ho', 'hoa'] as const) {
      expect(exactRtp(rongho, bet(spot), [416, 415])).toBeCloseTo(rongho.rtp.byBet[spot]!, 5);
    }
    expect(rongho.rtp.byBet.rong).toBeCloseTo(0.96265, 5);
  });

  it('should return half the stake of Rồng and Hổ on a tie, and 12x on Hòa', () => {
    const tie = {
      dragon: { rank: 5, suit: 'hearts' as const },
      tiger: { rank: 5, suit: 'clubs' as const },
      winner: 'hoa' as const,
    };
    expect(
      rongho.settle(
        {
          bets: [
            { spot: 'rong', amount: 2000 },
            { spot: 'hoa', amount: 1000 },
          ],
        },
        tie,
      ).payout,
    ).toBe(1000 + 12_000);
  });

  it('should measure the published RTP over 1,000,000 rounds', () => {
    const measured = simulateTable(rongho, ['rong', 'ho', 'hoa'], 404);
    for (const spot of ['rong', 'ho', 'hoa'] as const) expectWithin(measured.get(spot)!, rongho.rtp.byBet[spot]!, 0.03);
  });
});

describe('Roulette RTP', () => {
  it('should return 36/37 on every one of its spots over all 37 pockets', () => {
    for (const spot of ROULETTE_SPOTS) expect(exactRtp(roulette, bet(spot), [37])).toBeCloseTo(36 / 37, 5);
  });

  it('should pay a straight 35 to 1', () => {
    expect(roulette.settle(bet('n17'), { number: 17, color: 'black' }).payout).toBe(36_000);
    expect(roulette.settle(bet('red'), { number: 0, color: 'green' }).payout).toBe(0);
  });

  it('should measure the published RTP over 1,000,000 rounds', () => {
    const measured = simulateTable(roulette, ['n17', 'red', 'dozen2', 'col3'], 505);
    expectWithin(measured.get('n17')!, 36 / 37, 0.05);
    for (const spot of ['red', 'dozen2', 'col3'] as const) expectWithin(measured.get(spot)!, 36 / 37, 0.01);
  });
});

describe('Slot RTP', () => {
  it('should publish the line RTP computed exactly from the reel strips and paytable', () => {
    expect(exactSlotLineRtp()).toBeCloseTo(slot.rtp.min, 5);
    expect(slot.jackpotContribution).toBe(SLOT_JACKPOT_CONTRIBUTION);
  });

  it('should measure the published line RTP over 1,000,000 spins', () => {
    const rng = new FastRandom(606);
    const meter = new Meter();
    const lineBet = { lineBet: 100 };
    const stake = slot.stakeOf(lineBet);
    for (let r = 0; r < ROUNDS; r++) meter.add(slot.settle(lineBet, slot.draw(rng)).payout / stake);
    expectWithin(meter.result(), slot.rtp.min, 0.03);
  });
});

describe('Keno RTP', () => {
  it('should publish, per number of picks, the RTP of its paytable under the hypergeometric law', () => {
    for (let picks = 1; picks <= 10; picks++) {
      let rtp = 0;
      for (let hits = 0; hits <= picks; hits++)
        rtp += kenoHitProbability(picks, hits) * (KENO_PAYTABLE[picks]![hits] ?? 0);
      expect(rtp).toBeCloseTo(KENO_RTP[picks]!, 5);
    }
  });

  it('should pay exactly the paytable for every number of picks and hits', () => {
    const drawn = Array.from({ length: 20 }, (_, i) => i + 1); // 1..20 drawn
    for (let picks = 1; picks <= 10; picks++) {
      for (let hits = 0; hits <= picks; hits++) {
        const chosen = [...drawn.slice(0, hits), ...Array.from({ length: picks - hits }, (_, i) => 80 - i)];
        const { payout } = keno.settle({ picks: chosen, amount: 10_000 }, { drawn });
        expect(payout).toBe(10_000 * (KENO_PAYTABLE[picks]![hits] ?? 0));
      }
    }
  });

  it('should measure the published RTP and hit law over 1,000,000 rounds', () => {
    // One draw per round settles ten bets: the first k of ten random picks, for k = 1..10.
    const rng = new FastRandom(707);
    const meters = Array.from({ length: 11 }, () => new Meter());
    const hitCounts = Array.from({ length: 11 }, (_, k) => new Array<number>(k + 1).fill(0));
    let settleMismatches = 0;
    for (let r = 0; r < ROUNDS; r++) {
      const ten = sampleDistinct(rng, 80, 10).map((n) => n + 1);
      const outcome = keno.draw(rng);
      let hits = 0;
      for (let k = 1; k <= 10; k++) {
        if (outcome.drawn.includes(ten[k - 1]!)) hits++;
        hitCounts[k]![hits]!++;
        meters[k]!.add(KENO_PAYTABLE[k]![hits] ?? 0);
      }
      // settle() itself, on one of the ten bets per round, must agree with the paytable
      const k = (r % 10) + 1;
      const paid = keno.settle({ picks: ten.slice(0, k), amount: 1000 }, outcome).payout;
      if (paid !== 1000 * (KENO_PAYTABLE[k]![kenoHits(ten.slice(0, k), outcome.drawn)] ?? 0)) settleMismatches++;
    }
    expect(settleMismatches).toBe(0);
    // Few picks: the measured RTP is tight enough to catch a wrong paytable entry.
    for (let k = 1; k <= 5; k++) expectWithin(meters[k]!.result(), KENO_RTP[k]!, 0.05);
    // Many picks: top prizes make the mean noisy at 10^6 rounds; the hit law below plus the
    // exact paytable test pin their RTP, and the mean must still sit within 5 SE.
    for (let k = 6; k <= 10; k++) {
      const m = meters[k]!.result();
      expect(Math.abs(m.rtp - KENO_RTP[k]!)).toBeLessThan(m.tolerance);
    }
    for (let picks = 1; picks <= 10; picks++) {
      for (let h = 0; h <= picks; h++) {
        const p = kenoHitProbability(picks, h);
        if (p * ROUNDS < 100) continue;
        const se = Math.sqrt((p * (1 - p)) / ROUNDS);
        expect(Math.abs(hitCounts[picks]![h]! / ROUNDS - p)).toBeLessThan(SE_FACTOR * se);
      }
    }
  });
});
