import { type RandomSource, sampleDistinct } from '@app/provider-kit/random';
import { z } from 'zod';
import { type Card, cardAt } from './cards';
import { type HouseGame, type Settlement, ZTableStakeSchema } from './types';

/*
 * Mậu Binh against the dealer, as stated on the table: one 52-card deck shuffled for every round,
 * 13 cards to the player (the first 13 of the shuffle) and 13 to the dealer (the next 13).
 * The player arranges them into chi đầu (3 cards), chi giữa (5) and chi cuối (5), each at most as
 * strong as the next; the dealer arranges by AUTO (autoArrange below, always a valid order).
 * Cards are indices 0..51 (cards.ts); inside this file a rank is 2..14 (ace high, and low in
 * A-2-3-4-5) and the hot functions use no closures or spreads: the 1,000,000-round simulation
 * arranges two hands per round.
 */

/** The stake covers this many chi: a round never loses more than the stake. */
export const STAKE_CHI = 12;
/** What binh lủng (chi out of order) loses, as if every chi were lost and doubled (sập hầm). */
export const LUNG_CHI = 6;
/** Commission in percent of a round's net win (the house's fee, as card-game rooms take). */
export const COMMISSION_PERCENT = 10;
/** Seconds to arrange before the round is arranged automatically. */
export const ARRANGE_SECONDS = 90;

export const CATEGORY_NAMES = [
  'Mậu thầu',
  'Đôi',
  'Thú',
  'Sám cô',
  'Sảnh',
  'Thùng',
  'Cù lũ',
  'Tứ quý',
  'Thùng phá sảnh',
] as const;
enum Cat {
  High = 0,
  Pair = 1,
  TwoPair = 2,
  Trips = 3,
  Straight = 4,
  Flush = 5,
  FullHouse = 6,
  Quads = 7,
  StraightFlush = 8,
}
const BASE = 15 ** 5;

/** Mậu Binh tới trắng: hands that win at once, strongest first, with the chi they win. */
export const SPECIALS = [
  { code: 'rong_cuon', name: 'Sảnh rồng đồng hoa', chi: 48 },
  { code: 'sanh_rong', name: 'Sảnh rồng', chi: 24 },
  { code: 'dong_mau', name: 'Đồng màu (13 lá cùng màu)', chi: 24 },
  { code: 'nam_doi_sam', name: 'Năm đôi một sám', chi: 6 },
  { code: 'luc_phe_bon', name: 'Lục phé bôn (6 đôi)', chi: 3 },
  { code: 'ba_thung', name: 'Ba thùng', chi: 3 },
  { code: 'ba_sanh', name: 'Ba sảnh', chi: 3 },
] as const;

export function rankOf(card: number): number {
  const r = (card % 13) + 1;
  return r === 1 ? 14 : r;
}
export function suitOf(card: number): number {
  return (card / 13) | 0;
}

/*
 * The evaluator below runs 4 times a round in the 1,000,000-round simulation, so it allocates
 * nothing but its answers: counts live in the module's scratch arrays and masks below (the
 * functions are synchronous and never re-entered), the cards of each rank are kept in dealt
 * order so "the first n cards of rank r" is a look-up, and straights are found with bit masks
 * of the ranks (bit r for rank r, the ace also at bit 1).
 */
/** cards per rank (index 2..14) */
const counts = new Uint8Array(15);
/** up to 4 cards per rank in dealt order: byRank[4 * r + i] */
const byRank = new Int8Array(15 * 4);
const suitCount = new Uint8Array(4);
/** ranks present per suit, as bits */
const suitRanks = new Uint16Array(4);
/** ranks of the counted cards, as bits */
let rankBits = 0;
/** ranks whose cards bestFive has taken, as bits */
let taken = 0;
const POW15 = [1, 15, 225, 3375, 50625, 759375];
/** rank (2..14) and suit of each card index */
const RANK = Uint8Array.from({ length: 52 }, (_, c) => rankOf(c));
const SUIT = Uint8Array.from({ length: 52 }, (_, c) => suitOf(c));
/** scoreChi's own counts, zero between calls */
const chiCounts = new Uint8Array(15);
/** cards of one arrangement step (autoArrange) */
const inHand = new Uint8Array(52);
/** runs for threeStraights: index 1 holds the aces played low, 14 the aces played high */
const runs = new Uint8Array(15);

