import type pg from 'pg';
import type { Queryable } from '../../db/client';

export interface GrantRow {
  id: number;
  player_id: number;
  source: string;
  origin: { origin: string; name: string };
  provider: string;
  games: string[];
  line_bet: number;
  rounds: number;
  used: number;
  status: 'active' | 'used' | 'expired';
  expires_at: Date;
  created_at: Date;
  ended_at: Date | null;
  won?: number;
}

export interface SpinRow {
  grant_id: number;
  reference: string;
  player_id: number;
  round: string;
  game: string;
  status: 'taken' | 'paid' | 'refunded';
  win: number;
  journal_id: number | null;
}

export interface NewGrant {
  playerId: number;
  source: string;
  origin: { origin: string; name: string };
  provider: string;
  games: string[];
  lineBet: number;
  rounds: number;
  expiresAt: Date;
}

const grantOf = (r: Record<string, unknown>): GrantRow =>
  ({
    ...r,
    id: Number(r.id),
    player_id: Number(r.player_id),
    ...(r.won !== undefined ? { won: Number(r.won) } : {}),
  }) as GrantRow;

const spinOf = (r: Record<string, unknown>): SpinRow =>
  ({
    ...r,
    grant_id: Number(r.grant_id),
    player_id: Number(r.player_id),
    win: Number(r.win),
    journal_id: r.journal_id === null ? null : Number(r.journal_id),
  }) as SpinRow;

/** The free-round tables (decision 164); nothing else reads or writes them. */
export class FreeSpinsRepository {
  constructor(readonly pool: pg.Pool) {}

  /** The grant of `source`, made now unless it exists: `created` says which. */
  async insertGrant(g: NewGrant, on: Queryable = this.pool): Promise<{ grant: GrantRow; created: boolean }> {
    const { rows } = await on.query(
      `INSERT INTO free_round_grants (player_id, source, origin, provider, games, line_bet, rounds, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (source) DO NOTHING RETURNING *`,
      [g.playerId, g.source, JSON.stringify(g.origin), g.provider, g.games, g.lineBet, g.rounds, g.expiresAt],
    );
    if (rows[0]) return { grant: grantOf(rows[0]), created: true };
    const found = await on.query('SELECT * FROM free_round_grants WHERE source = $1', [g.source]);
    return { grant: grantOf(found.rows[0]), created: false };
  }

  async bySource(source: string): Promise<GrantRow | null> {
    const { rows } = await this.pool.query('SELECT * FROM free_round_grants WHERE source = $1', [source]);
    return rows[0] ? grantOf(rows[0]) : null;
  }

  async forUpdate(c: Queryable, id: number): Promise<GrantRow | null> {
    const { rows } = await c.query('SELECT * FROM free_round_grants WHERE id = $1 FOR UPDATE', [id]);
    return rows[0] ? grantOf(rows[0]) : null;
  }

  /** The player's grants with the sum won on each, newest first (the account's list and history). */
  async ofPlayer(playerId: number, limit = 50): Promise<GrantRow[]> {
    const { rows } = await this.pool.query(
      `SELECT g.*, coalesce((SELECT sum(s.win) FROM free_round_spins s
                             WHERE s.grant_id = g.id AND s.status = 'paid'), 0) AS won
         FROM free_round_grants g WHERE g.player_id = $1 ORDER BY g.id DESC LIMIT $2`,
      [playerId, limit],
    );
    return rows.map(grantOf);
  }

  async spin(c: Queryable, grantId: number, reference: string): Promise<SpinRow | null> {
    const { rows } = await c.query('SELECT * FROM free_round_spins WHERE grant_id = $1 AND reference = $2', [
      grantId,
      reference,
    ]);
    return rows[0] ? spinOf(rows[0]) : null;
  }

  /** The round's spin of this player (a result names the round, not the bet's reference). */
  async spinOfRound(c: Queryable, playerId: number, grantId: number, round: string): Promise<SpinRow | null> {
    const { rows } = await c.query(
      `SELECT * FROM free_round_spins WHERE player_id = $1 AND grant_id = $2 AND round = $3 AND status <> 'refunded'
        ORDER BY created_at DESC LIMIT 1`,
      [playerId, grantId, round],
    );
    return rows[0] ? spinOf(rows[0]) : null;
  }

  async insertSpin(
    c: Queryable,
    s: { grantId: number; reference: string; playerId: number; round: string; game: string },
  ) {
    await c.query(
      `INSERT INTO free_round_spins (grant_id, reference, player_id, round, game) VALUES ($1, $2, $3, $4, $5)`,
      [s.grantId, s.reference, s.playerId, s.round, s.game],
    );
  }

  /** Counts a round taken (or given back) and moves the grant between active and used. */
  async setUsed(c: Queryable, id: number, used: number) {
    await c.query(
      `UPDATE free_round_grants SET used = $2,
              status = CASE WHEN $2 >= rounds THEN 'used' ELSE 'active' END,
              ended_at = CASE WHEN $2 >= rounds THEN now() ELSE NULL END
        WHERE id = $1 AND status <> 'expired'`,
      [id, used],
    );
  }

  async markSpin(
    c: Queryable,
    grantId: number,
    reference: string,
    status: 'paid' | 'refunded',
    paid?: { win: number; journalId: number | null },
  ) {
    await c.query(
      `UPDATE free_round_spins SET status = $3, win = coalesce($4, win), journal_id = $5,
              paid_at = CASE WHEN $3 = 'paid' THEN now() ELSE paid_at END
        WHERE grant_id = $1 AND reference = $2`,
      [grantId, reference, status, paid?.win ?? null, paid?.journalId ?? null],
    );
  }

  /** The grant a bet reference took its round from (a refund names only the reference). */
  async grantOfSpin(playerId: number, reference: string): Promise<number | null> {
    const { rows } = await this.pool.query(
      'SELECT grant_id FROM free_round_spins WHERE player_id = $1 AND reference = $2 LIMIT 1',
      [playerId, reference],
    );
    return rows[0] ? Number(rows[0].grant_id) : null;
  }

  /** Active grants whose time is up: marked expired in one statement, returned for the audit. */
  async expire(now: Date): Promise<GrantRow[]> {
    const { rows } = await this.pool.query(
      `UPDATE free_round_grants SET status = 'expired', ended_at = $1
        WHERE status = 'active' AND expires_at <= $1 RETURNING *`,
      [now],
    );
    return rows.map(grantOf);
  }
}
