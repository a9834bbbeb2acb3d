import { FastRandom } from '@app/provider-kit/random';
import { describe, expect, it } from 'vitest';
import { type Card, cardAt } from './cards';
import {
  ANTE_PLAY_RTP,
  Category,
  exactAntePlay,
  PAIR_PLUS_RTP,
  playThreeCard,
  QUEEN_SIX_FOUR,
  scoreHand,
  threeCard,
  threeCardReturn,
} from './threecard';

const S = ['spades', 'hearts', 'diamonds', 'clubs'] as const;
/** "AS KH 2D" style cards → deck indices (suit * 13 + rank - 1). */
const idx = (code: string) => {
  const rank = { A: 1, J: 11, Q: 12, K: 13, T: 10 }[code[0]!] ?? Number(code[0]);
  return S.indexOf(({ S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' } as const)[code[1] as 'S']) * 13 + rank - 1;
};
const hand = (...codes: string[]): Card[] =>
  codes.map((c) => ({ rank: (idx(c) % 13) + 1, suit: S[Math.floor(idx(c) / 13)]! }));
const outcome = (player: string, dealer: string) => ({ cards: [...player.split(' '), ...dealer.split(' ')].map(idx) });

describe('Three Card Poker hands', () => {
  it('should rank straight flush > three of a kind > straight > flush > pair > high card', () => {
    const order = ['5S 6S 7S', '2S 2H 2D', '9S TH JD', '2H 7H KH', 'QS QH 3D', 'AS KH 9D'].map((h) =>
      scoreHand(hand(...h.split(' '))),
    );
    expect(order.map((o) => o.category)).toEqual([
      Category.StraightFlush,
      Category.Trips,
      Category.Straight,
      Category.Flush,
      Category.Pair,
      Category.High,
    ]);
    for (let i = 1; i < order.length; i++) expect(order[i - 1]!.score).toBeGreaterThan(order[i]!.score);
  });

  it('should count A-2-3 as the lowest straight and A-K-Q as the highest', () => {
    const wheel = scoreHand(hand('AS', '2H', '3D'));
    expect(wheel.category).toBe(Category.Straight);
    expect(wheel.score).toBeLessThan(scoreHand(hand('2S', '3H', '4D')).score);
    expect(scoreHand(hand('AS', 'KH', 'QD')).score).toBeGreaterThan(scoreHand(hand('KS', 'QH', 'JD')).score);
    expect(scoreHand(hand('AS', 'KH', '2D')).category).toBe(Category.High);
  });

  it('should play Q-6-4 and better under the published strategy', () => {
    expect(scoreHand(hand('QS', '6H', '4D')).score).toBe(QUEEN_SIX_FOUR);
    expect(scoreHand(hand('QS', '6H', '3D')).score).toBeLessThan(QUEEN_SIX_FOUR);
  });
});

describe('Three Card Poker pay table', () => {
  const deal = { ante: 10_000, pairPlus: 10_000 };
  it('should pay ante and play 1:1 when the player beats a qualifying dealer, plus the ante bonus', () => {
    const s = playThreeCard(outcome('9S TH JD', 'KS 4H 2D'), deal, ['play']);
    expect(s.qualifies).toBe(true);
    expect(s.result).toBe('win');
    expect(s.staked).toBe(30_000);
    // ante 2x + play 2x + straight ante bonus 1:1 + pair plus straight 6:1 (7x)
    expect(s.payout).toBe(20_000 + 20_000 + 10_000 + 70_000);
  });

  it('should pay the ante and push the play when the dealer does not qualify', () => {
    const s = playThreeCard(outcome('AS 7H 3D', 'JS 9H 2D'), { ante: 10_000, pairPlus: 0 }, ['play']);
    expect(s.qualifies).toBe(false);
    expect(s.payout).toBe(20_000 + 10_000);
  });

  it('should lose ante and play to a better dealer hand but still pay the ante bonus and pair plus', () => {
    const s = playThreeCard(outcome('2S 2H 2D', '5C 6C 7C'), deal, ['play']);
    expect(s.result).toBe('lose');
    expect(s.payout).toBe(40_000 + 310_000); // trips: ante bonus 4:1, pair plus 30:1
  });

  it('should push ante and play on an equal hand', () => {
    const s = playThreeCard(outcome('KS 8H 4D', 'KC 8D 4S'), { ante: 10_000, pairPlus: 0 }, ['play']);
    expect(s.result).toBe('push');
    expect(s.payout).toBe(20_000);
  });

  it('should pay exactly the sum of the listed wins', () => {
    for (const [pl, dl, a] of [
      ['9S TH JD', 'KS 4H 2D', 'play'],
      ['2S 2H 2D', '5C 6C 7C', 'play'],
      ['AS 7H 3D', 'JS 9H 2D', 'play'],
      ['2H 7H KH', 'AS AH AD', 'fold'],
    ] as const) {
      const s = playThreeCard(outcome(pl, dl), deal, [a]);
      expect(s.payout).toBe(s.wins.reduce((sum, w) => sum + w.payout, 0));
    }
  });

  it('should lose the ante on a fold and still settle pair plus (flush 4:1, straight flush 40:1)', () => {
    expect(playThreeCard(outcome('2H 7H KH', 'AS AH AD'), deal, ['fold']).payout).toBe(50_000);
    expect(playThreeCard(outcome('5S 6S 7S', 'AS AH AD'), deal, ['fold']).payout).toBe(410_000);
    expect(playThreeCard(outcome('AS 7H 3D', '5C 6C 7C'), deal, ['fold'])).toMatchObject({ payout: 0, staked: 20_000 });
  });

  it('should hide the dealer cards until the decision and refuse a second decision', () => {
    expect(playThreeCard(outcome('AS 7H 3D', 'JS 9H 2D'), deal, []).dealer).toEqual([]);
    expect(() => playThreeCard(outcome('AS 7H 3D', 'JS 9H 2D'), deal, ['play', 'play'])).toThrow();
  });
});

describe('Three Card Poker RTP', () => {
  it('should publish the exact ante/play RTP under Q-6-4 and the pair plus RTP', () => {
    const exact = exactAntePlay();
    expect(exact.pairs).toBe(22_100 * 18_424);
    expect(exact.returned / exact.staked).toBe(ANTE_PLAY_RTP);
    // house edge per ante 3.37 %, pair plus 1-4-6-30-40 edge 2.32 %: the published figures
    expect((exact.staked - exact.returned) / exact.pairs).toBeCloseTo(0.03373, 5);
    expect(1 - PAIR_PLUS_RTP).toBeCloseTo(0.023167, 5);
  });

  it('should measure both RTPs over 1,000,000 rounds within 5 standard errors', () => {
    const ROUNDS = 1_000_000;
    const rng = new FastRandom(3131);
    const ante = { s: 0, q: 0, staked: 0 };
    const pp = { s: 0, q: 0 };
    for (let n = 0; n < ROUNDS; n++) {
      const { cards } = threeCard.draw(rng);
      const player = scoreHand([cardAt(cards[0]!), cardAt(cards[1]!), cardAt(cards[2]!)]);
      const dealer = scoreHand([cardAt(cards[3]!), cardAt(cards[4]!), cardAt(cards[5]!)]);
      const plays = player.score >= QUEEN_SIX_FOUR;
      const r = threeCardReturn(player, dealer.score, { ante: 1000, pairPlus: 1000 }, plays);
      const staked = plays ? 2 : 1;
      const net = r.antePlay / 1000 - staked;
      ante.s += net;
      ante.q += net * net;
      ante.staked += staked * 1000;
      const ppRet = r.pairPlus / 1000;
      pp.s += ppRet;
      pp.q += ppRet * ppRet;
    }
    const meanNet = ante.s / ROUNDS;
    const tolNet = 5 * Math.sqrt((ante.q / ROUNDS - meanNet ** 2) / ROUNDS);
    expect(tolNet).toBeLessThan(0.01);
    const stakedPerAnte = ante.staked / ROUNDS / 1000;
    expect(Math.abs(meanNet - (ANTE_PLAY_RTP - 1) * stakedPerAnte)).toBeLessThan(tolNet);
    const meanPp = pp.s / ROUNDS;
    const tolPp = 5 * Math.sqrt((pp.q / ROUNDS - meanPp ** 2) / ROUNDS);
    expect(tolPp).toBeLessThan(0.02);
    expect(Math.abs(meanPp - PAIR_PLUS_RTP)).toBeLessThan(tolPp);
  });
});
