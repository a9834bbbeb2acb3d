import { type RandomSource, sampleDistinct } from '@app/provider-kit/random';
import { z } from 'zod';
import { type Card, cardAt } from './cards';
import { type HouseGame, type Settlement, type WinDetail, type WinSay, ZTableStakeSchema } from './types';

/*
 * Three Card Poker against the dealer, one fresh 52-card deck per round: the player puts up an
 * Ante (and optionally Pair Plus), sees three cards, then plays (a Play bet equal to the Ante)
 * or folds. The dealer qualifies with queen high or better.
 */

export const THREECARD_ACTIONS = ['play', 'fold'] as const;
export type ThreeCardAction = (typeof THREECARD_ACTIONS)[number];

export interface ThreeCardDeal {
  ante: number;
  /** the Pair Plus side bet, 0 when not made */
  pairPlus: number;
}
export interface ThreeCardBet extends ThreeCardDeal {
  actions: ThreeCardAction[];
}

export const threeCardDealSchema: z.ZodType<ThreeCardDeal> = z.object({
  ante: ZTableStakeSchema,
  pairPlus: z.union([z.literal(0), ZTableStakeSchema]).default(0),
}) as unknown as z.ZodType<ThreeCardDeal>;

export const threeCardBetSchema: z.ZodType<ThreeCardBet> = z.object({
  ante: ZTableStakeSchema,
  pairPlus: z.union([z.literal(0), ZTableStakeSchema]).default(0),
  actions: z.array(z.enum(THREECARD_ACTIONS, { error: 'Thao tác không hợp lệ' })).max(1),
}) as unknown as z.ZodType<ThreeCardBet>;

export interface ThreeCardOutcome {
  /** six distinct cards 0..51: the player's three, then the dealer's three */
  cards: number[];
}

export const HAND_NAMES = ['Mậu thầu', 'Đôi', 'Thùng', 'Sảnh', 'Sám cô', 'Thùng phá sảnh'] as const;
export enum Category {
  High = 0,
  Pair = 1,
  Flush = 2,
  Straight = 3,
  Trips = 4,
  StraightFlush = 5,
}

const high = (rank: number) => (rank === 1 ? 14 : rank);

/** A comparable score: category first, then the ranks that break ties (ace high, A-2-3 the lowest straight). */
export function scoreHand(cards: readonly Card[]): { category: Category; score: number } {
  const r = cards.map((c) => high(c.rank)).sort((a, b) => b - a) as [number, number, number];
  const flush = cards[0]!.suit === cards[1]!.suit && cards[1]!.suit === cards[2]!.suit;
  const wheel = r[0] === 14 && r[1] === 3 && r[2] === 2;
  const run = (r[0] - r[1] === 1 && r[1] - r[2] === 1) || wheel;
  const top = wheel ? 3 : r[0];
  let category: Category;
  let ranks: number[];
  if (run && flush) [category, ranks] = [Category.StraightFlush, [top]];
  else if (r[0] === r[2]) [category, ranks] = [Category.Trips, [r[0]]];
  else if (run) [category, ranks] = [Category.Straight, [top]];
  else if (flush) [category, ranks] = [Category.Flush, r];
  else if (r[0] === r[1] || r[1] === r[2]) {
    const pair = r[1];
    [category, ranks] = [Category.Pair, [pair, r[0] === r[1] ? r[2] : r[0]]];
  } else [category, ranks] = [Category.High, r];
  let score = category;
  for (let i = 0; i < 3; i++) score = score * 15 + (ranks[i] ?? 0);
  return { category, score };
}

/** Queen high or better. */
export const QUALIFY = scoreHand([
  { rank: 12, suit: 'spades' },
  { rank: 3, suit: 'hearts' },
  { rank: 2, suit: 'hearts' },
]).score;

/** Pair Plus pay table ("1-4-6-30-40"), as x:1 by category. */
export const PAIR_PLUS_PAYS: Record<Category, number> = { 0: 0, 1: 1, 2: 4, 3: 6, 4: 30, 5: 40 };
/** Ante bonus, paid on the Ante when the player plays, whatever the dealer holds. */
export const ANTE_BONUS: Record<Category, number> = { 0: 0, 1: 0, 2: 0, 3: 1, 4: 4, 5: 5 };

/**
 * What the round pays back (stakes included), per bet: the single place the pay table is applied.
 * `play` false is a fold: the Ante is lost, Pair Plus still stands on the player's hand.
 */
