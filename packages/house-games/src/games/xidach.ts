import { type RandomSource, sampleDistinct } from '@app/provider-kit/random';
import { z } from 'zod';
import { type Card, cardAt } from './cards';
import { type HouseGame, type Settlement, ZTableStakeSchema } from './types';

/*
 * Xì Dách (Vietnamese blackjack) against the dealer, as stated on the table: one 52-card deck
 * shuffled for every round, two cards each (player, dealer, player, dealer), the dealer's cards
 * face down until the end.
 * - An ace counts 11, 10 or 1 in a two-card hand and 10 or 1 in a larger one (the best total).
 * - Xì Bàn (two aces) beats Xì Dách (an ace and a 10, J, Q or K); either ends the round at once.
 * - The player draws up to five cards and may stand only from 16 points (đủ tuổi); 21 stands by
 *   itself. Five cards at most 21 are Ngũ Linh, which beats any ordinary total.
 * - Over 21 is quắc: the player's quắc loses even if the dealer also goes over.
 * - The dealer draws while under DEALER_STANDS points (and under five cards), then stands.
 * A round is a pure function of the shuffled deck and the decisions, so it replays on the verify page.
 */

export const XIDACH_CARDS = 10;
export const DEALER_STANDS = 16;
export const PLAYER_MIN_STAND = 16;

export const XIDACH_ACTIONS = ['hit', 'stand'] as const;
export type XiDachAction = (typeof XIDACH_ACTIONS)[number];

export interface XiDachBet {
  amount: number;
  actions: XiDachAction[];
}

export const xiDachBetSchema: z.ZodType<XiDachBet> = z.object({
  amount: ZTableStakeSchema,
  actions: z.array(z.enum(XIDACH_ACTIONS, { error: 'Thao tác không hợp lệ' })).max(5),
});

export interface XiDachOutcome {
  /** the first XIDACH_CARDS cards of a shuffled 52-card deck, in dealing order */
  deck: number[];
}

/** Hand kinds from strongest down; `normal` is compared by points. */
export type XiDachKind = 'xiban' | 'xidach' | 'ngulinh' | 'normal' | 'quac';
export const KIND_LABEL: Record<XiDachKind, string> = {
  xiban: 'Xì Bàn',
  xidach: 'Xì Dách',
  ngulinh: 'Ngũ Linh',
  normal: 'Điểm',
  quac: 'Quắc',
};
const KIND_RANK: Record<XiDachKind, number> = { xiban: 4, xidach: 3, ngulinh: 2, normal: 1, quac: 0 };

export type XiDachResult = 'win' | 'push' | 'lose';

export interface XiDachState {
  phase: 'player' | 'done';
  player: Card[];
  /** the dealer's cards once the round is done; before that only how many there are */
  dealer: Card[];
  dealerCount: number;
  playerTotal: number;
  dealerTotal: number | null;
  playerKind: XiDachKind;
  dealerKind: XiDachKind | null;
  result: XiDachResult | null;
  legal: XiDachAction[];
  staked: number;
  payout: number;
}

export class XiDachActionError extends Error {
  constructor(readonly action: string) {
    super(`action ${action} is not allowed now`);
    this.name = 'XiDachActionError';
  }
}

/** Best total not over 21 if there is one (else the smallest): an ace adds 9 on top of 1, or 10 in two cards. */
export function xiDachTotal(cards: readonly Card[]): number {
  let total = 0;
  let aces = 0;
  for (const c of cards) {
    total += c.rank === 1 ? 1 : Math.min(c.rank, 10);
    if (c.rank === 1) aces++;
  }
  // raising aces one by one while it fits is the best total: the steps are equal (9)
  for (let i = 0; i < aces && total + 9 <= 21; i++) total += 9;
  if (cards.length === 2 && aces > 0 && total + 1 <= 21) total += 1;
  return total;
}

export function xiDachKind(cards: readonly Card[]): XiDachKind {
  if (cards.length === 2) {
    const [a, b] = cards as [Card, Card];
    if (a.rank === 1 && b.rank === 1) return 'xiban';
    if ((a.rank === 1 && b.rank >= 10) || (b.rank === 1 && a.rank >= 10)) return 'xidach';
  }
  const total = xiDachTotal(cards);
  if (total > 21) return 'quac';
  return cards.length === 5 ? 'ngulinh' : 'normal';
}

/** Return per 1 staked (stake included): Xì Bàn 2:1, Xì Dách 3:2, Ngũ Linh 2:1, other wins 1:1. */
export const XIDACH_PAYS: Record<'xiban' | 'xidach' | 'ngulinh' | 'normal', number> = {
  xiban: 3,
  xidach: 2.5,
  ngulinh: 3,
  normal: 2,
};

function compare(player: readonly Card[], dealer: readonly Card[]): XiDachResult {
  const pk = xiDachKind(player);
  const dk = xiDachKind(dealer);
  if (pk === 'quac') return 'lose';
  if (KIND_RANK[pk] !== KIND_RANK[dk]) return KIND_RANK[pk] > KIND_RANK[dk] ? 'win' : 'lose';
  if (pk !== 'normal') return 'push';
  const p = xiDachTotal(player);
  const d = xiDachTotal(dealer);
  return p === d ? 'push' : p > d ? 'win' : 'lose';
}