/** Top rank of the best straight among the ranks of `bits` (bit r for rank r), 0 if none; A-2-3-4-5 tops at 5. */
function straightTop(bits: number): number {
  const m = bits | ((bits >> 14) << 1);
  // bit b stays set when ranks b..b+4 are all present
  const runsOf5 = m & (m >> 1) & (m >> 2) & (m >> 3) & (m >> 4);
  return runsOf5 ? 35 - Math.clz32(runsOf5) : 0;
}

/** Counts ranks and suits of `cards` into the scratch arrays, cards of a rank in dealt order. */
function countCards(cards: readonly number[]): void {
  counts.fill(0);
  suitCount.fill(0);
  suitRanks.fill(0);
  rankBits = 0;
  for (let i = 0; i < cards.length; i++) {
    const c = cards[i]!;
    const r = RANK[c]!;
    const s = SUIT[c]!;
    byRank[4 * r + counts[r]!] = c;
    counts[r]!++;
    suitCount[s]!++;
    suitRanks[s]! |= 1 << r;
    rankBits |= 1 << r;
  }
}

/** A comparable score of a chi: category, then the deciding ranks (base 15). */
export function scoreChi(cards: readonly number[]): number {
  const n = cards.length;
  for (let i = 0; i < n; i++) chiCounts[RANK[cards[i]!]!]!++;
  // the deciding ranks by count, then rank, high first: one group of digits per count
  let d4 = 0;
  let d3 = 0;
  let d2 = 0;
  let d1 = 0;
  let n3 = 0;
  let n2 = 0;
  let n1 = 0;
  let distinct = 0;
  let bits = 0;
  for (let r = 2; r <= 14; r++) {
    const k = chiCounts[r]!;
    if (k === 0) continue;
    bits |= 1 << r;
    distinct++;
    if (k === 1) {
      d1 = d1 + r * POW15[n1]!;
      n1++;
    } else if (k === 2) {
      d2 = d2 + r * POW15[n2]!;
      n2++;
    } else if (k === 3) {
      d3 = d3 + r * POW15[n3]!;
      n3++;
    } else d4 = r;
  }
  for (let i = 0; i < n; i++) chiCounts[RANK[cards[i]!]!] = 0;
  // digits of the higher counts first, each group high rank first, padded to five digits
  let digits = d4;
  digits = digits * POW15[n3]! + d3;
  digits = digits * POW15[n2]! + d2;
  digits = digits * POW15[n1]! + d1;
  digits *= POW15[5 - distinct]!;
  const top = d4 ? 4 : n3 ? 3 : n2 ? 2 : 1;
  let cat: Cat;
  if (n === 3) {
    cat = top === 3 ? Cat.Trips : top === 2 ? Cat.Pair : Cat.High;
  } else {
    const suit = SUIT[cards[0]!]!;
    let flush = true;
    for (let i = 1; i < 5; i++) if (SUIT[cards[i]!]! !== suit) flush = false;
    const st = distinct === 5 ? straightTop(bits) : 0;
    if (st && flush) return Cat.StraightFlush * BASE + st * 15 ** 4;
    if (st) return Cat.Straight * BASE + st * 15 ** 4;
    if (top === 4) cat = Cat.Quads;
    else if (top === 3) cat = n2 === 1 ? Cat.FullHouse : Cat.Trips;
    else if (flush) cat = Cat.Flush;
    else if (top === 2) cat = n2 === 2 ? Cat.TwoPair : Cat.Pair;
    else cat = Cat.High;
  }
  return cat * BASE + digits;
}

