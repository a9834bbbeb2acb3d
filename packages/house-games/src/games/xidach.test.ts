import { FastRandom } from '@app/provider-kit/random';
import { describe, expect, it } from 'vitest';
import type { Card } from './cards';
import { STEP_GAMES } from './steps';
import {
  deckCards,
  playXiDach,
  XIDACH_RTP,
  type XiDachAction,
  XiDachActionError,
  xiDach,
  xiDachKind,
  xiDachStrategy,
  xiDachTotal,
} from './xidach';
import { xiDachExactRtp } from './xidach-rtp';

/** A deck in dealing order: player, dealer, player, dealer, then the draws. 1 = A, 13 = K. */
const deck = (...ranks: number[]): Card[] =>
  [...ranks, ...new Array<number>(10).fill(2)].map((rank) => ({ rank, suit: 'clubs' }));
const hand = (...ranks: number[]): Card[] => ranks.map((rank) => ({ rank, suit: 'hearts' }));
const A = 10_000;

describe('Xì Dách hands', () => {
  it('should count an ace as 11 or 10 in two cards and as 10 or 1 in more', () => {
    expect(xiDachTotal(hand(1, 9))).toBe(20);
    expect(xiDachTotal(hand(1, 5))).toBe(16);
    expect(xiDachTotal(hand(1, 5, 3))).toBe(18); // 10 + 5 + 3 (an ace is never 11 in three cards)
    expect(xiDachTotal(hand(1, 5, 7))).toBe(13); // 1 + 5 + 7
    expect(xiDachTotal(hand(1, 1, 9))).toBe(20); // 10 + 1 + 9: two tens would be 29
    expect(xiDachTotal(hand(10, 13, 2))).toBe(22);
  });

  it('should name Xì Bàn, Xì Dách, Ngũ Linh and quắc', () => {
    expect(xiDachKind(hand(1, 1))).toBe('xiban');
    expect(xiDachKind(hand(1, 12))).toBe('xidach');
    expect(xiDachKind(hand(10, 1))).toBe('xidach');
    expect(xiDachKind(hand(1, 9))).toBe('normal'); // 20, not Xì Dách
    expect(xiDachKind(hand(2, 3, 4, 2, 5))).toBe('ngulinh');
    expect(xiDachKind(hand(10, 6, 9))).toBe('quac');
  });
});

describe('Xì Dách rounds', () => {
  it('should not let the player stand under 16 and stand by itself at 21 or five cards', () => {
    const s = deck(10, 9, 5, 8, 6);
    expect(playXiDach(s, A, []).legal).toEqual(['hit']);
    expect(() => playXiDach(s, A, ['stand'])).toThrow(XiDachActionError);
    const at21 = playXiDach(s, A, ['hit']);
    expect(at21.phase).toBe('done');
    expect(at21.playerTotal).toBe(21);
    expect(at21.result).toBe('win'); // dealer 17 stands
    expect(at21.payout).toBe(2 * A);
  });

  it('should end at once on Xì Dách and pay 3:2, Xì Bàn 2:1 and beat a Xì Dách', () => {
    const xd = playXiDach(deck(1, 9, 13, 8), A, []);
    expect(xd.phase).toBe('done');
    expect(xd.payout).toBe(2.5 * A);
    const xb = playXiDach(deck(1, 1, 1, 10), A, []);
    expect(xb.playerKind).toBe('xiban');
    expect(xb.dealerKind).toBe('xidach');
    expect(xb.payout).toBe(3 * A);
    // the dealer's Xì Dách beats an ordinary 20 at once; two Xì Dách push
    expect(playXiDach(deck(10, 1, 10, 11), A, []).payout).toBe(0);
    expect(playXiDach(deck(1, 1, 12, 13), A, []).payout).toBe(A);
  });

  it('should pay Ngũ Linh 2:1 and lose a quắc even when the dealer goes over too', () => {
    const five = playXiDach(deck(2, 10, 3, 10, 2, 4, 3), A, ['hit', 'hit', 'hit']);
    expect(five.playerKind).toBe('ngulinh');
    expect(five.phase).toBe('done');
    expect(five.dealer).toHaveLength(2); // the dealer has 20 and stands
    expect(five.payout).toBe(3 * A);
    // player 10 6 + 9 = quắc; the dealer does not draw, the stake is lost
    const bust = playXiDach(deck(10, 10, 6, 5, 9, 10), A, ['hit']);
    expect(bust.playerKind).toBe('quac');
    expect(bust.payout).toBe(0);
    expect(bust.dealer).toHaveLength(2);
  });

  it('should make the dealer draw under 16 and pay the player when the dealer goes over', () => {
    const s = playXiDach(deck(10, 10, 7, 5, 9), A, ['stand']);
    expect(s.dealer.map((c) => c.rank)).toEqual([10, 5, 9]);
    expect(s.dealerKind).toBe('quac');
    expect(s.result).toBe('win');
    expect(s.payout).toBe(2 * A);
    // equal points push
    expect(playXiDach(deck(10, 10, 8, 8), A, ['stand']).payout).toBe(A);
  });

  it('should hide the dealer cards until the round ends', () => {
    const open = playXiDach(deck(10, 9, 5, 8), A, []);
    expect(open.phase).toBe('player');
    expect(open.dealer).toEqual([]);
    expect(open.dealerCount).toBe(2);
  });

  it('should play through the step registry with no extra stake', () => {
    const steps = STEP_GAMES.xidach!;
    expect(steps.extraStake({ amount: A }, 'hit')).toBe(0);
    expect(steps.dealSchema.safeParse({ amount: 1500 }).success).toBe(false);
    const outcome = xiDach.draw(new FastRandom(7));
    const st = steps.state(outcome, { amount: A }, []);
    expect(st.staked).toBe(A);
  });
});

describe('Xì Dách RTP', () => {
  it('should compute the published RTP exactly from every deal of the deck', () => {
    expect(xiDachExactRtp()).toBeCloseTo(XIDACH_RTP, 12);
  }, 60_000);

  it('should measure the exact RTP over 1,000,000 rounds of the stated strategy within 5 standard errors', () => {
    const ROUNDS = 1_000_000;
    const rng = new FastRandom(1616);
    let sum = 0;
    let sumSq = 0;
    for (let n = 0; n < ROUNDS; n++) {
      const cards = deckCards(xiDach.draw(rng));
      // the strategy's decisions (hit until 16), then one replay of the round by the game's code
      const actions: XiDachAction[] = [];
      const held = [cards[0]!, cards[2]!];
      const special = (k: string) => k === 'xiban' || k === 'xidach';
      const dealt = special(xiDachKind(held)) || special(xiDachKind([cards[1]!, cards[3]!]));
      while (!dealt && held.length < 5 && xiDachTotal(held) < 16) {
        held.push(cards[4 + actions.length]!);
        actions.push('hit');
      }
      let state = playXiDach(cards, 1000, actions);
      if (state.phase !== 'done') state = playXiDach(cards, 1000, [...actions, xiDachStrategy(state)]);
      const r = state.payout / 1000;
      sum += r;
      sumSq += r * r;
    }
    const mean = sum / ROUNDS;
    const tolerance = 5 * Math.sqrt((sumSq / ROUNDS - mean * mean) / ROUNDS);
    expect(tolerance).toBeLessThan(0.0055);
    expect(Math.abs(mean - XIDACH_RTP)).toBeLessThan(tolerance);
  }, 60_000);
});
