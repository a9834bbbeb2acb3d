import { inTransaction } from '@app/provider-kit/server';
import type pg from 'pg';
import type { MatchOutcome } from '../settlement';
import { resultLegs } from './legs';

/**
 * Staff set or correct a match's result: the fixture keeps it (outcome source `staff`, which the
 * feed no longer overrides), every leg gets its result, and bets already paid are owed the
 * difference (legs.ts → Adjustments.reconcile), all in one transaction. Returns the outcome it
 * replaced, or null when there is no such match.
 */
export async function setStaffResult(
  pool: pg.Pool,
  fixtureId: string,
  outcome: MatchOutcome,
): Promise<{ before: MatchOutcome | null; legs: number } | null> {
  return inTransaction(pool, async (db) => {
    const { rows } = await db.query<{ outcome: MatchOutcome | null }>(
      'SELECT outcome FROM sports_fixtures WHERE id = $1 FOR UPDATE',
      [fixtureId],
    );
    if (!rows[0]) return null;
    const played = outcome.status !== 'void';
    await db.query(
      `UPDATE sports_fixtures SET outcome = $2, outcome_source = 'staff', markets = '[]', ended_at = coalesce(ended_at, now()),
              status = $3, score_home = $4, score_away = $5, ht_home = $6, ht_away = $7
        WHERE id = $1`,
      [
        fixtureId,
        JSON.stringify(outcome),
        outcome.status === 'finished' || outcome.status === 'awarded' ? 'finished' : 'abandoned',
        played ? outcome.home : null,
        played ? outcome.away : null,
        outcome.htHome,
        outcome.htAway,
      ],
    );
    const legs = await resultLegs(db, fixtureId, outcome);
    return { before: rows[0].outcome, legs };
  });
}
