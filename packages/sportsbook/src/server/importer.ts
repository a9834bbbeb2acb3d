import { randomUUID } from 'node:crypto';
import { inTransaction } from '@app/provider-kit/server';
import type pg from 'pg';
import type { FeedFixture } from '../feeds/football-data';
import type { FeedOdds } from '../feeds/the-odds-api';
import type { MarketType } from '../markets';
import type { PricedMarket } from '../model';
import { MIN_ODDS } from '../odds';
import { type MatchOutcome, sameOutcome } from '../settlement';
import { resultLegs } from './legs';
import { asBook, type MarginBook } from './settings';

/** Team names as different feeds spell them: "Brighton & Hove Albion FC" = "Brighton and Hove Albion". */
export function teamKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/\b(a?fc|cf|sc|ac)\b/g, ' ')
    .replace(/[^a-z0-9]/g, '');
}

/**
 * A bookmaker's prices with at least the staff's margin: when a market's overround is below
 * `1 + margin`, every price is scaled down to reach it (rounded down to 0.01, never below 1.01).
 */
export function withStaffMargin(markets: PricedMarket[], margins: Record<MarketType, number>): PricedMarket[] {
  return markets.map((m) => {
    const overround = m.selections.reduce((s, x) => s + 1000 / x.odds, 0);
    const target = 1 + margins[m.market];
    if (overround >= target) return m;
    const scale = overround / target;
    return {
      ...m,
      selections: m.selections.map((x) => ({
        ...x,
        odds: Math.max(MIN_ODDS, Math.floor((x.odds * scale) / 10) * 10),
      })),
    };
  });
}

interface Existing {
  id: string;
  outcome: MatchOutcome | null;
  outcome_source: string | null;
}

/**
 * Stores what a real feed published: fixtures, live scores and results (football-data.org) and
 * prices (The Odds API), matched to fixtures by league, kick-off and team names. A final outcome
 * results the fixture's legs (the bet service then pays them); a later, different outcome (the
 * half-time score arriving after full time) results what it newly decides. A match the
 * settlement window voided, or whose result staff set, keeps it. Idempotent: the same answer
 * imported twice changes nothing more.
 */
export async function importFeed(
  pool: pg.Pool,
  input: { fixtures?: FeedFixture[]; odds?: FeedOdds[]; margins: Record<MarketType, number> | MarginBook },
): Promise<{ fixtures: number; priced: number; resulted: number }> {
  return inTransaction(pool, async (db) => {
    let fixtures = 0;
    let priced = 0;
    let resulted = 0;
    for (const f of input.fixtures ?? []) {
      const { rows } = await db.query<Existing>(
        'SELECT id, outcome, outcome_source FROM sports_fixtures WHERE source = $1 AND external_id = $2 FOR UPDATE',
        [f.source, f.externalId],
      );
      const existing = rows[0];
      const id = existing?.id ?? randomUUID();
      const state = [
        f.kickoff,
        f.status,
        f.minute ?? 0,
        f.score?.home ?? null,
        f.score?.away ?? null,
        f.halfTime?.home ?? null,
        f.halfTime?.away ?? null,
      ];
      if (!existing) {
        await db.query(
          `INSERT INTO sports_fixtures (id, source, external_id, league, home, away, kickoff, original_kickoff, status, lambda_home,
                                        lambda_away, markets, minute, score_home, score_away, ht_home, ht_away)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8, 0, 0, '[]', $9, $10, $11, $12, $13)`,
          [id, f.source, f.externalId, f.league, f.home, f.away, ...state],
        );
      } else if (existing.outcome_source !== 'window' && existing.outcome_source !== 'staff') {
        await db.query(
          `UPDATE sports_fixtures SET kickoff = $2, status = $3, minute = $4, score_home = $5, score_away = $6, ht_home = $7,
                  ht_away = $8, markets = CASE WHEN $3 = 'scheduled' THEN markets ELSE '[]'::jsonb END
            WHERE id = $1`,
          [id, ...state],
        );
      }
      fixtures++;
      const final = existing?.outcome_source === 'window' || existing?.outcome_source === 'staff';
      if (f.result && !final && !sameOutcome(existing?.outcome ?? null, f.result)) {
        await db.query(
          `UPDATE sports_fixtures SET outcome = $2, outcome_source = 'feed', ended_at = coalesce(ended_at, now()), markets = '[]'
            WHERE id = $1`,
          [id, JSON.stringify(f.result)],
        );
        await resultLegs(db, id, f.result);
        resulted++;
      }
    }
    for (const o of input.odds ?? []) {
      // the fixture the results feed listed: same league, same kick-off, same teams
      const { rows } = await db.query<{ id: string; league: string; home: string; away: string }>(
        `SELECT id, league, home, away FROM sports_fixtures WHERE league = $1 AND kickoff = $2 AND status = 'scheduled' AND source <> 'sandbox'`,
        [o.league, o.kickoff],
      );
      const match = rows.find((r) => teamKey(r.home) === teamKey(o.home) && teamKey(r.away) === teamKey(o.away));
      if (!match || o.markets.length === 0) continue;
      await db.query(
        `UPDATE sports_fixtures SET markets = $2, odds_version = odds_version + 1, odds_updated_at = now() WHERE id = $1`,
        [match.id, JSON.stringify(withStaffMargin(o.markets, asBook(input.margins)(match.league)))],
      );
      priced++;
    }
    return { fixtures, priced, resulted };
  });
}
