import type pg from 'pg';
import { inTransaction } from '../../db/client';

export interface PrizeRow {
  id: number;
  brand: string;
  code: string;
  label: string;
  /** staff's English label, or null (decision 177) */
  label_en: string | null;
  amount: number;
  weight: number;
  color: string;
  sort: number;
}

export type NewPrize = Omit<PrizeRow, 'id' | 'brand'>;

export interface SpinRow {
  id: number;
  player_id: number;
  brand: string;
  grant_key: string;
  prize_id: number;
  label: string;
  label_en: string | null;
  amount: number;
  draw: number;
  total_weight: number;
  journal_id: number | null;
  created_at: Date;
}

export interface AppBonusRow {
  player_id: number;
  amount: number;
  display_mode: string;
  journal_id: number | null;
  created_at: Date;
}

/** SQL of the events module; nothing else touches its tables. */
export class EventsRepository {
  constructor(readonly pool: pg.Pool) {}

  /**
   * Inserts the brand's prizes that are missing; an existing row (maybe edited by staff) stays as
   * it is, except that a prize still labelled as the seed labels it and with no English gets the
   * seed's English (decision 177): a database seeded before the English existed gains it.
   */
  async seedPrizes(brand: string, prizes: NewPrize[]): Promise<number> {
    let inserted = 0;
    for (const p of prizes) {
      const { rows } = await this.pool.query<{ inserted: boolean }>(
        `INSERT INTO lucky_spin_prizes (brand, code, label, label_en, amount, weight, color, sort)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (brand, code) DO UPDATE SET label_en = EXCLUDED.label_en
          WHERE lucky_spin_prizes.label_en IS NULL AND lucky_spin_prizes.label = EXCLUDED.label
            AND EXCLUDED.label_en IS NOT NULL
         RETURNING (xmax = 0) AS inserted`,
        [brand, p.code, p.label, p.label_en, p.amount, p.weight, p.color, p.sort],
      );
      if (rows[0]?.inserted) inserted++;
    }
    return inserted;
  }

  /**
   * Changes one prize of the brand's table, holding every row of the table meanwhile. `confirm`
   * sees the resulting table inside the transaction (to check it and write the audit record);
   * throwing there keeps the old table. Null when the brand has no prize with this code.
   */
  async updatePrize(
    brand: string,
    code: string,
    patch: { label?: string; label_en?: string | null; amount?: number; weight?: number; enabled?: boolean },
    confirm: (
      table: (PrizeRow & { enabled: boolean })[],
      before: PrizeRow & { enabled: boolean },
      q: pg.PoolClient,
    ) => Promise<void>,
  ): Promise<PrizeRow | null> {
    return inTransaction(this.pool, async (client) => {
      const { rows } = await client.query<PrizeRow & { enabled: boolean }>(
        `SELECT id, brand, code, label, label_en, amount, weight, color, sort, enabled
           FROM lucky_spin_prizes WHERE brand = $1 ORDER BY sort, id FOR UPDATE`,
        [brand],
      );
      const before = rows.find((p) => p.code === code);
      if (!before) return null;
      const after = { ...before, ...patch };
      await client.query(
        `UPDATE lucky_spin_prizes SET label = $3, amount = $4, weight = $5, enabled = $6, label_en = $7
          WHERE brand = $1 AND code = $2`,
        [brand, code, after.label, after.amount, after.weight, after.enabled, after.label_en],
      );
      await confirm(
        rows.map((p) => (p.code === code ? after : p)),
        before,
        client,
      );
      return after;
    });
  }

  /**
   * Rewrites the brand's whole table (labels, amounts, weights, switches; codes, colours and
   * wheel order stay), holding every row meanwhile. `confirm` sees the table before and after
   * inside the transaction; throwing there keeps the old table.
   */
  async replacePrizes(
    brand: string,
    prizes: {
      code: string;
      label: string;
      label_en: string | null;
      amount: number;
      weight: number;
      enabled: boolean;
    }[],
    confirm: (
      before: (PrizeRow & { enabled: boolean })[],
      after: (PrizeRow & { enabled: boolean })[],
      q: pg.PoolClient,
    ) => Promise<void>,
  ): Promise<void> {
    await inTransaction(this.pool, async (client) => {
      const { rows } = await client.query<PrizeRow & { enabled: boolean }>(
        `SELECT id, brand, code, label, label_en, amount, weight, color, sort, enabled
           FROM lucky_spin_prizes WHERE brand = $1 ORDER BY sort, id FOR UPDATE`,
        [brand],
      );
      const byCode = new Map(prizes.map((p) => [p.code, p]));
      const after = rows.map((r) => ({ ...r, ...byCode.get(r.code) }));
      await confirm(rows, after, client);
      for (const p of after) {
        await client.query(
          `UPDATE lucky_spin_prizes SET label = $3, amount = $4, weight = $5, enabled = $6, label_en = $7
            WHERE brand = $1 AND code = $2`,
          [brand, p.code, p.label, p.amount, p.weight, p.enabled, p.label_en],
        );
      }
    });
  }

