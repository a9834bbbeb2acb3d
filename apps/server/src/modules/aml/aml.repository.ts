import type { TAmlFlag, TAmlRule } from '@app/contract';
import type pg from 'pg';
import { type Db, inTransaction, type Queryable } from '../../db/client';

interface FlagRow {
  id: string;
  player_id: string;
  rule: TAmlRule;
  details: Record<string, unknown>;
  status: TAmlFlag['status'];
  raised_at: Date;
  reviewed_by: string | null;
  reviewed_at: Date | null;
  outcome_note: string | null;
}

/** A flag as stored: players and staff by id (their names come from their own modules). */
export interface StoredFlag extends Omit<TAmlFlag, 'username' | 'playerStatus' | 'reviewedBy' | 'notes'> {
  reviewedById: number | null;
  notes: { id: number; staffId: number; text: string; createdAt: string }[];
}

export interface NewFlag {
  playerId: number;
  rule: TAmlRule;
  dedupeKey: string;
  details: Record<string, unknown>;
}

const FLAG_SQL = `SELECT f.id, f.player_id, f.rule, f.details, f.status, f.raised_at, f.reviewed_by, f.reviewed_at,
                         f.outcome_note
                    FROM aml_flags f`;

export class AmlRepository {
  constructor(private readonly db: Db) {}

  /** Players among these with a bonus-abuse flag compliance has not cleared (open or confirmed). */
  async bonusAbuseHolds(playerIds: number[]): Promise<Set<number>> {
    const { rows } = await this.db.pool.query<{ player_id: string }>(
      `SELECT DISTINCT player_id FROM aml_flags
        WHERE rule = 'giftcode_abuse' AND status <> 'cleared' AND player_id = ANY($1::bigint[])`,
      [playerIds],
    );
    return new Set(rows.map((r) => Number(r.player_id)));
  }

  tx<T>(work: (c: pg.PoolClient) => Promise<T>): Promise<T> {
    return inTransaction(this.db.pool, work);
  }

  /** Raises flags; a flag for a fact already flagged is ignored. Returns how many are new. */
  async raise(flags: NewFlag[], q: Queryable = this.db.pool): Promise<number> {
    if (!flags.length) return 0;
    const res = await q.query(
      `INSERT INTO aml_flags (player_id, rule, dedupe_key, details)
       SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[], $4::jsonb[])
       ON CONFLICT (rule, player_id, dedupe_key) DO NOTHING`,
      [
        flags.map((f) => f.playerId),
        flags.map((f) => f.rule),
        flags.map((f) => f.dedupeKey),
        flags.map((f) => JSON.stringify(f.details)),
      ],
    );
    return res.rowCount ?? 0;
  }

  async hasOpen(playerId: number, q: Queryable = this.db.pool): Promise<boolean> {
    const res = await q.query(`SELECT 1 FROM aml_flags WHERE player_id = $1 AND status = 'open' LIMIT 1`, [playerId]);
    return (res.rowCount ?? 0) > 0;
  }

  /** The rules of each player's open flags (a held withdrawal says which checks hold it). */
  async openRulesOf(playerIds: number[]): Promise<Map<number, string[]>> {
    const out = new Map<number, string[]>();
    if (!playerIds.length) return out;
    const res = await this.db.pool.query<{ player_id: string; rule: string }>(
      `SELECT DISTINCT player_id, rule FROM aml_flags WHERE player_id = ANY($1::bigint[]) AND status = 'open' ORDER BY rule`,
      [playerIds],
    );
    for (const r of res.rows) out.set(Number(r.player_id), [...(out.get(Number(r.player_id)) ?? []), r.rule]);
    return out;
  }

  async openAmong(playerIds: number[]): Promise<Set<number>> {
    if (!playerIds.length) return new Set();
    const res = await this.db.pool.query<{ player_id: string }>(
      `SELECT DISTINCT player_id FROM aml_flags WHERE player_id = ANY($1::bigint[]) AND status = 'open'`,
      [playerIds],
    );
    return new Set(res.rows.map((r) => Number(r.player_id)));
  }

  async list(status: string, playerId: number | undefined): Promise<StoredFlag[]> {
    const res = await this.db.pool.query<FlagRow>(
      `${FLAG_SQL} WHERE f.status = $1 AND ($2::bigint IS NULL OR f.player_id = $2)
        ORDER BY f.raised_at ${status === 'open' ? 'ASC' : 'DESC'}, f.id LIMIT 500`,
      [status, playerId ?? null],
    );
    return this.withNotes(res.rows);
  }

  async counts(): Promise<Record<string, number>> {
    const res = await this.db.pool.query<{ status: string; n: number }>(
      'SELECT status, count(*)::int AS n FROM aml_flags GROUP BY status',
    );
    return Object.fromEntries(res.rows.map((r) => [r.status, r.n]));
  }

  async get(id: number, q: Queryable = this.db.pool, forUpdate = false): Promise<StoredFlag | null> {
    const res = await q.query<FlagRow>(`${FLAG_SQL} WHERE f.id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [id]);
    return res.rows[0] ? ((await this.withNotes(res.rows, q))[0] ?? null) : null;
  }

  async addNote(q: Queryable, flagId: number, staffId: number, text: string): Promise<void> {
    await q.query('INSERT INTO aml_flag_notes (flag_id, staff_id, text) VALUES ($1, $2, $3)', [flagId, staffId, text]);
  }

  async close(q: Queryable, id: number, outcome: 'cleared' | 'confirmed', staffId: number, note: string) {
    await q.query(
      `UPDATE aml_flags SET status = $2, reviewed_by = $3, reviewed_at = now(), outcome_note = $4 WHERE id = $1`,
      [id, outcome, staffId, note],
    );
  }

  private async withNotes(rows: FlagRow[], q: Queryable = this.db.pool): Promise<StoredFlag[]> {
    const ids = rows.map((r) => r.id);
    const notes = ids.length
      ? (
          await q.query<{ flag_id: string; id: string; staff_id: string; text: string; created_at: Date }>(
            `SELECT flag_id, id, staff_id, text, created_at FROM aml_flag_notes
              WHERE flag_id = ANY($1::bigint[]) ORDER BY id`,
            [ids],
          )
        ).rows
      : [];
    return rows.map((r) => ({
      id: Number(r.id),
      playerId: Number(r.player_id),
      rule: r.rule,
      details: r.details,
      status: r.status,
      raisedAt: r.raised_at.toISOString(),
      reviewedById: r.reviewed_by === null ? null : Number(r.reviewed_by),
      reviewedAt: r.reviewed_at?.toISOString() ?? null,
      outcomeNote: r.outcome_note,
      notes: notes
        .filter((n) => n.flag_id === r.id)
        .map((n) => ({
          id: Number(n.id),
          staffId: Number(n.staff_id),
          text: n.text,
          createdAt: n.created_at.toISOString(),
        })),
    }));
  }
}
