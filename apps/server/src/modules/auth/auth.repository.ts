import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type pg from 'pg';
import { type Db, inTransaction, type Queryable } from '../../db/client';
import { loginEvents, loginTokens, otpCodes, players, sessions } from './auth.schema';

export type PlayerRow = typeof players.$inferSelect;
export type NewPlayer = typeof players.$inferInsert;
export type OtpRow = typeof otpCodes.$inferSelect;
export type OtpPurpose = OtpRow['purpose'];
export type SessionEndReason = NonNullable<(typeof sessions.$inferSelect)['endReason']>;
export type LoginEvent = typeof loginEvents.$inferInsert;

export interface NewSession {
  playerId: number;
  tokenHash: string;
  playTokenHash: string;
  idleSeconds: number;
  absoluteSeconds: number;
  /** the player's session limit when it, not the site's lifetime, sets the end */
  limitMinutes: number | null;
  ip: string | null;
  userAgent: string | null;
  deviceFingerprint: string | null;
}

export interface SessionLookup {
  id: string;
  playerId: number;
  endedAt: Date | null;
  endReason: SessionEndReason | null;
  idleExpiresAt: Date;
  absoluteExpiresAt: Date;
  limitMinutes: number | null;
  lastSeenAt: Date;
  createdAt: Date;
  now: Date;
}

/** PostgreSQL's error (code, constraint), whether or not Drizzle wrapped it. */
export function pgError(err: unknown): { code?: string; constraint?: string } {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  if (e?.code) return e;
  return e?.cause ?? {};
}

/** All SQL of the auth module. */
/** A login session's times by the server clock (the reality check, decision 025). */
export interface SessionTimes {
  startedAt: Date;
  endsAt: Date;
  reminderSeenAt: Date | null;
  now: Date;
}

export class AuthRepository {
  constructor(private readonly db: Db) {}

  // ─── players ───────────────────────────────────────────────────────────────

  async insertPlayer(values: NewPlayer): Promise<PlayerRow> {
    const [row] = await this.db.orm.insert(players).values(values).returning();
    return row!;
  }

  async playerById(id: number): Promise<PlayerRow | null> {
    const [row] = await this.db.orm.select().from(players).where(eq(players.id, id));
    return row ?? null;
  }

  async playerByUsername(username: string): Promise<PlayerRow | null> {
    const [row] = await this.db.orm.select().from(players).where(sql`lower(${players.username}) = lower(${username})`);
    return row ?? null;
  }

  async playerByPhone(phone: string): Promise<PlayerRow | null> {
    const [row] = await this.db.orm.select().from(players).where(eq(players.phone, phone));
    return row ?? null;
  }

  async playerByVerifiedEmail(email: string): Promise<PlayerRow | null> {
    const [row] = await this.db.orm
      .select()
      .from(players)
      .where(and(sql`lower(${players.email}) = lower(${email})`, eq(players.emailVerified, true)));
    return row ?? null;
  }

  async usernameExists(username: string): Promise<boolean> {
    const { rowCount } = await this.db.pool.query('SELECT 1 FROM players WHERE lower(username) = lower($1)', [
      username,
    ]);
    return (rowCount ?? 0) > 0;
  }

  async phoneExists(phone: string): Promise<boolean> {
    const { rowCount } = await this.db.pool.query('SELECT 1 FROM players WHERE phone = $1', [phone]);
    return (rowCount ?? 0) > 0;
  }

  async setPasswordHash(playerId: number, passwordHash: string): Promise<void> {
    await this.db.orm
      .update(players)
      .set({ passwordHash, passwordChangedAt: sql`now()` })
      .where(eq(players.id, playerId));
  }

  async setPhoneVerified(playerId: number): Promise<void> {
    await this.db.orm.update(players).set({ phoneVerified: true }).where(eq(players.id, playerId));
  }

  async setVerifiedEmail(playerId: number, email: string): Promise<void> {
    await this.db.orm.update(players).set({ email, emailVerified: true }).where(eq(players.id, playerId));
  }

