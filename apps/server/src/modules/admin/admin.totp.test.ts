import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { SealedValueInvalidError, Sealer, UnknownSealingKeyError } from '../../secrets/sealing';
import { uniqueIp } from '../auth/auth.test-support';
import { AdminService } from './admin.service';
import { staffSignIn } from './admin.test-support';
import { hashRecoveryCode, TOTP_PERIOD_SECONDS, totpNow } from './admin.totp';

describe(`${AdminService.name} second factor`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const newStaff = async (role: 'support' | 'finance' = 'support') => {
    const username = `totp.${Math.random().toString(36).slice(2, 10)}`;
    await t.app.services.admin.ensureStaff({ username, displayName: 'Nhân viên', password: 'right-password-1', role });
    return username;
  };
  const password = (username: string, ip = uniqueIp(), pw = 'right-password-1') =>
    t.app.inject({
      method: 'POST',
      url: '/admin-api/auth/login',
      payload: { username, password: pw },
      remoteAddress: ip,
    });
  const second = (payload: Record<string, unknown>, ip = uniqueIp()) =>
    t.app.inject({ method: 'POST', url: '/admin-api/auth/second-factor', payload, remoteAddress: ip });
  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/admin-api/auth/me', headers: { 'x-staff-token': token } });
  const step = () => Math.floor(Date.now() / 1000 / TOTP_PERIOD_SECONDS);
  const secretOf = (username: string) => t.app.services.admin.totpSecretOf(username);
  const storedOf = async (username: string) =>
    (await t.db.pool.query('SELECT id, totp_secret FROM staff WHERE username = $1', [username])).rows[0] as {
      id: string;
      totp_secret: string | null;
    };

  it('should give a correct password no session, only a challenge, and enrol an authenticator by QR on the first sign-in', async () => {
    const username = await newStaff();
    const res = await password(username);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.stage).toBe('enrol');
    expect(data).not.toHaveProperty('token');
    expect(res.cookies.find((c) => c.name === 'staff_session')).toBeUndefined();
    expect(data.enrolment.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.+secret=[A-Z2-7]+/);
    expect(data.enrolment.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    // the challenge is not a session
    expect((await me(data.challenge)).statusCode).toBe(401);
    // not enrolled until a code of the new secret comes back
    expect(await secretOf(username)).toBeNull();
    const wrong = await second({ challenge: data.challenge, code: '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({
      code: 'STAFF_SECOND_FACTOR_INVALID',
      message: 'Mã xác thực không đúng hoặc đã được sử dụng',
    });
    const ok = await second({ challenge: data.challenge, code: await totpNow(data.enrolment.secret) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.recoveryCodes).toHaveLength(10);
    expect(ok.cookies.find((c) => c.name === 'staff_session')).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    expect((await me(ok.json().data.token)).json().data.username).toBe(username);
    expect(await secretOf(username)).toBe(data.enrolment.secret);
    // recovery codes are stored hashed only
    const stored = await t.db.pool.query(
      'SELECT code_hash FROM staff_recovery_codes r JOIN staff s ON s.id = r.staff_id WHERE s.username = $1',
      [username],
    );
    expect(stored.rows).toHaveLength(10);
    for (const code of ok.json().data.recoveryCodes) {
      expect(stored.rows.map((r) => r.code_hash)).not.toContain(code);
    }
    // the used challenge yields nothing more
    const reuse = await second({ challenge: data.challenge, code: await totpNow(data.enrolment.secret) });
    expect(reuse.json().code).toBe('STAFF_CHALLENGE_EXPIRED');
  });

  it('should ask enrolled staff for a code, accept each time step only once, and take a recovery code once', async () => {
    const username = await newStaff();
    const first = await staffSignIn(t.app, username, 'right-password-1');
    const recovery: string[] = first.json().data.recoveryCodes;
    const secret = (await secretOf(username))!;

    const c1 = (await password(username)).json().data;
    expect(c1).toMatchObject({ stage: 'totp', enrolment: null });
    // the code that enrolled (this step) is spent: a replay is refused
    const lastStep = Number(
      (await t.db.pool.query('SELECT totp_last_step FROM staff WHERE username = $1', [username])).rows[0]
        .totp_last_step,
    );
    const replay = await second({
      challenge: c1.challenge,
      code: await totpNow(secret, lastStep * TOTP_PERIOD_SECONDS),
    });
    expect(replay.json().code).toBe('STAFF_SECOND_FACTOR_INVALID');
    const ok = await second({
      challenge: c1.challenge,
      code: await totpNow(secret, (lastStep + 1) * TOTP_PERIOD_SECONDS),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.recoveryCodes).toBeNull();

    const c2 = (await password(username)).json().data;
    const byRecovery = await second({ challenge: c2.challenge, recoveryCode: recovery[0]!.toUpperCase() });
    expect(byRecovery.statusCode).toBe(200);
    const c3 = (await password(username)).json().data;
    const again = await second({ challenge: c3.challenge, recoveryCode: recovery[0] });
    expect(again.json().code).toBe('STAFF_SECOND_FACTOR_INVALID');
    const audit = await t.db.pool.query(
      `SELECT a.action, a.details FROM audit_log a JOIN staff s ON s.id = a.staff_id
        WHERE s.username = $1 AND a.action IN ('staff.login', 'staff.totp_enrolled') ORDER BY a.id`,
      [username],
    );
    expect(audit.rows).toEqual([
      { action: 'staff.totp_enrolled', details: { secondFactor: 'enrol' } },
      { action: 'staff.login', details: { secondFactor: 'totp' } },
      { action: 'staff.login', details: { secondFactor: 'recovery', recoveryCodesLeft: 9 } },
    ]);
  });

  it('should kill a challenge after five wrong codes and lock the account as wrong passwords do', async () => {
    const username = await newStaff();
    await staffSignIn(t.app, username, 'right-password-1');
    const { challenge } = (await password(username)).json().data;
    const answers: number[] = [];
    for (let i = 0; i < 5; i++) answers.push((await second({ challenge, code: '123456' })).statusCode);
    // five wrong codes hit the account's five-strike lock
    expect(answers).toEqual([401, 401, 401, 401, 429]);
    const after = await second({ challenge, code: await totpNow((await secretOf(username))!) });
    expect(after.json().code).toBe('STAFF_CHALLENGE_EXPIRED');
    expect((await password(username)).json().code).toBe('STAFF_ACCOUNT_LOCKED');
  });

  it('should answer twelve wrong passwords in a row with 429 and never a session', async () => {
    const username = await newStaff('finance');
    const ip = uniqueIp();
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) codes.push((await password(username, ip, 'wrong-password')).statusCode);
    expect(codes.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(codes.slice(4)).toEqual(Array(8).fill(429));
  });

  it('should end a session left idle for 30 minutes', async () => {
    const username = await newStaff();
    const token = (await staffSignIn(t.app, username, 'right-password-1')).json().data.token;
    expect((await me(token)).statusCode).toBe(200);
    await t.db.pool.query(
      `UPDATE staff_sessions SET last_seen_at = now() - interval '29 minutes'
        WHERE staff_id = (SELECT id FROM staff WHERE username = $1)`,
      [username],
    );
    // used within the idle time: alive, and the use moves the idle clock
    expect((await me(token)).statusCode).toBe(200);
    await t.db.pool.query(
      `UPDATE staff_sessions SET last_seen_at = now() - interval '31 minutes'
        WHERE staff_id = (SELECT id FROM staff WHERE username = $1)`,
      [username],
    );
    const idle = await me(token);
    expect(idle.statusCode).toBe(401);
    expect(idle.json().code).toBe('STAFF_UNAUTHORIZED');
  });

  it('should refuse a second factor without a code or with both', async () => {
    const res = await second({ challenge: 'x'.repeat(40) });
    expect(res.statusCode).toBe(400);
    const both = await second({ challenge: 'x'.repeat(40), code: '123456', recoveryCode: 'abcd-efgh-jkmn' });
    expect(both.statusCode).toBe(400);
    expect(step()).toBeGreaterThan(0);
  });

  it('should keep TOTP secrets sealed with AES-256-GCM, bound to the account, and seal plain ones left by an earlier release', async () => {
    const username = await newStaff();
    await staffSignIn(t.app, username, 'right-password-1');
    const stored = await storedOf(username);
    const secret = (await secretOf(username))!;
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    const sealer = Sealer.fromEnv({});
    expect(stored.totp_secret).toMatch(new RegExp(`^enc:v2:${sealer.currentKeyId}:`));
    expect(stored.totp_secret).not.toContain(secret);
    expect(sealer.open(stored.totp_secret!, `staff:${stored.id}`)).toBe(secret);
    // bound to its account, and a wrong key does not open it
    expect(() => sealer.open(stored.totp_secret!, `staff:${Number(stored.id) + 1}`)).toThrow(SealedValueInvalidError);
    expect(() => new Sealer(Buffer.alloc(32, 0xab)).open(stored.totp_secret!, `staff:${stored.id}`)).toThrow(
      UnknownSealingKeyError,
    );

    // a secret stored in the clear (before decision 098) is sealed at start-up and still works
    await t.db.pool.query('UPDATE staff SET totp_secret = $2 WHERE username = $1', [username, secret]);
    expect((await t.app.services.admin.resealStoredSecrets()).resealed).toBeGreaterThanOrEqual(1);
    expect((await storedOf(username)).totp_secret).toMatch(/^enc:v2:/);
    expect((await t.app.services.admin.resealStoredSecrets()).resealed).toBe(0);
    const again = await staffSignIn(t.app, username, 'right-password-1');
    expect(again.statusCode, again.body).toBe(200);
  });

  it('should keep only hashes of recovery codes', async () => {
    const username = await newStaff();
    const first = await staffSignIn(t.app, username, 'right-password-1');
    const codes = first.json().data.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    const { rows } = await t.db.pool.query<{ code_hash: string }>(
      'SELECT code_hash FROM staff_recovery_codes r JOIN staff s ON s.id = r.staff_id WHERE s.username = $1',
      [username],
    );
    expect(rows).toHaveLength(10);
    for (const r of rows) expect(r.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows.map((r) => r.code_hash).sort()).toEqual(codes.map(hashRecoveryCode).sort());
    expect(JSON.stringify(rows)).not.toContain(codes[0]!);
  });
});
