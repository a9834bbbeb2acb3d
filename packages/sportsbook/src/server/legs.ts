import type pg from 'pg';
import { type LegResult, type MatchResult, type Selection, settleSelection } from '../markets';

/**
 * Marks every open leg on a fixture with its result, in the caller's transaction (the feed's
 * full-time step, whichever feed). The bet service pays bets whose legs are all resulted.
 */
export async function resultLegs(db: pg.PoolClient, fixtureId: string, result: MatchResult): Promise<number> {
  const { rows } = await db.query<{ bet_id: string; idx: number; market: string; line: number | null; pick: string }>(
    'SELECT bet_id, idx, market, line, pick FROM sports_bet_legs WHERE fixture_id = $1 AND result IS NULL',
    [fixtureId],
  );
  for (const leg of rows) {
    const r: LegResult = settleSelection(leg as Selection, result);
    await db.query('UPDATE sports_bet_legs SET result = $3 WHERE bet_id = $1 AND idx = $2', [leg.bet_id, leg.idx, r]);
  }
  return rows.length;
}
