import { AuthMessage } from '@app/contract';
import { AuthMessageEn } from '@app/contract/messages-en';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { type MessageAdapter, MessagingService } from '../messaging/messaging.service';
import { AuthService } from './auth.service';
import {
  authedPost,
  lastCode,
  login,
  ORIGIN,
  type Registered,
  randomUsername,
  refresh,
  register,
  uniqueIp,
} from './auth.test-support';

describe(`${AuthService.name} OTP, verification and password recovery`, () => {
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
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  /** Lets the resend countdown of the player's newest code run out. */
  const skipCountdown = (playerId: number) =>
    t.db.pool.query(`UPDATE otp_codes SET resend_at = now() - interval '1 second' WHERE player_id = $1`, [playerId]);
  const post = (url: string, payload: Record<string, unknown>, ip = uniqueIp()) =>
    t.app.inject({ method: 'POST', url, payload, headers: { origin: ORIGIN }, remoteAddress: ip });

  describe('phone verification', () => {
    it('should send a 6-digit code by SMS and verify the phone with it', async () => {
      const p = await newPlayer();
      const sent = await authedPost(t.app, p.token, '/api/auth/verify-phone/send');
      expect(sent.statusCode).toBe(200);
      expect(sent.json().data).toEqual({
        channel: 'sms',
        destination: `${p.phone.slice(0, 3)}****${p.phone.slice(-3)}`,
        expiresInSeconds: 300,
        resendInSeconds: 60,
      });
      const [sms] = await t.app.services.messaging.outbox({ to: p.phone });
      expect(sms).toMatchObject({ channel: 'sms', purpose: 'otp:verify_phone', status: 'sent', adapter: 'sandbox' });
      const code = await lastCode(t.app, p.phone);

      const wrong = await authedPost(t.app, p.token, '/api/auth/verify-phone', { otp: wrongCode(code) });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({
        success: false,
        statusCode: 400,
        code: 'OTP_INVALID',
        message: 'Đã có lỗi xảy ra, vui lòng nhập lại',
      });

      const ok = await authedPost(t.app, p.token, '/api/auth/verify-phone', { otp: code });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data.user).toMatchObject({ id: p.id, isVerifyPhone: true });
      expect(await t.app.services.auth.isPhoneVerified(p.id)).toBe(true);
      expect((await refresh(t.app, p.token)).json().data.user.isVerifyPhone).toBe(true);

      const again = await authedPost(t.app, p.token, '/api/auth/verify-phone/send');
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'PHONE_ALREADY_VERIFIED', message: 'Số điện thoại đã được xác thực' });
    });

    it('should refuse a resend during the countdown, saying how long to wait', async () => {
      const p = await newPlayer();
      await authedPost(t.app, p.token, '/api/auth/verify-phone/send');
      const res = await authedPost(t.app, p.token, '/api/auth/verify-phone/send');
      expect(res.statusCode).toBe(429);
      expect(res.json().code).toBe('OTP_RESEND_TOO_SOON');
      expect(res.json().message).toMatch(/^Vui lòng chờ (59|60) giây để gửi lại mã OTP$/);
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(59);
    });

    it('should make an earlier code useless once a new one is sent', async () => {
      const p = await newPlayer();
      await authedPost(t.app, p.token, '/api/auth/verify-phone/send');
      const first = await lastCode(t.app, p.phone);
      await skipCountdown(p.id);
      await authedPost(t.app, p.token, '/api/auth/verify-phone/send');
      const second = await lastCode(t.app, p.phone);
      if (first !== second) {
        expect((await authedPost(t.app, p.token, '/api/auth/verify-phone', { otp: first })).json().code).toBe(
          'OTP_INVALID',
        );
      }
      expect((await authedPost(t.app, p.token, '/api/auth/verify-phone', { otp: second })).statusCode).toBe(200);
    });

    it('should refuse an expired code with OTP_EXPIRED, even when right', async () => {
      const p = await newPlayer();
      await authedPost(t.app, p.token, '/api/auth/verify-phone/send');
      const code = await lastCode(t.app, p.phone);
      await t.db.pool.query(`UPDATE otp_codes SET expires_at = now() - interval '1 second' WHERE player_id = $1`, [
        p.id,
      ]);
      const res = await authedPost(t.app, p.token, '/api/auth/verify-phone', { otp: code });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'OTP_EXPIRED', message: 'Mã OTP đã hết hạn, vui lòng yêu cầu mã mới' });
      expect(await t.app.services.auth.isPhoneVerified(p.id)).toBe(false);
    });

    it('should kill a code after 5 wrong attempts, even for the right code afterwards', async () => {
      const p = await newPlayer();
      await authedPost(t.app, p.token, '/api/auth/verify-phone/send');
      const code = await lastCode(t.app, p.phone);
      for (let i = 0; i < 4; i++) {
        expect((await authedPost(t.app, p.token, '/api/auth/verify-phone', { otp: wrongCode(code) })).json().code).toBe(
          'OTP_INVALID',
        );
      }
      const fifth = await authedPost(t.app, p.token, '/api/auth/verify-phone', { otp: wrongCode(code) });
      expect(fifth.json()).toMatchObject({
        code: 'OTP_ATTEMPTS_EXCEEDED',
        message: 'Bạn đã nhập sai mã OTP quá nhiều lần, vui lòng yêu cầu mã mới',
      });
      expect((await authedPost(t.app, p.token, '/api/auth/verify-phone', { otp: code })).json().code).toBe(
        'OTP_ATTEMPTS_EXCEEDED',
      );
      expect(await t.app.services.auth.isPhoneVerified(p.id)).toBe(false);
    });

    it('should count concurrent wrong guesses one by one (never more than the limit)', async () => {
      const p = await newPlayer();
      await authedPost(t.app, p.token, '/api/auth/verify-phone/send');
      const code = await lastCode(t.app, p.phone);
      const results = await Promise.all(
        Array.from({ length: 12 }, () =>
          authedPost(t.app, p.token, '/api/auth/verify-phone', { otp: wrongCode(code) }),
        ),
      );
      const codes = results.map((r) => r.json().code);
      expect(codes.filter((c) => c === 'OTP_INVALID')).toHaveLength(4);
      expect(codes.filter((c) => c === 'OTP_ATTEMPTS_EXCEEDED')).toHaveLength(8);
      const { rows } = await t.db.pool.query('SELECT attempts FROM otp_codes WHERE player_id = $1', [p.id]);
      expect(rows[0].attempts).toBe(5);
    });

    it.each([
      [{}, AuthMessage.OTP_REQUIRED],
      [{ otp: '' }, AuthMessage.OTP_REQUIRED],
      [{ otp: '12345' }, AuthMessage.OTP_FORMAT],
      [{ otp: '12345a' }, AuthMessage.OTP_FORMAT],
      [{ otp: '1234567' }, AuthMessage.OTP_FORMAT],
    ])('should refuse OTP body %j with 400 %s', async (payload, message) => {
      const p = await newPlayer();
      const res = await authedPost(t.app, p.token, '/api/auth/verify-phone', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
    });

    it('should stop sending to one phone after 5 codes an hour', async () => {
      const p = await newPlayer();
      for (let i = 0; i < 5; i++) {
        expect((await authedPost(t.app, p.token, '/api/auth/verify-phone/send')).statusCode).toBe(200);
        await skipCountdown(p.id);
      }
      const res = await authedPost(t.app, p.token, '/api/auth/verify-phone/send');
      expect(res.statusCode).toBe(429);
      expect(res.json().code).toBe('OTP_SEND_LIMIT');
      expect(res.json().message).toMatch(/^Bạn đã yêu cầu mã OTP quá nhiều lần\. Vui lòng thử lại sau/);
    });

    it('should need a session', async () => {
      expect((await post('/api/auth/verify-phone/send', {})).statusCode).toBe(401);
    });
  });

  describe('delivery failure', () => {
    it('should answer 502 OTP_DELIVERY_FAILED when the provider refuses, and allow an immediate retry', async () => {
      const p = await newPlayer();
      const refusing: MessageAdapter = {
        name: 'refusing-sms',
        deliver: async () => {
          throw new Error('provider down');
        },
      };
      const auth = new AuthService(t.db, t.app.env, {
        messaging: new MessagingService(t.db, { sms: refusing }),
        wallet: () => t.app.services.wallet,
      });
      const meta = { ip: uniqueIp(), userAgent: null, deviceFingerprint: null };
      await expect(auth.sendPhoneOtp(p.id, meta)).rejects.toMatchObject({
        statusCode: 502,
        code: 'OTP_DELIVERY_FAILED',
        message: 'Không gửi được mã OTP, vui lòng thử lại sau',
      });
      const [failed] = await t.app.services.messaging.outbox({ to: p.phone });
      expect(failed).toMatchObject({ status: 'failed', adapter: 'refusing-sms' });
      // the withdrawn code neither blocks a resend nor verifies anything
      expect((await authedPost(t.app, p.token, '/api/auth/verify-phone/send')).statusCode).toBe(200);
    });
  });

  describe('e-mail verification', () => {
    it('should send a code by e-mail and store the verified address', async () => {
      const p = await newPlayer();
      const email = `${p.username}@Example.com`;
      const sent = await authedPost(t.app, p.token, '/api/auth/verify-email/send', { email });
      expect(sent.statusCode).toBe(200);
      expect(sent.json().data).toMatchObject({ channel: 'email', expiresInSeconds: 300, resendInSeconds: 60 });
      expect(sent.json().data.destination).toMatch(/\*\*\*.*@example\.com$/);
      const lower = email.toLowerCase();
      const [mail] = await t.app.services.messaging.outbox({ to: lower });
      expect(mail).toMatchObject({ channel: 'email', purpose: 'otp:verify_email' });
      expect(mail?.subject).toContain('Mã OTP');
      const res = await authedPost(t.app, p.token, '/api/auth/verify-email', { otp: await lastCode(t.app, lower) });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.user).toMatchObject({ email: lower, isVerifyEmail: true });
    });

    it('should refuse an address another player verified with 409 EMAIL_TAKEN', async () => {
      const a = await newPlayer();
      const email = `${a.username}@mail.vn`;
      await authedPost(t.app, a.token, '/api/auth/verify-email/send', { email });
      await authedPost(t.app, a.token, '/api/auth/verify-email', { otp: await lastCode(t.app, email) });
      const b = await newPlayer();
      const res = await authedPost(t.app, b.token, '/api/auth/verify-email/send', { email: email.toUpperCase() });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'EMAIL_TAKEN', message: 'Email đã được sử dụng' });
    });

    it("should answer 409 EMAIL_ALREADY_VERIFIED for the player's own verified address", async () => {
      const p = await newPlayer();
      const email = `${p.username}@mail.vn`;
      await authedPost(t.app, p.token, '/api/auth/verify-email/send', { email });
      await authedPost(t.app, p.token, '/api/auth/verify-email', { otp: await lastCode(t.app, email) });
      await skipCountdown(p.id);
      const res = await authedPost(t.app, p.token, '/api/auth/verify-email/send', { email });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'EMAIL_ALREADY_VERIFIED', message: 'Email này đã được xác thực' });
    });

    it.each([
      [{}, AuthMessage.EMAIL_REQUIRED],
      [{ email: 'not-an-email' }, AuthMessage.EMAIL_INVALID],
      [{ email: 'a@b' }, AuthMessage.EMAIL_INVALID],
    ])('should refuse e-mail body %j with 400 %s', async (payload, message) => {
      const p = await newPlayer();
      const res = await authedPost(t.app, p.token, '/api/auth/verify-email/send', payload);
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR', message });
    });
  });

  describe('forgot password', () => {
    it('should find the account by username, send a code, and reset the password ending every session', async () => {
      const p = await newPlayer();
      const other = (await login(t.app, p.username, p.password)).json().data.token;
      const found = await post('/api/auth/forgot-password', { account: p.username });
      expect(found.statusCode).toBe(200);
      expect(found.json().data).toEqual({
        username: p.username,
        channel: 'sms',
        destination: AuthMessage.RESET_TO_PHONE,
        expiresInSeconds: 300,
        resendInSeconds: 60,
      });
      const code = await lastCode(t.app, p.phone);
      // an English client is told where the code went in English (an unknown account alike)
      const english = await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { account: `nobody${p.username}` },
        headers: { origin: ORIGIN, 'accept-language': 'en' },
        remoteAddress: uniqueIp(),
      });
      expect(english.json().data.destination).toBe(AuthMessageEn.RESET_TO_PHONE);

      const wrong = await post('/api/auth/forgot-password/verify', { username: p.username, otp: wrongCode(code) });
      expect(wrong.json()).toMatchObject({ statusCode: 400, code: 'OTP_INVALID', message: AuthMessage.OTP_ERROR });
      const verified = await post('/api/auth/forgot-password/verify', { username: p.username, otp: code });
      expect(verified.json()).toEqual({ success: true, data: { ok: true } });

      const reset = await post('/api/auth/forgot-password/reset', {
        username: p.username,
        otp: code,
        password: 'brandNew77',
      });
      expect(reset.statusCode).toBe(200);
      expect((await refresh(t.app, other)).json().code).toBe('SESSION_EXPIRED');
      expect(await t.app.services.auth.liveSessionCount(p.id)).toBe(0);
      expect((await login(t.app, p.username, p.password)).statusCode).toBe(401);
      expect((await login(t.app, p.username, 'brandNew77')).statusCode).toBe(200);
      // the code is used up, and proving the phone verified it
      const replay = await post('/api/auth/forgot-password/reset', {
        username: p.username,
        otp: code,
        password: 'again7777',
      });
      expect(replay.json().code).toBe('OTP_INVALID');
      expect(await t.app.services.auth.isPhoneVerified(p.id)).toBe(true);
    });

    it('should find the account by phone number in any notation and by verified e-mail', async () => {
      const p = await newPlayer();
      const typed = `+84 ${p.phone.slice(1)}`;
      const byPhone = await post('/api/auth/forgot-password', { account: typed });
      expect(byPhone.json().data).toMatchObject({ username: typed, channel: 'sms' });
      // steps 2 and 3 find the account again from what was typed
      const smsCode = await lastCode(t.app, p.phone);
      const checked = await post('/api/auth/forgot-password/verify', { username: typed, otp: smsCode });
      expect(checked.json()).toEqual({ success: true, data: { ok: true } });

      const email = `${p.username}@mail.vn`;
      await skipCountdown(p.id);
      await authedPost(t.app, p.token, '/api/auth/verify-email/send', { email });
      await authedPost(t.app, p.token, '/api/auth/verify-email', { otp: await lastCode(t.app, email) });
      await skipCountdown(p.id);
      const byEmail = await post('/api/auth/forgot-password', { account: email.toUpperCase() });
      expect(byEmail.statusCode).toBe(200);
      expect(byEmail.json().data).toMatchObject({ username: email.toUpperCase(), channel: 'email' });
      const code = await lastCode(t.app, email);
      const reset = await post('/api/auth/forgot-password/reset', {
        username: email.toUpperCase(),
        otp: code,
        password: 'viaEmail1',
      });
      expect(reset.statusCode).toBe(200);
    });

    it('should answer an unknown account, an unverified e-mail and a repeated request as it answers a real one, sending nothing', async () => {
      const p = await newPlayer();
      const real = (await post('/api/auth/forgot-password', { account: p.username })).json();
      const shape = (account: string, channel: 'sms' | 'email') => ({
        success: true,
        data: {
          username: account,
          channel,
          destination: channel === 'sms' ? AuthMessage.RESET_TO_PHONE : AuthMessage.RESET_TO_EMAIL,
          expiresInSeconds: 300,
          resendInSeconds: 60,
        },
      });
      expect(real).toEqual(shape(p.username, 'sms'));
      // a second request within the resend wait would have said "wait N seconds" only for a real account
      const again = await post('/api/auth/forgot-password', { account: p.username });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(shape(p.username, 'sms'));
      const before = await t.db.pool.query('SELECT count(*)::int AS n FROM otp_codes');
      for (const account of [randomUsername('ghost'), '0909999999', 'nobody@nowhere.vn']) {
        const res = await post('/api/auth/forgot-password', { account });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual(shape(account, account.includes('@') ? 'email' : 'sms'));
      }
      expect((await t.db.pool.query('SELECT count(*)::int AS n FROM otp_codes')).rows[0]).toEqual(before.rows[0]);
      // and a code for nobody is refused as any wrong code is
      const ghost = await post('/api/auth/forgot-password/verify', { username: 'ghost_nobody', otp: '123456' });
      expect(ghost.json()).toMatchObject({ statusCode: 400, code: 'OTP_INVALID' });
    });

    it('should refuse an invalid new password without using up the code', async () => {
      const p = await newPlayer();
      await post('/api/auth/forgot-password', { account: p.username });
      const code = await lastCode(t.app, p.phone);
      const bad = await post('/api/auth/forgot-password/reset', { username: p.username, otp: code, password: 'ngắn' });
      expect(bad.json()).toMatchObject({
        statusCode: 400,
        code: 'VALIDATION_ERROR',
        message: AuthMessage.PASSWORD_NO_ACCENTS,
      });
      const ok = await post('/api/auth/forgot-password/reset', {
        username: p.username,
        otp: code,
        password: 'goodOne1',
      });
      expect(ok.statusCode).toBe(200);
    });

    it('should refuse an expired reset code, and keep a verified one alive for the reset step', async () => {
      const p = await newPlayer();
      await post('/api/auth/forgot-password', { account: p.username });
      const code = await lastCode(t.app, p.phone);
      await t.db.pool.query(`UPDATE otp_codes SET expires_at = now() + interval '2 seconds' WHERE player_id = $1`, [
        p.id,
      ]);
      await post('/api/auth/forgot-password/verify', { username: p.username, otp: code });
      const { rows } = await t.db.pool.query(
        `SELECT expires_at > now() + interval '9 minutes' AS extended, verified_at IS NOT NULL AS verified FROM otp_codes WHERE player_id = $1`,
        [p.id],
      );
      expect(rows[0]).toEqual({ extended: true, verified: true });
      await t.db.pool.query(`UPDATE otp_codes SET expires_at = now() - interval '1 second' WHERE player_id = $1`, [
        p.id,
      ]);
      const res = await post('/api/auth/forgot-password/reset', {
        username: p.username,
        otp: code,
        password: 'goodOne1',
      });
      expect(res.json()).toMatchObject({ code: 'OTP_EXPIRED' });
    });

    it('should lift a login lock once the password was reset', async () => {
      const p = await newPlayer();
      for (let i = 0; i < 5; i++) await login(t.app, p.username, 'wrong-pass');
      expect((await login(t.app, p.username, p.password)).statusCode).toBe(429);
      await post('/api/auth/forgot-password', { account: p.username });
      const code = await lastCode(t.app, p.phone);
      await post('/api/auth/forgot-password/reset', { username: p.username, otp: code, password: 'unlocked1' });
      expect((await login(t.app, p.username, 'unlocked1')).statusCode).toBe(200);
    });

    it('should limit account searches per IP address', async () => {
      const ip = uniqueIp();
      for (let i = 0; i < 9; i++)
        expect((await post('/api/auth/forgot-password', { account: `ghost_${i}x` }, ip)).statusCode).toBe(200);
      const tenth = await post('/api/auth/forgot-password', { account: 'ghost_10x' }, ip);
      expect(tenth.statusCode).toBe(200);
      const res = await post('/api/auth/forgot-password', { account: 'ghost_11x' }, ip);
      expect(res.statusCode).toBe(429);
      expect(res.json().code).toBe('FORGOT_RATE_LIMITED');
      expect(res.json().message).toBe('Bạn đã tìm kiếm tài khoản quá nhiều lần. Vui lòng thử lại sau 15 phút.');
    });

    it.each([
      ['/api/auth/forgot-password', {}, AuthMessage.ACCOUNT_REQUIRED],
      ['/api/auth/forgot-password', { account: '' }, AuthMessage.ACCOUNT_REQUIRED],
      ['/api/auth/forgot-password/verify', { username: 'someone1' }, AuthMessage.OTP_REQUIRED],
      ['/api/auth/forgot-password/verify', { otp: '123456' }, AuthMessage.USERNAME_REQUIRED],
      ['/api/auth/forgot-password/reset', { username: 'someone1', otp: '123456' }, AuthMessage.PASSWORD_REQUIRED],
      [
        '/api/auth/forgot-password/reset',
        { username: 'someone1', otp: '123456', password: '12345' },
        AuthMessage.PASSWORD_MIN,
      ],
    ])('should refuse %s body %j with 400 %s', async (url, payload, message) => {
      const res = await post(url, payload);
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR', message });
    });
  });
});
