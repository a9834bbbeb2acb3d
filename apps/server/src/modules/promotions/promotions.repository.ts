import type pg from 'pg';
import { inTransaction, type Queryable } from '../../db/client';

export interface PromotionRow {
  slug: string;
  kind: 'first_deposit' | 'refund';
  rule: unknown;
  enabled: boolean;
  sort: number;
}

export interface BonusRow {
  id: number;
  player_id: number;
  brand: string;
  promotion_slug: string;
  deposit_id: number;
  deposit_amount: number;
  bonus_amount: number;
  wager_required: number;
  wager_progress: number;
  rule: unknown;
  status: 'active' | 'completed' | 'cancelled' | 'expired';
  grant_journal_id: number | null;
  settle_journal_id: number | null;
  expires_at: Date;
  created_at: Date;
  ended_at: Date | null;
}

export interface NewBonus {
  playerId: number;
  brand: string;
  promotionSlug: string;
  depositId: number;
  depositAmount: number;
  bonusAmount: number;
  wagerRequired: number;
  rule: unknown;
  expiresAt: Date;
}

/** SQL of promotions and player bonuses; nothing else touches these tables. */
export class PromotionsRepository {
  constructor(readonly pool: pg.Pool) {}

  async list(brand: string): Promise<PromotionRow[]> {
    const { rows } = await this.pool.query<PromotionRow>(
      'SELECT slug, kind, rule, enabled, sort FROM promotions WHERE brand = $1 AND enabled ORDER BY sort, id',
      [brand],
    );
    return rows;
  }

  async find(brand: string, slug: string, on: Queryable = this.pool): Promise<PromotionRow | null> {
    const { rows } = await on.query<PromotionRow>(
      'SELECT slug, kind, rule, enabled, sort FROM promotions WHERE brand = $1 AND slug = $2 AND enabled',
      [brand, slug],
    );
    return rows[0] ?? null;
  }

  async listAll(brand: string): Promise<PromotionRow[]> {
    const { rows } = await this.pool.query<PromotionRow>(
      'SELECT slug, kind, rule, enabled, sort FROM promotions WHERE brand = $1 ORDER BY sort, id',
      [brand],
    );
    return rows;
  }

