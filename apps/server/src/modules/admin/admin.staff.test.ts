import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { StaffAccounts } from './admin.staff';
import { staffSignIn } from './admin.test-support';

/**
 * Staff accounts as a superadmin runs them (issue 39): the list shows each account's
 * authenticator and last sign-in; a role change, a disable and an authenticator reset take effect
 * on the account's next request (its sessions end), are audited with before, after and the
 * reason, and never lock the back office out (own account, last superadmin).
 */
describe(StaffAccounts.name, () => {
  let t: TestApp;
  let root: string;
  const password = 'staff-password-1';

  const create = async (username: string, role: 'superadmin' | 'finance' | 'support') => {
    await t.app.services.admin.ensureStaff({ username, displayName: username, password, role });
    const { rows } = await t.db.pool.query<{ id: string }>('SELECT id FROM staff WHERE username = $1', [username]);
    return Number(rows[0]!.id);
  };
  const signIn = async (username: string) => {
    const res = await staffSignIn(t.app, username, password);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.token as string;
  };
  const call = (token: string, method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { 'x-staff-token': token }, ...(payload ? { payload } : {}) });
  const me = (token: string) => call(token, 'GET', '/admin-api/auth/me');
  const audit = async (action: string, id: number) =>
    (
      await t.db.pool.query(
        `SELECT staff_id, details FROM audit_log WHERE action = $1 AND target_id = $2 ORDER BY id DESC LIMIT 1`,
        [action, String(id)],
      )
    ).rows[0];

  beforeAll(async () => {
    t = await buildTestApp();
    await create('root.acc', 'superadmin');
    root = await signIn('root.acc');
  });
  afterAll(() => t.close());

  it('should list every account with its authenticator, last sign-in and open sessions', async () => {
    const id = await create('never.signed', 'support');
    const res = await call(root, 'GET', '/admin-api/staff');
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data as { id: number; username: string }[];
    expect(rows.find((r) => r.username === 'root.acc')).toMatchObject({
      role: 'superadmin',
      active: true,
      authenticator: true,
      openSessions: 1,
      lastSignInIp: '127.0.0.1',
    });
    expect(rows.find((r) => r.id === id)).toMatchObject({
      authenticator: false,
      lastSignInAt: null,
      lastSeenAt: null,
      openSessions: 0,
    });
  });

  it("should change a role at once: the account's session ends and its next sign-in has the new role", async () => {
    const id = await create('cashier.one', 'finance');
    const token = await signIn('cashier.one');
    expect((await call(token, 'GET', '/admin-api/adjustments')).statusCode).toBe(200);

    const res = await call(root, 'PATCH', `/admin-api/staff/${id}`, { role: 'support', reason: 'Chuyển sang CSKH' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ role: 'support', active: true, openSessions: 0 });
    expect((await me(token)).statusCode).toBe(401);
    const again = await signIn('cashier.one');
    expect((await me(again)).json().data.role).toBe('support');
    expect((await call(again, 'GET', '/admin-api/adjustments')).statusCode).toBe(403);

    const row = await audit('staff.role_change', id);
    expect(row.details).toMatchObject({
      before: { role: 'finance', active: true },
      after: { role: 'support', active: true },
      reason: 'Chuyển sang CSKH',
      sessionsEnded: 1,
    });
  });

  it('should disable an account (no sign-in, no session) and enable it again, each audited', async () => {
    const id = await create('leaver', 'support');
    const token = await signIn('leaver');
    const off = await call(root, 'PATCH', `/admin-api/staff/${id}`, { active: false, reason: 'Nghỉ việc' });
    expect(off.statusCode, off.body).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
    const refused = await staffSignIn(t.app, 'leaver', password);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('STAFF_INVALID_CREDENTIALS');
    expect((await audit('staff.disable', id)).details).toMatchObject({ after: { active: false }, reason: 'Nghỉ việc' });

    const on = await call(root, 'PATCH', `/admin-api/staff/${id}`, { active: true, reason: 'Quay lại làm việc' });
    expect(on.json().data).toMatchObject({ active: true });
    await signIn('leaver');
    expect(await audit('staff.enable', id)).toBeTruthy();
  });

  it('should reset an authenticator: sessions end, old codes and recovery codes stop working, the next sign-in enrols', async () => {
    const id = await create('lost.phone', 'finance');
    const token = await signIn('lost.phone');
    const res = await call(root, 'POST', `/admin-api/staff/${id}/authenticator-reset`, { reason: 'Mất điện thoại' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ authenticator: false, openSessions: 0 });
    expect((await me(token)).statusCode).toBe(401);
    const codes = await t.db.pool.query('SELECT 1 FROM staff_recovery_codes WHERE staff_id = $1', [id]);
    expect(codes.rowCount).toBe(0);

    const login = await t.app.inject({
      method: 'POST',
      url: '/admin-api/auth/login',
      payload: { username: 'lost.phone', password },
    });
    expect(login.json().data.stage).toBe('enrol');
    await signIn('lost.phone');
    const after = (await call(root, 'GET', '/admin-api/staff')).json().data.find((r: { id: number }) => r.id === id);
    expect(after).toMatchObject({ authenticator: true, openSessions: 1 });
    expect((await audit('staff.totp_reset', id)).details).toMatchObject({
      hadAuthenticator: true,
      reason: 'Mất điện thoại',
      sessionsEnded: 1,
    });
  });

  it('should refuse changes to your own account, without a reason, two changes at once, and by other roles', async () => {
    const { rows } = await t.db.pool.query<{ id: string }>(`SELECT id FROM staff WHERE username = 'root.acc'`);
    const rootId = Number(rows[0]!.id);
    const self = await call(root, 'PATCH', `/admin-api/staff/${rootId}`, { active: false, reason: 'Thử tự khóa' });
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({
      code: 'STAFF_SELF_CHANGE',
      message: expect.stringContaining('chính tài khoản'),
    });
    const selfReset = await call(root, 'POST', `/admin-api/staff/${rootId}/authenticator-reset`, { reason: 'Thử' });
    expect(selfReset.json().code).toBe('STAFF_SELF_CHANGE');

    const id = await create('target', 'support');
    for (const bad of [
      { active: false },
      { active: false, reason: ' ' },
      { role: 'finance', active: false, reason: 'Hai' },
    ]) {
      const res = await call(root, 'PATCH', `/admin-api/staff/${id}`, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    const same = await call(root, 'PATCH', `/admin-api/staff/${id}`, { role: 'support', reason: 'Không đổi' });
    expect(same.json().code).toBe('STAFF_NO_CHANGE');
    await create('finance.x', 'finance');
    const finance = await signIn('finance.x');
    expect((await call(finance, 'PATCH', `/admin-api/staff/${id}`, { active: false, reason: 'Khóa' })).statusCode).toBe(
      403,
    );
    expect((await call(root, 'PATCH', '/admin-api/staff/999999', { active: false, reason: 'Khóa' })).statusCode).toBe(
      404,
    );
    const unchanged = await t.db.pool.query('SELECT role, active FROM staff WHERE id = $1', [id]);
    expect(unchanged.rows[0]).toEqual({ role: 'support', active: true });
  });

  it('should keep one active superadmin when two demote each other at the same moment', async () => {
    const a = await create('root.a', 'superadmin');
    const b = await create('root.b', 'superadmin');
    const [ta, tb] = [await signIn('root.a'), await signIn('root.b')];
    // only these two are superadmins for this test
    await t.db.pool.query(`UPDATE staff SET role = 'support' WHERE role = 'superadmin' AND id NOT IN ($1, $2)`, [a, b]);
    const [ra, rb] = await Promise.all([
      call(ta, 'PATCH', `/admin-api/staff/${b}`, { role: 'finance', reason: 'Đổi vai trò' }),
      call(tb, 'PATCH', `/admin-api/staff/${a}`, { role: 'finance', reason: 'Đổi vai trò' }),
    ]);
    // The second is refused: 409 when both were signed in as the first committed, 401 when the first
    // demotion had already ended the second's session (a loaded machine runs them one after the other).
    const refused = [ra, rb].find((r) => r.statusCode !== 200)!;
    expect([ra, rb].filter((r) => r.statusCode === 200)).toHaveLength(1);
    if (refused.statusCode === 409) expect(refused.json().code).toBe('STAFF_LAST_SUPERADMIN');
    else expect(refused.statusCode).toBe(401);
    const left = await t.db.pool.query(`SELECT count(*)::int AS n FROM staff WHERE role = 'superadmin' AND active`);
    expect(left.rows[0].n).toBe(1);
  });
});
