import { FastRandom, sampleDistinct } from '@app/provider-kit/random';
import { describe, expect, it } from 'vitest';
import {
  type Arrangement,
  autoArrange,
  CATEGORY_NAMES,
  categoryOf,
  compareHands,
  isValidOrder,
  MAUBINH_RTP,
  MauBinhActionError,
  mauBinh,
  mauBinhReturn,
  playMauBinh,
  SPECIALS,
  STAKE_CHI,
  scoreChi,
  specialOf,
} from './maubinh';
import { STEP_GAMES } from './steps';

/** Cards by name: rank A 2..9 T J Q K, suit s h d c (spades, hearts, diamonds, clubs = 0..3 · 13). */
const c = (names: string): number[] =>
  names.split(' ').map((n) => {
    const rank = 'A23456789TJQK'.indexOf(n[0]!);
    const suit = 'shdc'.indexOf(n[1]!);
    return suit * 13 + rank;
  });
const name = (cards: number[]) => CATEGORY_NAMES[categoryOf(scoreChi(cards))];
const arr = (front: string, middle: string, back: string): Arrangement => ({
  front: c(front),
  middle: c(middle),
  back: c(back),
});
const CHI = 10_000;

describe('Mậu Binh hands', () => {
  it('should rank five-card and three-card chi with the usual categories', () => {
    expect(name(c('9s Ts Js Qs Ks'))).toBe('Thùng phá sảnh');
    expect(name(c('9s 9h 9d 9c 2s'))).toBe('Tứ quý');
    expect(name(c('9s 9h 9d 2c 2s'))).toBe('Cù lũ');
    expect(name(c('2s 7s 9s Js Ks'))).toBe('Thùng');
    expect(name(c('As 2h 3d 4c 5s'))).toBe('Sảnh');
    expect(name(c('9s 9h 2d 2c 5s'))).toBe('Thú');
    expect(name(c('9s 9h 9d'))).toBe('Sám cô');
    expect(name(c('9s 9h 2d'))).toBe('Đôi');
    // A-2-3-4-5 is the lowest straight, 10-J-Q-K-A the highest
    expect(scoreChi(c('As 2h 3d 4c 5s'))).toBeLessThan(scoreChi(c('2s 3h 4d 5c 6s')));
    expect(scoreChi(c('Ts Jh Qd Kc As'))).toBeGreaterThan(scoreChi(c('9s Th Jd Qc Ks')));
  });

  it('should name the special hands that win at once', () => {
    expect(SPECIALS[specialOf(c('As 2s 3s 4s 5s 6s 7s 8s 9s Ts Js Qs Ks'))]!.code).toBe('rong_cuon');
    expect(SPECIALS[specialOf(c('As 2h 3s 4s 5s 6s 7s 8s 9s Ts Js Qs Ks'))]!.code).toBe('sanh_rong');
    expect(SPECIALS[specialOf(c('As Ah 2s 2h 3s 3h 4s 4h 5s 5h 6s 6h 9d'))]!.code).toBe('luc_phe_bon');
    expect(SPECIALS[specialOf(c('As Ah Ad 2s 2h 3s 3h 4s 4h 5s 5h 6s 6h'))]!.code).toBe('nam_doi_sam');
    expect(SPECIALS[specialOf(c('2s 5s 9s 2h 4h 6h 8h Th 3d 5d 7d 9d Jd'))]!.code).toBe('ba_thung');
    expect(SPECIALS[specialOf(c('As 2h 3d 5s 6h 7d 8c 9s 9h Td Jc Qs Kh'))]!.code).toBe('ba_sanh');
    expect(specialOf(c('As 2h 3d 5s 6h 7d 8c 9s 9h Td Jc Qs 2s'))).toBe(-1);
  });

  it('should auto-arrange every hand in a valid order (never binh lủng)', () => {
    const rng = new FastRandom(13);
    // one expect for all hands (an expect per hand costs more than the arranging)
    const wrong: string[] = [];
    for (let n = 0; n < 20_000; n++) {
      const hand = sampleDistinct(rng, 52, 13);
      const a = autoArrange(hand);
      const all = new Set([...a.front, ...a.middle, ...a.back]);
      if (a.front.length !== 3 || all.size !== 13 || !hand.every((c) => all.has(c))) wrong.push(`cards: ${hand}`);
      else if (!isValidOrder(a)) wrong.push(`lủng: ${hand}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('Mậu Binh scoring', () => {
  const plain = c('2s 4h 6d 8c Ts Qh 3d 5c 7s 9h Jd Kc 2h'); // no special
  it('should win one chi per chi and double a sweep (sập hầm)', () => {
    const r = compareHands(
      plain,
      arr('Ks Kh 2d', 'Qs Qh Qd 3c 4c', 'As Ah Ad Ac 5c'),
      plain,
      arr('2c 3h 4d', '5s 5h 6d 7c 8c', '9s 9h Td Jc Qc'),
    );
    expect(r.chi).toEqual([1, 1, 4]); // tứ quý in chi cuối wins 4
    expect(r.sap).toBe(1);
    expect(r.net).toBe(12);
  });

  it('should pay the chi bonuses: sám cô chi đầu 3, cù lũ chi giữa 2', () => {
    const r = compareHands(
      plain,
      arr('Ks Kh Kd', '2s 2h 2d 3c 3d', 'Qs Qh Qd Qc 4s'),
      plain,
      arr('2c 3h 4d', '5c 5h 6d 7c 8c', 'As Ah Ad Ac Kc'),
    );
    expect(r.chi).toEqual([3, 2, -4]); // the dealer's tứ quý in chi cuối wins 4
    expect(r.sap).toBe(0);
    expect(r.net).toBe(1);
  });

  it('should make a misarranged hand (binh lủng) lose 6 chi', () => {
    const r = compareHands(
      plain,
      arr('As Ah Ad', '2s 3h 5d 7c 9c', 'Ks Qh Jd 8c 6c'),
      plain,
      arr('2c 3c 4d', '5s 5h 6d 7s 8s', '9s 9h Td Jc Qc'),
    );
    expect(r.lung).toBe(true);
    expect(r.net).toBe(-6);
  });

  it('should cap the loss at the stake and take 10 % commission on a net win', () => {
    expect(STAKE_CHI).toBe(12);
    expect(mauBinhReturn(-26, CHI)).toBe(0);
    expect(mauBinhReturn(-3, CHI)).toBe(9 * CHI);
    expect(mauBinhReturn(0, CHI)).toBe(12 * CHI);
    expect(mauBinhReturn(24, CHI)).toBe(12 * CHI + 24 * 9_000);
  });
});

describe('Mậu Binh rounds', () => {
  /** A dealt outcome whose hands are both ordinary. */
  const ordinary = () => {
    const rng = new FastRandom(99);
    for (;;) {
      const o = mauBinh.draw(rng);
      if (specialOf(o.cards.slice(0, 13)) < 0 && specialOf(o.cards.slice(13)) < 0) return o;
    }
  };

  it('should wait for an arrangement, then settle it; auto plays the suggestion', () => {
    const o = ordinary();
    const open = playMauBinh(o, { chi: CHI }, []);
    expect(open.phase).toBe('arrange');
    expect(open.dealer).toBeNull();
    expect(open.legal).toEqual(['auto', 'arrange']);
    expect(open.staked).toBe(12 * CHI);
    const auto = playMauBinh(o, { chi: CHI }, ['auto']);
    const same = playMauBinh(o, { chi: CHI }, [open.suggestion]);
    expect(auto.phase).toBe('done');
    expect(same.payout).toBe(auto.payout);
    expect(auto.dealer).toHaveLength(3);
    expect(mauBinh.settle({ chi: CHI, actions: ['auto'] }, o).payout).toBe(auto.payout);
  });

  it('should refuse an arrangement that is not the 13 dealt cards once each', () => {
    const o = ordinary();
    expect(() => playMauBinh(o, { chi: CHI }, ['aabcdefghijkl'])).toThrow(MauBinhActionError);
    expect(STEP_GAMES.maubinh!.isArrangement!('abcdefghijklm')).toBe(true);
    expect(STEP_GAMES.maubinh!.isArrangement!('abc')).toBe(false);
    expect(mauBinh.betSchema.safeParse({ chi: CHI, actions: ['xyz'] }).success).toBe(false);
  });
});

describe('Mậu Binh RTP', () => {
  it('should measure the published RTP over 1,000,000 rounds of auto-arrange against the dealer within 5 standard errors', () => {
    const ROUNDS = 1_000_000;
    const rng = new FastRandom(2027);
    let sum = 0;
    let sumSq = 0;
    for (let n = 0; n < ROUNDS; n++) {
      const cards = sampleDistinct(rng, 52, 26);
      const player = cards.slice(0, 13);
      const dealer = cards.slice(13);
      const r = compareHands(player, autoArrange(player), dealer, autoArrange(dealer));
      const x = mauBinhReturn(r.net, 1000) / (STAKE_CHI * 1000);
      sum += x;
      sumSq += x * x;
    }
    const mean = sum / ROUNDS;
    const tolerance = 5 * Math.sqrt((sumSq / ROUNDS - mean * mean) / ROUNDS);
    expect(tolerance).toBeLessThan(0.0016);
    expect(Math.abs(mean - MAUBINH_RTP)).toBeLessThan(tolerance);
  }, 240_000);
});
