import { FastRandom, type RandomSource } from '@app/provider-kit/random';
import { describe, expect, it } from 'vitest';
import {
  BACCARAT_COUNTS,
  BACCARAT_RTP,
  BACCARAT_SPOTS,
  type BaccaratOutcome,
  type BaccaratSpot,
  baccarat,
  baccaratNc,
  bankerDraws,
  dealCoup,
  exactBaccaratCounts,
  playerDraws,
} from './baccarat';
import type { Card } from './cards';

const card = (rank: number, suit: Card['suit'] = 'spades'): Card => ({ rank, suit });
/** A card worth `v` points (0 as a king). */
const pts = (v: number) => card(v === 0 ? 13 : v);
const deal = (...values: number[]) => {
  let i = 0;
  return dealCoup(() => {
    const v = values[i++];
    if (v === undefined) throw new Error('the coup asked for more cards than scripted');
    return pts(v);
  });
};

/**
 * The punto banco tableau as printed on every table: for each banker total, the player's third
 * card values on which the banker draws ('S' = the player stood: banker draws on 0-5).
 */
const TABLEAU: Record<number, { draws: number[]; onStand: boolean }> = {
  0: { draws: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], onStand: true },
  1: { draws: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], onStand: true },
  2: { draws: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], onStand: true },
  3: { draws: [0, 1, 2, 3, 4, 5, 6, 7, 9], onStand: true },
  4: { draws: [2, 3, 4, 5, 6, 7], onStand: true },
  5: { draws: [4, 5, 6, 7], onStand: true },
  6: { draws: [6, 7], onStand: false },
  7: { draws: [], onStand: false },
};

describe('Baccarat third-card rule', () => {
  it('should match the printed tableau for every banker total and every player third card', () => {
    for (let b = 0; b <= 7; b++) {
      expect(bankerDraws(b, null)).toBe(TABLEAU[b]!.onStand);
      for (let p3 = 0; p3 <= 9; p3++)
        expect(bankerDraws(b, p3), `banker ${b}, third ${p3}`).toBe(TABLEAU[b]!.draws.includes(p3));
    }
  });

  it('should deal every two-card start to the tableau: naturals stand, player 0-5 draws, banker follows', () => {
    // every pair of two-card totals, every player third card and a banker third card
    let coups = 0;
    for (let p = 0; p <= 9; p++) {
      for (let b = 0; b <= 9; b++) {
        for (let p3 = 0; p3 <= 9; p3++) {
          // player cards (p, 0), banker cards (b, 0): dealt P, B, P, B, then third cards
          const o = deal(p, b, 0, 0, p3, 4);
          coups++;
          const natural = p >= 8 || b >= 8;
          expect(o.natural).toBe(natural);
          if (natural) {
            expect(o.player).toHaveLength(2);
            expect(o.banker).toHaveLength(2);
            continue;
          }
          const playerDrew = playerDraws(p);
          expect(o.player).toHaveLength(playerDrew ? 3 : 2);
          const bankerDrew = playerDrew ? TABLEAU[b]!.draws.includes(p3) : TABLEAU[b]!.onStand;
          expect(o.banker).toHaveLength(bankerDrew ? 3 : 2);
          // the banker's third card is the next one in the shoe: after the player's third if drawn
          if (bankerDrew) expect(o.banker[2]).toEqual(pts(playerDrew ? 4 : p3));
          const pt = (p + (playerDrew ? p3 : 0)) % 10;
          const bt = (b + (bankerDrew ? (playerDrew ? 4 : p3) : 0)) % 10;
          expect([o.playerTotal, o.bankerTotal]).toEqual([pt, bt]);
          expect(o.winner).toBe(pt > bt ? 'player' : bt > pt ? 'banker' : 'tie');
        }
      }
    }
    expect(coups).toBe(1000);
  });

  it('should let the player stand on 6 and 7 and draw on 5', () => {
    expect(deal(6, 3, 0, 0, 9, 9).player).toHaveLength(2);
    expect(deal(7, 3, 0, 0, 9, 9).player).toHaveLength(2);
    expect(deal(5, 3, 0, 0, 9, 9).player).toHaveLength(3);
  });
});

