import { createHash, randomBytes } from 'node:crypto';
import { AdminErrorMessage, formatWaitVi, type TAuditEntry, type TStaff, type TStaffRole } from '@app/contract';
import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';
import { type Db, inTransaction } from '../../db/client';
import { AppError } from '../../http/errors';
import { type ResealOutcome, SealedValueInvalidError, Sealer, UnknownSealingKeyError } from '../../secrets/sealing';
import type { ThrottleRule } from '../auth/auth.config';
import { Throttle } from '../auth/auth.throttle';
import { StaffAccounts } from './admin.staff';
import { hashRecoveryCode, newRecoveryCodes, newTotpSecret, otpauthUrl, qrDataUrl, verifyTotp } from './admin.totp';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
const ARGON2 = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;
const SESSION_HOURS = 12;
/** The password step is good for this long. */
const CHALLENGE_MINUTES = 5;
const MAX_CHALLENGE_ATTEMPTS = 5;
/** A staff session unused for this long ends (the back office keeps it alive while in use). */
export const DEFAULT_STAFF_IDLE_MINUTES = 30;

export interface StaffPrincipal {
  id: number;
  username: string;
  role: TStaffRole;
}

/** Who did a staff action and from where; every audited call takes one. */
export interface StaffActor {
  staffId: number;
  ip: string | null;
}

/**
 * What another module's staff screens need of this one: an audit entry for a staff action
 * (inside the caller's transaction when `q` is given) and the staff's names for display.
 */
export interface StaffAuditPort {
  audit(
    actor: StaffActor,
    action: string,
    target: { type: string; id: string | number } | null,
    details: Record<string, unknown>,
    q?: Queryable,
  ): Promise<void>;
  staffNames(ids: number[]): Promise<Map<number, string>>;
}

/** Anything that can run a query: the pool or a client inside a transaction. */
export interface Queryable {
  query: Db['pool']['query'];
}

interface StaffRow {
  id: number;
  username: string;
  display_name: string;
  password_hash: string;
  role: TStaffRole;
  active: boolean;
  created_at: Date;
  totp_secret: string | null;
  totp_last_step: number | null;
}

/** What a correct password yields: the step before a session (see secondFactor). */
export interface StaffChallenge {
  stage: 'totp' | 'enrol';
  challenge: string;
  expiresAt: Date;
  enrolment: { secret: string; otpauthUrl: string; qrDataUrl: string } | null;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function staffView(r: StaffRow): TStaff {
  return {
    id: r.id,
    username: r.username,
    displayName: r.display_name,
    role: r.role,
    active: r.active,
    createdAt: r.created_at.toISOString(),
  };
}

/** What a staff member's sealed secrets are bound to (the additional data; decision 098's format). */
const staffBinding = (staffId: number) => `staff:${staffId}`;

const adminError = (status: number, code: keyof typeof AdminErrorMessage) =>
  new AppError(status, code, AdminErrorMessage[code]);

/**
 * Wrong staff passwords, counted like players' (decision 022, the same `Throttle`) but locked
 * longer: per username (known or not, so a lock tells nothing) and per address across usernames.
 */
export interface StaffLoginPolicy {
  account: ThrottleRule;
  ip: ThrottleRule;
}
export const DEFAULT_STAFF_LOGIN_POLICY: StaffLoginPolicy = {
  account: { max: 5, windowSeconds: 900, lockSeconds: 300, maxLockSeconds: 6 * 3600 },
  ip: { max: 10, windowSeconds: 900, lockSeconds: 900, maxLockSeconds: 24 * 3600 },
};

type StaffLock = 'account' | 'ip';
const LOCK_CODE = { account: 'STAFF_ACCOUNT_LOCKED', ip: 'STAFF_LOGIN_IP_LOCKED' } as const;

/** A 429 saying how long to wait; the error handler turns retryAfterSeconds into Retry-After. */
const lockedError = (lock: StaffLock, seconds: number) =>
  new AppError(
    429,
    LOCK_CODE[lock],
    `${AdminErrorMessage[LOCK_CODE[lock]]}. Vui lòng thử lại sau ${formatWaitVi(seconds)}.`,
    { retryAfterSeconds: seconds },
  );

/**
 * Staff accounts, staff sessions and the audit log. Other modules' staff routes use
 * `requireStaff` (admin.guard.ts) and record what they did with `audit()`, ideally inside the
 * same database transaction as the change so an action is never done without its record.
 */
export class AdminService {
  private dummyHash: Promise<string> | null = null;
  private readonly throttle: Throttle;
  /** role changes, disables and authenticator resets by a superadmin */
  readonly accounts: StaffAccounts;