  /** True when this call recorded the first deposit (later calls change nothing). */
  async markFirstDeposit(playerId: number, c: Queryable): Promise<boolean> {
    const { rowCount } = await c.query(
      'UPDATE players SET first_deposit_at = now() WHERE id = $1 AND first_deposit_at IS NULL',
      [playerId],
    );
    return rowCount === 1;
  }

  /** Status and its end, read with the player's row locked in the caller's transaction. */
  async lockStatus(playerId: number, c: Queryable): Promise<Pick<PlayerRow, 'status' | 'statusUntil'> | null> {
    const { rows } = await c.query<Pick<PlayerRow, 'status' | 'statusUntil'>>(
      'SELECT status, status_until AS "statusUntil" FROM players WHERE id = $1 FOR NO KEY UPDATE',
      [playerId],
    );
    return rows[0] ?? null;
  }

  async setStatus(playerId: number, status: PlayerRow['status'], until: Date | null): Promise<boolean> {
    const rows = await this.db.orm
      .update(players)
      .set({ status, statusUntil: until })
      .where(eq(players.id, playerId))
      .returning({ id: players.id });
    return rows.length > 0;
  }

  /**
   * Self-exclusion until `until` (null: without end) from the exclusion registry (decision 158),
   * unless the account is already excluded at least as long or disabled by staff (a disabled
   * account stakes nothing, and its login is checked against the registry again if re-enabled).
   * True when it changed; the caller ends the sessions.
   */
  async extendExclusion(playerId: number, until: Date | null): Promise<boolean> {
    const { rowCount } = await this.db.pool.query(
      `UPDATE players SET status = 'self_excluded', status_until = $2
        WHERE id = $1 AND status <> 'disabled'
          AND NOT (status = 'self_excluded'
                   AND (status_until IS NULL OR ($2::timestamptz IS NOT NULL AND status_until >= $2)))`,
      [playerId, until],
    );
    return rowCount === 1;
  }

  /** What the exclusion registry hashes: contact details and the devices of the last 20 sessions. */
  async exclusionFacts(playerId: number): Promise<{
    username: string;
    phone: string;
    phoneVerified: boolean;
    email: string | null;
    emailVerified: boolean;
    devices: string[];
  } | null> {
    const { rows } = await this.db.pool.query<{
      username: string;
      phone: string;
      phoneVerified: boolean;
      email: string | null;
      emailVerified: boolean;
      devices: string[];
    }>(
      `SELECT p.username, p.phone, p.phone_verified AS "phoneVerified", p.email, p.email_verified AS "emailVerified",
              array_remove(array_cat(ARRAY[p.register_fingerprint],
                ARRAY(SELECT DISTINCT s.device_fingerprint FROM
                        (SELECT device_fingerprint FROM sessions WHERE player_id = p.id ORDER BY created_at DESC LIMIT 20) s
                       WHERE s.device_fingerprint IS NOT NULL)), NULL) AS devices
         FROM players p WHERE p.id = $1`,
      [playerId],
    );
    return rows[0] ?? null;
  }

  /** Players with an open session now. */
  async onlinePlayerIds(): Promise<number[]> {
    const { rows } = await this.db.pool.query<{ id: number }>(
      `SELECT DISTINCT player_id::int AS id FROM sessions
        WHERE ended_at IS NULL AND idle_expires_at > now() AND absolute_expires_at > now()`,
    );
    return rows.map((r) => r.id);
  }