export function categoryOf(score: number): number {
  return Math.floor(score / BASE);
}

/** Adds the first `n` cards (dealt order) of rank `r` to `into`; all of them taken means the rank is taken. */
function ofRank(r: number, n: number, into: number[]): void {
  for (let i = 0; i < n; i++) into.push(byRank[4 * r + i]!);
  if (n === counts[r]) taken |= 1 << r;
}

/**
 * `n` more cards for `used` as kickers: single cards first, lowest first (so pairs and high
 * cards stay for the next chi), then the lowest of the rest. A rank is always taken whole
 * before kickers are chosen, so "not used" is a property of the rank.
 */
function kickers(used: number[], n: number): void {
  for (let r = 2; r <= 14 && n > 0; r++) {
    if (counts[r] === 1 && !(taken & (1 << r))) {
      used.push(byRank[4 * r]!);
      taken |= 1 << r;
      n--;
    }
  }
  for (let r = 2; r <= 14 && n > 0; r++) {
    if (taken & (1 << r)) continue;
    for (let i = 0; i < counts[r]! && n > 0; i++) {
      used.push(byRank[4 * r + i]!);
      n--;
    }
  }
}

function cardOf(rank: number, suit: number): number {
  return (rank === 14 ? 0 : rank - 1) + 13 * suit;
}

/**
 * The strongest five cards by category (straight flush, four of a kind, full house, flush,
 * straight, three of a kind, two pairs, a pair, high card), the highest of that category, with
 * the lowest single cards as kickers.
 */
export function bestFive(cards: readonly number[]): number[] {
  countCards(cards);
  taken = 0;
  // straight flush (the lowest suit of equal ones)
  let bestTop = 0;
  let bestSuit = -1;
  for (let s = 0; s < 4; s++) {
    if (suitCount[s]! < 5) continue;
    const top = straightTop(suitRanks[s]!);
    if (top > bestTop) {
      bestTop = top;
      bestSuit = s;
    }
  }
  const out: number[] = [];
  if (bestSuit >= 0) {
    for (let r = bestTop; r > bestTop - 5; r--) out.push(cardOf(r === 1 ? 14 : r, bestSuit));
    return out;
  }
  for (let r = 14; r >= 2; r--) {
    if (counts[r] === 4) {
      ofRank(r, 4, out);
      kickers(out, 1);
      return out;
    }
  }
  let trips = 0;
  for (let r = 14; r >= 2 && !trips; r--) if (counts[r]! >= 3) trips = r;
  if (trips) {
    for (let r = 2; r <= 14; r++) {
      if (r !== trips && counts[r]! >= 2) {
        ofRank(trips, 3, out);
        ofRank(r, 2, out);
        return out;
      }
    }
  }
  // flush: the best five of a suit, compared card by card (the lowest suit of equal ones)
  let flushKey = -1;
  let flushSuit = -1;
  for (let s = 0; s < 4; s++) {
    if (suitCount[s]! < 5) continue;
    const bits = suitRanks[s]!;
    let key = 0;
    let n = 0;
    for (let r = 14; r >= 2 && n < 5; r--) {
      if (bits & (1 << r)) {
        key = key * 15 + r;
        n++;
      }
    }
    if (key > flushKey) {
      flushKey = key;
      flushSuit = s;
    }
  }
  if (flushSuit >= 0) {
    const bits = suitRanks[flushSuit]!;
    for (let r = 14; r >= 2 && out.length < 5; r--) if (bits & (1 << r)) out.push(cardOf(r, flushSuit));
    return out;
  }
  const st = straightTop(rankBits);
  if (st) {
    for (let r = st; r > st - 5; r--) out.push(byRank[4 * (r === 1 ? 14 : r)]!);
    return out;
  }
  if (trips) {
    ofRank(trips, 3, out);
    kickers(out, 2);
    return out;
  }
  let pairs = 0;
  for (let r = 14; r >= 2 && pairs < 2; r--) {
    if (counts[r] === 2) {
      ofRank(r, 2, out);
      pairs++;
    }
  }
  if (pairs === 0) {
    for (let r = 14; r >= 2 && out.length === 0; r--) if (counts[r]) ofRank(r, 1, out);
  }
  kickers(out, 5 - out.length);
  return out;
}