  /** Locks the row, lets `change` compute the new values, writes them; null when there is no such promotion. */
  async update<T>(
    brand: string,
    slug: string,
    change: (before: PromotionRow, client: pg.PoolClient) => Promise<{ rule: unknown; enabled: boolean; result: T }>,
  ): Promise<T | null> {
    return inTransaction(this.pool, async (client) => {
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`promotions:${brand}`]);
      const { rows } = await client.query<PromotionRow>(
        'SELECT slug, kind, rule, enabled, sort FROM promotions WHERE brand = $1 AND slug = $2 FOR UPDATE',
        [brand, slug],
      );
      if (!rows[0]) return null;
      const next = await change(rows[0], client);
      await client.query('UPDATE promotions SET rule = $3, enabled = $4 WHERE brand = $1 AND slug = $2', [
        brand,
        slug,
        JSON.stringify(next.rule),
        next.enabled,
      ]);
      return next.result;
    });
  }

  /**
   * Adds a promotion at the end of the brand's list; `confirm` runs in the same transaction (the
   * audit record) and sees whether another refund rule runs. Null when the slug is taken.
   */
  async create<T>(
    brand: string,
    p: { slug: string; kind: string; rule: unknown; enabled: boolean },
    confirm: (client: pg.PoolClient, otherRefundRunning: boolean) => Promise<T>,
  ): Promise<T | null> {
    return inTransaction(this.pool, async (client) => {
      // one brand's promotions change one at a time: the one-running-refund check cannot race
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`promotions:${brand}`]);
      const { rows } = await client.query<{ slug: string }>(
        `INSERT INTO promotions (brand, slug, kind, rule, enabled, sort)
         SELECT $1, $2, $3, $4, $5, coalesce(max(sort), 0) + 1 FROM promotions WHERE brand = $1
         ON CONFLICT (brand, slug) DO NOTHING RETURNING slug`,
        [brand, p.slug, p.kind, JSON.stringify(p.rule), p.enabled],
      );
      if (!rows[0]) return null;
      return confirm(client, await this.refundRunning(client, brand, p.slug));
    });
  }

  /** Whether a refund promotion other than `slug` is running for the brand. */
  async refundRunning(on: Queryable, brand: string, slug: string): Promise<boolean> {
    const { rows } = await on.query(
      `SELECT 1 FROM promotions WHERE brand = $1 AND kind = 'refund' AND enabled AND slug <> $2 LIMIT 1`,
      [brand, slug],
    );
    return rows.length > 0;
  }

  /** Inserts what is missing and leaves existing rows (staff may have edited them) alone. */
  async seed(rows: { brand: string; slug: string; kind: string; rule: unknown; sort: number }[]): Promise<number> {
    let inserted = 0;
    for (const r of rows) {
      const res = await this.pool.query(
        `INSERT INTO promotions (brand, slug, kind, rule, sort) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (brand, slug) DO NOTHING`,
        [r.brand, r.slug, r.kind, JSON.stringify(r.rule), r.sort],
      );
      inserted += res.rowCount ?? 0;
    }
    return inserted;
  }

  /**
   * The bonus for a deposit, created if the player has no running bonus. Null when another
   * bonus is running (the one-active index refused it) and none exists for this deposit.
   */
  async insertBonus(b: NewBonus, q: Pick<pg.PoolClient, 'query'> = this.pool): Promise<BonusRow | null> {
    await q.query(
      `INSERT INTO player_bonuses (player_id, brand, promotion_slug, deposit_id, deposit_amount, bonus_amount,
                                   wager_required, rule, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING`,
      [
        b.playerId,
        b.brand,
        b.promotionSlug,
        b.depositId,
        b.depositAmount,
        b.bonusAmount,
        b.wagerRequired,
        JSON.stringify(b.rule),
        b.expiresAt,
      ],
    );
    const { rows } = await q.query<BonusRow>('SELECT * FROM player_bonuses WHERE deposit_id = $1', [b.depositId]);
    return rows[0] ?? null;
  }

  async byId(id: number): Promise<BonusRow | null> {
    const { rows } = await this.pool.query<BonusRow>('SELECT * FROM player_bonuses WHERE id = $1', [id]);
    return rows[0] ?? null;
  }

  async active(playerId: number): Promise<BonusRow | null> {
    const { rows } = await this.pool.query<BonusRow>(
      `SELECT * FROM player_bonuses WHERE player_id = $1 AND status = 'active'`,
      [playerId],
    );
    return rows[0] ?? null;
  }

  async ofPlayer(playerId: number, limit: number): Promise<BonusRow[]> {
    const { rows } = await this.pool.query<BonusRow>(
      'SELECT * FROM player_bonuses WHERE player_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2',
      [playerId, limit],
    );
    return rows;
  }

  async setGrantJournal(id: number, journalId: number): Promise<void> {
    await this.pool.query('UPDATE player_bonuses SET grant_journal_id = $2 WHERE id = $1', [id, journalId]);
  }

  async setSettleJournal(id: number, journalId: number): Promise<void> {
    await this.pool.query('UPDATE player_bonuses SET settle_journal_id = $2 WHERE id = $1', [id, journalId]);
  }

  /**
   * Counts one settled stake toward the player's running bonus, at most once per source, and
   * completes the bonus when the requirement is reached. Serialised per bonus by the row lock.
   * `settledAt`: a stake settled before the bonus ended counts even if it is delivered after.
   */
  async addWager(
    playerId: number,
    source: string,
    stake: number,
    settledAt: Date,
    countedOf: (bonus: BonusRow) => number,
  ): Promise<{ bonus: BonusRow; counted: number } | null> {
    // Most settlements are of players without a bonus: one statement, no transaction. A bonus
    // opened after this look was opened after the settlement, which it would not count anyway.
    const { rowCount } = await this.pool.query(
      `SELECT 1 FROM player_bonuses WHERE player_id = $1 AND status = 'active' AND expires_at > $2`,
      [playerId, settledAt],
    );
    if (!rowCount) return null;
    return inTransaction(this.pool, async (client) => {
      const { rows } = await client.query<BonusRow>(
        `SELECT * FROM player_bonuses WHERE player_id = $1 AND status = 'active' AND expires_at > $2 FOR UPDATE`,
        [playerId, settledAt],
      );
      const bonus = rows[0];
      const counted = bonus ? countedOf(bonus) : 0;
      // negative: a correction voided a counted stake
      if (!bonus || counted === 0) return null;
      const ins = await client.query(
        'INSERT INTO bonus_wagers (bonus_id, source, stake, counted) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
        [bonus.id, source, stake, counted],
      );
      if (!ins.rowCount) return null;
      // the sum of what was counted, not a running total: a voided stake's negative row may be
      // delivered before the settlement it takes back, and the order must not change the result
      const upd = await client.query<BonusRow>(
        `WITH total AS (SELECT greatest(0, coalesce(sum(counted), 0)) AS v FROM bonus_wagers WHERE bonus_id = $1)
         UPDATE player_bonuses
            SET wager_progress = total.v,
                status = CASE WHEN total.v >= wager_required THEN 'completed' ELSE status END,
                ended_at = CASE WHEN total.v >= wager_required THEN now() ELSE ended_at END
           FROM total
          WHERE id = $1 RETURNING player_bonuses.*`,
        [bonus.id],
      );
      return { bonus: upd.rows[0]!, counted };
    });
  }

  /** active -> cancelled; null when the player has no running bonus. */
  async cancel(playerId: number): Promise<BonusRow | null> {
    const { rows } = await this.pool.query<BonusRow>(
      `UPDATE player_bonuses SET status = 'cancelled', ended_at = now()
        WHERE player_id = $1 AND status = 'active' RETURNING *`,
      [playerId],
    );
    return rows[0] ?? null;
  }

  /** active bonuses past their end -> expired. */
  /** Running bonuses whose end is at or before `before`. */
  async dueForExpiry(before: Date): Promise<{ id: number; player_id: number }[]> {
    const { rows } = await this.pool.query<{ id: number; player_id: number }>(
      `SELECT id, player_id FROM player_bonuses WHERE status = 'active' AND expires_at <= $1 ORDER BY id LIMIT 1000`,
      [before],
    );
    return rows;
  }

  /** Ends these bonuses as expired, those still running; returns the ids this call ended. */
  async expire(ids: number[], now: Date): Promise<number[]> {
    if (ids.length === 0) return [];
    const { rows } = await this.pool.query<{ id: number }>(
      `UPDATE player_bonuses SET status = 'expired', ended_at = $2
        WHERE id = ANY($1::bigint[]) AND status = 'active' RETURNING id`,
      [ids, now],
    );
    return rows.map((r) => r.id);
  }

  /** Bonuses whose grant or final money move has not been written yet. */
  async unfinished(): Promise<BonusRow[]> {
    const { rows } = await this.pool.query<BonusRow>(
      `SELECT * FROM player_bonuses
        WHERE grant_journal_id IS NULL OR (status <> 'active' AND settle_journal_id IS NULL)
        ORDER BY id LIMIT 1000`,
    );
    return rows;
  }
}