describe('Baccarat settlement', () => {
  const outcome = (over: Partial<BaccaratOutcome>): BaccaratOutcome => ({
    player: [pts(1), pts(2)],
    banker: [pts(3), pts(4)],
    playerTotal: 3,
    bankerTotal: 7,
    winner: 'banker',
    natural: false,
    playerPair: false,
    bankerPair: false,
    ...over,
  });
  const pay = (game: typeof baccarat, spot: BaccaratSpot, o: BaccaratOutcome) =>
    game.settle({ bets: [{ spot, amount: 100_000 }] }, o).payout;

  it('should pay banker 0.95:1, player 1:1, and push both on a tie', () => {
    expect(pay(baccarat, 'banker', outcome({}))).toBe(195_000);
    expect(pay(baccarat, 'player', outcome({}))).toBe(0);
    expect(pay(baccarat, 'player', outcome({ winner: 'player', playerTotal: 8, bankerTotal: 7 }))).toBe(200_000);
    expect(pay(baccarat, 'banker', outcome({ winner: 'tie', playerTotal: 7 }))).toBe(100_000);
    expect(pay(baccarat, 'player', outcome({ winner: 'tie', playerTotal: 7 }))).toBe(100_000);
  });

  it('should pay tie 8:1 and each pair 11:1', () => {
    expect(pay(baccarat, 'tie', outcome({ winner: 'tie', playerTotal: 7 }))).toBe(900_000);
    expect(pay(baccarat, 'tie', outcome({}))).toBe(0);
    expect(pay(baccarat, 'player_pair', outcome({ playerPair: true }))).toBe(1_200_000);
    expect(pay(baccarat, 'banker_pair', outcome({ playerPair: true }))).toBe(0);
    expect(pay(baccarat, 'banker_pair', outcome({ bankerPair: true }))).toBe(1_200_000);
  });

  it('should pay the no-commission banker 1:1, and 1:2 when it wins on 6', () => {
    expect(pay(baccaratNc, 'banker', outcome({}))).toBe(200_000);
    expect(pay(baccaratNc, 'banker', outcome({ bankerTotal: 6, playerTotal: 5 }))).toBe(150_000);
    expect(pay(baccarat, 'banker', outcome({ bankerTotal: 6, playerTotal: 5 }))).toBe(195_000);
  });

  it('should see a pair only in the first two cards of a side, by rank', () => {
    let i = 0;
    const cards = [card(13), card(4), card(13, 'hearts'), card(10), card(2), card(4)];
    const o = dealCoup(() => cards[i++]!);
    expect(o.playerPair).toBe(true); // K♠ K♥ (both worth 0, same rank)
    expect(o.bankerPair).toBe(false); // 4 and 10: a third-card 4 does not make a pair
  });

  it('should reject a bet of an unknown spot or an off-chip amount', () => {
    expect(baccarat.betSchema.safeParse({ bets: [{ spot: 'dragon', amount: 10_000 }] }).success).toBe(false);
    expect(baccarat.betSchema.safeParse({ bets: [{ spot: 'banker', amount: 10_500 }] }).success).toBe(false);
  });
});

describe('Baccarat RTP', () => {
  it('should publish house edges computed exactly over every 8-deck coup', () => {
    expect(exactBaccaratCounts()).toEqual(BACCARAT_COUNTS);
    expect(BACCARAT_COUNTS.total).toBe(416 * 415 * 414 * 413 * 412 * 411);
    // the figures every baccarat reference prints for 8 decks
    expect(1 - BACCARAT_RTP.banker).toBeCloseTo(0.010579, 6);
    expect(1 - BACCARAT_RTP.player).toBeCloseTo(0.012351, 6);
    expect(1 - BACCARAT_RTP.tie).toBeCloseTo(0.143596, 6);
    expect(1 - BACCARAT_RTP.bankerNoCommission).toBeCloseTo(0.014581, 6);
    expect(1 - BACCARAT_RTP.pair).toBeCloseTo(0.103614, 6);
  });

  it('should measure the published RTP of every spot of both tables over 1,000,000 coups', () => {
    // Stated tolerance: 5 standard errors of the measured mean, capped per spot.
    const ROUNDS = 1_000_000;
    const rng: RandomSource = new FastRandom(1616);
    const sums = new Map<string, { s: number; q: number }>();
    const add = (k: string, r: number) => {
      const m = sums.get(k) ?? { s: 0, q: 0 };
      m.s += r;
      m.q += r * r;
      sums.set(k, m);
    };
    for (let n = 0; n < ROUNDS; n++) {
      const o = baccarat.draw(rng);
      for (const spot of BACCARAT_SPOTS) {
        add(spot, baccarat.settle({ bets: [{ spot, amount: 1000 }] }, o).payout / 1000);
      }
      add('banker_nc', baccaratNc.settle({ bets: [{ spot: 'banker', amount: 1000 }] }, o).payout / 1000);
    }
    const expected: Record<string, [number, number]> = {
      player: [BACCARAT_RTP.player, 0.005],
      banker: [BACCARAT_RTP.banker, 0.005],
      banker_nc: [BACCARAT_RTP.bankerNoCommission, 0.005],
      tie: [BACCARAT_RTP.tie, 0.02],
      player_pair: [BACCARAT_RTP.pair, 0.02],
      banker_pair: [BACCARAT_RTP.pair, 0.02],
    };
    for (const [k, [rtp, cap]] of Object.entries(expected)) {
      const { s, q } = sums.get(k)!;
      const mean = s / ROUNDS;
      const tolerance = 5 * Math.sqrt((q / ROUNDS - mean * mean) / ROUNDS);
      expect(tolerance, k).toBeLessThan(cap);
      expect(Math.abs(mean - rtp), `${k}: measured ${mean}, published ${rtp}`).toBeLessThan(tolerance);
    }
  });
});
