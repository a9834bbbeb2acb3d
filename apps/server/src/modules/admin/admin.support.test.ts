import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { FINGERPRINT, lastCode, ORIGIN, type Registered, register, uniqueIp } from '../auth/auth.test-support';
import { staffSupportRoutes } from './admin.support.routes';
import { staffTokenFor } from './admin.test-support';

const login = (app: FastifyInstance, username: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    cookies: { device_fingerprint: FINGERPRINT },
    headers: { origin: ORIGIN },
    remoteAddress: uniqueIp(),
  });

describe(`${staffSupportRoutes.name}`, () => {
  let t: TestApp;
  let support: string;
  let finance: string;
  let compliance: string;
  beforeAll(async () => {
    t = await buildTestApp();
    [support, finance, compliance] = await Promise.all([
      staffTokenFor(t.app, 'support'),
      staffTokenFor(t.app, 'finance'),
      staffTokenFor(t.app, 'compliance'),
    ]);
  }, 60_000);
  afterAll(() => t.close());

  const staff = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      payload: payload as Record<string, unknown> | undefined,
      headers: { 'x-staff-token': token },
    });
  const audits = async (playerId: number, action: string) =>
    (
      await t.app.db.pool.query(
        `SELECT details FROM audit_log WHERE target_type = 'player' AND target_id = $1 AND action = $2 ORDER BY id`,
        [String(playerId), action],
      )
    ).rows.map((r) => r.details);
  const balance = (p: Registered) =>
    t.app.inject({ url: '/api/user/balance', headers: { authorization: `Bearer ${p.token}` } });

  it("should list the player's sign-ins and sessions and end the open ones with a reason", async () => {
    const p = await register(t.app);
    const seen = await staff(finance, 'GET', `/admin-api/players/${p.id}/logins`);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().data.logins[0]).toMatchObject({ kind: 'register', success: true });
    expect(seen.json().data.sessions.filter((s: { open: boolean }) => s.open)).toHaveLength(1);

    const short = await staff(support, 'POST', `/admin-api/players/${p.id}/sessions/end`, { reason: 'ok' });
    expect(short.statusCode).toBe(400);
    expect((await balance(p)).statusCode).toBe(200);

    const ended = await staff(support, 'POST', `/admin-api/players/${p.id}/sessions/end`, {
      reason: 'Khách báo mất điện thoại',
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().data.ended).toBe(1);
    expect((await balance(p)).statusCode).toBe(401);
    const after = (await staff(support, 'GET', `/admin-api/players/${p.id}/logins`)).json().data.sessions;
    expect(after[0]).toMatchObject({ open: false, endReason: 'staff_ended' });
    expect(await audits(p.id, 'player.force_logout')).toEqual([{ reason: 'Khách báo mất điện thoại', ended: 1 }]);
    expect(
      (await staff(finance, 'POST', `/admin-api/players/${p.id}/sessions/end`, { reason: 'x'.repeat(9) })).statusCode,
    ).toBe(403);
    expect((await staff(support, 'GET', '/admin-api/players/99999999/logins')).statusCode).toBe(404);
  });

  it("should send the reset code to the player's own phone, never to staff, and let the player set a new password", async () => {
    const p = await register(t.app);
    const res = await staff(support, 'POST', `/admin-api/players/${p.id}/password-reset`, {
      reason: 'Khách gọi tổng đài, quên mật khẩu',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.destination).not.toContain(p.phone.slice(3, 7));
    const code = await lastCode(t.app, p.phone);
    expect(res.body).not.toContain(code);
    expect(JSON.stringify(await audits(p.id, 'player.password_reset_sent'))).not.toContain(code);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password/reset',
      payload: { username: p.username, otp: code, password: 'newsecret123' },
      headers: { origin: ORIGIN },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await login(t.app, p.username, 'newsecret123')).statusCode).toBe(200);
  });

  it('should lift a sign-in lock from wrong passwords, audited with how long it had left', async () => {
    const p = await register(t.app);
    let locked = false;
    for (let i = 0; i < 12 && !locked; i++)
      locked = (await login(t.app, p.username, 'wrong-pass-1')).statusCode === 429;
    expect(locked).toBe(true);
    expect((await login(t.app, p.username, p.password)).statusCode).toBe(429);
    const res = await staff(support, 'POST', `/admin-api/players/${p.id}/unlock`, {
      reason: 'Khách đã xác minh qua tổng đài',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.signInLockedSeconds).toBeGreaterThan(0);
    expect((await login(t.app, p.username, p.password)).statusCode).toBe(200);
    expect((await audits(p.id, 'player.unlock'))[0].before.signInLockedSeconds).toBeGreaterThan(0);
  });

  it('should reveal the phone only with a reason, audited, and only to support and compliance', async () => {
    const p = await register(t.app);
    const url = `/admin-api/players/${p.id}/phone-reveal`;
    expect((await staff(support, 'POST', url, {})).statusCode).toBe(400);
    expect((await staff(finance, 'POST', url, { reason: 'Gọi lại cho khách' })).statusCode).toBe(403);
    expect(await audits(p.id, 'player.phone_reveal')).toEqual([]);
    const shown = await staff(compliance, 'POST', url, { reason: 'Đối chiếu hồ sơ KYC' });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().data.phone).toBe(p.phone);
    // the player's screen keeps it masked
    expect((await staff(support, 'GET', `/admin-api/players/${p.id}`)).json().data.phone).not.toBe(p.phone);
    expect(await audits(p.id, 'player.phone_reveal')).toEqual([{ reason: 'Đối chiếu hồ sơ KYC' }]);
  });

  it('should tighten a limit at once and loosen it only after the cooling-off, refusing bad amounts unchanged', async () => {
    const p = await register(t.app);
    const url = `/admin-api/players/${p.id}/limits`;
    const set = (amount: unknown) =>
      staff(support, 'PUT', url, { kind: 'deposit', period: 'day', amount, reason: 'Khách yêu cầu qua tổng đài' });
    const first = await set(1_000_000);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ outcome: 'applied', effectiveAt: null });
    expect((await set(500_000)).json().data.outcome).toBe('applied');

    const raised = await set(2_000_000);
    expect(raised.json().data.outcome).toBe('scheduled');
    const hours = (Date.parse(raised.json().data.effectiveAt) - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(23);
    const limit = (r: typeof raised) =>
      r
        .json()
        .data.protection.limits.find(
          (l: { kind: string; period: string }) => l.kind === 'deposit' && l.period === 'day',
        );
    expect(limit(raised).amount).toBe(500_000);

    for (const bad of [-1_000_000, '1000000', 1.5, 5]) {
      const res = await set(bad);
      expect(res.statusCode, String(bad)).toBe(400);
    }
    const now = (await t.app.services.protection.get(p.id)).limits.find(
      (l) => l.kind === 'deposit' && l.period === 'day',
    );
    expect(now).toMatchObject({ amount: 500_000, pending: { amount: 2_000_000 } });
    const trail = await audits(p.id, 'player.limit');
    expect(trail.map((a) => a.outcome)).toEqual(['applied', 'applied', 'scheduled']);
    expect(trail[1]).toMatchObject({ before: { amount: 1_000_000 }, after: { amount: 500_000 }, requested: 500_000 });
  });
});
