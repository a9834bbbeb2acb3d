import type pg from 'pg';
import type { LegResult, Selection } from '../markets';
import { legOutcome, type MatchOutcome } from '../settlement';
import { Adjustments } from './adjustments';

/**
 * Gives every leg on a fixture the result the outcome decides, in the caller's transaction
 * (whichever feed, or staff). Legs the outcome cannot decide yet (first-half selections of a
 * finished match whose half-time score has not arrived) stay open, unless the settlement window
 * is over (`pastWindow`): then they are void. The bet service pays bets whose legs all have a
 * result. A leg that already had a result and gets another (a corrected result) makes its bet,
 * if already paid, owed the difference (Adjustments.reconcile). Returns how many legs changed.
 */
export async function resultLegs(
  db: pg.PoolClient,
  fixtureId: string,
  outcome: MatchOutcome,
  pastWindow = false,
): Promise<number> {
  const { rows } = await db.query<{
    bet_id: string;
    idx: number;
    market: string;
    line: number | null;
    pick: string;
    result: LegResult | null;
  }>(
    // a selection the trading desk voided stays void whatever the result
    `SELECT bet_id, idx, market, line, pick, result FROM sports_bet_legs
      WHERE fixture_id = $1 AND void_reason IS NULL ORDER BY bet_id, idx`,
    [fixtureId],
  );
  let changed = 0;
  const corrected = new Set<string>();
  for (const leg of rows) {
    const r: LegResult | null = legOutcome(leg as Selection, outcome) ?? (pastWindow ? 'void' : null);
    if (r === null || r === leg.result) continue;
    await db.query('UPDATE sports_bet_legs SET result = $3 WHERE bet_id = $1 AND idx = $2', [leg.bet_id, leg.idx, r]);
    if (leg.result !== null) corrected.add(leg.bet_id);
    changed++;
  }
  // bets in id order: two corrections at once lock them in the same order
  for (const bet of [...corrected].sort()) await Adjustments.reconcile(db, bet);
  return changed;
}