export interface RefundPayoutRow {
  id: number;
  player_id: number;
  day: string;
  promotion_slug: string;
  turnover: number;
  amount: number;
  journal_id: number | null;
  created_at: Date;
}

/** SQL of the daily refund (hoàn trả). */
export class RefundsRepository {
  constructor(readonly pool: pg.Pool) {}

  async recordStake(s: { source: string; playerId: number; day: string; stake: number; sports: boolean }) {
    await this.pool.query(
      `INSERT INTO refund_stakes (source, player_id, day, stake, sports) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (source) DO NOTHING`,
      [s.source, s.playerId, s.day, s.stake, s.sports],
    );
  }

  /** One payout row per player with turnover that day; rows already there stay as they are. */
  async playersOfDay(day: string): Promise<number[]> {
    const { rows } = await this.pool.query<{ player_id: string }>(
      'SELECT DISTINCT player_id FROM refund_stakes WHERE day = $1',
      [day],
    );
    return rows.map((r) => Number(r.player_id));
  }

  /** One payout per player and day; `extras` adds a player's VIP rate (percent) to both rates. */
  async createPayouts(
    day: string,
    slug: string,
    ratePercent: number,
    sportsRatePercent: number,
    extras: Map<number, number> = new Map(),
  ): Promise<number> {
    const res = await this.pool.query(
      `INSERT INTO refund_payouts (player_id, day, promotion_slug, turnover, amount)
       SELECT player_id, $1, $2, turnover, amount FROM (
         SELECT s.player_id, sum(s.stake) AS turnover,
                floor(coalesce(sum(s.stake) FILTER (WHERE NOT s.sports), 0) * ($3::numeric + coalesce(max(x.extra), 0)) / 100)
              + floor(coalesce(sum(s.stake) FILTER (WHERE s.sports), 0) * ($4::numeric + coalesce(max(x.extra), 0)) / 100) AS amount
           FROM refund_stakes s
           LEFT JOIN json_to_recordset($5::json) AS x(player_id bigint, extra numeric) ON x.player_id = s.player_id
          WHERE s.day = $1 GROUP BY s.player_id
       ) t WHERE amount > 0
       ON CONFLICT (player_id, day) DO NOTHING`,
      [
        day,
        slug,
        String(ratePercent),
        String(sportsRatePercent),
        JSON.stringify([...extras].map(([player_id, extra]) => ({ player_id, extra }))),
      ],
    );
    return res.rowCount ?? 0;
  }

  async unpaid(limit = 1000): Promise<RefundPayoutRow[]> {
    const { rows } = await this.pool.query<RefundPayoutRow>(
      'SELECT * FROM refund_payouts WHERE journal_id IS NULL ORDER BY id LIMIT $1',
      [limit],
    );
    return rows;
  }

  async setJournal(id: number, journalId: number): Promise<void> {
    await this.pool.query('UPDATE refund_payouts SET journal_id = $2 WHERE id = $1', [id, journalId]);
  }

  async ofPlayer(playerId: number, limit: number, offset: number) {
    const [page, count] = await Promise.all([
      this.pool.query<RefundPayoutRow>(
        'SELECT * FROM refund_payouts WHERE player_id = $1 ORDER BY day DESC LIMIT $2 OFFSET $3',
        [playerId, limit, offset],
      ),
      this.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM refund_payouts WHERE player_id = $1', [playerId]),
    ]);
    return { rows: page.rows, total: count.rows[0]!.n };
  }
}