export function threeCardReturn(
  player: { category: Category; score: number },
  dealerScore: number,
  deal: ThreeCardDeal,
  play: boolean,
): { antePlay: number; pairPlus: number } {
  const pp = PAIR_PLUS_PAYS[player.category];
  const pairPlus = deal.pairPlus > 0 && pp > 0 ? deal.pairPlus * (pp + 1) : 0;
  if (!play) return { antePlay: 0, pairPlus };
  const bonus = deal.ante * ANTE_BONUS[player.category];
  if (dealerScore < QUALIFY) return { antePlay: deal.ante * 3 + bonus, pairPlus };
  if (player.score > dealerScore) return { antePlay: deal.ante * 4 + bonus, pairPlus };
  if (player.score === dealerScore) return { antePlay: deal.ante * 2 + bonus, pairPlus };
  return { antePlay: bonus, pairPlus };
}

export interface ThreeCardState {
  phase: 'decide' | 'done';
  player: Card[];
  /** hidden until the round ends */
  dealer: Card[];
  playerHand: string;
  dealerHand: string | null;
  folded: boolean;
  qualifies: boolean | null;
  /** 'win' | 'lose' | 'push' of the Ante and Play against the dealer */
  result: 'win' | 'lose' | 'push' | 'fold' | null;
  legal: ThreeCardAction[];
  staked: number;
  payout: number;
  wins: WinDetail[];
}

/** A win line in the catalogue's terms (`winLines.threecard`); a hand is given by its category. */
const say = (line: string, hand?: Category): WinSay =>
  hand === undefined ? { key: `winLines.threecard.${line}` } : { key: `winLines.threecard.${line}`, values: { hand } };

export function playThreeCard(
  outcome: ThreeCardOutcome,
  deal: ThreeCardDeal,
  actions: readonly string[],
): ThreeCardState {
  const cards = outcome.cards.map(cardAt);
  const player = cards.slice(0, 3);
  const dealer = cards.slice(3, 6);
  const p = scoreHand(player);
  let staked = deal.ante + deal.pairPlus;
  if (actions.length > 1 || (actions[0] !== undefined && actions[0] !== 'play' && actions[0] !== 'fold')) {
    throw new Error(`three card poker: decisions ${actions.join(',')} are not allowed`);
  }
  const action = actions[0] as ThreeCardAction | undefined;
  const base = { player, playerHand: HAND_NAMES[p.category] };
  if (!action) {
    return {
      ...base,
      phase: 'decide',
      dealer: [],
      dealerHand: null,
      folded: false,
      qualifies: null,
      result: null,
      legal: ['play', 'fold'],
      staked,
      payout: 0,
      wins: [],
    };
  }
  const d = scoreHand(dealer);
  const wins: WinDetail[] = [];
  // Pair Plus stands on the player's hand alone, folded or not.
  if (deal.pairPlus > 0 && PAIR_PLUS_PAYS[p.category] > 0) {
    const paid = deal.pairPlus * (PAIR_PLUS_PAYS[p.category] + 1);
    wins.push({
      label: `Pair Plus: ${HAND_NAMES[p.category]}`,
      say: say('pairPlus', p.category),
      stake: deal.pairPlus,
      payout: paid,
    });
  }
  let result: ThreeCardState['result'] = 'fold';
  const qualifies = d.score >= QUALIFY;
  if (action === 'play') {
    staked += deal.ante;
    if (!qualifies) {
      result = 'win';
      wins.push({
        label: 'Ante (nhà cái không đủ Q)',
        say: say('anteNotQualified'),
        stake: deal.ante,
        payout: deal.ante * 2,
      });
      wins.push({ label: 'Play hoàn cược', say: say('playBack'), stake: deal.ante, payout: deal.ante });
    } else if (p.score > d.score) {
      result = 'win';
      wins.push({ label: 'Ante', say: say('ante'), stake: deal.ante, payout: deal.ante * 2 });
      wins.push({ label: 'Play', say: say('play'), stake: deal.ante, payout: deal.ante * 2 });
    } else if (p.score === d.score) {
      result = 'push';
      wins.push({ label: 'Ante hoàn cược', say: say('anteBack'), stake: deal.ante, payout: deal.ante });
      wins.push({ label: 'Play hoàn cược', say: say('playBack'), stake: deal.ante, payout: deal.ante });
    } else result = 'lose';
    if (ANTE_BONUS[p.category] > 0) {
      wins.push({
        label: `Thưởng Ante: ${HAND_NAMES[p.category]}`,
        say: say('anteBonus', p.category),
        stake: deal.ante,
        payout: deal.ante * ANTE_BONUS[p.category],
      });
    }
  }
  const paid = threeCardReturn(p, d.score, deal, action === 'play');
  return {
    ...base,
    phase: 'done',
    dealer,
    dealerHand: HAND_NAMES[d.category],
    folded: action === 'fold',
    qualifies,
    result,
    legal: [],
    staked,
    payout: paid.antePlay + paid.pairPlus,
    wins,
  };
}

