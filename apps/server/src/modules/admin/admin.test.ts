import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { uniqueIp } from '../auth/auth.test-support';
import { AdminService } from './admin.service';
import { staffSignIn } from './admin.test-support';

describe(AdminService.name, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.services.admin.ensureStaff({
      username: 'root',
      displayName: 'Root',
      password: 'root-password-1',
      role: 'superadmin',
    });
    await t.app.services.admin.ensureStaff({
      username: 'helper',
      displayName: 'Helper',
      password: 'helper-password-1',
      role: 'support',
    });
  });
  afterAll(() => t.close());

  const login = (username: string, password: string) => staffSignIn(t.app, username, password);
  // Each authenticator code is accepted once, so a test reuses the account's session.
  const sessions = new Map<string, string>();
  const tokenOf = async (username: string, password: string) => {
    const known = sessions.get(username);
    if (known) return known;
    const token = (await login(username, password)).json().data.token as string;
    sessions.set(username, token);
    return token;
  };

  it('should store argon2id hashes, never the password', async () => {
    const { rows } = await t.db.pool.query(`SELECT password_hash FROM staff WHERE username = 'root'`);
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
  });

  it('should log in with a token and an HttpOnly staff_session cookie, and refuse a wrong password the same way as an unknown user', async () => {
    const ok = await login('root', 'root-password-1');
    expect(ok.statusCode).toBe(200);
    sessions.set('root', ok.json().data.token);
    expect(ok.json().data.staff).toMatchObject({ username: 'root', role: 'superadmin' });
    const cookie = ok.cookies.find((c) => c.name === 'staff_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    const password = (username: string, pw: string) =>
      t.app.inject({ method: 'POST', url: '/admin-api/auth/login', payload: { username, password: pw } });
    const wrong = await password('root', 'wrong-password');
    const unknown = await password('nobody', 'wrong-password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().code).toBe('STAFF_INVALID_CREDENTIALS');
  });

  it('should authenticate by header or cookie, and end the session on logout', async () => {
    const token = (await login('root', 'root-password-1')).json().data.token as string;
    expect(
      (await t.app.inject({ method: 'GET', url: '/admin-api/auth/me', headers: { 'x-staff-token': token } })).json()
        .data.username,
    ).toBe('root');
    expect(
      (await t.app.inject({ method: 'GET', url: '/admin-api/auth/me', cookies: { staff_session: token } })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/admin-api/auth/me' })).statusCode).toBe(401);
    const out = await t.app.inject({
      method: 'POST',
      url: '/admin-api/auth/logout',
      headers: { 'x-staff-token': token },
    });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/admin-api/auth/me', headers: { 'x-staff-token': token } });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('STAFF_UNAUTHORIZED');
  });

  it('should refuse a cookie-authenticated mutation from another origin', async () => {
    const token = await tokenOf('root', 'root-password-1');
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin-api/auth/logout',
      cookies: { staff_session: token },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('should let only superadmins manage staff, and audit every staff action', async () => {
    const helper = await tokenOf('helper', 'helper-password-1');
    const forbidden = await t.app.inject({
      method: 'POST',
      url: '/admin-api/staff',
      headers: { 'x-staff-token': helper },
      payload: { username: 'new.one', displayName: 'New', password: 'long-password-1', role: 'finance' },
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe('STAFF_FORBIDDEN');
    const root = await tokenOf('root', 'root-password-1');
    const created = await t.app.inject({
      method: 'POST',
      url: '/admin-api/staff',
      headers: { 'x-staff-token': root },
      payload: { username: 'new.one', displayName: 'New', password: 'long-password-1', role: 'finance' },
    });
    expect(created.json().data).toMatchObject({ username: 'new.one', role: 'finance', active: true });
    const dup = await t.app.inject({
      method: 'POST',
      url: '/admin-api/staff',
      headers: { 'x-staff-token': root },
      payload: { username: 'new.one', displayName: 'New', password: 'long-password-1', role: 'finance' },
    });
    expect(dup.statusCode).toBe(409);
    const short = await t.app.inject({
      method: 'POST',
      url: '/admin-api/staff',
      headers: { 'x-staff-token': root },
      payload: { username: 'other', displayName: 'O', password: 'short', role: 'finance' },
    });
    expect(short.statusCode).toBe(400);
    const log = await t.app.inject({
      method: 'GET',
      url: '/admin-api/audit-log?action=staff.create',
      headers: { 'x-staff-token': root },
    });
    expect(log.json().data[0]).toMatchObject({
      action: 'staff.create',
      staffUsername: 'root',
      targetType: 'staff',
      details: { username: 'new.one' },
    });
    const failed = await t.app.inject({
      method: 'GET',
      url: '/admin-api/audit-log?action=staff.login_failed',
      headers: { 'x-staff-token': root },
    });
    expect(failed.json().meta.pagination.total).toBeGreaterThan(0);
  });

  describe('login lockout', () => {
    const attempt = (username: string, password: string, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/admin-api/auth/login',
        payload: { username, password },
        remoteAddress: ip,
      });
    const newStaff = async () => {
      const username = `staff.${Math.random().toString(36).slice(2, 10)}`;
      await t.app.services.admin.ensureStaff({
        username,
        displayName: 'Nhân viên',
        password: 'right-password-1',
        role: 'support',
      });
      return username;
    };
    /** Ends the key's current lock as if its time had passed. */
    const expireLock = (key: string) =>
      t.db.pool.query(`UPDATE auth_throttles SET locked_until = now() - interval '1 second' WHERE key = $1`, [key]);
    const auditOf = async (username: string) =>
      (
        await t.db.pool.query<{ action: string; details: Record<string, unknown> }>(
          `SELECT action, details FROM audit_log WHERE details->>'username' = $1 ORDER BY id`,
          [username],
        )
      ).rows;

    it('should lock a staff account on the 5th wrong password, refusing even the right one, and audit it', async () => {
      const username = await newStaff();
      for (let i = 0; i < 4; i++) {
        const wrong = await attempt(username, 'wrong-password', uniqueIp());
        expect(wrong.statusCode).toBe(401);
        expect(wrong.json().code).toBe('STAFF_INVALID_CREDENTIALS');
      }
      const fifth = await attempt(username, 'wrong-password', uniqueIp());
      expect(fifth.statusCode).toBe(429);
      expect(fifth.json()).toEqual({
        success: false,
        statusCode: 429,
        code: 'STAFF_ACCOUNT_LOCKED',
        message: 'Tài khoản nhân viên tạm thời bị khóa do đăng nhập sai nhiều lần. Vui lòng thử lại sau 5 phút.',
      });
      expect(fifth.headers['retry-after']).toBe('300');
      const right = await attempt(username, 'right-password-1', uniqueIp());
      expect(right.statusCode).toBe(429);
      expect(right.json().code).toBe('STAFF_ACCOUNT_LOCKED');
      expect(right.json().message).toMatch(/Vui lòng thử lại sau (\d+ giây|5 phút)\.$/);
      expect(right.cookies.find((c) => c.name === 'staff_session')).toBeUndefined();
      const audit = await auditOf(username);
      expect(audit.map((a) => a.action)).toEqual([...Array(5).fill('staff.login_failed'), 'staff.login_locked']);
      expect(audit[4]?.details).toMatchObject({ locked: 'account', lockedForSeconds: 300 });
      expect(audit[5]?.details).toMatchObject({ lock: 'account' });
    });

    it('should lock unknown usernames the same way, so a lock tells nothing', async () => {
      const ghost = `ghost.${Math.random().toString(36).slice(2, 10)}`;
      let last = await attempt(ghost, 'wrong-password', uniqueIp());
      for (let i = 1; i < 5; i++) last = await attempt(ghost, 'wrong-password', uniqueIp());
      expect(last.json().code).toBe('STAFF_ACCOUNT_LOCKED');
    });

    it('should let the staff member in once the lock ran out, the success forgetting the failures', async () => {
      const username = await newStaff();
      for (let i = 0; i < 5; i++) await attempt(username, 'wrong-password', uniqueIp());
      await expireLock(`staff-login:user:${username}`);
      const ok = await staffSignIn(t.app, username, 'right-password-1', uniqueIp());
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data.staff.username).toBe(username);
      // after a success it takes five wrong passwords again
      for (let i = 0; i < 4; i++) expect((await attempt(username, 'wrong-password', uniqueIp())).statusCode).toBe(401);
      const again = await attempt(username, 'wrong-password', uniqueIp());
      expect(again.statusCode).toBe(429);
      expect(again.json().message).toMatch(/sau 5 phút\.$/);
    });

    it('should block one address trying many staff accounts, for every account, while other addresses log in', async () => {
      const ip = uniqueIp();
      const target = await newStaff();
      for (let i = 0; i < 9; i++) {
        const res = await attempt(`guess.${i}.${Math.random().toString(36).slice(2, 8)}`, 'wrong-password', ip);
        expect(res.statusCode).toBe(401);
      }
      const tenth = await attempt('admin', 'wrong-password', ip);
      expect(tenth.statusCode).toBe(429);
      expect(tenth.json()).toEqual({
        success: false,
        statusCode: 429,
        code: 'STAFF_LOGIN_IP_LOCKED',
        message: 'Địa chỉ của bạn đã đăng nhập sai quá nhiều lần. Vui lòng thử lại sau 15 phút.',
      });
      expect(tenth.headers['retry-after']).toBe('900');
      // the right password of an untouched account is refused from that address, not from another
      expect((await attempt(target, 'right-password-1', ip)).json().code).toBe('STAFF_LOGIN_IP_LOCKED');
      expect((await attempt(target, 'right-password-1', uniqueIp())).statusCode).toBe(200);
      expect((await auditOf(target)).map((a) => a.action)).toEqual(['staff.login_locked']);
      await expireLock(`staff-login:ip:${ip}`);
      expect((await attempt(target, 'right-password-1', ip)).statusCode).toBe(200);
    });
  });

  it('should keep the audit log append-only', async () => {
    await expect(t.db.pool.query(`UPDATE audit_log SET action = 'x'`)).rejects.toThrow(/append-only/);
    await expect(t.db.pool.query('DELETE FROM audit_log')).rejects.toThrow(/append-only/);
  });
});