  /**
   * Staff disabling or re-enabling an account, with the audit record in the same transaction.
   * A self-exclusion in force is left alone: 'self_excluded' when that was the case, 'missing'
   * for an unknown id.
   */
  async setStatusByStaff(
    playerId: number,
    status: 'active' | 'disabled',
    audit: (q: pg.PoolClient) => Promise<void>,
  ): Promise<'changed' | 'self_excluded' | 'missing'> {
    return inTransaction(this.db.pool, async (client) => {
      const { rows } = await client.query<{ excluded: boolean }>(
        `SELECT status = 'self_excluded' AND (status_until IS NULL OR status_until > now()) AS excluded
           FROM players WHERE id = $1 FOR UPDATE`,
        [playerId],
      );
      if (!rows[0]) return 'missing';
      if (rows[0].excluded) return 'self_excluded';
      await client.query('UPDATE players SET status = $2, status_until = NULL WHERE id = $1', [playerId, status]);
      // A disabled player's sessions end in the same commit: bets check only the session (decision 068).
      if (status === 'disabled') {
        await client.query(
          `UPDATE sessions SET ended_at = now(), end_reason = 'status_changed' WHERE player_id = $1 AND ended_at IS NULL`,
          [playerId],
        );
      }
      await audit(client);
      return 'changed';
    });
  }

  // ─── sessions ──────────────────────────────────────────────────────────────

  /**
   * Opens a session and ends every other open session of the player, atomically. The player
   * row lock serialises concurrent logins of one player, so exactly one session stays open.
   */
  async openSession(
    s: NewSession,
    event: Omit<LoginEvent, 'sessionId' | 'success'>,
    /** The language the player logged in with: their e-mails and SMS follow it (decision 156). */
    locale?: PlayerRow['locale'],
  ): Promise<{ id: string }> {
    return this.db.orm.transaction(async (tx) => {
      await tx.select({ id: players.id }).from(players).where(eq(players.id, s.playerId)).for('update');
      await tx
        .update(sessions)
        .set({ endedAt: sql`now()`, endReason: 'replaced' })
        .where(and(eq(sessions.playerId, s.playerId), isNull(sessions.endedAt)));
      const [row] = await tx
        .insert(sessions)
        .values({
          playerId: s.playerId,
          tokenHash: s.tokenHash,
          playTokenHash: s.playTokenHash,
          idleExpiresAt: sql`now() + make_interval(secs => ${s.idleSeconds})`,
          absoluteExpiresAt: sql`now() + make_interval(secs => ${s.absoluteSeconds})`,
          limitMinutes: s.limitMinutes,
          ip: s.ip,
          userAgent: s.userAgent,
          deviceFingerprint: s.deviceFingerprint,
        })
        .returning({ id: sessions.id });
      await tx.insert(loginEvents).values({ ...event, success: true, sessionId: row!.id });
      await tx
        .update(players)
        .set({ lastLoginAt: sql`now()`, ...(locale ? { locale } : {}) })
        .where(eq(players.id, s.playerId));
      return row!;
    });
  }

  async sessionByTokenHash(tokenHash: string): Promise<SessionLookup | null> {
    const { rows } = await this.db.pool.query<SessionLookup>(
      `SELECT id, player_id AS "playerId", ended_at AS "endedAt", end_reason AS "endReason",
              idle_expires_at AS "idleExpiresAt", absolute_expires_at AS "absoluteExpiresAt",
              limit_minutes AS "limitMinutes", last_seen_at AS "lastSeenAt", created_at AS "createdAt", now() AS now
         FROM sessions WHERE token_hash = $1`,
      [tokenHash],
    );
    return rows[0] ?? null;
  }

  /** Slides the idle expiry forward, never past the absolute one. */
  async touchSession(id: string, idleSeconds: number): Promise<void> {
    await this.db.pool.query(
      `UPDATE sessions SET last_seen_at = now(),
              idle_expires_at = least(now() + make_interval(secs => $2), absolute_expires_at)
        WHERE id = $1 AND ended_at IS NULL`,
      [id, idleSeconds],
    );
  }

  async endSession(id: string, reason: SessionEndReason): Promise<void> {
    await this.db.orm
      .update(sessions)
      .set({ endedAt: sql`now()`, endReason: reason })
      .where(and(eq(sessions.id, id), isNull(sessions.endedAt)));
  }

