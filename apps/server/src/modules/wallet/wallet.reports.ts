import type pg from 'pg';

/** What the operator gives players: the bonus cost of NGR (decision 080). */
export const BONUS_COST_KINDS = [
  'bonus_grant',
  'refund',
  'event',
  'mission_reward',
  'giftcode',
  'tournament_prize',
] as const;

export interface GameFigures {
  key: string;
  stakes: number;
  wins: number;
  bets: number;
  players: number;
}

// a Vietnam calendar day range over a timestamp column
const inDays = (col: string) =>
  `${col} >= ($1::date)::timestamp AT TIME ZONE 'Asia/Ho_Chi_Minh' AND ${col} < ($2::date + 1)::timestamp AT TIME ZONE 'Asia/Ho_Chi_Minh'`;

/**
 * The ledger's figures for staff reports (decisions 080, 098), read by the wallet that owns the
 * journal: game postings by provider or by game (a rolled-back bet or win counts for nothing),
 * and what was given to players by kind. The same rules as the daily report, so every
 * breakdown sums to the day's totals.
 */
export class WalletReports {
  constructor(private readonly pool: pg.Pool) {}

  /** By provider, by game, or all games together (`all`: one row, players counted once). */
  async games(from: string, to: string, by: 'game' | 'provider' | 'all'): Promise<GameFigures[]> {
    // the provider is the scope's suffix (game:<provider>); bets and wins carry the game code in meta
    const key =
      by === 'all'
        ? `'all'`
        : by === 'provider'
          ? `substr(j.scope, 6)`
          : `substr(j.scope, 6) || '/' || coalesce(j.meta->>'game', '?')`;
    const { rows } = await this.pool.query<{
      key: string;
      stakes: string;
      wins: string;
      bets: number;
      players: number;
    }>(
      `SELECT ${key} AS key,
              coalesce(sum(j.amount) FILTER (WHERE j.kind = 'bet'), 0)::bigint AS stakes,
              coalesce(sum(j.amount) FILTER (WHERE j.kind = 'win'), 0)::bigint AS wins,
              count(*) FILTER (WHERE j.kind = 'bet')::int AS bets,
              count(DISTINCT j.player_id) FILTER (WHERE j.kind = 'bet')::int AS players
         FROM journal j
        WHERE j.scope LIKE 'game:%' AND j.kind IN ('bet', 'win') AND ${inDays('j.created_at')}
          AND NOT EXISTS (SELECT 1 FROM journal r WHERE r.reversal_of = j.id)
        GROUP BY 1 ORDER BY 1`,
      [from, to],
    );
    return rows.map((r) => ({ ...r, stakes: Number(r.stakes), wins: Number(r.wins) }));
  }

  async bonusCost(from: string, to: string): Promise<{ kind: string; amount: number; players: number }[]> {
    const { rows } = await this.pool.query<{ kind: string; amount: string; players: number }>(
      `SELECT j.kind, sum(j.amount)::bigint AS amount, count(DISTINCT j.player_id)::int AS players
         FROM journal j
        WHERE j.kind = ANY($3::text[]) AND ${inDays('j.created_at')}
          AND NOT EXISTS (SELECT 1 FROM journal r WHERE r.reversal_of = j.id)
        GROUP BY 1 ORDER BY 1`,
      [from, to, [...BONUS_COST_KINDS]],
    );
    return rows.map((r) => ({ kind: r.kind, amount: Number(r.amount), players: r.players }));
  }
}
