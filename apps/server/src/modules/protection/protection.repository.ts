import type { TProtectionLimitKind, TProtectionPeriod } from '@app/contract';
import type pg from 'pg';
import { inTransaction } from '../../db/client';

/** Anything that runs a query: the pool, or a client inside a transaction. */
export type Q = Pick<pg.Pool, 'query'> | pg.PoolClient;

export interface LimitRow {
  player_id: number;
  kind: TProtectionLimitKind;
  period: TProtectionPeriod;
  amount: number | null;
  pending_amount: number | null;
  pending_at: Date | null;
}

export interface SettingsRow {
  reminder_minutes: number;
  session_minutes: number;
  pending_session_minutes: number | null;
  pending_session_at: Date | null;
}

export interface AuditRow {
  action: string;
  kind: string | null;
  period: string | null;
  old_amount: number | null;
  new_amount: number | null;
  effective_at: Date;
  created_at: Date;
}

export interface NewAudit {
  playerId: number;
  action: string;
  kind?: string | null;
  period?: string | null;
  oldAmount?: number | null;
  newAmount?: number | null;
  effectiveAt: Date;
  details?: Record<string, unknown>;
}

/** SQL of player protection; nothing else touches these tables. */
export class ProtectionRepository {
  constructor(readonly pool: pg.Pool) {}

  async tx<T>(fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    return inTransaction(this.pool, fn);
  }

  /** The moment each of these players first self-excluded. */
  async selfExclusionStarts(playerIds: number[]): Promise<Map<number, Date>> {
    const { rows } = await this.pool.query<{ player_id: string; at: Date }>(
      `SELECT player_id, min(effective_at) AS at FROM protection_audit
        WHERE action = 'self_exclusion' AND player_id = ANY($1::bigint[]) GROUP BY player_id`,
      [playerIds],
    );
    return new Map(rows.map((r) => [Number(r.player_id), r.at]));
  }

  /** Creates the player's protection row if missing and locks it for the transaction. */
  async lockOrCreate(q: Q, playerId: number): Promise<SettingsRow> {
    await q.query('INSERT INTO player_protection (player_id) VALUES ($1) ON CONFLICT (player_id) DO NOTHING', [
      playerId,
    ]);
    const { rows } = await q.query<SettingsRow>(
      `SELECT reminder_minutes, session_minutes, pending_session_minutes, pending_session_at
         FROM player_protection WHERE player_id = $1 FOR UPDATE`,
      [playerId],
    );
    return rows[0]!;
  }

  /** Locks the player's row if there is one: deposits of one player queue here. */
  async lockIfAny(q: Q, playerId: number): Promise<boolean> {
    const { rowCount } = await q.query('SELECT 1 FROM player_protection WHERE player_id = $1 FOR UPDATE', [playerId]);
    return (rowCount ?? 0) > 0;
  }

  async settings(q: Q, playerId: number): Promise<SettingsRow | null> {
    const { rows } = await q.query<SettingsRow>(
      `SELECT reminder_minutes, session_minutes, pending_session_minutes, pending_session_at
         FROM player_protection WHERE player_id = $1`,
      [playerId],
    );
    return rows[0] ?? null;
  }

  async setSessionLimit(
    q: Q,
    playerId: number,
    s: { minutes: number; pendingMinutes: number | null; pendingAt: Date | null },
  ): Promise<void> {
    await q.query(
      `UPDATE player_protection SET session_minutes = $2, pending_session_minutes = $3, pending_session_at = $4,
              updated_at = now()
        WHERE player_id = $1`,
      [playerId, s.minutes, s.pendingMinutes, s.pendingAt],
    );
  }

  async setReminder(q: Q, playerId: number, minutes: number): Promise<void> {
    await q.query('UPDATE player_protection SET reminder_minutes = $2, updated_at = now() WHERE player_id = $1', [
      playerId,
      minutes,
    ]);
  }

  async limits(q: Q, playerId: number, kind?: TProtectionLimitKind): Promise<LimitRow[]> {
    const { rows } = await q.query<LimitRow>(
      `SELECT player_id, kind, period, amount, pending_amount, pending_at FROM protection_limits
       WHERE player_id = $1 AND ($2::text IS NULL OR kind = $2)`,
      [playerId, kind ?? null],
    );
    return rows;
  }

  async saveLimit(q: Q, row: LimitRow): Promise<void> {
    if (row.amount === null && row.pending_at === null) {
      await q.query('DELETE FROM protection_limits WHERE player_id = $1 AND kind = $2 AND period = $3', [
        row.player_id,
        row.kind,
        row.period,
      ]);
      return;
    }
    await q.query(
      `INSERT INTO protection_limits (player_id, kind, period, amount, pending_amount, pending_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (player_id, kind, period)
       DO UPDATE SET amount = $4, pending_amount = $5, pending_at = $6, updated_at = now()`,
      [row.player_id, row.kind, row.period, row.amount, row.pending_amount, row.pending_at],
    );
  }

  async audit(q: Q, a: NewAudit): Promise<void> {
    await q.query(
      `INSERT INTO protection_audit (player_id, action, kind, period, old_amount, new_amount, effective_at, details)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        a.playerId,
        a.action,
        a.kind ?? null,
        a.period ?? null,
        a.oldAmount ?? null,
        a.newAmount ?? null,
        a.effectiveAt,
        a.details ?? {},
      ],
    );
  }

  async history(playerId: number, limit = 20): Promise<AuditRow[]> {
    const { rows } = await this.pool.query<AuditRow>(
      `SELECT action, kind, period, old_amount, new_amount, effective_at, created_at FROM protection_audit
       WHERE player_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
      [playerId, limit],
    );
    return rows;
  }

  /**
   * Deposits that count against a limit since `start`: credited ones by their credit time, and
   * orders still open (a pending order could be paid any moment), but not `excludeDepositId`
   * (the deposit being credited). Reads the cashier's table through its player index; the
   * cashier owns the rows, this only sums them.
   */
  async depositsSince(q: Q, playerId: number, start: Date, now: Date, excludeDepositId?: number): Promise<number> {
    // Money held back (decision 073) is not in credited_amount: it is returned, so it never counts.
    const { rows } = await q.query<{ total: string }>(
      `SELECT COALESCE(SUM(CASE WHEN status = 'credited' THEN COALESCE(credited_amount, amount) ELSE amount END), 0) AS total
       FROM payment_deposits
       WHERE player_id = $1
         AND ((status = 'credited' AND credited_at >= $2)
           OR (status = 'pending' AND created_at >= $2 AND (expires_at IS NULL OR expires_at > $3)))
         AND id IS DISTINCT FROM $4`,
      [playerId, start, now, excludeDepositId ?? null],
    );
    return Number(rows[0]!.total);
  }
}
