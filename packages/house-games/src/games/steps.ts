import { type BlackjackAction, type BlackjackOutcome, blackjackStake, playBlackjack, shoeCards } from './blackjack';

/**
 * Games played in steps: a deal, then the player's decisions, some of which stake more. The
 * state is always recomputed from (outcome, amount, decisions), never stored.
 */
export interface StepGame {
  actions: readonly string[];
  /** the state after the decisions so far; throws on a decision not allowed at its point */
  state(outcome: unknown, amount: number, actions: readonly string[]): StepState;
  /** what a decision stakes on top of what is already at stake */
  extraStake(amount: number, action: string): number;
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
  state(outcome, amount, actions) {
    const s = playBlackjack(shoeCards(outcome as BlackjackOutcome), amount, actions as BlackjackAction[]);
    return { done: s.phase === 'done', legal: s.legal, staked: s.staked, payout: s.payout, view: s };
  },
  extraStake(amount, action) {
    return blackjackStake({ amount, actions: [action as BlackjackAction] }) - amount;
  },
};

export const STEP_GAMES: Record<string, StepGame> = { blackjack: blackjackSteps };
