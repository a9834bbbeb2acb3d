import { z } from 'zod';
import { type BlackjackAction, type BlackjackOutcome, blackjackStake, playBlackjack, shoeCards } from './blackjack';
import { ARRANGEMENT, type MauBinhOutcome, mauBinhDealSchema, playMauBinh } from './maubinh';
import { playThreeCard, type ThreeCardDeal, type ThreeCardOutcome, threeCardDealSchema } from './threecard';
import { ZTableStakeSchema } from './types';
import { deckCards, playXiDach, type XiDachOutcome } from './xidach';

/**
 * Games played in steps: a deal, then the player's decisions, some of which stake more. The
 * state is always recomputed from (outcome, amount, decisions), never stored.
 */
/** The stakes of a deal by name (`amount`; `ante`, `pairPlus`), possibly with the decisions beside them. */
export type Deal = { [stake: string]: number | string[] };

export interface StepGame {
  actions: readonly string[];
  /** the bets made at the deal; the round's bet is the deal plus `actions` */
  dealSchema: z.ZodType<Deal>;
  /** the state after the decisions so far; throws on a decision not allowed at its point */
  state(outcome: unknown, deal: Deal, actions: readonly string[]): StepState;
  /** what a decision stakes on top of what is already at stake */
  extraStake(deal: Deal, action: string): number;
  /**
   * a decision that carries data (Mậu Binh's arrangement): accepted when the state's `legal`
   * holds `arrange`
   */
  isArrangement?(action: string): boolean;
  /** seconds a round may wait for a decision before it is finished for the player */
  leftAloneAfterSeconds?: number;
}

export interface StepState {
  done: boolean;
  legal: readonly string[];
  staked: number;
  payout: number;
  /** what the player may see: no hidden card before the round ends */
  view: unknown;
}

const blackjackSteps: StepGame = {
  actions: ['hit', 'stand', 'double', 'split', 'insurance', 'no_insurance'],
  dealSchema: z.object({ amount: ZTableStakeSchema }),
  state(outcome, deal, actions) {
    const s = playBlackjack(
      shoeCards(outcome as BlackjackOutcome),
      deal.amount as number,
      actions as BlackjackAction[],
    );
    return { done: s.phase === 'done', legal: s.legal, staked: s.staked, payout: s.payout, view: s };
  },
  extraStake(deal, action) {
    return (
      blackjackStake({ amount: deal.amount as number, actions: [action as BlackjackAction] }) - (deal.amount as number)
    );
  },
};

const threeCardSteps: StepGame = {
  actions: ['play', 'fold'],
  dealSchema: threeCardDealSchema as unknown as z.ZodType<Deal>,
  state(outcome, deal, actions) {
    const s = playThreeCard(outcome as ThreeCardOutcome, deal as unknown as ThreeCardDeal, actions);
    return { done: s.phase === 'done', legal: s.legal, staked: s.staked, payout: s.payout, view: s };
  },
  extraStake(deal, action) {
    return action === 'play' ? (deal.ante as number) : 0;
  },
};

const xiDachSteps: StepGame = {
  actions: ['hit', 'stand'],
  dealSchema: z.object({ amount: ZTableStakeSchema }),
  state(outcome, deal, actions) {
    const s = playXiDach(deckCards(outcome as XiDachOutcome), deal.amount as number, actions);
    return { done: s.phase === 'done', legal: s.legal, staked: s.staked, payout: s.payout, view: s };
  },
  extraStake: () => 0,
};

const mauBinhSteps: StepGame = {
  actions: ['auto'],
  dealSchema: mauBinhDealSchema as unknown as z.ZodType<Deal>,
  state(outcome, deal, actions) {
    const s = playMauBinh(outcome as MauBinhOutcome, { chi: deal.chi as number }, actions);
    return { done: s.phase === 'done', legal: s.legal, staked: s.staked, payout: s.payout, view: s };
  },
  extraStake: () => 0,
  isArrangement: (action) => ARRANGEMENT.test(action),
  // the arranging time on the screen, plus a little for the answer to arrive
  leftAloneAfterSeconds: 100,
};
export const STEP_GAMES: Record<string, StepGame> = {
  blackjack: blackjackSteps,
  threecard: threeCardSteps,
  xidach: xiDachSteps,
  maubinh: mauBinhSteps,
};
