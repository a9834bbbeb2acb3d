import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { login, type Registered, randomUsername, register, uniqueIp } from './auth.test-support';
import { Throttle } from './auth.throttle';

describe(Throttle.name, () => {
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
  /** Ends the key's current lock as if its time had passed. */
  const expireLock = (key: string) =>
    t.db.pool.query(`UPDATE auth_throttles SET locked_until = now() - interval '1 second' WHERE key = $1`, [key]);

  describe('login per username', () => {
    it('should lock the account on the 5th wrong password, saying for how long, even for the right password', async () => {
      const p = await newPlayer();
      for (let i = 0; i < 4; i++)
        expect((await login(t.app, p.username, 'wrong-pass')).json().code).toBe('INVALID_CREDENTIALS');
      const fifth = await login(t.app, p.username, 'wrong-pass');
      expect(fifth.statusCode).toBe(429);
      expect(fifth.json()).toEqual({
        success: false,
        statusCode: 429,
        code: 'ACCOUNT_LOCKED',
        message: 'Tài khoản tạm thời bị khóa do đăng nhập sai nhiều lần. Vui lòng thử lại sau 1 phút.',
      });
      expect(fifth.headers['retry-after']).toBe('60');
      const right = await login(t.app, p.username, p.password);
      expect(right.statusCode).toBe(429);
      expect(right.json().message).toMatch(/Vui lòng thử lại sau (\d+ giây|1 phút)\.$/);
      expect(await t.app.services.auth.liveSessionCount(p.id)).toBe(1); // only the registration's session
    });

    it('should let the player in once the lock ran out, and forget the failures after a success', async () => {
      const p = await newPlayer();
      for (let i = 0; i < 5; i++) await login(t.app, p.username, 'wrong-pass');
      await expireLock(`login:user:${p.username.toLowerCase()}`);
      expect((await login(t.app, p.username, p.password)).statusCode).toBe(200);
      for (let i = 0; i < 4; i++) expect((await login(t.app, p.username, 'wrong-pass')).statusCode).toBe(401);
    });

    it('should double the lock each time it is earned again: 1, 2, 4 minutes', async () => {
      const p = await newPlayer();
      const key = `login:user:${p.username.toLowerCase()}`;
      const messages: string[] = [];
      for (let round = 0; round < 3; round++) {
        let last = await login(t.app, p.username, 'wrong-pass');
        for (let i = 1; i < 5; i++) last = await login(t.app, p.username, 'wrong-pass');
        messages.push(last.json().message);
        await expireLock(key);
      }
      expect(messages.map((m) => m.match(/sau (.*)\.$/)?.[1])).toEqual(['1 phút', '2 phút', '4 phút']);
    });

    it('should lock unknown usernames the same way (no account enumeration)', async () => {
      const ghost = randomUsername('ghost');
      let last = await login(t.app, ghost, 'whatever1');
      for (let i = 1; i < 5; i++) last = await login(t.app, ghost, 'whatever1');
      expect(last.json().code).toBe('ACCOUNT_LOCKED');
    });

    it('should lock under concurrency too: 10 parallel wrong passwords leave the account locked', async () => {
      const p = await newPlayer();
      const results = await Promise.all(Array.from({ length: 10 }, () => login(t.app, p.username, 'wrong-pass')));
      expect(results.filter((r) => r.statusCode === 429).length).toBeGreaterThanOrEqual(1);
      expect((await login(t.app, p.username, p.password)).statusCode).toBe(429);
    });
  });

  describe('login per IP address', () => {
    it('should lock an IP address after 20 wrong passwords across usernames, for 5 minutes', async () => {
      const ip = uniqueIp();
      const p = await newPlayer();
      let last = await login(t.app, randomUsername('spray'), 'wrong-pass', { ip });
      for (let i = 1; i < 20; i++) last = await login(t.app, randomUsername('spray'), 'wrong-pass', { ip });
      expect(last.statusCode).toBe(429);
      expect(last.json()).toMatchObject({
        code: 'LOGIN_IP_LOCKED',
        message: 'Bạn đã đăng nhập sai quá nhiều lần. Vui lòng thử lại sau 5 phút.',
      });
      expect((await login(t.app, p.username, p.password, { ip })).json().code).toBe('LOGIN_IP_LOCKED');
      expect((await login(t.app, p.username, p.password, { ip: uniqueIp() })).statusCode).toBe(200);
    });
  });

  describe('counter', () => {
    it('should start a fresh window once the old one passed', async () => {
      const throttle = new Throttle(t.db);
      const rule = { max: 3, windowSeconds: 60, lockSeconds: 30, maxLockSeconds: 60 };
      const key = `test:${randomUsername()}`;
      await throttle.hit(key, rule);
      await throttle.hit(key, rule);
      await t.db.pool.query(
        `UPDATE auth_throttles SET window_started_at = now() - interval '61 seconds' WHERE key = $1`,
        [key],
      );
      expect((await throttle.hit(key, rule)).lockedForSeconds).toBeNull();
      expect((await throttle.hit(key, rule)).lockedForSeconds).toBeNull();
      expect((await throttle.hit(key, rule)).lockedForSeconds).toBe(30);
      expect(await throttle.lockedFor(key)).toBeGreaterThan(28);
    });

    it('should cap the lock and reset the growth a day after the last lock', async () => {
      const throttle = new Throttle(t.db);
      const rule = { max: 1, windowSeconds: 60, lockSeconds: 40, maxLockSeconds: 100 };
      const key = `test:${randomUsername()}`;
      const locks: (number | null)[] = [];
      for (let i = 0; i < 3; i++) {
        locks.push((await throttle.hit(key, rule)).lockedForSeconds);
        await expireLock(key);
      }
      expect(locks).toEqual([40, 80, 100]);
      await t.db.pool.query(`UPDATE auth_throttles SET locked_until = now() - interval '25 hours' WHERE key = $1`, [
        key,
      ]);
      expect((await throttle.hit(key, rule)).lockedForSeconds).toBe(40);
    });
  });
});
