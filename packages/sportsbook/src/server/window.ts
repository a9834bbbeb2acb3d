import { inTransaction } from '@app/provider-kit/server';
import type pg from 'pg';
import type { MatchOutcome } from '../settlement';
import { resultLegs } from './legs';

const NOT_PLAYED: MatchOutcome = { status: 'void', home: 0, away: 0, htHome: null, htAway: null };

/**
 * The end of the settlement window (docs/sports.md): a match still without a final outcome
 * `windowMs` after its first announced kick-off (postponed, suspended, or a feed that never said
 * it ended) is void; a finished match's selections still waiting for a score (its half-time
 * score never came) are void. Safe on any instance at any time: each fixture is taken under its
 * row lock and closed once. Returns how many fixtures it closed.
 */
export async function closeOverdue(pool: pg.Pool, windowMs: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - windowMs);
  const { rows } = await pool.query<{ id: string }>(
    `SELECT f.id FROM sports_fixtures f
      WHERE coalesce(f.original_kickoff, f.kickoff) < $1
        AND (f.outcome IS NULL OR EXISTS (SELECT 1 FROM sports_bet_legs g WHERE g.fixture_id = f.id AND g.result IS NULL))
      ORDER BY f.kickoff LIMIT 100`,
    [cutoff],
  );
  let closed = 0;
  for (const { id } of rows) {
    const done = await inTransaction(pool, async (db) => {
      const { rows: locked } = await db.query<{ outcome: MatchOutcome | null }>(
        `SELECT outcome FROM sports_fixtures WHERE id = $1 AND coalesce(original_kickoff, kickoff) < $2 FOR UPDATE SKIP LOCKED`,
        [id, cutoff],
      );
      const f = locked[0];
      if (!f) return false;
      if (f.outcome === null) {
        await db.query(
          `UPDATE sports_fixtures SET outcome = $2, outcome_source = 'window', markets = '[]', ended_at = coalesce(ended_at, $3),
                  status = CASE WHEN status IN ('scheduled', 'live', 'suspended') THEN 'abandoned' ELSE status END
            WHERE id = $1`,
          [id, JSON.stringify(NOT_PLAYED), now],
        );
      }
      await resultLegs(db, id, f.outcome ?? NOT_PLAYED, true);
      return true;
    });
    if (done) closed++;
  }
  return closed;
}
