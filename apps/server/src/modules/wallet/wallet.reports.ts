import type pg from 'pg';

/** What the operator gives players: the bonus cost of NGR (decision 080). */
export const BONUS_COST_KINDS = [
  'bonus_grant',
  'refund',
  'event',
  'mission_reward',
  'giftcode',
  'tournament_prize',
  'vip_bonus',
  'free_spin_win',
] as const;

export interface GameFigures {
  key: string;
  stakes: number;
  wins: number;
  bets: number;
  players: number;
}

/**
 * A game's wins in the ledger: the `win` postings plus the result corrections made since
 * (`result_adjustment`, signed by their direction), so GGR and commissions follow a corrected
 * result. Over journal rows `j` of kinds GAME_KINDS.
 */
export const GAME_WINS_SQL = `coalesce(sum(CASE WHEN j.kind = 'win' THEN j.amount
  WHEN j.kind = 'result_adjustment' THEN CASE WHEN j.meta->>'direction' = 'debit' THEN -j.amount ELSE j.amount END END), 0)`;
/** The journal kinds behind a game's stakes and wins. */
export const GAME_KINDS_SQL = `('bet', 'win', 'result_adjustment')`;

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
              ${GAME_WINS_SQL}::bigint AS wins,
              count(*) FILTER (WHERE j.kind = 'bet')::int AS bets,
              count(DISTINCT j.player_id) FILTER (WHERE j.kind = 'bet')::int AS players
         FROM journal j
        WHERE j.scope LIKE 'game:%' AND j.kind IN ${GAME_KINDS_SQL} AND ${inDays('j.created_at')}
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

/**
 * Which journal kinds make up each figure of an agent statement's member line (docs/agents.md).
 * Bonuses are the bonus cost of the daily report without rebates, which have their own figure.
 */
export const AGENT_FIGURE_KINDS: Record<string, AgentFigure> = {
  bet: 'stakes',
  win: 'wins',
  bonus_grant: 'bonuses',
  event: 'bonuses',
  mission_reward: 'bonuses',
  giftcode: 'bonuses',
  refund: 'rebates',
  deposit: 'deposits',
  withdrawal_settle: 'withdrawals',
};
export type AgentFigure = 'stakes' | 'wins' | 'bonuses' | 'rebates' | 'deposits' | 'withdrawals';

export interface AgentGameFigure {
  playerId: number;
  provider: string | null;
  game: string | null;
  stakes: number;
  wins: number;
}

export interface AgentFigureRow {
  journalId: number;
  playerId: number;
  kind: string;
  figure: AgentFigure;
  amount: number;
  createdAt: Date;
}

// A month counts the journals created in it. A result corrected after its settlement
// (result_adjustment) counts in the wins, signed by its direction, in the month it was made. A reversal counts in the month it was made, against
// its original's figure, so a closed month never changes and a late correction shows next month
// as rows of its own; a deposit reversed by staff (deposit_reversal) lowers the deposits the same way.
// Each row also says where it was played (`scope`, `game`: a reversal the original's), for the
// report per product, which splits exactly these rows.
const FIGURE_ROWS = `
  WITH kinds AS (SELECT * FROM unnest($4::text[], $5::text[]) AS k(kind, figure))
  SELECT j.id AS journal_id, j.player_id, j.kind, k.figure, j.amount, j.created_at, j.scope, j.meta->>'game' AS game
    FROM journal j JOIN kinds k ON k.kind = j.kind
   WHERE j.player_id = ANY($1::bigint[]) AND j.created_at >= $2 AND j.created_at < $3 AND j.reversal_of IS NULL
  UNION ALL
  SELECT r.id, r.player_id, r.kind, k.figure, -r.amount, r.created_at, o.scope, o.meta->>'game'
    FROM journal r JOIN journal o ON o.id = r.reversal_of JOIN kinds k ON k.kind = o.kind
   WHERE r.player_id = ANY($1::bigint[]) AND r.created_at >= $2 AND r.created_at < $3 AND r.amount > 0
  UNION ALL
  SELECT j.id, j.player_id, j.kind, 'wins', CASE WHEN j.meta->>'direction' = 'debit' THEN -j.amount ELSE j.amount END,
         j.created_at, j.scope, j.meta->>'game'
    FROM journal j
   WHERE j.player_id = ANY($1::bigint[]) AND j.created_at >= $2 AND j.created_at < $3 AND j.kind = 'result_adjustment'
  UNION ALL
  SELECT j.id, j.player_id, j.kind, 'deposits', -j.amount, j.created_at, j.scope, NULL
    FROM journal j
   WHERE j.player_id = ANY($1::bigint[]) AND j.created_at >= $2 AND j.created_at < $3 AND j.kind = 'deposit_reversal'`;

