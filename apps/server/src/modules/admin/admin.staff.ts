import { StaffAccountErrorMessage, type TStaffAccount, type TStaffRole, type TUpdateStaffAccount } from '@app/contract';
import type pg from 'pg';
import { type Db, inTransaction } from '../../db/client';
import { AppError, notFound } from '../../http/errors';
import type { AdminService, StaffActor } from './admin.service';

interface AccountRow {
  id: number;
  username: string;
  display_name: string;
  role: TStaffRole;
  active: boolean;
  created_at: Date;
  authenticator: boolean;
  last_sign_in_at: Date | null;
  last_sign_in_ip: string | null;
  last_seen_at: Date | null;
  open_sessions: number;
}

const accountError = (code: keyof typeof StaffAccountErrorMessage) =>
  new AppError(409, code, StaffAccountErrorMessage[code]);

const ACCOUNT_SQL = `
  SELECT st.id, st.username, st.display_name, st.role, st.active, st.created_at,
         st.totp_secret IS NOT NULL AS authenticator,
         last.created_at AS last_sign_in_at, host(last.ip) AS last_sign_in_ip,
         (SELECT max(s.last_seen_at) FROM staff_sessions s WHERE s.staff_id = st.id) AS last_seen_at,
         (SELECT count(*)::int FROM staff_sessions s
           WHERE s.staff_id = st.id AND s.ended_at IS NULL AND s.expires_at > now()) AS open_sessions
    FROM staff st
    LEFT JOIN LATERAL (SELECT s.created_at, s.ip FROM staff_sessions s WHERE s.staff_id = st.id
                        ORDER BY s.created_at DESC LIMIT 1) last ON true`;

function accountView(r: AccountRow): TStaffAccount {
  return {
    id: Number(r.id),
    username: r.username,
    displayName: r.display_name,
    role: r.role,
    active: r.active,
    createdAt: r.created_at.toISOString(),
    authenticator: r.authenticator,
    lastSignInAt: r.last_sign_in_at?.toISOString() ?? null,
    lastSignInIp: r.last_sign_in_ip,
    lastSeenAt: r.last_seen_at?.toISOString() ?? null,
    openSessions: r.open_sessions,
  };
}

/**
 * Staff accounts as a superadmin runs them (issue 39): a role change, a disable or an
 * authenticator reset, each with a reason, audited with before and after, and ending the
 * account's sessions so it takes effect on the next request. Nobody changes their own account
 * here, and the last active superadmin can be neither demoted nor disabled: the back office
 * would have nobody left to run it.
 */
export class StaffAccounts {
  constructor(
    private readonly db: Db,
    private readonly admin: Pick<AdminService, 'audit'>,
  ) {}

  async list(): Promise<TStaffAccount[]> {
    const res = await this.db.pool.query<AccountRow>(`${ACCOUNT_SQL} ORDER BY st.id`);
    return res.rows.map(accountView);
  }

  async get(id: number, q: Pick<pg.PoolClient, 'query'> = this.db.pool): Promise<TStaffAccount> {
    const res = await q.query<AccountRow>(`${ACCOUNT_SQL} WHERE st.id = $1`, [id]);
    if (!res.rows[0]) throw notFound('Không tìm thấy tài khoản nhân viên');
    return accountView(res.rows[0]);
  }

  async update(id: number, change: TUpdateStaffAccount, actor: StaffActor): Promise<TStaffAccount> {
    if (id === actor.staffId) throw accountError('STAFF_SELF_CHANGE');
    return inTransaction(this.db.pool, async (c) => {
      // every superadmin row is locked, so two staff demoting the last two superadmins at once
      // cannot both pass the check below
      await c.query(`SELECT id FROM staff WHERE role = 'superadmin' AND active ORDER BY id FOR UPDATE`);
      const before = await this.get(id, c);
      const after = { role: change.role ?? before.role, active: change.active ?? before.active };
      if (after.role === before.role && after.active === before.active) throw accountError('STAFF_NO_CHANGE');
      const losesSuperadmin =
        before.role === 'superadmin' && before.active && (after.role !== 'superadmin' || !after.active);
      if (losesSuperadmin) {
        const others = await c.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM staff WHERE role = 'superadmin' AND active AND id <> $1`,
          [id],
        );
        if ((others.rows[0]?.n ?? 0) === 0) throw accountError('STAFF_LAST_SUPERADMIN');
      }
      await c.query('UPDATE staff SET role = $2, active = $3 WHERE id = $1', [id, after.role, after.active]);
      const ended = await this.endSessions(c, id);
      await this.admin.audit(
        actor,
        change.role !== undefined ? 'staff.role_change' : after.active ? 'staff.enable' : 'staff.disable',
        { type: 'staff', id },
        {
          username: before.username,
          before: { role: before.role, active: before.active },
          after,
          reason: change.reason,
          sessionsEnded: ended,
        },
        c,
      );
      return this.get(id, c);
    });
  }

  /**
   * Forgets the account's authenticator and recovery codes: the next sign-in with the password
   * enrols a new one (the staff member scans it; nobody else ever sees the secret).
   */
  async resetAuthenticator(id: number, reason: string, actor: StaffActor): Promise<TStaffAccount> {
    if (id === actor.staffId) throw accountError('STAFF_SELF_CHANGE');
    return inTransaction(this.db.pool, async (c) => {
      const before = await this.get(id, c);
      await c.query(
        'UPDATE staff SET totp_secret = NULL, totp_enabled_at = NULL, totp_last_step = NULL WHERE id = $1',
        [id],
      );
      const codes = await c.query('DELETE FROM staff_recovery_codes WHERE staff_id = $1', [id]);
      // a password already typed must not finish against the old authenticator
      await c.query('UPDATE staff_login_challenges SET used_at = now() WHERE staff_id = $1 AND used_at IS NULL', [id]);
      const ended = await this.endSessions(c, id);
      await this.admin.audit(
        actor,
        'staff.totp_reset',
        { type: 'staff', id },
        {
          username: before.username,
          hadAuthenticator: before.authenticator,
          recoveryCodesDeleted: codes.rowCount ?? 0,
          reason,
          sessionsEnded: ended,
        },
        c,
      );
      return this.get(id, c);
    });
  }

  private async endSessions(c: Pick<pg.PoolClient, 'query'>, id: number): Promise<number> {
    const res = await c.query(
      'UPDATE staff_sessions SET ended_at = now() WHERE staff_id = $1 AND ended_at IS NULL AND expires_at > now()',
      [id],
    );
    return res.rowCount ?? 0;
  }
}
