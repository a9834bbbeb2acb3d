import type pg from 'pg';
import { inTransaction } from '../../db/client';

export interface GiftcodeRow {
  id: number;
  code: string;
  kind: 'standard' | 'newbie';
  amount: number;
  turnover: number;
  max_uses: number;
  uses: number;
  batch_id: string | null;
  expires_at: Date | null;
  note: string;
  created_by: number;
  created_at: Date;
}

export interface RedemptionRow {
  id: number;
  giftcode_id: number;
  player_id: number;
  code: string;
  kind: 'standard' | 'newbie';
  amount: number;
  required_bet: number;
  current_bet: number;
  status: 'pending' | 'eligible' | 'forfeited';
  journal_id: number | null;
  forfeit_amount: number | null;
  forfeit_journal_id: number | null;
  forfeited_at: Date | null;
  created_at: Date;
  eligible_at: Date | null;
}

export interface NewGiftcode {
  code: string;
  kind: 'standard' | 'newbie';
  amount: number;
  turnover: number;
  maxUses: number;
  batchId: string | null;
  expiresAt: Date | null;
  note: string;
  createdBy: number;
}

/** SQL of gift codes and their redemptions; nothing else touches these tables. */
export class GiftcodesRepository {
  constructor(readonly pool: pg.Pool) {}

  async tx<T>(work: (c: pg.PoolClient) => Promise<T>): Promise<T> {
    return inTransaction(this.pool, work);
  }

  /** Counts an attempt in the player's current window; returns the count including this one. */
  async hitAttempt(playerId: number, windowSeconds: number): Promise<number> {
    const { rows } = await this.pool.query<{ attempts: number }>(
      `INSERT INTO giftcode_attempts (player_id, window_started_at, attempts) VALUES ($1, now(), 1)
       ON CONFLICT (player_id) DO UPDATE SET
         attempts = CASE WHEN giftcode_attempts.window_started_at <= now() - make_interval(secs => $2)
                         THEN 1 ELSE giftcode_attempts.attempts + 1 END,
         window_started_at = CASE WHEN giftcode_attempts.window_started_at <= now() - make_interval(secs => $2)
                                  THEN now() ELSE giftcode_attempts.window_started_at END
       RETURNING attempts`,
      [playerId, windowSeconds],
    );
    return rows[0]!.attempts;
  }

  /** Serialises one player's redemptions (a pending code must block the next one). */
  async lockPlayer(c: pg.PoolClient, playerId: number): Promise<void> {
    await c.query(`SELECT pg_advisory_xact_lock(hashtext('giftcode:player'), $1::int)`, [playerId % 2_147_483_647]);
  }

  async pendingOf(q: pg.PoolClient | pg.Pool, playerId: number, forUpdate = false): Promise<RedemptionRow | null> {
    const { rows } = await q.query<RedemptionRow>(
      `SELECT * FROM giftcode_redemptions WHERE player_id = $1 AND status = 'pending' ORDER BY id LIMIT 1${forUpdate ? ' FOR UPDATE' : ''}`,
      [playerId],
    );
    return rows[0] ?? null;
  }

  async markForfeited(c: pg.PoolClient, id: number, amount: number): Promise<RedemptionRow> {
    const { rows } = await c.query<RedemptionRow>(
      `UPDATE giftcode_redemptions SET status = 'forfeited', forfeit_amount = $2, forfeited_at = now()
        WHERE id = $1 AND status = 'pending' RETURNING *`,
      [id, amount],
    );
    return rows[0]!;
  }

  async redemptionForUpdate(c: pg.PoolClient, id: number): Promise<RedemptionRow> {
    const { rows } = await c.query<RedemptionRow>('SELECT * FROM giftcode_redemptions WHERE id = $1 FOR UPDATE', [id]);
    return rows[0]!;
  }