/** What a finished round returns on a stake (stake included). Stakes are whole thousands, so this is exact. */
export function xiDachReturn(player: readonly Card[], dealer: readonly Card[], amount: number): number {
  const result = compare(player, dealer);
  if (result === 'push') return amount;
  if (result === 'lose') return 0;
  return amount * XIDACH_PAYS[xiDachKind(player) as keyof typeof XIDACH_PAYS];
}

const isSpecial = (k: XiDachKind) => k === 'xiban' || k === 'xidach';

function legalOf(player: readonly Card[], done: boolean): XiDachAction[] {
  if (done) return [];
  const out: XiDachAction[] = [];
  const total = xiDachTotal(player);
  if (player.length < 5 && total < 21) out.push('hit');
  if (total >= PLAYER_MIN_STAND) out.push('stand');
  return out;
}

function take(deck: readonly Card[], at: number): Card {
  const c = deck[at];
  if (!c) throw new Error('xi dach: the deck prefix ran out');
  return c;
}

// No closures here: the 1,000,000-round simulation calls this several times a round.
export function playXiDach(deck: readonly Card[], amount: number, actions: readonly string[]): XiDachState {
  const player = [take(deck, 0), take(deck, 2)];
  const dealer = [take(deck, 1), take(deck, 3)];
  let next = 4;
  let done = isSpecial(xiDachKind(player)) || isSpecial(xiDachKind(dealer));
  for (const action of actions) {
    if (!legalOf(player, done).includes(action as XiDachAction)) throw new XiDachActionError(action);
    if (action === 'hit') player.push(take(deck, next++));
    else done = true;
    if (player.length === 5 || xiDachTotal(player) >= 21) done = true;
  }
  const playerKind = xiDachKind(player);
  const playerTotal = xiDachTotal(player);
  // written out, not spread: a spread compiles to a helper that dominates the simulation's time
  if (!done) {
    return {
      player,
      playerTotal,
      playerKind,
      phase: 'player',
      dealer: [],
      dealerCount: dealer.length,
      dealerTotal: null,
      dealerKind: null,
      result: null,
      legal: legalOf(player, false),
      staked: amount,
      payout: 0,
    };
  }
  // The dealer draws only against a hand still in play: a player's quắc or a special ends it.
  if (playerKind !== 'quac' && !isSpecial(playerKind) && !isSpecial(xiDachKind(dealer))) {
    while (dealer.length < 5 && xiDachTotal(dealer) < DEALER_STANDS) dealer.push(take(deck, next++));
  }
  return {
    player,
    playerTotal,
    playerKind,
    phase: 'done',
    dealer,
    dealerCount: dealer.length,
    dealerTotal: xiDachTotal(dealer),
    dealerKind: xiDachKind(dealer),
    result: compare(player, dealer),
    legal: [],
    staked: amount,
    payout: xiDachReturn(player, dealer, amount),
  };
}

/** The strategy the published RTP assumes: draw until 16 points (the least one may stand on), then stand. */
export function xiDachStrategy(state: XiDachState): XiDachAction {
  return state.legal.includes('stand') ? 'stand' : 'hit';
}

export const deckCards = (outcome: XiDachOutcome): Card[] => outcome.deck.map(cardAt);

/**
 * The RTP of the stated strategy, exact: every ordered deal of a 52-card deck by card value
 * (xiDachExactRtp in xidach-rtp.ts: 0.997504530045..., recomputed in xidach.test.ts).
 */
export const XIDACH_RTP = 0.9975045300456;

export const xiDach: HouseGame<XiDachBet, XiDachOutcome> = {
  code: 'xidach',
  name: 'Xì Dách',
  betSchema: xiDachBetSchema,
  multiStep: true,
  rtp: {
    min: XIDACH_RTP,
    byBet: { 'Cược (rút tới 16 rồi dằn)': XIDACH_RTP },
    note:
      'Một bộ 52 lá xáo mới mỗi ván. Xì Bàn (hai lá A) trả 2 ăn 1, Xì Dách (A với 10/J/Q/K) trả 3 ăn 2, Ngũ Linh (5 lá không quá 21) trả 2 ăn 1, thắng điểm trả 1 ăn 1, bằng điểm hòa. ' +
      `Người chơi phải đủ ${PLAYER_MIN_STAND} điểm mới được dằn; quắc (quá 21) là thua kể cả khi nhà cái cũng quắc. Nhà cái rút khi dưới ${DEALER_STANDS} điểm. ` +
      `RTP khi rút tới 16 rồi dằn: ${(XIDACH_RTP * 100).toFixed(2)}%.`,
  },
  stakeOf: (bet) => bet.amount,
  draw(rng: RandomSource): XiDachOutcome {
    return { deck: sampleDistinct(rng, 52, XIDACH_CARDS) };
  },
  settle(bet, outcome): Settlement {
    const state = playXiDach(deckCards(outcome), bet.amount, bet.actions);
    if (state.phase !== 'done') throw new XiDachActionError('unfinished');
    const kind = state.playerKind;
    const label = `${KIND_LABEL[kind]}${kind === 'normal' ? ` ${state.playerTotal}` : ''}`;
    const say =
      kind === 'normal'
        ? { key: 'winLines.xidach.normal', values: { total: state.playerTotal } }
        : { key: `winLines.xidach.${kind}` };
    return {
      payout: state.payout,
      jackpotHit: false,
      wins: state.payout > 0 ? [{ label, say, stake: bet.amount, payout: state.payout }] : [],
    };
  },
};