  /** Ends the player's open sessions, except `keepSessionId` when given. Returns how many ended. */
  async endPlayerSessions(playerId: number, reason: SessionEndReason, keepSessionId?: string): Promise<number> {
    const rows = await this.db.orm
      .update(sessions)
      .set({ endedAt: sql`now()`, endReason: reason })
      .where(
        and(
          eq(sessions.playerId, playerId),
          isNull(sessions.endedAt),
          keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
        ),
      )
      .returning({ id: sessions.id });
    return rows.length;
  }

  /**
   * Open sessions of the player end `minutes` after their login at the latest; a session this
   * brings forward notes the limit that ends it (every expression reads the row as it was).
   */
  async capOpenSessions(playerId: number, minutes: number, on: Queryable): Promise<void> {
    await on.query(
      `UPDATE sessions SET absolute_expires_at = least(absolute_expires_at, created_at + make_interval(mins => $2)),
              limit_minutes = CASE WHEN created_at + make_interval(mins => $2) < absolute_expires_at THEN $2
                                   ELSE limit_minutes END,
              idle_expires_at = least(idle_expires_at, created_at + make_interval(mins => $2))
        WHERE player_id = $1 AND ended_at IS NULL`,
      [playerId, minutes],
    );
  }

  async sessionTimes(sessionId: string): Promise<SessionTimes | null> {
    const { rows } = await this.db.pool.query<SessionTimes>(
      `SELECT created_at AS "startedAt", absolute_expires_at AS "endsAt", reminder_seen_at AS "reminderSeenAt",
              now() AS now
         FROM sessions WHERE id = $1`,
      [sessionId],
    );
    return rows[0] ?? null;
  }

  async markReminderSeen(sessionId: string): Promise<void> {
    await this.db.pool.query('UPDATE sessions SET reminder_seen_at = now() WHERE id = $1 AND ended_at IS NULL', [
      sessionId,
    ]);
  }

