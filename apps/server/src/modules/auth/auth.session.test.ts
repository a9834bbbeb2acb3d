import { AuthMessage } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { AuthService } from './auth.service';
import {
  authedPost,
  FINGERPRINT,
  login,
  ORIGIN,
  type Registered,
  refresh,
  register,
  sessionCookieOf,
  uniqueIp,
} from './auth.test-support';

describe(`${AuthService.name} sessions`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const newPlayer = async (): Promise<Registered> => {
    const r = await register(t.app);
    expect(r.res.statusCode).toBe(200);
    return r;
  };

  describe('login', () => {
    it('should answer 400 with message DEVICE_FINGERPRINT_REQUIRED without the fingerprint cookie', async () => {
      const p = await newPlayer();
      const res = await login(t.app, p.username, p.password, { fingerprint: null });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        statusCode: 400,
        code: 'DEVICE_FINGERPRINT_REQUIRED',
        message: 'DEVICE_FINGERPRINT_REQUIRED',
      });
      expect(sessionCookieOf(res)).toBeUndefined();
      // only the registration's session exists: no login happened
      const { rows } = await t.db.pool.query('SELECT count(*)::int AS n FROM sessions WHERE player_id = $1', [p.id]);
      expect(rows[0].n).toBe(1);
      expect((await refresh(t.app, p.token)).statusCode).toBe(200);
    });

    it('should check the fingerprint before the body, and refuse a malformed fingerprint', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: {},
        headers: { origin: ORIGIN },
      });
      expect(res.json().code).toBe('DEVICE_FINGERPRINT_REQUIRED');
      const p = await newPlayer();
      const bad = await login(t.app, p.username, p.password, { fingerprint: 'bad value!' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('DEVICE_FINGERPRINT_REQUIRED');
    });

    it('should log in, set the cookie and record fingerprint and IP', async () => {
      const p = await newPlayer();
      const ip = uniqueIp();
      const res = await login(t.app, p.username, p.password, { ip });
      expect(res.statusCode).toBe(200);
      const { token, user } = res.json().data;
      expect(sessionCookieOf(res)).toBe(token);
      expect(user).toMatchObject({ id: p.id, username: p.username, balance: 0, isVerifyPhone: false });
      const { rows } = await t.db.pool.query(
        `SELECT kind, success, ip, device_fingerprint FROM login_events WHERE player_id = $1 ORDER BY id`,
        [p.id],
      );
      expect(rows.at(-1)).toEqual({ kind: 'password', success: true, ip, device_fingerprint: FINGERPRINT });
      const session = (
        await t.db.pool.query('SELECT ip, device_fingerprint FROM sessions WHERE ended_at IS NULL AND player_id = $1', [
          p.id,
        ])
      ).rows;
      expect(session).toEqual([{ ip, device_fingerprint: FINGERPRINT }]);
    });

    it('should ignore the letter case of the username', async () => {
      const p = await newPlayer();
      expect((await login(t.app, p.username.toUpperCase(), p.password)).statusCode).toBe(200);
    });

    it('should answer one generic 401 for a wrong password and for an unknown username', async () => {
      const p = await newPlayer();
      const wrong = await login(t.app, p.username, 'not-the-password');
      const unknown = await login(t.app, 'no_such_player_x', 'whatever1');
      for (const res of [wrong, unknown]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({
          success: false,
          statusCode: 401,
          code: 'INVALID_CREDENTIALS',
          message: 'Tên đăng nhập hoặc mật khẩu không đúng',
        });
      }
      const failures = await t.db.pool.query(
        `SELECT username, success, reason FROM login_events WHERE success = false AND username IN ($1, $2)`,
        [p.username, 'no_such_player_x'],
      );
      expect(failures.rows).toHaveLength(2);
    });

    it.each([
      [{ password: 'x' }, AuthMessage.USERNAME_REQUIRED],
      [{ username: '', password: 'x' }, AuthMessage.USERNAME_REQUIRED],
      [{ username: 'someone' }, AuthMessage.PASSWORD_REQUIRED],
      [{ username: 'someone', password: '' }, AuthMessage.PASSWORD_REQUIRED],
      [{ username: 'someone', password: 'p'.repeat(129) }, AuthMessage.PASSWORD_MAX],
    ])('should refuse login body %j with 400 %s', async (payload, message) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload,
        cookies: { device_fingerprint: FINGERPRINT },
        headers: { origin: ORIGIN },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
    });
  });

  describe('one session per player', () => {
    it('should end the older session: its refresh answers 401 with the spec message', async () => {
      const p = await newPlayer();
      const first = (await login(t.app, p.username, p.password)).json().data.token;
      const second = (await login(t.app, p.username, p.password)).json().data.token;
      const old = await refresh(t.app, first);
      expect(old.statusCode).toBe(401);
      expect(old.json()).toEqual({
        success: false,
        statusCode: 401,
        code: 'SESSION_REPLACED',
        message: 'Tài khoản của bạn đã được đăng nhập trên trình duyệt/ thiết bị khác.',
      });
      expect((await refresh(t.app, second)).statusCode).toBe(200);
    });

    it('should leave exactly one live session after 50 parallel logins of one player', async () => {
      const p = await newPlayer();
      const results = await Promise.all(
        Array.from({ length: 50 }, () => login(t.app, p.username, p.password, { ip: uniqueIp() })),
      );
      expect(results.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
      expect(await t.app.services.auth.liveSessionCount(p.id)).toBe(1);
      const open = await t.db.pool.query(
        'SELECT count(*)::int AS n FROM sessions WHERE player_id = $1 AND ended_at IS NULL',
        [p.id],
      );
      expect(open.rows[0].n).toBe(1);

      const refreshes = await Promise.all(results.map((r) => refresh(t.app, r.json().data.token)));
      const codes = refreshes.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      expect(codes.filter((c) => c === 401)).toHaveLength(49);
      expect(refreshes.filter((r) => r.statusCode === 401).every((r) => r.json().code === 'SESSION_REPLACED')).toBe(
        true,
      );
    });

    it('should refuse a second open session even if written around the service (unique index)', async () => {
      const p = await newPlayer();
      await expect(
        t.db.pool.query(
          `INSERT INTO sessions (player_id, token_hash, play_token_hash, idle_expires_at, absolute_expires_at)
           VALUES ($1, 'x1', 'y1', now() + interval '1 hour', now() + interval '1 day')`,
          [p.id],
        ),
      ).rejects.toThrow(/sessions_one_open_per_player_uq/);
    });
  });

  describe('refresh', () => {
    it('should answer the same token and user by bearer header and by cookie, with a stable tokenPlay', async () => {
      const p = await newPlayer();
      const byHeader = await refresh(t.app, p.token);
      expect(byHeader.statusCode).toBe(200);
      expect(byHeader.json().data.token).toBe(p.token);
      const byCookie = await t.app.inject({ method: 'GET', url: '/api/auth/refresh', cookies: { session: p.token } });
      expect(byCookie.statusCode).toBe(200);
      expect(byCookie.json().data).toEqual(byHeader.json().data);
      expect(byHeader.json().data.user.tokenPlay).toBe(p.res.json().data.user.tokenPlay);
      expect(byHeader.headers['cache-control']).toBe('no-store');
    });

    it('should answer 401 UNAUTHORIZED without credentials or with an unknown or malformed token', async () => {
      const none = await t.app.inject({ method: 'GET', url: '/api/auth/refresh' });
      expect(none.statusCode).toBe(401);
      expect(none.json()).toMatchObject({ code: 'UNAUTHORIZED', message: 'Vui lòng đăng nhập để tiếp tục' });
      expect((await refresh(t.app, 'A'.repeat(43))).json().code).toBe('UNAUTHORIZED');
      const malformed = await t.app.inject({
        method: 'GET',
        url: '/api/auth/refresh',
        headers: { authorization: 'Basic abc' },
      });
      expect(malformed.statusCode).toBe(401);
    });

    it('should end a session past its idle or absolute expiry with 401 SESSION_EXPIRED', async () => {
      const a = await newPlayer();
      await t.db.pool.query(`UPDATE sessions SET idle_expires_at = now() - interval '1 second' WHERE player_id = $1`, [
        a.id,
      ]);
      const idle = await refresh(t.app, a.token);
      expect(idle.statusCode).toBe(401);
      expect(idle.json()).toMatchObject({
        code: 'SESSION_EXPIRED',
        message: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại',
      });

      const b = await newPlayer();
      await t.db.pool.query(
        `UPDATE sessions SET absolute_expires_at = now() - interval '1 second' WHERE player_id = $1`,
        [b.id],
      );
      expect((await refresh(t.app, b.token)).json().code).toBe('SESSION_EXPIRED');
    });

    it('should slide the idle expiry on use, but never past the absolute expiry', async () => {
      const p = await newPlayer();
      await t.db.pool.query(
        `UPDATE sessions SET last_seen_at = now() - interval '10 minutes', idle_expires_at = now() + interval '5 minutes',
                absolute_expires_at = now() + interval '30 minutes' WHERE player_id = $1`,
        [p.id],
      );
      expect((await refresh(t.app, p.token)).statusCode).toBe(200);
      const { rows } = await t.db.pool.query(
        "SELECT idle_expires_at = absolute_expires_at AS capped, last_seen_at > now() - interval '5 seconds' AS touched FROM sessions WHERE player_id = $1",
        [p.id],
      );
      expect(rows[0]).toEqual({ capped: true, touched: true });
    });
  });

  describe('logout and origin checks', () => {
    it('should end the session and clear the cookie; the token then answers 401', async () => {
      const p = await newPlayer();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        cookies: { session: p.token },
        headers: { origin: ORIGIN },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, data: { ok: true } });
      const cleared = res.cookies.find((c) => c.name === 'session');
      expect(cleared?.value).toBe('');
      expect((await refresh(t.app, p.token)).json().code).toBe('SESSION_EXPIRED');
    });

    it('should answer logout without a session with 200 (nothing to end)', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { origin: ORIGIN } });
      expect(res.statusCode).toBe(200);
    });

    it('should refuse cookie-authenticated mutations without or with a foreign Origin, but accept bearer ones', async () => {
      const p = await newPlayer();
      const noOrigin = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login-token',
        cookies: { session: p.token },
      });
      expect(noOrigin.statusCode).toBe(403);
      expect(noOrigin.json()).toMatchObject({ code: 'ORIGIN_MISMATCH' });
      const foreign = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login-token',
        cookies: { session: p.token },
        headers: { origin: 'https://evil.example' },
      });
      expect(foreign.statusCode).toBe(403);
      const sameSiteReferer = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login-token',
        cookies: { session: p.token },
        headers: { referer: 'http://localhost/account/user' },
      });
      expect(sameSiteReferer.statusCode).toBe(200);
      expect((await authedPost(t.app, p.token, '/api/auth/login-token')).statusCode).toBe(200);
      // the session survives a refused forgery
      expect((await refresh(t.app, p.token)).statusCode).toBe(200);
    });
  });

  describe('auto-login', () => {
    const autoLogin = (token: unknown, fingerprint: string | null = FINGERPRINT) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/auto-login',
        payload: { token },
        cookies: fingerprint ? { device_fingerprint: fingerprint } : {},
        headers: { origin: ORIGIN },
      });

    it('should log in once with a login token and end the older session', async () => {
      const p = await newPlayer();
      const issued = (await authedPost(t.app, p.token, '/api/auth/login-token')).json().data;
      expect(issued.expiresInSeconds).toBe(120);
      const res = await autoLogin(issued.token);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.user.id).toBe(p.id);
      expect(sessionCookieOf(res)).toBe(res.json().data.token);
      expect((await refresh(t.app, p.token)).json().code).toBe('SESSION_REPLACED');

      const again = await autoLogin(issued.token);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({
        success: false,
        statusCode: 400,
        code: 'AUTO_LOGIN_FAILED',
        message: 'Đăng nhập tự động không thành công',
      });
    });

    it('should refuse an expired or unknown token with AUTO_LOGIN_FAILED', async () => {
      const p = await newPlayer();
      const { token } = await t.app.services.auth.issueLoginToken(p.id, { purpose: 'support', ttlSeconds: 60 });
      await t.db.pool.query(`UPDATE login_tokens SET expires_at = now() - interval '1 second' WHERE player_id = $1`, [
        p.id,
      ]);
      expect((await autoLogin(token)).json().code).toBe('AUTO_LOGIN_FAILED');
      expect((await autoLogin('unknown-token-value')).json().code).toBe('AUTO_LOGIN_FAILED');
      expect((await autoLogin('')).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
    });

    it('should require the fingerprint cookie (and not use up the token without it)', async () => {
      const p = await newPlayer();
      const { token } = await t.app.services.auth.issueLoginToken(p.id, { purpose: 'app_handoff' });
      const res = await autoLogin(token, null);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('DEVICE_FINGERPRINT_REQUIRED');
      expect((await autoLogin(token)).statusCode).toBe(200);
    });
  });

  describe('player status', () => {
    it('should end sessions and refuse login for a disabled player', async () => {
      const p = await newPlayer();
      await t.app.services.auth.setPlayerStatus(p.id, 'disabled');
      expect((await refresh(t.app, p.token)).statusCode).toBe(401);
      const res = await login(t.app, p.username, p.password);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'ACCOUNT_DISABLED',
        message: 'Tài khoản của bạn đã bị khóa, vui lòng liên hệ CSKH',
      });
      expect(await t.app.services.auth.playerStatus(p.id)).toBe('disabled');
      await expect(t.app.services.auth.assertActive(p.id)).rejects.toMatchObject({
        statusCode: 403,
        code: 'ACCOUNT_DISABLED',
      });
    });

    it('should refuse login during a self-exclusion and allow it once the period ended', async () => {
      const p = await newPlayer();
      await t.app.services.auth.setPlayerStatus(p.id, 'self_excluded', new Date(Date.now() + 86_400_000));
      const res = await login(t.app, p.username, p.password);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('ACCOUNT_SELF_EXCLUDED');
      expect(res.json().message).toMatch(/^Tài khoản của bạn đang trong thời gian tự loại trừ đến /);
      await t.db.pool.query(`UPDATE players SET status_until = now() - interval '1 second' WHERE id = $1`, [p.id]);
      expect(await t.app.services.auth.playerStatus(p.id)).toBe('active');
      expect((await login(t.app, p.username, p.password)).statusCode).toBe(200);
    });

    it('should not reveal the status to a wrong password', async () => {
      const p = await newPlayer();
      await t.app.services.auth.setPlayerStatus(p.id, 'disabled');
      expect((await login(t.app, p.username, 'wrong-password')).json().code).toBe('INVALID_CREDENTIALS');
    });
  });

  describe('services for other modules', () => {
    it('should resolve a play token while the session lives, and after it ended only on request', async () => {
      const p = await newPlayer();
      const tokenPlay = p.res.json().data.user.tokenPlay;
      expect(await t.app.services.auth.resolvePlayToken(tokenPlay)).toBe(p.id);
      expect(await t.app.services.auth.resolvePlayToken(p.token)).toBeNull();
      await authedPost(t.app, p.token, '/api/auth/logout');
      expect(await t.app.services.auth.resolvePlayToken(tokenPlay)).toBeNull();
      expect(await t.app.services.auth.resolvePlayToken(tokenPlay, { allowEnded: true })).toBe(p.id);
    });

    it('should mark the first deposit once and show it as isFirstDeposit', async () => {
      const p = await newPlayer();
      expect(await t.app.services.auth.markFirstDeposit(p.id, t.db.pool)).toBe(true);
      expect(await t.app.services.auth.markFirstDeposit(p.id, t.db.pool)).toBe(false);
      expect((await refresh(t.app, p.token)).json().data.user.isFirstDeposit).toBe(true);
      expect((await t.app.services.auth.getPlayer(p.id))?.firstDepositAt).toBeInstanceOf(Date);
    });

    it('should make only one of two deposits credited at the same time the first, waiting for the other to commit', async () => {
      const p = await newPlayer();
      const first = await t.db.pool.connect();
      const second = await t.db.pool.connect();
      try {
        await first.query('BEGIN');
        await second.query('BEGIN');
        expect(await t.app.services.auth.markFirstDeposit(p.id, first)).toBe(true);
        // The second waits on the player's row until the first commits, then sees the mark.
        const racing = t.app.services.auth.markFirstDeposit(p.id, second);
        await new Promise((r) => setTimeout(r, 50));
        await first.query('COMMIT');
        expect(await racing).toBe(false);
        await second.query('COMMIT');
      } finally {
        first.release();
        second.release();
      }
    });

    it('should expose the player and phone verification, and null for unknown ids', async () => {
      const p = await newPlayer();
      expect(await t.app.services.auth.getPlayer(p.id)).toMatchObject({
        id: p.id,
        username: p.username,
        phone: p.phone,
        status: 'active',
        phoneVerified: false,
      });
      expect(await t.app.services.auth.isPhoneVerified(p.id)).toBe(false);
      expect(await t.app.services.auth.getPlayer(987654321)).toBeNull();
      expect(await t.app.services.auth.playerStatus(987654321)).toBeNull();
    });
  });

  describe('change password', () => {
    const change = (token: string, oldPassword: unknown, newPassword: unknown) =>
      authedPost(t.app, token, '/api/auth/change-password', { oldPassword, newPassword });

    it('should change the password and keep the current session', async () => {
      const p = await newPlayer();
      const res = await change(p.token, p.password, 'newSecret9');
      expect(res.statusCode).toBe(200);
      expect((await refresh(t.app, p.token)).statusCode).toBe(200);
      expect((await login(t.app, p.username, p.password)).statusCode).toBe(401);
      expect((await login(t.app, p.username, 'newSecret9')).statusCode).toBe(200);
    });

    it('should refuse a wrong current password, the same password and a bad new password', async () => {
      const p = await newPlayer();
      expect((await change(p.token, 'wrong-one', 'newSecret9')).json()).toMatchObject({
        statusCode: 400,
        code: 'WRONG_PASSWORD',
        message: 'Mật khẩu hiện tại không đúng',
      });
      expect((await change(p.token, p.password, p.password)).json()).toMatchObject({
        code: 'SAME_PASSWORD',
        message: 'Mật khẩu mới phải khác mật khẩu hiện tại',
      });
      expect((await change(p.token, p.password, 'short')).json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: AuthMessage.PASSWORD_MIN,
      });
      expect((await change(p.token, p.password, 'mậtkhẩu99')).json().message).toBe(AuthMessage.PASSWORD_NO_ACCENTS);
      expect((await login(t.app, p.username, p.password)).statusCode).toBe(200);
    });

    it('should lock change-password after 5 wrong current passwords', async () => {
      const p = await newPlayer();
      for (let i = 0; i < 4; i++)
        expect((await change(p.token, 'wrong-one', 'newSecret9')).json().code).toBe('WRONG_PASSWORD');
      const locked = await change(p.token, 'wrong-one', 'newSecret9');
      expect(locked.statusCode).toBe(429);
      expect(locked.json().message).toBe('Bạn đã nhập sai mật khẩu quá nhiều lần. Vui lòng thử lại sau 15 phút.');
      expect((await change(p.token, p.password, 'newSecret9')).statusCode).toBe(429);
    });

    it('should need a session', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        payload: { oldPassword: 'a', newPassword: 'bbbbbb' },
      });
      expect(res.statusCode).toBe(401);
    });
  });
});