/** The usual strategy: play queen-six-four or better, fold anything lower. */
export const QUEEN_SIX_FOUR = scoreHand([
  { rank: 12, suit: 'spades' },
  { rank: 6, suit: 'hearts' },
  { rank: 4, suit: 'hearts' },
]).score;

/**
 * Ante and Play under Q-6-4, per Ante: every player hand against every dealer hand of the other
 * 49 cards (22,100 × 18,424 pairs). Returns the totals, as integers, over all those pairs.
 */
export function exactAntePlay(): { pairs: number; staked: number; returned: number } {
  const n = 22_100;
  const lo = new Int32Array(n);
  const hi = new Int32Array(n);
  const score = new Int32Array(n);
  const bonus = new Int32Array(n);
  let h = 0;
  for (let a = 0; a < 52; a++)
    for (let b = a + 1; b < 52; b++)
      for (let c = b + 1; c < 52; c++, h++) {
        for (const i of [a, b, c]) {
          if (i < 32) lo[h]! |= 1 << i;
          else hi[h]! |= 1 << (i - 32);
        }
        const s = scoreHand([cardAt(a), cardAt(b), cardAt(c)]);
        score[h] = s.score;
        bonus[h] = ANTE_BONUS[s.category];
      }
  let pairs = 0;
  let staked = 0;
  let returned = 0;
  for (let p = 0; p < n; p++) {
    const plays = score[p]! >= QUEEN_SIX_FOUR;
    const ps = score[p]!;
    const pl = lo[p]!;
    const ph = hi[p]!;
    let count = 0;
    let ret = 0;
    for (let d = 0; d < n; d++) {
      if ((pl & lo[d]!) | (ph & hi[d]!)) continue;
      count++;
      if (!plays) continue;
      const ds = score[d]!;
      ret += ds < QUALIFY ? 3 : ps > ds ? 4 : ps === ds ? 2 : 0;
    }
    pairs += count;
    staked += plays ? 2 * count : count;
    if (plays) returned += ret + bonus[p]! * count;
  }
  return { pairs, staked, returned };
}

/** exactAntePlay(), recomputed in the tests: 667,954,220 returned for 681,688,000 staked. */
export const ANTE_PLAY_RTP = 667_954_220 / 681_688_000;

/** Pair Plus: 22,100 hands; pays 40, 30, 6, 4, 1 to 1 on 48, 52, 720, 1,096 and 3,744 of them. */
export const PAIR_PLUS_RTP = (48 * 41 + 52 * 31 + 720 * 7 + 1096 * 5 + 3744 * 2) / 22100;

export const threeCard: HouseGame<ThreeCardBet, ThreeCardOutcome> = {
  code: 'threecard',
  name: 'Poker 3 Lá',
  betSchema: threeCardBetSchema,
  multiStep: true,
  rtp: {
    min: Math.min(ANTE_PLAY_RTP, PAIR_PLUS_RTP),
    byBet: { 'Ante + Play (Q-6-4)': ANTE_PLAY_RTP, 'Pair Plus': PAIR_PLUS_RTP },
    note:
      'Một bộ 52 lá xáo mới mỗi ván. Đặt Ante (và Pair Plus nếu muốn), xem 3 lá rồi Theo (đặt Play bằng Ante) hoặc Bỏ. ' +
      'Nhà cái đủ điều kiện khi có Q trở lên: không đủ thì Ante trả 1 ăn 1, Play hoàn cược; đủ thì bài cao hơn thắng, Ante và Play trả 1 ăn 1. ' +
      'Thưởng Ante khi Theo: Sảnh 1 ăn 1, Sám cô 4 ăn 1, Thùng phá sảnh 5 ăn 1. ' +
      `Pair Plus: Đôi 1, Thùng 4, Sảnh 6, Sám cô 30, Thùng phá sảnh 40 ăn 1 (RTP ${(PAIR_PLUS_RTP * 100).toFixed(2)}%). ` +
      `Ante + Play với chiến thuật Q-6-4: RTP ${(ANTE_PLAY_RTP * 100).toFixed(2)}% tiền cược (lợi thế nhà cái 3.37% Ante).`,
  },
  stakeOf: (bet) => bet.ante + bet.pairPlus + (bet.actions[0] === 'play' ? bet.ante : 0),
  draw(rng: RandomSource): ThreeCardOutcome {
    return { cards: sampleDistinct(rng, 52, 6) };
  },
  settle(bet, outcome): Settlement {
    const s = playThreeCard(outcome, bet, bet.actions);
    if (s.phase !== 'done') throw new Error('three card poker: unfinished round');
    return { payout: s.payout, jackpotHit: false, wins: s.wins };
  },
};
