import type pg from 'pg';
import type { LegResult, Selection } from '../markets';
import { legOutcome, type MatchOutcome } from '../settlement';

/**
 * Gives every leg on a fixture the result the outcome decides, in the caller's transaction
 * (whichever feed, or staff). Legs the outcome cannot decide yet (first-half selections of a
 * finished match whose half-time score has not arrived) stay open, unless the settlement window
 * is over (`pastWindow`): then they are void. The bet service pays bets whose legs all have a
 * result. Returns how many legs changed.
 */
export async function resultLegs(
  db: pg.PoolClient,
  fixtureId: string,
  outcome: MatchOutcome,
  pastWindow = false,
): Promise<number> {
  const { rows } = await db.query<{ bet_id: string; idx: number; market: string; line: number | null; pick: string }>(
    'SELECT bet_id, idx, market, line, pick FROM sports_bet_legs WHERE fixture_id = $1 AND result IS NULL',
    [fixtureId],
  );
  let changed = 0;
  for (const leg of rows) {
    const r: LegResult | null = legOutcome(leg as Selection, outcome) ?? (pastWindow ? 'void' : null);
    if (r === null) continue;
    await db.query('UPDATE sports_bet_legs SET result = $3 WHERE bet_id = $1 AND idx = $2', [leg.bet_id, leg.idx, r]);
    changed++;
  }
  return changed;
}
