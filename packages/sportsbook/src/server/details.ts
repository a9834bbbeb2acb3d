import type pg from 'pg';
import { league } from '../leagues';
import { describeSelection, type LegResult, type MarketType } from '../markets';

/**
 * A bet's legs as lines of the platform's bet history (the wallet protocol's `meta.details`,
 * docs/provider-protocol.md): the match, the pick at its price, and how it ended.
 */
export interface RoundDetail {
  label: string;
  value: string;
  result: 'win' | 'half-win' | 'draw' | 'half-lose' | 'lose' | 'void' | 'pending';
}

const RESULT: Record<LegResult, RoundDetail['result']> = {
  win: 'win',
  half_win: 'half-win',
  push: 'draw',
  half_lose: 'half-lose',
  lose: 'lose',
  void: 'void',
};

export interface LegForDetails {
  league: string;
  home: string;
  away: string;
  market: MarketType;
  line: number | null;
  pick: string;
  odds: number;
  result: LegResult | null;
  score_home: number | null;
  score_away: number | null;
}

const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

export function legDetails(legs: LegForDetails[]): RoundDetail[] {
  return legs.map((l) => {
    const pick = describeSelection({ market: l.market, line: l.line, pick: l.pick }, l.home, l.away);
    const score = l.result !== null && l.score_home !== null ? ` · ${l.score_home}-${l.score_away}` : '';
    return {
      label: cut(`${league(l.league)?.name ?? l.league} · ${l.home} - ${l.away}`, 120),
      value: cut(`${pick} @ ${(l.odds / 1000).toFixed(2)}${score}`, 200),
      result: l.result === null ? 'pending' : RESULT[l.result],
    };
  });
}

/** The legs of a bet as history lines, read with `db` (a pool or the caller's transaction). */
export async function betDetails(db: pg.Pool | pg.PoolClient, betId: string): Promise<RoundDetail[]> {
  const { rows } = await db.query<LegForDetails>(
    `SELECT f.league, f.home, f.away, g.market, g.line, g.pick, g.odds, g.result, f.score_home, f.score_away
       FROM sports_bet_legs g JOIN sports_fixtures f ON f.id = g.fixture_id
      WHERE g.bet_id = $1 ORDER BY g.idx`,
    [betId],
  );
  return legDetails(rows);
}
