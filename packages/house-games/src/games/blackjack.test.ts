import { FastRandom } from '@app/provider-kit/random';
import { describe, expect, it } from 'vitest';
import {
  BLACKJACK_RTP,
  type BlackjackAction,
  BlackjackActionError,
  blackjack,
  blackjackStake,
  handTotal,
  playBlackjack,
  shoeCards,
} from './blackjack';
import { basicStrategy } from './blackjack-strategy';
import type { Card } from './cards';

/** A shoe in dealing order: player, dealer up, player, dealer hole, then the draws. 1 = A, 13 = K. */
const shoe = (...ranks: number[]): Card[] =>
  [...ranks, ...new Array<number>(20).fill(2)].map((rank) => ({ rank, suit: 'hearts' }));
const A = 10_000;

describe('Blackjack rounds', () => {
  it('should double: one more card, the bet doubled through the extra stake, paid 1:1 on the doubled bet', () => {
    const s = shoe(5, 9, 6, 7, 10, 10);
    const before = playBlackjack(s, A, []);
    expect(before.legal).toEqual(['hit', 'stand', 'double']);
    const done = playBlackjack(s, A, ['double']);
    expect(done.phase).toBe('done');
    expect(done.hands[0]!.cards).toHaveLength(3);
    expect(done.dealer.map((c) => c.rank)).toEqual([9, 7, 10]); // dealer 16 draws and busts
    expect(done.staked).toBe(2 * A);
    expect(done.results).toEqual(['win']);
    expect(done.payout).toBe(4 * A);
  });

  it('should split a pair into two hands played in turn, each with its own bet, double after split allowed', () => {
    // 8 8 against a 10 (hole 7): hand 1 takes a 3 and doubles onto a 10 (21), hand 2 takes a 10 (18)
    const s = shoe(8, 10, 8, 7, 3, 10, 10);
    expect(playBlackjack(s, A, []).legal).toContain('split');
    const afterSplit = playBlackjack(s, A, ['split']);
    expect(afterSplit.hands.map((h) => h.cards.map((c) => c.rank))).toEqual([[8, 3], [8]]);
    expect(afterSplit.legal).not.toContain('split');
    const done = playBlackjack(s, A, ['split', 'double', 'stand']);
    expect(done.phase).toBe('done');
    expect(done.hands.map((h) => handTotal(h.cards).total)).toEqual([21, 18]);
    expect(handTotal(done.dealer).total).toBe(17);
    expect(done.results).toEqual(['win', 'win']);
    expect(done.staked).toBe(3 * A);
    expect(done.payout).toBe(2 * A * 2 + A * 2);
    expect(blackjackStake({ amount: A, actions: ['split', 'double', 'stand'] })).toBe(done.staked);
  });

  it('should give split aces one card each and count ace-ten as 21, not blackjack', () => {
    const s = shoe(1, 6, 1, 10, 13, 5, 10);
    const done = playBlackjack(s, A, ['split']);
    expect(done.phase).toBe('done');
    expect(done.hands.map((h) => h.cards.length)).toEqual([2, 2]);
    expect(done.results).toEqual(['win', 'win']); // dealer 16 draws a 10 and busts
    expect(done.payout).toBe(4 * A); // 1:1 each, not 3:2
  });

  it('should not split twice nor split two different values', () => {
    expect(() => playBlackjack(shoe(8, 10, 8, 7, 8, 10), A, ['split', 'split'])).toThrow(BlackjackActionError);
    expect(() => playBlackjack(shoe(8, 10, 9, 7), A, ['split'])).toThrow(BlackjackActionError);
    // two ten-valued cards are a pair
    expect(playBlackjack(shoe(13, 9, 10, 7), A, []).legal).toContain('split');
  });

  it('should refuse a double after a hit and any decision after the round ended', () => {
    expect(() => playBlackjack(shoe(5, 9, 3, 7, 2), A, ['hit', 'double'])).toThrow(BlackjackActionError);
    expect(() => playBlackjack(shoe(10, 9, 9, 8), A, ['stand', 'hit'])).toThrow(BlackjackActionError);
  });

  it('should pay insurance 2:1 when the dealer has blackjack under an ace, the main bet losing', () => {
    const s = shoe(10, 1, 9, 13);
    const asked = playBlackjack(s, A, []);
    expect(asked.phase).toBe('insurance');
    expect(asked.legal).toEqual(['insurance', 'no_insurance']);
    expect(asked.dealer).toHaveLength(1); // the hole card stays hidden
    const done = playBlackjack(s, A, ['insurance']);
    expect(done.phase).toBe('done');
    expect(done.dealerBlackjack).toBe(true);
    expect(done.staked).toBe(A + A / 2);
    expect(done.results).toEqual(['lose']);
    expect(done.payout).toBe((A / 2) * 3);
  });

  it('should lose the insurance and play on when the dealer has no blackjack', () => {
    const s = shoe(10, 1, 9, 5, 10);
    const on = playBlackjack(s, A, ['insurance']);
    expect(on.phase).toBe('player');
    const done = playBlackjack(s, A, ['insurance', 'stand']);
    // dealer A+5 = soft 16 draws a 10: hard 16, draws a 2 (filler): 18 — player 19 wins
    expect(done.results).toEqual(['win']);
    expect(done.staked).toBe(A * 1.5);
    expect(done.payout).toBe(2 * A);
  });

  it('should pay a blackjack 3:2 at once, and push it against a dealer blackjack', () => {
    const bj = playBlackjack(shoe(1, 9, 13, 7), A, []);
    expect(bj.phase).toBe('done');
    expect(bj.results).toEqual(['blackjack']);
    expect(bj.payout).toBe(2.5 * A);
    const both = playBlackjack(shoe(1, 1, 13, 12), A, ['no_insurance']);
    expect(both.results).toEqual(['push']);
    expect(both.payout).toBe(A);
  });

  it('should end the round at once when the dealer peeks a blackjack under a ten', () => {
    const done = playBlackjack(shoe(9, 10, 9, 1), A, []);
    expect(done.phase).toBe('done');
    expect(done.results).toEqual(['lose']);
    expect(done.payout).toBe(0);
  });

  it('should make the dealer stand on soft 17 and hit soft 16', () => {
    expect(handTotal(playBlackjack(shoe(10, 6, 9, 1), A, ['stand']).dealer).total).toBe(17);
    const soft16 = playBlackjack(shoe(10, 5, 9, 1, 3), A, ['stand']);
    expect(soft16.dealer.map((c) => c.rank)).toEqual([5, 1, 3]); // soft 16 draws to 19
    expect(soft16.results).toEqual(['push']); // 19 against 19
  });

  it('should bust a hand over 21 and keep its stake', () => {
    const done = playBlackjack(shoe(10, 7, 6, 10, 9), A, ['hit']);
    expect(done.results).toEqual(['bust']);
    expect(done.payout).toBe(0);
    expect(done.dealer).toHaveLength(2); // no hand left standing: the dealer does not draw
  });
});