  async openSessionCount(playerId: number): Promise<number> {
    const { rows } = await this.db.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM sessions
        WHERE player_id = $1 AND ended_at IS NULL AND idle_expires_at > now() AND absolute_expires_at > now()`,
      [playerId],
    );
    return rows[0]!.n;
  }

  /**
   * The sessions behind several play tokens in one query (the provider bet path groups
   * concurrent lookups): player and whether the session is open and unexpired now.
   */
  async sessionsByPlayTokenHashes(hashes: string[]): Promise<Map<string, { playerId: number; live: boolean }>> {
    const { rows } = await this.db.pool.query<{ play_token_hash: string; player_id: number; live: boolean }>({
      name: 'auth_sessions_by_play_token_hashes',
      text: `SELECT play_token_hash, player_id,
                    (ended_at IS NULL AND idle_expires_at > now() AND absolute_expires_at > now()) AS live
               FROM sessions WHERE play_token_hash = ANY($1::text[])`,
      values: [hashes],
    });
    return new Map(rows.map((r) => [r.play_token_hash, { playerId: r.player_id, live: r.live }]));
  }

  /** The player behind a play token; `live` requires the session to be open and unexpired. */
  async playerByPlayTokenHash(playTokenHash: string, live: boolean): Promise<number | null> {
    const { rows } = await this.db.pool.query<{ player_id: number }>(
      `SELECT player_id FROM sessions
        WHERE play_token_hash = $1
          AND ($2::boolean = false OR (ended_at IS NULL AND idle_expires_at > now() AND absolute_expires_at > now()))`,
      [playTokenHash, live],
    );
    return rows[0]?.player_id ?? null;
  }

  async recordLoginEvent(event: LoginEvent): Promise<void> {
    await this.db.orm.insert(loginEvents).values(event);
  }

  // ─── one-time login tokens ─────────────────────────────────────────────────

  async insertLoginToken(tokenHash: string, playerId: number, purpose: string, ttlSeconds: number): Promise<void> {
    await this.db.orm.insert(loginTokens).values({
      tokenHash,
      playerId,
      purpose,
      expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})`,
    });
  }

  /** Marks the token used and returns its player, or null when unknown, used or expired. */
  async consumeLoginToken(tokenHash: string): Promise<number | null> {
    const rows = await this.db.orm
      .update(loginTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(eq(loginTokens.tokenHash, tokenHash), isNull(loginTokens.usedAt), sql`${loginTokens.expiresAt} > now()`),
      )
      .returning({ playerId: loginTokens.playerId });
    return rows[0]?.playerId ?? null;
  }

  // ─── OTP ───────────────────────────────────────────────────────────────────

  /** The newest code of the purpose, used or not (for the resend countdown). */
  async latestOtp(playerId: number, purpose: OtpPurpose): Promise<(OtpRow & { now: Date }) | null> {
    const [row] = await this.db.orm
      .select({ otp: otpCodes, now: sql<Date>`now()`.mapWith((v: string | Date) => new Date(v)) })
      .from(otpCodes)
      .where(and(eq(otpCodes.playerId, playerId), eq(otpCodes.purpose, purpose)))
      .orderBy(desc(otpCodes.createdAt))
      .limit(1);
    return row ? { ...row.otp, now: row.now } : null;
  }

  /** Supersedes the purpose's open codes and stores a new one; the caller hashes the code. */
  async insertOtp(
    values: Pick<OtpRow, 'id' | 'playerId' | 'purpose' | 'channel' | 'destination' | 'codeHash' | 'maxAttempts' | 'ip'>,
    ttlSeconds: number,
    resendSeconds: number,
  ): Promise<OtpRow> {
    return this.db.orm.transaction(async (tx) => {
      await tx.select({ id: players.id }).from(players).where(eq(players.id, values.playerId)).for('update');
      await tx
        .update(otpCodes)
        .set({ consumedAt: sql`now()` })
        .where(
          and(
            eq(otpCodes.playerId, values.playerId),
            eq(otpCodes.purpose, values.purpose),
            isNull(otpCodes.consumedAt),
          ),
        );
      const [row] = await tx
        .insert(otpCodes)
        .values({
          ...values,
          expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})`,
          resendAt: sql`now() + make_interval(secs => ${resendSeconds})`,
        })
        .returning();
      return row!;
    });
  }

  /** Withdraws a code that could not be delivered, so the player may ask again at once. */
  async cancelOtp(id: string): Promise<void> {
    await this.db.orm.update(otpCodes).set({ consumedAt: sql`now()`, resendAt: sql`now()` }).where(eq(otpCodes.id, id));
  }

  /**
   * Runs `check` on the purpose's newest open code under a row lock, so concurrent guesses
   * are counted one by one. `check` returns the change to write (if any) and its result.
   */
  async withOpenOtp<T>(
    playerId: number,
    purpose: OtpPurpose,
    check: (otp: (OtpRow & { now: Date }) | null) => {
      update?: Partial<Pick<OtpRow, 'attempts'>> & { verified?: boolean; consumed?: boolean; graceSeconds?: number };
      result: T;
    },
  ): Promise<T> {
    return this.db.orm.transaction(async (tx) => {
      const [row] = await tx
        .select({ otp: otpCodes, now: sql<Date>`now()`.mapWith((v: string | Date) => new Date(v)) })
        .from(otpCodes)
        .where(and(eq(otpCodes.playerId, playerId), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumedAt)))
        .orderBy(desc(otpCodes.createdAt))
        .limit(1)
        .for('update');
      const otp = row ? { ...row.otp, now: row.now } : null;
      const { update, result } = check(otp);
      if (otp && update) {
        await tx
          .update(otpCodes)
          .set({
            ...(update.attempts !== undefined ? { attempts: update.attempts } : {}),
            ...(update.verified ? { verifiedAt: sql`now()` } : {}),
            ...(update.consumed ? { consumedAt: sql`now()` } : {}),
            ...(update.graceSeconds
              ? {
                  expiresAt: sql`greatest(${otpCodes.expiresAt}, now() + make_interval(secs => ${update.graceSeconds}))`,
                }
              : {}),
          })
          .where(eq(otpCodes.id, otp.id));
      }
      return result;
    });
  }
}
