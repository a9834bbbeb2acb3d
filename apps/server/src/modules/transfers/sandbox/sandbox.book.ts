import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { inTransaction } from '../../../db/client';

/*
 * The sandbox providers' own books (IM and WS168 sandboxes, decision 134): a wallet per player
 * in hundredths of the provider's unit, the transfers it accepted under the operator's order
 * ids, and its tickets. In the database, so a sandbox answers its status call truthfully after
 * our server was killed between sending a transfer and recording the answer.
 */

export type SandboxProtocol = 'im' | 'ws168';
export type SandboxTransfer = 'done' | 'insufficient' | 'no_player' | 'duplicate';

export interface SandboxBet {
  betId: string;
  player: string;
  stake: number;
  payout: number | null;
  status: 'open' | 'settled' | 'cancelled';
  detail: Record<string, unknown>;
  betAt: Date;
  updatedAt: Date;
}

export class SandboxBook {
  constructor(
    private readonly pool: pg.Pool,
    readonly protocol: SandboxProtocol,
  ) {}

  async register(player: string): Promise<'created' | 'exists'> {
    const res = await this.pool.query(
      `INSERT INTO transfer_sandbox_players (protocol, player) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
      [this.protocol, player],
    );
    return res.rowCount === 1 ? 'created' : 'exists';
  }

  async balance(player: string): Promise<number | null> {
    const res = await this.pool.query<{ balance: string }>(
      `SELECT balance FROM transfer_sandbox_players WHERE protocol = $1 AND player = $2`,
      [this.protocol, player],
    );
    return res.rows[0] ? Number(res.rows[0].balance) : null;
  }

  /** A transfer (+ in, - out) under the operator's order id, applied at most once. */
  async transfer(orderId: string, player: string, cents: number): Promise<SandboxTransfer> {
    return inTransaction(this.pool, async (c) => {
      const inserted = await c.query(
        `INSERT INTO transfer_sandbox_orders (protocol, order_id, player, amount, status)
         VALUES ($1, $2, $3, $4, 'failed') ON CONFLICT DO NOTHING`,
        [this.protocol, orderId, player, cents],
      );
      if (inserted.rowCount !== 1) return 'duplicate';
      const moved = await c.query(
        `UPDATE transfer_sandbox_players SET balance = balance + $3
          WHERE protocol = $1 AND player = $2 AND balance + $3 >= 0`,
        [this.protocol, player, cents],
      );
      if (moved.rowCount === 1) {
        await c.query(`UPDATE transfer_sandbox_orders SET status = 'done' WHERE protocol = $1 AND order_id = $2`, [
          this.protocol,
          orderId,
        ]);
        return 'done';
      }
      const exists = await c.query(`SELECT 1 FROM transfer_sandbox_players WHERE protocol = $1 AND player = $2`, [
        this.protocol,
        player,
      ]);
      return exists.rowCount === 1 ? 'insufficient' : 'no_player';
    });
  }

  async order(orderId: string): Promise<{ status: 'done' | 'failed'; amount: number; player: string } | null> {
    const res = await this.pool.query<{ status: 'done' | 'failed'; amount: string; player: string }>(
      `SELECT status, amount, player FROM transfer_sandbox_orders WHERE protocol = $1 AND order_id = $2`,
      [this.protocol, orderId],
    );
    const r = res.rows[0];
    return r ? { status: r.status, amount: Number(r.amount), player: r.player } : null;
  }

  /**
   * A ticket staked with the sandbox wallet: the stake leaves the player's balance and the ticket
   * stays open until the event it is on has a result (`settle`).
   */
  async place(player: string, stake: number, detail: Record<string, unknown>): Promise<SandboxBet | 'insufficient'> {
    return inTransaction(this.pool, async (c) => {
      const moved = await c.query(
        `UPDATE transfer_sandbox_players SET balance = balance - $3
          WHERE protocol = $1 AND player = $2 AND balance >= $3`,
        [this.protocol, player, stake],
      );
      if (moved.rowCount !== 1) return 'insufficient' as const;
      const betId = `${Date.now()}${randomBytes(3).toString('hex')}`;
      const res = await c.query<{ bet_at: Date; updated_at: Date }>(
        `INSERT INTO transfer_sandbox_bets (protocol, bet_id, player, stake, payout, status, detail)
         VALUES ($1, $2, $3, $4, NULL, 'open', $5) RETURNING bet_at, updated_at`,
        [this.protocol, betId, player, stake, JSON.stringify(detail)],
      );
      return {
        betId,
        player,
        stake,
        payout: null,
        status: 'open' as const,
        detail,
        betAt: res.rows[0]!.bet_at,
        updatedAt: res.rows[0]!.updated_at,
      };
    });
  }

  /** Open tickets, oldest first, for the settlement pass. */
  async open(limit = 200): Promise<SandboxBet[]> {
    const res = await this.pool.query<BetRow>(
      `SELECT bet_id, player, stake, payout, status, detail, bet_at, updated_at FROM transfer_sandbox_bets
        WHERE protocol = $1 AND status = 'open' ORDER BY bet_at LIMIT $2`,
      [this.protocol, limit],
    );
    return res.rows.map(betOf);
  }

  /**
   * Settles (or cancels, paying the stake back) an open ticket once: the ticket is claimed by its
   * status in the same transaction as the payout reaches the wallet, so two passes pay it once.
   */
  async settle(
    betId: string,
    payout: number,
    status: 'settled' | 'cancelled',
    result: Record<string, unknown>,
  ): Promise<boolean> {
    return inTransaction(this.pool, async (c) => {
      const claimed = await c.query<{ player: string }>(
        `UPDATE transfer_sandbox_bets SET status = $3, payout = $4, detail = detail || $5::jsonb, updated_at = now()
          WHERE protocol = $1 AND bet_id = $2 AND status = 'open' RETURNING player`,
        [this.protocol, betId, status, payout, JSON.stringify(result)],
      );
      const player = claimed.rows[0]?.player;
      if (!player) return false;
      if (payout > 0)
        await c.query(
          `UPDATE transfer_sandbox_players SET balance = balance + $3 WHERE protocol = $1 AND player = $2`,
          [this.protocol, player, payout],
        );
      return true;
    });
  }

  /** A player's latest tickets (the game screen's list). */
  async ofPlayer(player: string, limit = 20): Promise<SandboxBet[]> {
    const res = await this.pool.query<BetRow>(
      `SELECT bet_id, player, stake, payout, status, detail, bet_at, updated_at FROM transfer_sandbox_bets
        WHERE protocol = $1 AND player = $2 ORDER BY bet_at DESC, bet_id DESC LIMIT $3`,
      [this.protocol, player, limit],
    );
    return res.rows.map(betOf);
  }

  /** Tickets changed in [from, to), oldest first, one page. */
  async bets(from: Date, to: Date, page: number, size: number): Promise<{ list: SandboxBet[]; total: number }> {
    const [rows, total] = await Promise.all([
      this.pool.query<BetRow>(
        `SELECT bet_id, player, stake, payout, status, detail, bet_at, updated_at FROM transfer_sandbox_bets
          WHERE protocol = $1 AND updated_at >= $2 AND updated_at < $3
          ORDER BY updated_at, bet_id LIMIT $4 OFFSET $5`,
        [this.protocol, from, to, size, (page - 1) * size],
      ),
      this.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM transfer_sandbox_bets WHERE protocol = $1 AND updated_at >= $2 AND updated_at < $3`,
        [this.protocol, from, to],
      ),
    ]);
    return { total: total.rows[0]?.n ?? 0, list: rows.rows.map(betOf) };
  }
}

interface BetRow {
  bet_id: string;
  player: string;
  stake: string;
  payout: string | null;
  status: SandboxBet['status'];
  detail: Record<string, unknown>;
  bet_at: Date;
  updated_at: Date;
}

const betOf = (r: BetRow): SandboxBet => ({
  betId: r.bet_id,
  player: r.player,
  stake: Number(r.stake),
  payout: r.payout === null ? null : Number(r.payout),
  status: r.status,
  detail: r.detail,
  betAt: r.bet_at,
  updatedAt: r.updated_at,
});

/** Hundredths of a unit from a wire amount with at most two decimals; null otherwise. */
export function centsOf(amount: number): number | null {
  if (!Number.isFinite(amount)) return null;
  const cents = Math.round(amount * 100);
  if (Math.abs(cents - amount * 100) > 1e-6 || !Number.isSafeInteger(cents)) return null;
  return cents;
}

export const unitsOf = (cents: number): number => cents / 100;