describe('Blackjack RTP', () => {
  it('should measure the published main-bet RTP under basic strategy over 1,000,000 rounds', () => {
    // Stated tolerance: 5 standard errors of the net result per initial bet (≈ 0.0058).
    const ROUNDS = 1_000_000;
    const rng = new FastRandom(2026);
    let sum = 0;
    let sumSq = 0;
    let staked = 0;
    let paid = 0;
    for (let n = 0; n < ROUNDS; n++) {
      const cards = shoeCards(blackjack.draw(rng));
      const actions: BlackjackAction[] = [];
      let state = playBlackjack(cards, 1000, actions);
      while (state.phase !== 'done') {
        actions.push(basicStrategy(state));
        state = playBlackjack(cards, 1000, actions);
      }
      const net = (state.payout - state.staked) / 1000;
      sum += net;
      sumSq += net * net;
      staked += state.staked;
      paid += state.payout;
    }
    const mean = sum / ROUNDS;
    const tolerance = 5 * Math.sqrt((sumSq / ROUNDS - mean * mean) / ROUNDS);
    expect(tolerance).toBeLessThan(0.007);
    const stakedPerRound = staked / ROUNDS / 1000;
    // the published RTP (paid / staked) as a net result per initial bet
    const publishedNet = (BLACKJACK_RTP - 1) * stakedPerRound;
    expect(Math.abs(mean - publishedNet)).toBeLessThan(tolerance);
    expect(paid / staked).toBeGreaterThan(0.985);
    // 17-27 s on a quiet 2-core machine (half of it drawing the shoes), 54-66 s beside a second
    // `npm test`; fewer rounds would widen the tolerance past what the RTP check needs.
  }, 300_000);
});