export interface Arrangement {
  /** chi đầu (3), chi giữa (5), chi cuối (5), card indices */
  front: number[];
  middle: number[];
  back: number[];
}

/**
 * The dealer's rule and the player's suggestion: chi cuối is the strongest five of the 13,
 * chi giữa the strongest five of the other eight, chi đầu the last three. The order is always
 * valid: chi cuối is the best of a larger set, and the last three cannot beat the best of eight.
 */
export function autoArrange(cards: readonly number[]): Arrangement {
  const back = bestFive(cards);
  for (let i = 0; i < back.length; i++) inHand[back[i]!] = 1;
  const rest: number[] = [];
  for (let i = 0; i < cards.length; i++) if (!inHand[cards[i]!]) rest.push(cards[i]!);
  for (let i = 0; i < back.length; i++) inHand[back[i]!] = 0;
  const middle = bestFive(rest);
  for (let i = 0; i < middle.length; i++) inHand[middle[i]!] = 1;
  const front: number[] = [];
  for (let i = 0; i < rest.length; i++) if (!inHand[rest[i]!]) front.push(rest[i]!);
  for (let i = 0; i < middle.length; i++) inHand[middle[i]!] = 0;
  return { front, middle, back };
}

export const isValidOrder = (a: Arrangement) =>
  scoreChi(a.front) <= scoreChi(a.middle) && scoreChi(a.middle) <= scoreChi(a.back);

/** Which of SPECIALS a 13-card hand is (its index), or -1. */
export function specialOf(cards: readonly number[]): number {
  countCards(cards);
  let distinct = 0;
  let pairs = 0;
  let trips = 0;
  for (let r = 2; r <= 14; r++) {
    if (counts[r]) distinct++;
    pairs += counts[r]! >> 1;
    if (counts[r] === 3) trips++;
  }
  let suits = 0;
  let threes = 0;
  let fives = 0;
  let eights = 0;
  let tens = 0;
  for (let s = 0; s < 4; s++) {
    const n = suitCount[s]!;
    if (n > 0) suits++;
    if (n === 3) threes++;
    else if (n === 5) fives++;
    else if (n === 8) eights++;
    else if (n === 10) tens++;
  }
  if (distinct === 13) return suits === 1 ? 0 : 1;
  if (suitCount[0]! + suitCount[3]! === 13 || suitCount[1]! + suitCount[2]! === 13) return 2; // ♠♣ black, ♥♦ red
  if (trips === 1 && pairs === 6) {
    let even = true;
    for (let r = 2; r <= 14; r++) if (counts[r] !== 3 && counts[r]! % 2 === 1) even = false;
    if (even) return 3;
  }
  if (pairs >= 6) return 4;
  // suit sizes 13, 3+10, 5+8 or 3+5+5
  if (
    suits === 1 ||
    (suits === 2 && threes === 1 && tens === 1) ||
    (suits === 2 && fives === 1 && eights === 1) ||
    (suits === 3 && threes === 1 && fives === 2)
  )
    return 5;
  if (threeStraights()) return 6;
  return -1;
}

/** Whether the counted ranks split into straights of 3, 5 and 5 cards (A-2-3 and Q-K-A count for chi đầu). */
function threeStraights(): boolean {
  const aces = counts[14]!;
  for (let high = 0; high <= aces; high++) {
    for (let r = 2; r <= 13; r++) runs[r] = counts[r]!;
    runs[1] = aces - high;
    runs[14] = high;
    if (splitRuns(1, 2)) return true;
  }
  return false;
}