  /** Lowers a forfeit whose take-back found less cash than when it was decided. */
  async lowerForfeit(c: pg.PoolClient, id: number, amount: number): Promise<RedemptionRow> {
    const { rows } = await c.query<RedemptionRow>(
      'UPDATE giftcode_redemptions SET forfeit_amount = least(forfeit_amount, $2) WHERE id = $1 RETURNING *',
      [id, amount],
    );
    return rows[0]!;
  }

  async setForfeitJournal(c: pg.PoolClient, id: number, journalId: number): Promise<RedemptionRow> {
    const { rows } = await c.query<RedemptionRow>(
      'UPDATE giftcode_redemptions SET forfeit_journal_id = $2 WHERE id = $1 RETURNING *',
      [id, journalId],
    );
    return rows[0]!;
  }

  /** Forfeits whose take-back is not in the ledger yet. */
  async unfinishedForfeits(playerId: number): Promise<RedemptionRow[]> {
    const { rows } = await this.pool.query<RedemptionRow>(
      `SELECT * FROM giftcode_redemptions
        WHERE player_id = $1 AND status = 'forfeited' AND forfeit_amount > 0 AND forfeit_journal_id IS NULL`,
      [playerId],
    );
    return rows;
  }

  async codeForUpdate(c: pg.PoolClient, code: string): Promise<GiftcodeRow | null> {
    const { rows } = await c.query<GiftcodeRow>('SELECT * FROM giftcodes WHERE code = $1 FOR UPDATE', [code]);
    return rows[0] ?? null;
  }

  async hasRedeemed(c: pg.PoolClient, giftcodeId: number, playerId: number, kind: string): Promise<boolean> {
    const { rows } = await c.query(
      `SELECT 1 FROM giftcode_redemptions WHERE player_id = $1 AND (giftcode_id = $2 OR ($3 = 'newbie' AND kind = 'newbie'))`,
      [playerId, giftcodeId, kind],
    );
    return rows.length > 0;
  }

  async redeem(c: pg.PoolClient, code: GiftcodeRow, playerId: number): Promise<RedemptionRow> {
    await c.query('UPDATE giftcodes SET uses = uses + 1 WHERE id = $1', [code.id]);
    const required = code.amount * code.turnover;
    const { rows } = await c.query<RedemptionRow>(
      `INSERT INTO giftcode_redemptions (giftcode_id, player_id, code, kind, amount, required_bet, status, eligible_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, CASE WHEN $7 = 'eligible' THEN now() END) RETURNING *`,
      [code.id, playerId, code.code, code.kind, code.amount, required, required > 0 ? 'pending' : 'eligible'],
    );
    return rows[0]!;
  }

  async redemptionOf(c: pg.PoolClient, giftcodeId: number, playerId: number): Promise<RedemptionRow | null> {
    const { rows } = await c.query<RedemptionRow>(
      'SELECT * FROM giftcode_redemptions WHERE giftcode_id = $1 AND player_id = $2',
      [giftcodeId, playerId],
    );
    return rows[0] ?? null;
  }

  async setJournal(id: number, journalId: number): Promise<void> {
    await this.pool.query('UPDATE giftcode_redemptions SET journal_id = $2 WHERE id = $1', [id, journalId]);
  }

  async uncredited(playerId: number): Promise<RedemptionRow[]> {
    const { rows } = await this.pool.query<RedemptionRow>(
      'SELECT * FROM giftcode_redemptions WHERE player_id = $1 AND journal_id IS NULL',
      [playerId],
    );
    return rows;
  }

  /**
   * The codes entered in the last `days` days, plus a still pending one whatever its age: it
   * blocks new codes and withdrawals, so the player must always be able to see its progress.
   */
  async history(
    playerId: number,
    days: number,
    limit: number,
    offset: number,
  ): Promise<{ rows: RedemptionRow[]; total: number }> {
    const where = `player_id = $1 AND (created_at > now() - make_interval(days => $2) OR status = 'pending')`;
    const [page, count] = await Promise.all([
      this.pool.query<RedemptionRow>(
        `SELECT * FROM giftcode_redemptions WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
        [playerId, days, limit, offset],
      ),
      this.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM giftcode_redemptions WHERE ${where}`, [
        playerId,
        days,
      ]),
    ]);
    return { rows: page.rows, total: count.rows[0]!.n };
  }

