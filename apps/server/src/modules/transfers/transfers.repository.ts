import type pg from 'pg';
import type { Queryable } from '../../db/client';

/** The catalogue game a transfer provider's tickets are counted and shown under: its lobby tile. */
export const TICKET_GAME = 'lobby';

export interface OrderRow {
  id: string;
  account: string;
  playerId: number;
  direction: 'to' | 'from';
  amount: number;
  status: 'sending' | 'done' | 'failed';
  lastAnswer: string;
  checks: number;
  reason: string;
  createdAt: Date;
  resolvedAt: Date | null;
}

export interface PositionRow {
  account: string;
  playerId: number;
  providerPlayer: string;
  registered: boolean;
  held: number;
  providerBalance: number | null;
  balanceAt: Date | null;
  openSince: Date | null;
  lastSeenAt: Date;
}

const ORDER = `id, account, player_id::float8 AS "playerId", direction, amount::float8 AS amount, status,
  last_answer AS "lastAnswer", checks::float8 AS checks, reason, created_at AS "createdAt", resolved_at AS "resolvedAt"`;
const POSITION = `account, player_id::float8 AS "playerId", provider_player AS "providerPlayer", registered,
  held::float8 AS held, provider_balance::float8 AS "providerBalance", balance_at AS "balanceAt",
  open_since AS "openSince", last_seen_at AS "lastSeenAt"`;

/** The transfer mechanism's tables (transfers.schema.ts); the sandboxes keep theirs in sandbox.book.ts. */
export class TransfersRepository {
  constructor(readonly pool: pg.Pool) {}

  /** The player's settled play at every transfer provider in the current Vietnam periods (by settlement time). */
  async settledPlay(
    playerId: number,
    on: Queryable = this.pool,
  ): Promise<{ period: 'day' | 'week' | 'month'; loss: number; wager: number }[]> {
    const { rows } = await on.query<{ period: 'day' | 'week' | 'month'; loss: number; wager: number }>(
      `SELECT p.period,
              coalesce(sum(-b.posted) FILTER (WHERE b.settled_at >= p.starts), 0)::float8 AS loss,
              coalesce(sum(b.stake) FILTER (WHERE b.settled_at >= p.starts), 0)::float8 AS wager
         FROM wallet_vn_periods(now()) p
         LEFT JOIN transfer_bets b ON b.player_id = $1 AND b.status = 'settled'
        GROUP BY p.period`,
      [playerId],
    );
    return rows;
  }

  async position(account: string, playerId: number, on: Queryable = this.pool): Promise<PositionRow | null> {
    const r = await on.query<PositionRow>(
      `SELECT ${POSITION} FROM transfer_positions WHERE account = $1 AND player_id = $2`,
      [account, playerId],
    );
    return r.rows[0] ?? null;
  }

  async positions(playerId: number): Promise<PositionRow[]> {
    return (
      await this.pool.query<PositionRow>(
        `SELECT ${POSITION} FROM transfer_positions WHERE player_id = $1 ORDER BY account`,
        [playerId],
      )
    ).rows;
  }