/** Whether `runs` splits into `threes` runs of 3 and `fives` runs of 5 (it is restored before answering). */
function splitRuns(threes: number, fives: number): boolean {
  if (threes === 0 && fives === 0) return true;
  let low = 1;
  while (low <= 14 && runs[low] === 0) low++;
  // the lowest card left must start one of the runs still to be made
  for (let k = 0; k < 2; k++) {
    const len = k === 0 ? 3 : 5;
    if ((len === 3 ? threes : fives) === 0 || low + len - 1 > 14) continue;
    let ok = true;
    for (let r = low; r < low + len; r++) if (!runs[r]) ok = false;
    if (!ok) continue;
    for (let r = low; r < low + len; r++) runs[r]!--;
    const found = len === 3 ? splitRuns(threes - 1, fives) : splitRuns(threes, fives - 1);
    for (let r = low; r < low + len; r++) runs[r]!++;
    if (found) return true;
  }
  return false;
}

/** What a chi wins when it beats the other side's: the usual bonuses for strong hands in a chi. */
export function chiValue(chi: 0 | 1 | 2, score: number): number {
  const cat = categoryOf(score);
  if (chi === 0) return cat === Cat.Trips ? 3 : 1;
  if (chi === 1) return cat === Cat.StraightFlush ? 10 : cat === Cat.Quads ? 8 : cat === Cat.FullHouse ? 2 : 1;
  return cat === Cat.StraightFlush ? 5 : cat === Cat.Quads ? 4 : 1;
}

export interface MauBinhResult {
  /** the player's net result in chi before the cap and the commission */
  net: number;
  playerSpecial: number;
  dealerSpecial: number;
  /** the player's chi were out of order: loses LUNG_CHI */
  lung: boolean;
  /** per chi: +n the player won n chi, -n lost, 0 equal (absent when a special decided) */
  chi: number[];
  /** 1 the player won all three chi (doubled), -1 the dealer did */
  sap: -1 | 0 | 1;
}

export function compareHands(
  player: readonly number[],
  playerArr: Arrangement | null,
  dealer: readonly number[],
  dealerArr: Arrangement,
): MauBinhResult {
  const ps = specialOf(player);
  const ds = specialOf(dealer);
  if (ps >= 0 || ds >= 0) {
    let net = 0;
    if (ps >= 0 && (ds < 0 || ps < ds)) net = SPECIALS[ps]!.chi;
    else if (ds >= 0 && (ps < 0 || ds < ps)) net = -SPECIALS[ds]!.chi;
    return { net, playerSpecial: ps, dealerSpecial: ds, lung: false, chi: [], sap: 0 };
  }
  if (!playerArr) throw new Error('mau binh: the player has not arranged');
  const p = [scoreChi(playerArr.front), scoreChi(playerArr.middle), scoreChi(playerArr.back)];
  // isValidOrder on the scores at hand
  if (!(p[0]! <= p[1]! && p[1]! <= p[2]!)) {
    return { net: -LUNG_CHI, playerSpecial: -1, dealerSpecial: -1, lung: true, chi: [], sap: 0 };
  }
  const d = [scoreChi(dealerArr.front), scoreChi(dealerArr.middle), scoreChi(dealerArr.back)];
  const chi: number[] = [];
  let wins = 0;
  let losses = 0;
  let net = 0;
  for (let i = 0; i < 3; i++) {
    const v = p[i]! > d[i]! ? chiValue(i as 0 | 1 | 2, p[i]!) : p[i]! < d[i]! ? -chiValue(i as 0 | 1 | 2, d[i]!) : 0;
    if (v > 0) wins++;
    if (v < 0) losses++;
    chi.push(v);
    net += v;
  }
  const sap = wins === 3 ? 1 : losses === 3 ? -1 : 0;
  if (sap !== 0) net *= 2;
  return { net, playerSpecial: -1, dealerSpecial: -1, lung: false, chi, sap };
}