  /** The whole table, disabled prizes included (staff). */
  async allPrizes(brand: string): Promise<(PrizeRow & { enabled: boolean })[]> {
    const { rows } = await this.pool.query<PrizeRow & { enabled: boolean }>(
      `SELECT id, brand, code, label, label_en, amount, weight, color, sort, enabled
         FROM lucky_spin_prizes WHERE brand = $1 ORDER BY sort, id`,
      [brand],
    );
    return rows;
  }

  async prizes(brand: string): Promise<PrizeRow[]> {
    const { rows } = await this.pool.query<PrizeRow>(
      `SELECT id, brand, code, label, label_en, amount, weight, color, sort
         FROM lucky_spin_prizes WHERE brand = $1 AND enabled ORDER BY sort, id`,
      [brand],
    );
    return rows;
  }

  /** Records a spin unless the grant was used already: null means another request took it. */
  async insertSpin(input: {
    playerId: number;
    brand: string;
    grantKey: string;
    prize: PrizeRow;
    draw: number;
    totalWeight: number;
  }): Promise<SpinRow | null> {
    const { rows } = await this.pool.query<SpinRow>(
      `INSERT INTO lucky_spins (player_id, brand, grant_key, prize_id, label, amount, draw, total_weight, label_en)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (player_id, grant_key) DO NOTHING RETURNING *`,
      [
        input.playerId,
        input.brand,
        input.grantKey,
        input.prize.id,
        input.prize.label,
        input.prize.amount,
        input.draw,
        input.totalWeight,
        input.prize.label_en,
      ],
    );
    return rows[0] ?? null;
  }

  async usedGrants(playerId: number, grantKeys: string[]): Promise<Set<string>> {
    const { rows } = await this.pool.query<{ grant_key: string }>(
      'SELECT grant_key FROM lucky_spins WHERE player_id = $1 AND grant_key = ANY($2::text[])',
      [playerId, grantKeys],
    );
    return new Set(rows.map((r) => r.grant_key));
  }

  async setSpinJournal(spinId: number, journalId: number): Promise<void> {
    await this.pool.query('UPDATE lucky_spins SET journal_id = $2 WHERE id = $1 AND journal_id IS NULL', [
      spinId,
      journalId,
    ]);
  }

  async unpaidSpins(playerId: number): Promise<SpinRow[]> {
    const { rows } = await this.pool.query<SpinRow>(
      'SELECT * FROM lucky_spins WHERE player_id = $1 AND amount > 0 AND journal_id IS NULL ORDER BY id',
      [playerId],
    );
    return rows;
  }

  async spinHistory(playerId: number, page: number, perPage: number): Promise<{ rows: SpinRow[]; total: number }> {
    const [list, count] = await Promise.all([
      this.pool.query<SpinRow>('SELECT * FROM lucky_spins WHERE player_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3', [
        playerId,
        perPage,
        (page - 1) * perPage,
      ]),
      this.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM lucky_spins WHERE player_id = $1', [playerId]),
    ]);
    return { rows: list.rows, total: count.rows[0]?.n ?? 0 };
  }

  async appBonus(playerId: number): Promise<AppBonusRow | null> {
    const { rows } = await this.pool.query<AppBonusRow>(
      'SELECT player_id, amount, display_mode, journal_id, created_at FROM app_bonus_claims WHERE player_id = $1',
      [playerId],
    );
    return rows[0] ?? null;
  }

  /** The once-per-player gate of the app bonus: null means the player claimed it before. */
  async insertAppBonus(input: {
    playerId: number;
    amount: number;
    displayMode: string;
    userAgent: string | null;
  }): Promise<AppBonusRow | null> {
    const { rows } = await this.pool.query<AppBonusRow>(
      `INSERT INTO app_bonus_claims (player_id, amount, display_mode, user_agent) VALUES ($1, $2, $3, $4)
       ON CONFLICT (player_id) DO NOTHING RETURNING player_id, amount, display_mode, journal_id, created_at`,
      [input.playerId, input.amount, input.displayMode, input.userAgent?.slice(0, 500) ?? null],
    );
    return rows[0] ?? null;
  }

  async setAppBonusJournal(playerId: number, journalId: number): Promise<void> {
    await this.pool.query('UPDATE app_bonus_claims SET journal_id = $2 WHERE player_id = $1 AND journal_id IS NULL', [
      playerId,
      journalId,
    ]);
  }
}