  constructor(
    private readonly db: Db,
    private readonly loginPolicy: StaffLoginPolicy = DEFAULT_STAFF_LOGIN_POLICY,
    /** The authenticator apps' label for the account (the brand's name). */
    private readonly issuer = 'Back office',
    private readonly idleMinutes = DEFAULT_STAFF_IDLE_MINUTES,
    /** seals TOTP secrets at rest (decisions 098, 107) */
    private readonly sealer: Sealer = Sealer.fromEnv({}),
  ) {
    this.throttle = new Throttle(db);
    this.accounts = new StaffAccounts(db, this);
  }

  /**
   * Re-seals under the current key every TOTP secret that is not (plain ones from before
   * decision 098, ones under a previous key after a rotation; decision 107): at start-up and by
   * `npm run secrets:reseal`. Idempotent; each row is guarded on its old value so instances
   * starting together do not fight. A value no key of the ring opens is left as it is and
   * reported (never a crash at boot): that account signs in with a recovery code or is re-enrolled.
   */
  async resealStoredSecrets(): Promise<ResealOutcome> {
    const out: ResealOutcome = { resealed: 0, unreadable: [] };
    const staffRows = await this.db.pool.query<{ id: number; totp_secret: string }>(
      `SELECT id, totp_secret FROM staff WHERE totp_secret IS NOT NULL AND totp_secret NOT LIKE $1`,
      [this.sealer.currentPattern],
    );
    for (const r of staffRows.rows) {
      const next = this.tryReseal(r.totp_secret, Number(r.id), `staff ${r.id}`, out);
      if (!next) continue;
      const res = await this.db.pool.query('UPDATE staff SET totp_secret = $2 WHERE id = $1 AND totp_secret = $3', [
        r.id,
        next,
        r.totp_secret,
      ]);
      out.resealed += res.rowCount ?? 0;
    }
    const pending = await this.db.pool.query<{ token_hash: string; staff_id: number; pending_secret: string }>(
      `SELECT token_hash, staff_id, pending_secret FROM staff_login_challenges
        WHERE pending_secret IS NOT NULL AND pending_secret NOT LIKE $1 AND expires_at > now()`,
      [this.sealer.currentPattern],
    );
    for (const r of pending.rows) {
      const next = this.tryReseal(r.pending_secret, Number(r.staff_id), `enrolment of staff ${r.staff_id}`, out);
      if (!next) continue;
      const res = await this.db.pool.query(
        'UPDATE staff_login_challenges SET pending_secret = $2 WHERE token_hash = $1 AND pending_secret = $3',
        [r.token_hash, next, r.pending_secret],
      );
      out.resealed += res.rowCount ?? 0;
    }
    return out;
  }

  private tryReseal(stored: string, staffId: number, row: string, out: ResealOutcome): string | null {
    try {
      return this.sealer.reseal(stored, staffBinding(staffId));
    } catch (err) {
      out.unreadable.push({ row, reason: (err as Error).message });
      return null;
    }
  }

  /** A staff member's TOTP secret; one this instance cannot open is a clear 503, never a 500. */
  private openTotp(stored: string, staffId: number): string {
    try {
      return this.sealer.open(stored, staffBinding(staffId));
    } catch (err) {
      if (err instanceof UnknownSealingKeyError || err instanceof SealedValueInvalidError)
        throw adminError(503, 'STAFF_SECRET_UNREADABLE');
      throw err;
    }
  }

  /** Staff usernames by id, for other modules' views (who reviewed, who wrote a note). */
  async staffNames(ids: number[]): Promise<Map<number, string>> {
    const wanted = ids.filter((id) => id > 0);
    if (!wanted.length) return new Map();
    const res = await this.db.pool.query<{ id: string; username: string }>(
      'SELECT id, username FROM staff WHERE id = ANY($1::bigint[])',
      [wanted],
    );
    return new Map(res.rows.map((r) => [Number(r.id), r.username]));
  }