/** What the round pays back on `chiStake` per chi (stake STAKE_CHI · chiStake included): loss capped, wins less commission. */
export function mauBinhReturn(net: number, chiStake: number): number {
  const stake = STAKE_CHI * chiStake;
  if (net <= 0) return stake + Math.max(net, -STAKE_CHI) * chiStake;
  // chiStake is whole thousands: 95 % of it is whole VND
  return stake + (net * chiStake * (100 - COMMISSION_PERCENT)) / 100;
}

// ---- the game in steps --------------------------------------------------------------------

export const ARRANGE_LETTERS = 'abcdefghijklm';
/** An arrangement as sent by the player: 13 letters a..m (positions in the dealt hand), 3 + 5 + 5. */
export const ARRANGEMENT = /^[a-m]{13}$/;

export function parseArrangement(code: string, cards: readonly number[]): Arrangement | null {
  if (!ARRANGEMENT.test(code) || new Set(code).size !== 13) return null;
  const at = [...code].map((ch) => cards[ARRANGE_LETTERS.indexOf(ch)]!);
  return { front: at.slice(0, 3), middle: at.slice(3, 8), back: at.slice(8) };
}

export function arrangementCode(a: Arrangement, cards: readonly number[]): string {
  return [...a.front, ...a.middle, ...a.back].map((c) => ARRANGE_LETTERS[cards.indexOf(c)]).join('');
}

export interface MauBinhDeal {
  chi: number;
}
export interface MauBinhBet extends MauBinhDeal {
  actions: string[];
}

export const mauBinhDealSchema: z.ZodType<MauBinhDeal> = z.object({ chi: ZTableStakeSchema });
export const mauBinhBetSchema: z.ZodType<MauBinhBet> = z.object({
  chi: ZTableStakeSchema,
  actions: z
    .array(z.string().refine((a) => a === 'auto' || ARRANGEMENT.test(a), { error: 'Cách xếp bài không hợp lệ' }))
    .max(1),
});

export interface MauBinhOutcome {
  /** 26 distinct cards 0..51: the player's 13, then the dealer's */
  cards: number[];
}

export interface ChiView {
  cards: Card[];
  name: string;
}
export interface MauBinhState {
  phase: 'arrange' | 'done';
  /** the player's 13 cards in dealt order (the letters a..m of an arrangement) */
  hand: Card[];
  /** the suggested arrangement (auto-arrange) as letters */
  suggestion: string;
  secondsToArrange: number;
  player: ChiView[] | null;
  dealer: ChiView[] | null;
  playerSpecial: string | null;
  dealerSpecial: string | null;
  lung: boolean;
  chi: number[];
  sap: -1 | 0 | 1;
  net: number | null;
  legal: string[];
  staked: number;
  payout: number;
}

const chiViews = (a: Arrangement): ChiView[] =>
  [a.front, a.middle, a.back].map((cs) => ({
    cards: cs.map(cardAt),
    name: CATEGORY_NAMES[categoryOf(scoreChi(cs))]!,
  }));

export class MauBinhActionError extends Error {
  constructor(readonly action: string) {
    super(`action ${action} is not allowed now`);
    this.name = 'MauBinhActionError';
  }
}

