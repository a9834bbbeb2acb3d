import { type Api, ApiError, type PlayResult } from './api';
import { h, toast } from './dom';
import { t } from './lang';

/**
 * What the games played in steps (blackjack, xì dách, three card poker, mậu binh) share: the
 * round as the server answers it, dealing (or resuming), sending a decision, and the decision
 * buttons.
 */

export interface HandAnswer<S> {
  roundId: string;
  game: string;
  state: S;
  done: boolean;
  legal: string[];
  stake: number;
  payout: number;
  balance: number | null;
  settled: boolean;
  fairness: PlayResult['fairness'];
}

export const handResult = <S>(a: HandAnswer<S>): PlayResult => ({
  roundId: a.roundId,
  game: a.game,
  stake: a.stake,
  payout: a.payout,
  wins: [],
  jackpotHit: false,
  jackpotAmount: null,
  outcome: a.state,
  balance: a.balance,
  settled: a.settled,
  fairness: a.fairness,
});

/** Deals, or picks up the round left open by a reload. */
export async function dealOrResume<S>(api: Api, game: string, bet: unknown): Promise<HandAnswer<S>> {
  try {
    return await api.post<HandAnswer<S>>('hand/deal', { game, bet });
  } catch (err) {
    if (!(err instanceof ApiError && err.code === 'ROUND_OPEN')) throw err;
    const current = await api.get<HandAnswer<S> | null>(`hand/current?game=${game}`);
    if (!current) throw err;
    toast(t('common.resume'));
    return current;
  }
}

/** Sends a decision; if its answer is lost, carries on from the server's state of the round. */
export async function decide<S>(api: Api, game: string, a: HandAnswer<S>, action: string): Promise<HandAnswer<S>> {
  try {
    return await api.post<HandAnswer<S>>('hand/act', { roundId: a.roundId, action });
  } catch (err) {
    toast(err instanceof ApiError ? err.message : t('common.error'));
    const current = await api.get<HandAnswer<S> | null>(`hand/current?game=${game}`).catch(() => a);
    if (!current) {
      const balance = await api.get<{ balance: number }>('balance').then(
        (b) => b.balance,
        () => null,
      );
      throw new ApiError(0, 'ROUND_ENDED', t('common.roundEnded'), balance);
    }
    return current;
  }
}

/** One decision button of a game played in steps. */
export interface StepAction<A extends string> {
  action: A;
  label: string;
  /** the button's look; `bj-<action>` unless said */
  look?: string;
}

/**
 * The decision buttons of a game played in steps: all disabled until `allow` enables the ones
 * the round permits now; `next()` resolves with the player's choice (and disables them all until
 * the server has answered it).
 */
export function stepButtons<A extends string>(actions: readonly StepAction<A>[]) {
  const buttons = new Map<A, HTMLButtonElement>();
  let choose: ((a: A) => void) | null = null;
  const el = h('div', { class: 'bj-actions', role: 'group', 'aria-label': t('common.actions') });
  for (const { action, label, look } of actions) {
    const btn = h(
      'button',
      { class: `btn ${look ?? `bj-${action}`}`, type: 'button', disabled: true, onclick: () => choose?.(action) },
      label,
    ) as HTMLButtonElement;
    buttons.set(action, btn);
    el.append(btn);
  }
  return {
    el,
    buttons,
    allow(allowed: (action: A) => boolean) {
      for (const [action, btn] of buttons) btn.disabled = !allowed(action);
    },
    next: () =>
      new Promise<A>((resolve) => {
        choose = (action) => {
          choose = null;
          for (const b of buttons.values()) b.disabled = true;
          resolve(action);
        };
      }),
  };
}