  async ensurePosition(account: string, playerId: number, providerPlayer: string): Promise<PositionRow> {
    await this.pool.query(
      `INSERT INTO transfer_positions (account, player_id, provider_player) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
      [account, playerId, providerPlayer],
    );
    return (await this.position(account, playerId))!;
  }

  async markRegistered(account: string, playerId: number): Promise<void> {
    await this.pool.query(`UPDATE transfer_positions SET registered = true WHERE account = $1 AND player_id = $2`, [
      account,
      playerId,
    ]);
  }

  async setBalance(account: string, playerId: number, balance: number): Promise<void> {
    await this.pool.query(
      `UPDATE transfer_positions SET provider_balance = $3, balance_at = now() WHERE account = $1 AND player_id = $2`,
      [account, playerId, balance],
    );
  }

  async setOpen(account: string, playerId: number, open: boolean): Promise<void> {
    await this.pool.query(
      `UPDATE transfer_positions SET open_since = CASE WHEN $3 THEN coalesce(open_since, now()) END, last_seen_at = now()
        WHERE account = $1 AND player_id = $2`,
      [account, playerId, open],
    );
  }

  async touch(playerId: number): Promise<void> {
    await this.pool.query(
      `UPDATE transfer_positions SET last_seen_at = now() WHERE player_id = $1 AND open_since IS NOT NULL`,
      [playerId],
    );
  }

  /**
   * Moves our figure of the money at the provider; a transfer (`transfer`) moves the provider's
   * last known balance by the same amount, a bet result (already in that balance) does not.
   */
  async addHeld(c: Queryable, account: string, playerId: number, delta: number, transfer = false): Promise<void> {
    await c.query(
      `UPDATE transfer_positions SET held = held + $3,
              provider_balance = CASE WHEN $4 THEN provider_balance + $3 ELSE provider_balance END
        WHERE account = $1 AND player_id = $2`,
      [account, playerId, delta, transfer],
    );
  }

  /** Positions whose game was left open longer than the idle time. */
  async idle(olderThan: Date): Promise<{ account: string; playerId: number }[]> {
    return (
      await this.pool.query<{ account: string; playerId: number }>(
        `SELECT account, player_id::float8 AS "playerId" FROM transfer_positions
          WHERE open_since IS NOT NULL AND last_seen_at < $1 LIMIT 200`,
        [olderThan],
      )
    ).rows;
  }

  async insertOrder(
    c: Queryable,
    o: Pick<OrderRow, 'id' | 'account' | 'playerId' | 'direction' | 'amount' | 'reason'>,
  ): Promise<void> {
    await c.query(
      `INSERT INTO transfer_orders (id, account, player_id, direction, amount, status, reason)
       VALUES ($1, $2, $3, $4, $5, 'sending', $6)`,
      [o.id, o.account, o.playerId, o.direction, o.amount, o.reason],
    );
  }

  async order(id: string, on: Queryable = this.pool): Promise<OrderRow | null> {
    return (await on.query<OrderRow>(`SELECT ${ORDER} FROM transfer_orders WHERE id = $1`, [id])).rows[0] ?? null;
  }

  /** Claims the resolution of a sending order: only one caller gets the row back. */
  async resolveOrder(c: Queryable, id: string, status: 'done' | 'failed', answer: string): Promise<OrderRow | null> {
    const r = await c.query<OrderRow>(
      `UPDATE transfer_orders SET status = $2, last_answer = $3, resolved_at = now()
        WHERE id = $1 AND status = 'sending' RETURNING ${ORDER}`,
      [id, status, answer.slice(0, 300)],
    );
    return r.rows[0] ?? null;
  }

  async noteAnswer(id: string, answer: string): Promise<void> {
    await this.pool.query(
      `UPDATE transfer_orders SET last_answer = $2, checks = checks + 1 WHERE id = $1 AND status = 'sending'`,
      [id, answer.slice(0, 300)],
    );
  }

  async sending(olderThan: Date, account?: string, playerId?: number): Promise<OrderRow[]> {
    return (
      await this.pool.query<OrderRow>(
        `SELECT ${ORDER} FROM transfer_orders WHERE status = 'sending' AND created_at <= $1
           AND ($2::text IS NULL OR account = $2) AND ($3::bigint IS NULL OR player_id = $3)
         ORDER BY created_at LIMIT 200`,
        [olderThan, account ?? null, playerId ?? null],
      )
    ).rows;
  }

  async recentOrders(playerId: number, limit: number): Promise<OrderRow[]> {
    return (
      await this.pool.query<OrderRow>(
        `SELECT ${ORDER} FROM transfer_orders WHERE player_id = $1 ORDER BY created_at DESC LIMIT $2`,
        [playerId, limit],
      )
    ).rows;
  }

  /** Sums per player and account: money in transit each way. */
  async inTransit(playerId: number): Promise<Map<string, number>> {
    const r = await this.pool.query<{ account: string; amount: number }>(
      `SELECT account, sum(amount)::float8 AS amount FROM transfer_orders WHERE player_id = $1 AND status = 'sending' GROUP BY account`,
      [playerId],
    );
    return new Map(r.rows.map((x) => [x.account, x.amount]));
  }

  async playerByProviderId(account: string, providerPlayer: string, on: Queryable = this.pool): Promise<number | null> {
    const r = await on.query<{ id: number }>(
      `SELECT player_id::float8 AS id FROM transfer_positions WHERE account = $1 AND provider_player = $2`,
      [account, providerPlayer],
    );
    return r.rows[0]?.id ?? null;
  }

  /**
   * Settled tickets over the Vietnam days [from, to] by settlement time, as the staff reports
   * count game play: by provider (`im`), by game (`im/lobby`) or all together.
   */
  async figures(
    from: string,
    to: string,
    by: 'game' | 'provider' | 'all',
  ): Promise<{ key: string; stakes: number; wins: number; bets: number; players: number }[]> {
    const key = by === 'all' ? `'all'` : by === 'provider' ? 'account' : `account || '/' || $3`;
    const { rows } = await this.pool.query<{
      key: string;
      stakes: number;
      wins: number;
      bets: number;
      players: number;
    }>(
      `SELECT ${key} AS key, sum(stake)::float8 AS stakes, sum(stake + net)::float8 AS wins, count(*)::int AS bets,
              count(DISTINCT player_id)::int AS players
         FROM transfer_bets
        WHERE status = 'settled'
          AND settled_at >= ($1::date)::timestamp AT TIME ZONE 'Asia/Ho_Chi_Minh'
          AND settled_at < ($2::date + 1)::timestamp AT TIME ZONE 'Asia/Ho_Chi_Minh'
        GROUP BY 1 ORDER BY 1`,
      by === 'game' ? [from, to, TICKET_GAME] : [from, to],
    );
    return rows;
  }

  /** The player's tickets at the transfer providers of the last `days` days, newest first, and how many there are. */
  async tickets(playerId: number, days: number, limit: number): Promise<{ rows: TicketRow[]; total: number }> {
    const { rows } = await this.pool.query<TicketRow & { total: string }>(
      `SELECT account, bet_id AS "betId", stake::float8 AS stake, net::float8 AS net, status, detail, bet_at AS "betAt",
              count(*) OVER () AS total
         FROM transfer_bets
        WHERE player_id = $1 AND bet_at >= now() - make_interval(days => $2)
        ORDER BY bet_at DESC, bet_id DESC
        LIMIT $3`,
      [playerId, days, limit],
    );
    return { rows, total: rows.length ? Number(rows[0]!.total) : 0 };
  }
}

export interface TicketRow {
  account: string;
  betId: string;
  stake: number;
  /** payout - stake, once settled */
  net: number | null;
  status: 'open' | 'settled' | 'cancelled';
  detail: Partial<Record<'match' | 'market' | 'pick' | 'odds' | 'result', string>>;
  betAt: Date;
}
