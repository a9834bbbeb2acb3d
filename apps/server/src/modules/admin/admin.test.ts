import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { AdminService } from './admin.service';

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

  const login = (username: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/admin-api/auth/login', payload: { username, password } });
  const tokenOf = async (username: string, password: string) =>
    (await login(username, password)).json().data.token as string;

  it('should store argon2id hashes, never the password', async () => {
    const { rows } = await t.db.pool.query(`SELECT password_hash FROM staff WHERE username = 'root'`);
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
  });

  it('should log in with a token and an HttpOnly staff_session cookie, and refuse a wrong password the same way as an unknown user', async () => {
    const ok = await login('root', 'root-password-1');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.staff).toMatchObject({ username: 'root', role: 'superadmin' });
    const cookie = ok.cookies.find((c) => c.name === 'staff_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    const wrong = await login('root', 'wrong-password');
    const unknown = await login('nobody', 'wrong-password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().code).toBe('STAFF_INVALID_CREDENTIALS');
  });

  it('should authenticate by header or cookie, and end the session on logout', async () => {
    const token = await tokenOf('root', 'root-password-1');
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

  it('should keep the audit log append-only', async () => {
    await expect(t.db.pool.query(`UPDATE audit_log SET action = 'x'`)).rejects.toThrow(/append-only/);
    await expect(t.db.pool.query('DELETE FROM audit_log')).rejects.toThrow(/append-only/);
  });
});
