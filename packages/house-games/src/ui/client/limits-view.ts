import { money } from './dom';
import { t } from './lang';

/** A shared table's stake limits as its API shows them (decision 108). */
export interface TableLimitsView {
  spotMin: number;
  spotMax: number;
  roundMin: number;
  roundMax: number;
}

/** The line under the chips: what each spot and the round take, from the same row bets are checked against. */
export function limitsText(l: TableLimitsView | undefined): string {
  if (!l) return '';
  return t('limits.line', {
    spotMin: money(l.spotMin),
    spotMax: money(l.spotMax),
    roundMin: money(l.roundMin),
    roundMax: money(l.roundMax),
  });
}

/*
 * The server's own checks (decision 118), said by the screen before a bet is sent; the server
 * refuses a bet outside the limits anyway.
 */

/** Why one spot's stake is too large (a chip that would pass it is not placed), or null. */
export function spotOverProblem(l: TableLimitsView | null | undefined, stake: number): string | null {
  return l && stake > l.spotMax ? t('errors.spotMax', { amount: money(l.spotMax) }) : null;
}

/** Why the stakes on a board cannot be sent: a spot below the minimum or above the maximum, or null. */
export function spotsProblem(l: TableLimitsView | null | undefined, stakes: number[]): string | null {
  if (!l) return null;
  for (const s of stakes) {
    if (s < l.spotMin) return t('errors.spotMin', { amount: money(l.spotMin) });
    const over = spotOverProblem(l, s);
    if (over) return over;
  }
  return null;
}

/** Why the round's total stake is outside the limits, or null. */
export function roundProblem(l: TableLimitsView | null | undefined, total: number): string | null {
  if (!l) return null;
  if (total < l.roundMin) return t('errors.roundMin', { amount: money(l.roundMin) });
  if (total > l.roundMax) return t('errors.roundMax', { amount: money(l.roundMax) });
  return null;
}
