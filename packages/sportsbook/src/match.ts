import type { RandomSource } from '@app/provider-kit/random';
import type { MatchResult } from './markets';
import { HALF_MINUTES, MATCH_MINUTES, type Rates } from './model';
import type { MatchOutcome } from './settlement';

/**
 * Plays a match from a random source: the result is an exact function of the source and the
 * rates fixed at kick-off, so anyone holding the revealed server seed can replay it (verify).
 *
 * Draw order (the verifier repeats it): one draw of 1000 for "postponed" (< 3, the match does
 * not start), one of 1000 for "abandoned" (< 2) and, if abandoned, one of 90 for the minute it
 * stops; then for each minute 1..90, one draw of 1,000,000 for the home side (goal when below
 * `rates.home`) and one for the away side.
 */

export interface Goal {
  minute: number;
  side: 'home' | 'away';
}

export interface PlayedMatch {
  status: MatchResult['status'];
  goals: Goal[];
  /** the minute an abandoned match stopped at; 90 otherwise */
  endMinute: number;
}

export const POSTPONED_PER_MILLE = 3;
export const ABANDONED_PER_MILLE = 2;

export function playMatch(rng: RandomSource, rates: Rates): PlayedMatch {
  const postponed = rng.int(1000) < POSTPONED_PER_MILLE;
  const abandoned = rng.int(1000) < ABANDONED_PER_MILLE;
  const stopAt = abandoned ? 1 + rng.int(MATCH_MINUTES) : MATCH_MINUTES;
  if (postponed) return { status: 'postponed', goals: [], endMinute: 0 };
  const goals: Goal[] = [];
  for (let minute = 1; minute <= MATCH_MINUTES; minute++) {
    const home = rng.int(1_000_000) < rates.home;
    const away = rng.int(1_000_000) < rates.away;
    if (minute > stopAt) continue;
    if (home) goals.push({ minute, side: 'home' });
    if (away) goals.push({ minute, side: 'away' });
  }
  return { status: abandoned ? 'abandoned' : 'finished', goals, endMinute: stopAt };
}

/** The score after `minute` minutes of a played match. */
export function scoreAt(match: PlayedMatch, minute: number): { home: number; away: number } {
  let home = 0;
  let away = 0;
  for (const g of match.goals) {
    if (g.minute > minute) break;
    if (g.side === 'home') home++;
    else away++;
  }
  return { home, away };
}

/** The result settlement uses. */
export function resultOf(match: PlayedMatch): MatchResult {
  const full = scoreAt(match, MATCH_MINUTES);
  const half = scoreAt(match, HALF_MINUTES);
  return { status: match.status, home: full.home, away: full.away, htHome: half.home, htAway: half.away };
}

/**
 * What the sandbox settles on: its postponed matches are never played later, so they are void
 * at once; an abandoned one settles what it had decided (its first half if it got past it).
 */
export function sandboxOutcome(match: PlayedMatch): MatchOutcome {
  if (match.status === 'postponed') return { status: 'void', home: 0, away: 0, htHome: null, htAway: null };
  const r = resultOf(match);
  const halfPlayed = match.endMinute >= HALF_MINUTES;
  return {
    status: match.status,
    home: r.home,
    away: r.away,
    htHome: halfPlayed ? r.htHome : null,
    htAway: halfPlayed ? r.htAway : null,
  };
}