  /**
   * The role of the active account of this username, or null: how another brand of the
   * deployment tells whether a staff member also works there (decision 154).
   */
  async activeRoleOf(username: string): Promise<TStaffRole | null> {
    const res = await this.db.pool.query<{ role: TStaffRole }>(
      'SELECT role FROM staff WHERE username = $1 AND active',
      [username],
    );
    return res.rows[0]?.role ?? null;
  }

  /** The plain TOTP secret of an account (tests sign in as its authenticator would). */
  async totpSecretOf(username: string): Promise<string | null> {
    const res = await this.db.pool.query<{ id: number; totp_secret: string | null }>(
      'SELECT id, totp_secret FROM staff WHERE username = $1',
      [username],
    );
    const row = res.rows[0];
    return row?.totp_secret ? this.openTotp(row.totp_secret, Number(row.id)) : null;
  }

  async createStaff(
    input: { username: string; displayName: string; password: string; role: TStaffRole },
    actor: StaffActor | null,
  ): Promise<TStaff> {
    const passwordHash = await argon2Hash(input.password, ARGON2);
    return inTransaction(this.db.pool, async (client) => {
      const res = await client.query<StaffRow>(
        `INSERT INTO staff (username, display_name, password_hash, role) VALUES ($1, $2, $3, $4)
         ON CONFLICT (username) DO NOTHING RETURNING *`,
        [input.username, input.displayName, passwordHash, input.role],
      );
      const row = res.rows[0];
      if (!row) throw adminError(409, 'STAFF_USERNAME_TAKEN');
      if (actor)
        await this.audit(
          actor,
          'staff.create',
          { type: 'staff', id: row.id },
          { username: row.username, role: row.role },
          client,
        );
      return staffView(row);
    });
  }

  /** Creates the staff user unless the username exists (seed). */
  async ensureStaff(input: {
    username: string;
    displayName: string;
    password: string;
    role: TStaffRole;
  }): Promise<void> {
    const exists = await this.db.pool.query('SELECT 1 FROM staff WHERE username = $1', [input.username]);
    if (exists.rowCount) return;
    try {
      await this.createStaff(input, null);
    } catch (err) {
      if (!(err instanceof AppError && err.code === 'STAFF_USERNAME_TAKEN')) throw err;
    }
  }

  /** Enrols an authenticator secret for an account that has none (the demo seed). */
  async enrolIfNone(username: string, secret: string): Promise<void> {
    const res = await this.db.pool.query<{ id: number }>(
      'SELECT id FROM staff WHERE username = $1 AND totp_secret IS NULL',
      [username],
    );
    if (!res.rows[0]) return;
    const id = Number(res.rows[0].id);
    await this.db.pool.query(
      'UPDATE staff SET totp_secret = $2, totp_enabled_at = now() WHERE id = $1 AND totp_secret IS NULL',
      [id, this.sealer.seal(secret, staffBinding(id))],
    );
  }

  /**
   * Staff login. Wrong passwords count per username and per address; a locked username or
   * address is refused (429, saying for how long) before the password is even checked, the right
   * one included, so a lock is no oracle. Failures and refusals are audited. A correct password
   * opens only a challenge for the second factor (`secondFactor`), never a session.
   */
  async login(username: string, password: string, ip: string | null): Promise<StaffChallenge> {
    const keys: Record<StaffLock, string | null> = {
      ip: ip ? `staff-login:ip:${ip}` : null,
      account: `staff-login:user:${username.toLowerCase()}`,
    };
    for (const lock of ['ip', 'account'] as const) {
      const key = keys[lock];
      const seconds = key ? await this.throttle.lockedFor(key) : 0;
      if (seconds > 0) {
        await this.auditLogin(null, 'staff.login_locked', { username, lock, retryAfterSeconds: seconds }, ip);
        throw lockedError(lock, seconds);
      }
    }

    const res = await this.db.pool.query<StaffRow>('SELECT * FROM staff WHERE username = $1', [username]);
    const row = res.rows[0];
    // Unknown usernames cost the same argon2 work as wrong passwords: no timing oracle.
    this.dummyHash ??= argon2Hash(randomBytes(16).toString('hex'), ARGON2);
    let ok = false;
    if (row) ok = await argon2Verify(row.password_hash, password);
    else await argon2Verify(await this.dummyHash, password);
    if (!row || !ok || !row.active) {
      const accountHit = await this.throttle.hit(keys.account!, this.loginPolicy.account);
      const ipHit = keys.ip ? await this.throttle.hit(keys.ip, this.loginPolicy.ip) : { lockedForSeconds: null };
      const lock: StaffLock | null = accountHit.lockedForSeconds ? 'account' : ipHit.lockedForSeconds ? 'ip' : null;
      const seconds = accountHit.lockedForSeconds ?? ipHit.lockedForSeconds;
      await this.auditLogin(
        row?.id ?? null,
        'staff.login_failed',
        lock ? { username, locked: lock, lockedForSeconds: seconds } : { username },
        ip,
      );
      if (lock && seconds) throw lockedError(lock, seconds);
      throw adminError(401, 'STAFF_INVALID_CREDENTIALS');
    }
    return this.openChallenge(row, ip);
  }