  /** Counts a settled stake toward the player's pending redemption, once per source. */
  async addWager(playerId: number, source: string, stake: number, settledAt: Date): Promise<RedemptionRow | null> {
    // Most settlements are of players without a pending code: one statement, no transaction.
    const { rowCount } = await this.pool.query(
      `SELECT 1 FROM giftcode_redemptions WHERE player_id = $1 AND status = 'pending' AND created_at <= $2`,
      [playerId, settledAt],
    );
    if (!rowCount) return null;
    return this.tx(async (c) => {
      const { rows } = await c.query<RedemptionRow>(
        `SELECT * FROM giftcode_redemptions WHERE player_id = $1 AND status = 'pending' AND created_at <= $2
          ORDER BY id LIMIT 1 FOR UPDATE`,
        [playerId, settledAt],
      );
      const r = rows[0];
      if (!r) return null;
      const ins = await c.query(
        'INSERT INTO giftcode_wagers (redemption_id, source, stake) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
        [r.id, source, stake],
      );
      if (!ins.rowCount) return null;
      // the sum of the counted stakes, so a voided stake (negative) arriving first changes nothing in the end
      const upd = await c.query<RedemptionRow>(
        `WITH total AS (SELECT greatest(0, coalesce(sum(stake), 0)) AS v FROM giftcode_wagers WHERE redemption_id = $1)
         UPDATE giftcode_redemptions
            SET current_bet = total.v,
                status = CASE WHEN total.v >= required_bet THEN 'eligible' ELSE status END,
                eligible_at = CASE WHEN total.v >= required_bet THEN now() ELSE eligible_at END
           FROM total
          WHERE id = $1 RETURNING giftcode_redemptions.*`,
        [r.id],
      );
      return upd.rows[0]!;
    });
  }

  /** The newest newbie code with uses left and not expired. */
  async newbieOnOffer(): Promise<{ code: string; amount: string; turnover: number; expires_at: Date | null } | null> {
    const { rows } = await this.pool.query<{ code: string; amount: string; turnover: number; expires_at: Date | null }>(
      `SELECT code, amount, turnover, expires_at FROM giftcodes
        WHERE kind = 'newbie' AND uses < max_uses AND (expires_at IS NULL OR expires_at > now())
        ORDER BY created_at DESC, id DESC LIMIT 1`,
    );
    return rows[0] ?? null;
  }

  async insertCode(q: pg.PoolClient | pg.Pool, g: NewGiftcode): Promise<GiftcodeRow | null> {
    const { rows } = await q.query<GiftcodeRow>(
      `INSERT INTO giftcodes (code, kind, amount, turnover, max_uses, batch_id, expires_at, note, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (code) DO NOTHING RETURNING *`,
      [g.code, g.kind, g.amount, g.turnover, g.maxUses, g.batchId, g.expiresAt, g.note, g.createdBy],
    );
    return rows[0] ?? null;
  }

  async listCodes(
    batchId: string | null,
    limit: number,
    offset: number,
  ): Promise<{ rows: GiftcodeRow[]; total: number }> {
    const where = batchId ? 'WHERE batch_id = $1' : 'WHERE $1::text IS NULL';
    const [page, count] = await Promise.all([
      this.pool.query<GiftcodeRow>(`SELECT * FROM giftcodes ${where} ORDER BY id DESC LIMIT $2 OFFSET $3`, [
        batchId,
        limit,
        offset,
      ]),
      this.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM giftcodes ${where}`, [batchId]),
    ]);
    return { rows: page.rows, total: count.rows[0]!.n };
  }
}