export function playMauBinh(outcome: MauBinhOutcome, deal: MauBinhDeal, actions: readonly string[]): MauBinhState {
  const player = outcome.cards.slice(0, 13);
  const dealer = outcome.cards.slice(13, 26);
  const suggestion = autoArrange(player);
  const staked = STAKE_CHI * deal.chi;
  const special = specialOf(player) >= 0 || specialOf(dealer) >= 0;
  if (actions.length > 1 || (special && actions.length > 0)) throw new MauBinhActionError(actions.join(','));
  const action = actions[0];
  let arrangement: Arrangement | null = null;
  if (action === 'auto') arrangement = suggestion;
  else if (action !== undefined) {
    arrangement = parseArrangement(action, player);
    if (!arrangement) throw new MauBinhActionError(action);
  }
  const base = {
    hand: player.map(cardAt),
    suggestion: arrangementCode(suggestion, player),
    secondsToArrange: ARRANGE_SECONDS,
    staked,
  };
  if (!special && !arrangement) {
    return {
      ...base,
      phase: 'arrange',
      player: null,
      dealer: null,
      playerSpecial: null,
      dealerSpecial: null,
      lung: false,
      chi: [],
      sap: 0,
      net: null,
      legal: ['auto', 'arrange'],
      payout: 0,
    };
  }
  const dealerArr = autoArrange(dealer);
  const r = compareHands(player, arrangement, dealer, dealerArr);
  return {
    ...base,
    phase: 'done',
    player: arrangement ? chiViews(arrangement) : null,
    dealer: chiViews(dealerArr),
    playerSpecial: r.playerSpecial >= 0 ? SPECIALS[r.playerSpecial]!.name : null,
    dealerSpecial: r.dealerSpecial >= 0 ? SPECIALS[r.dealerSpecial]!.name : null,
    lung: r.lung,
    chi: r.chi,
    sap: r.sap,
    net: r.net,
    legal: [],
    payout: mauBinhReturn(r.net, deal.chi),
  };
}

/**
 * RTP with both sides arranging by autoArrange (the player's "Tự xếp"): returned / staked
 * (12 chi), measured over 3,000,000 rounds: 0.99019, standard error 0.00018 (a house edge of
 * 0.118 chi a round); the 1,000,000-round test checks it within 5 standard errors.
 */
export const MAUBINH_RTP = 0.9902;

export const mauBinh: HouseGame<MauBinhBet, MauBinhOutcome> = {
  code: 'maubinh',
  name: 'Mậu Binh',
  betSchema: mauBinhBetSchema,
  multiStep: true,
  rtp: {
    min: MAUBINH_RTP,
    byBet: { 'Cược (xếp bài tự động)': MAUBINH_RTP },
    note:
      `Một bộ 52 lá xáo mới mỗi ván, 13 lá mỗi bên. Mức cược là tiền một chi; ván đặt trước ${STAKE_CHI} chi và thua tối đa ${STAKE_CHI} chi. ` +
      'So từng chi: thắng 1 chi; sám cô chi đầu 3 chi, cù lũ chi giữa 2, tứ quý chi giữa 8 / chi cuối 4, thùng phá sảnh chi giữa 10 / chi cuối 5; thắng cả ba chi (sập hầm) nhân đôi. ' +
      `Binh lủng thua ${LUNG_CHI} chi. Mậu binh tới trắng: sảnh rồng đồng hoa 48 chi, sảnh rồng 24, đồng màu 24, năm đôi một sám 6, lục phé bôn, ba thùng, ba sảnh 3 chi. ` +
      `Nhà cái xếp bài theo cách "Tự xếp". Phí ${COMMISSION_PERCENT}% trên tiền thắng. RTP khi tự xếp: ${(MAUBINH_RTP * 100).toFixed(2)}%.`,
  },
  stakeOf: (bet) => STAKE_CHI * bet.chi,
  draw(rng: RandomSource): MauBinhOutcome {
    return { cards: sampleDistinct(rng, 52, 26) };
  },
  settle(bet, outcome): Settlement {
    const state = playMauBinh(outcome, bet, bet.actions);
    if (state.phase !== 'done') throw new MauBinhActionError('unfinished');
    const special = SPECIALS.find((s) => s.name === state.playerSpecial);
    // a finished round always has its net
    const net = `${state.net! > 0 ? '+' : ''}${state.net}`;
    const label = special?.name ?? `${net} chi`;
    const say = special ? { key: `maubinh.specials.${special.code}` } : { key: 'maubinh.chiNet', values: { net } };
    return {
      payout: state.payout,
      jackpotHit: false,
      wins: state.payout > 0 ? [{ label, say, stake: state.staked, payout: state.payout }] : [],
    };
  },
};