  /** After the password: a short-lived challenge, with a fresh secret to enrol if the account has none. */
  private async openChallenge(row: StaffRow, ip: string | null): Promise<StaffChallenge> {
    const challenge = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + CHALLENGE_MINUTES * 60_000);
    const pendingSecret = row.totp_secret ? null : newTotpSecret();
    await this.db.pool.query(
      `INSERT INTO staff_login_challenges (token_hash, staff_id, pending_secret, expires_at, ip)
       VALUES ($1, $2, $3, $4, $5)`,
      [
        hashToken(challenge),
        row.id,
        pendingSecret && this.sealer.seal(pendingSecret, staffBinding(Number(row.id))),
        expiresAt,
        ip,
      ],
    );
    await this.audit({ staffId: row.id, ip }, 'staff.login_password_ok', { type: 'staff', id: row.id }, {});
    if (!pendingSecret) return { stage: 'totp', challenge, expiresAt, enrolment: null };
    const url = otpauthUrl(this.issuer, row.username, pendingSecret);
    return {
      stage: 'enrol',
      challenge,
      expiresAt,
      enrolment: { secret: pendingSecret, otpauthUrl: url, qrDataUrl: await qrDataUrl(url) },
    };
  }

  /**
   * The second factor turns a challenge into a session: a code of the enrolled authenticator
   * (each time step once), a recovery code (each once), or, on the first sign-in, a code of the
   * secret being enrolled, which then becomes the account's and yields the recovery codes.
   * Wrong codes count against the username like wrong passwords, and a challenge dies after
   * MAX_CHALLENGE_ATTEMPTS of them.
   */
  async secondFactor(
    challenge: string,
    proof: { code?: string; recoveryCode?: string },
    ip: string | null,
  ): Promise<{ token: string; staff: TStaff; expiresAt: Date; recoveryCodes: string[] | null }> {
    const outcome = await inTransaction(this.db.pool, async (client) => {
      const res = await client.query<
        StaffRow & { pending_secret: string | null; attempts: number; challenge_hash: string }
      >(
        `SELECT st.*, c.pending_secret, c.attempts, c.token_hash AS challenge_hash
           FROM staff_login_challenges c JOIN staff st ON st.id = c.staff_id
          WHERE c.token_hash = $1 AND c.used_at IS NULL AND c.expires_at > now() AND st.active
          FOR UPDATE OF c, st`,
        [hashToken(challenge)],
      );
      const row = res.rows[0];
      if (!row || row.attempts >= MAX_CHALLENGE_ATTEMPTS) return { kind: 'expired' as const };
      let method: 'enrol' | 'totp' | 'recovery' | null = null;
      let recoveryCodes: string[] | null = null;
      const staffId = Number(row.id);
      if (row.pending_secret && proof.code) {
        const step = await verifyTotp(this.openTotp(row.pending_secret, staffId), proof.code, null);
        if (step !== null) {
          method = 'enrol';
          await client.query(
            'UPDATE staff SET totp_secret = $2, totp_enabled_at = now(), totp_last_step = $3 WHERE id = $1',
            // sealed for this account already (the challenge's secret is bound to the same staff id)
            [row.id, row.pending_secret, step],
          );
          recoveryCodes = newRecoveryCodes();
          await client.query('DELETE FROM staff_recovery_codes WHERE staff_id = $1', [row.id]);
          await client.query('INSERT INTO staff_recovery_codes (staff_id, code_hash) SELECT $1, unnest($2::text[])', [
            row.id,
            recoveryCodes.map(hashRecoveryCode),
          ]);
        }
      } else if (row.totp_secret && proof.code) {
        const plain = this.openTotp(row.totp_secret, staffId);
        const step = await verifyTotp(plain, proof.code, row.totp_last_step);
        if (step !== null) {
          method = 'totp';
          // a secret under a previous key (or none) moves to the current key on use (decision 107)
          const resealed = this.sealer.needsReseal(row.totp_secret)
            ? this.sealer.seal(plain, staffBinding(staffId))
            : null;
          await client.query(
            'UPDATE staff SET totp_last_step = $2, totp_secret = coalesce($3, totp_secret) WHERE id = $1',
            [row.id, step, resealed],
          );
        }
      } else if (row.totp_secret && proof.recoveryCode) {
        const used = await client.query(
          `UPDATE staff_recovery_codes SET used_at = now()
            WHERE id = (SELECT id FROM staff_recovery_codes
                         WHERE staff_id = $1 AND code_hash = $2 AND used_at IS NULL LIMIT 1)
          RETURNING id`,
          [row.id, hashRecoveryCode(proof.recoveryCode)],
        );
        if (used.rowCount) method = 'recovery';
      }
      if (!method) {
        await client.query('UPDATE staff_login_challenges SET attempts = attempts + 1 WHERE token_hash = $1', [
          row.challenge_hash,
        ]);
        return { kind: 'wrong' as const, row };
      }
      await client.query('UPDATE staff_login_challenges SET used_at = now() WHERE token_hash = $1', [
        row.challenge_hash,
      ]);
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + SESSION_HOURS * 3600_000);
      await client.query('INSERT INTO staff_sessions (token_hash, staff_id, expires_at, ip) VALUES ($1, $2, $3, $4)', [
        hashToken(token),
        row.id,
        expiresAt,
        ip,
      ]);
      const remaining =
        method === 'recovery'
          ? (
              await client.query<{ n: number }>(
                'SELECT count(*)::int AS n FROM staff_recovery_codes WHERE staff_id = $1 AND used_at IS NULL',
                [row.id],
              )
            ).rows[0]?.n
          : undefined;
      await this.audit(
        { staffId: row.id, ip },
        method === 'enrol' ? 'staff.totp_enrolled' : 'staff.login',
        { type: 'staff', id: row.id },
        { secondFactor: method, ...(remaining === undefined ? {} : { recoveryCodesLeft: remaining }) },
        client,
      );
      return { kind: 'ok' as const, row, token, expiresAt, recoveryCodes };
    });
    if (outcome.kind === 'expired') throw adminError(401, 'STAFF_CHALLENGE_EXPIRED');
    const accountKey = `staff-login:user:${outcome.row.username.toLowerCase()}`;
    if (outcome.kind === 'wrong') {
      const hit = await this.throttle.hit(accountKey, this.loginPolicy.account);
      await this.auditLogin(outcome.row.id, 'staff.second_factor_failed', { username: outcome.row.username }, ip);
      if (hit.lockedForSeconds) throw lockedError('account', hit.lockedForSeconds);
      throw adminError(401, 'STAFF_SECOND_FACTOR_INVALID');
    }
    await this.throttle.reset(accountKey);
    return {
      token: outcome.token,
      staff: staffView(outcome.row),
      expiresAt: outcome.expiresAt,
      recoveryCodes: outcome.recoveryCodes,
    };
  }

  private async auditLogin(
    staffId: number | null,
    action: string,
    details: Record<string, unknown>,
    ip: string | null,
  ) {
    await this.db.pool.query('INSERT INTO audit_log (staff_id, action, details, ip) VALUES ($1, $2, $3, $4)', [
      staffId,
      action,
      details,
      ip,
    ]);
  }

  async logout(token: string, actor: StaffActor): Promise<void> {
    await this.db.pool.query('UPDATE staff_sessions SET ended_at = now() WHERE token_hash = $1 AND ended_at IS NULL', [
      hashToken(token),
    ]);
    await this.audit(actor, 'staff.logout', { type: 'staff', id: actor.staffId }, {});
  }

  /** The staff member behind a live session token that was used within the idle time, or null. */
  async authenticate(token: string): Promise<StaffPrincipal | null> {
    const res = await this.db.pool.query<{ id: number; username: string; role: TStaffRole }>(
      `UPDATE staff_sessions s SET last_seen_at = now()
         FROM staff st
        WHERE s.token_hash = $1 AND s.staff_id = st.id AND s.ended_at IS NULL AND s.expires_at > now() AND st.active
          AND s.last_seen_at > now() - make_interval(mins => $2)
        RETURNING st.id, st.username, st.role`,
      [hashToken(token), this.idleMinutes],
    );
    return res.rows[0] ?? null;
  }

  async getStaff(id: number): Promise<TStaff | null> {
    const res = await this.db.pool.query<StaffRow>('SELECT * FROM staff WHERE id = $1', [id]);
    return res.rows[0] ? staffView(res.rows[0]) : null;
  }

  /** Appends one audit record; pass the transaction's client to commit it with the change. */
  async audit(
    actor: StaffActor,
    action: string,
    target: { type: string; id: string | number } | null,
    details: Record<string, unknown>,
    q: Queryable = this.db.pool,
  ): Promise<void> {
    await q.query(
      'INSERT INTO audit_log (staff_id, action, target_type, target_id, details, ip) VALUES ($1, $2, $3, $4, $5, $6)',
      [actor.staffId, action, target?.type ?? null, target ? String(target.id) : null, details, actor.ip],
    );
  }

  /**
   * An audit record of something no staff member did (a provider callback refused for its
   * address, Alertmanager's webhook, decision 130): staff_id stays empty, `ip` is where the
   * attempt came from.
   */
  async auditSystem(
    action: string,
    target: { type: string; id: string | number } | null,
    details: Record<string, unknown>,
    ip: string | null,
  ): Promise<void> {
    await this.db.pool.query(
      'INSERT INTO audit_log (staff_id, action, target_type, target_id, details, ip) VALUES (NULL, $1, $2, $3, $4, $5)',
      [action, target?.type ?? null, target ? String(target.id) : null, details, ip],
    );
  }

  /** When each of these targets first had `action` done to it (a player's first closure, say). */
  async firstAudit(action: string, targetType: string, ids: number[]): Promise<Map<number, Date>> {
    if (!ids.length) return new Map();
    const { rows } = await this.db.pool.query<{ target_id: string; at: Date }>(
      `SELECT target_id, min(created_at) AS at FROM audit_log
        WHERE action = $1 AND target_type = $2 AND target_id = ANY($3::text[]) GROUP BY target_id`,
      [action, targetType, ids.map(String)],
    );
    return new Map(rows.map((r) => [Number(r.target_id), r.at]));
  }

  async listAudit(filter: {
    action?: string;
    staffId?: number;
    targetType?: string;
    targetId?: string;
    page: number;
    perPage: number;
  }): Promise<{ rows: TAuditEntry[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (sql: string, value: unknown) => {
      params.push(value);
      where.push(sql.replace('?', `$${params.length}`));
    };
    if (filter.action) add('a.action = ?', filter.action);
    if (filter.staffId) add('a.staff_id = ?', filter.staffId);
    if (filter.targetType) add('a.target_type = ?', filter.targetType);
    if (filter.targetId) add('a.target_id = ?', filter.targetId);
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const total = await this.db.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log a ${clause}`,
      params,
    );
    const res = await this.db.pool.query<{
      id: number;
      staff_id: number | null;
      username: string | null;
      action: string;
      target_type: string | null;
      target_id: string | null;
      details: Record<string, unknown>;
      ip: string | null;
      created_at: Date;
    }>(
      `SELECT a.*, s.username FROM audit_log a LEFT JOIN staff s ON s.id = a.staff_id ${clause}
       ORDER BY a.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, filter.perPage, (filter.page - 1) * filter.perPage],
    );
    return {
      total: total.rows[0]?.n ?? 0,
      rows: res.rows.map((r) => ({
        id: r.id,
        staffId: r.staff_id,
        staffUsername: r.username,
        action: r.action,
        targetType: r.target_type,
        targetId: r.target_id,
        details: r.details,
        ip: r.ip,
        createdAt: r.created_at.toISOString(),
      })),
    };
  }
}