const figureParams = (playerIds: number[], from: Date, to: Date) => [
  playerIds,
  from,
  to,
  Object.keys(AGENT_FIGURE_KINDS),
  Object.values(AGENT_FIGURE_KINDS),
];

/** The agent programme's reads of the ledger: figures per player and the rows behind them. */
export class AgentLedgerReads {
  constructor(private readonly pool: pg.Pool) {}

  async figures(playerIds: number[], from: Date, to: Date): Promise<Map<number, Record<AgentFigure, number>>> {
    const out = new Map<number, Record<AgentFigure, number>>();
    if (!playerIds.length) return out;
    const { rows } = await this.pool.query<{ player_id: string; figure: AgentFigure; amount: string }>(
      `SELECT player_id, figure, sum(amount)::bigint AS amount FROM (${FIGURE_ROWS}) f GROUP BY 1, 2`,
      figureParams(playerIds, from, to),
    );
    for (const r of rows) {
      const id = Number(r.player_id);
      const f = out.get(id) ?? { stakes: 0, wins: 0, bonuses: 0, rebates: 0, deposits: 0, withdrawals: 0 };
      f[r.figure] = Number(r.amount);
      out.set(id, f);
    }
    return out;
  }

  /**
   * Stakes and wins per player and game over the same rows as `figures` (a game is its provider,
   * from the scope `game:<provider>`, and its code; rows of no game have provider and game null).
   */
  async games(playerIds: number[], from: Date, to: Date): Promise<AgentGameFigure[]> {
    if (!playerIds.length) return [];
    const { rows } = await this.pool.query<{
      player_id: string;
      provider: string | null;
      game: string | null;
      stakes: string;
      wins: string;
    }>(
      `SELECT player_id, CASE WHEN scope LIKE 'game:%' THEN substr(scope, 6) END AS provider, game,
              coalesce(sum(amount) FILTER (WHERE figure = 'stakes'), 0)::bigint AS stakes,
              coalesce(sum(amount) FILTER (WHERE figure = 'wins'), 0)::bigint AS wins
         FROM (${FIGURE_ROWS}) f WHERE figure IN ('stakes', 'wins') GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
      figureParams(playerIds, from, to),
    );
    return rows.map((r) => ({
      playerId: Number(r.player_id),
      provider: r.provider,
      game: r.provider === null ? null : r.game,
      stakes: Number(r.stakes),
      wins: Number(r.wins),
    }));
  }

  async rows(playerId: number, from: Date, to: Date): Promise<AgentFigureRow[]> {
    const { rows } = await this.pool.query<{
      journal_id: string;
      player_id: string;
      kind: string;
      figure: AgentFigure;
      amount: string;
      created_at: Date;
    }>(
      `SELECT * FROM (${FIGURE_ROWS}) f ORDER BY created_at, journal_id LIMIT 5000`,
      figureParams([playerId], from, to),
    );
    return rows.map((r) => ({
      journalId: Number(r.journal_id),
      playerId: Number(r.player_id),
      kind: r.kind,
      figure: r.figure,
      amount: Number(r.amount),
      createdAt: r.created_at,
    }));
  }
}
