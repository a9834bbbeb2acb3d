import type { PoolClient } from 'pg';
import type { Db } from '../../db/client';

export interface BankAccountRow {
  id: number;
  player_id: number;
  bank_bin: string;
  account_number: string;
  holder_name: string;
  status: 'verifying' | 'verified' | 'rejected';
  reject_reason: string | null;
  reviewed_by: number | null;
  created_at: Date;
  verified_at: Date | null;
}

/** SQL of the bank_accounts table; nothing else touches it. */
export class BanksRepository {
  constructor(private readonly db: Db) {}

  async listByPlayer(playerId: number): Promise<BankAccountRow[]> {
    const res = await this.db.pool.query<BankAccountRow>(
      `SELECT * FROM bank_accounts WHERE player_id = $1 ORDER BY id`,
      [playerId],
    );
    return res.rows;
  }

  /**
   * Which of `playerIds` hold an account (any status: a refused duplicate is a signal too) with
   * the same number, or in the same holder's name, as one of `playerId`'s accounts.
   */
  async sharedWith(playerId: number, playerIds: number[]): Promise<{ playerId: number; detail: string }[]> {
    const res = await this.db.pool.query<{ player_id: string; detail: string }>(
      `SELECT DISTINCT ON (m.player_id) m.player_id,
              CASE WHEN m.bank_bin = a.bank_bin AND m.account_number = a.account_number
                   THEN 'number:' || a.bank_bin || '/' || a.account_number ELSE 'holder:' || a.holder_name END AS detail
         FROM bank_accounts a
         JOIN bank_accounts m ON m.player_id = ANY($2::bigint[]) AND m.player_id <> a.player_id
          AND ((m.bank_bin = a.bank_bin AND m.account_number = a.account_number) OR m.holder_name = a.holder_name)
        WHERE a.player_id = $1
        ORDER BY m.player_id, (m.bank_bin = a.bank_bin AND m.account_number = a.account_number) DESC`,
      [playerId, playerIds],
    );
    return res.rows.map((r) => ({ playerId: Number(r.player_id), detail: r.detail }));
  }

  async find(id: number): Promise<BankAccountRow | null> {
    const res = await this.db.pool.query<BankAccountRow>('SELECT * FROM bank_accounts WHERE id = $1', [id]);
    return res.rows[0] ?? null;
  }

  /** Serialises adds per player so the per-player maximum holds under concurrency. */
  async lockPlayer(client: PoolClient, playerId: number): Promise<void> {
    await client.query(`SELECT pg_advisory_xact_lock(hashtext('bank_accounts'), $1::int)`, [playerId % 2_147_483_647]);
  }

  async countActive(client: PoolClient, playerId: number): Promise<number> {
    const res = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM bank_accounts WHERE player_id = $1 AND status <> 'rejected'`,
      [playerId],
    );
    return res.rows[0]?.n ?? 0;
  }

  async findActiveByNumber(client: PoolClient, bankBin: string, accountNumber: string): Promise<BankAccountRow | null> {
    const res = await client.query<BankAccountRow>(
      `SELECT * FROM bank_accounts WHERE bank_bin = $1 AND account_number = $2 AND status <> 'rejected'`,
      [bankBin, accountNumber],
    );
    return res.rows[0] ?? null;
  }

  async insert(
    client: PoolClient,
    row: { playerId: number; bankBin: string; accountNumber: string; holderName: string },
  ): Promise<BankAccountRow> {
    const res = await client.query<BankAccountRow>(
      `INSERT INTO bank_accounts (player_id, bank_bin, account_number, holder_name) VALUES ($1, $2, $3, $4) RETURNING *`,
      [row.playerId, row.bankBin, row.accountNumber, row.holderName],
    );
    return res.rows[0]!;
  }

  async lockForReview(client: PoolClient, id: number): Promise<BankAccountRow | null> {
    const res = await client.query<BankAccountRow>('SELECT * FROM bank_accounts WHERE id = $1 FOR UPDATE', [id]);
    return res.rows[0] ?? null;
  }

  async setStatus(
    client: PoolClient,
    id: number,
    status: 'verified' | 'rejected',
    staffId: number,
    reason: string | null,
  ): Promise<BankAccountRow> {
    const res = await client.query<BankAccountRow>(
      `UPDATE bank_accounts
          SET status = $2, reviewed_by = $3, reject_reason = $4, updated_at = now(),
              verified_at = CASE WHEN $2 = 'verified' THEN now() ELSE verified_at END
        WHERE id = $1 RETURNING *`,
      [id, status, staffId, reason],
    );
    return res.rows[0]!;
  }

  async listForStaff(filter: { status?: string; playerId?: number; page: number; perPage: number }) {
    const where: string[] = [];
    const params: unknown[] = [];
    if (filter.status) {
      params.push(filter.status);
      where.push(`status = $${params.length}`);
    }
    if (filter.playerId) {
      params.push(filter.playerId);
      where.push(`player_id = $${params.length}`);
    }
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const total = await this.db.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM bank_accounts ${clause}`,
      params,
    );
    const res = await this.db.pool.query<BankAccountRow>(
      `SELECT * FROM bank_accounts ${clause} ORDER BY id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, filter.perPage, (filter.page - 1) * filter.perPage],
    );
    return { rows: res.rows, total: total.rows[0]?.n ?? 0 };
  }
}
