import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { localeOf, localizeMessage } from '../http/locale';
import { authedPost, FINGERPRINT, ORIGIN, register, uniqueIp } from '../modules/auth/auth.test-support';

describe('the API in the language the client asks for (decision 156)', () => {
  it('should pick the supported language the client prefers, Vietnamese by default', () => {
    expect(localeOf(undefined)).toBe('vi');
    expect(localeOf('en')).toBe('en');
    expect(localeOf('en-US,en;q=0.9')).toBe('en');
    expect(localeOf('fr-FR, en;q=0.5, vi;q=0.8')).toBe('vi');
    expect(localeOf('vi-VN,vi;q=0.9,en-US;q=0.8')).toBe('vi');
    expect(localeOf('de, fr;q=0.5')).toBe('vi');
    expect(localeOf('en;q=0')).toBe('vi');
  });

  it('should translate a contract message, behind a field name too, and keep one it has no English for', () => {
    expect(localizeMessage('en', 'INVALID_CREDENTIALS', 'Tên đăng nhập hoặc mật khẩu không đúng')).toBe(
      'Wrong username or password',
    );
    expect(localizeMessage('en', 'VALIDATION_ERROR', 'code: Vui lòng nhập mã giftcode')).toBe(
      'code: Please enter a gift code',
    );
    expect(localizeMessage('en', 'VALIDATION_ERROR', 'per_page: Không được lớn hơn 50')).toBe('per_page: Invalid data');
    expect(localizeMessage('en', 'SOME_MODULE_CODE', 'Một câu riêng')).toBe('Một câu riêng');
    expect(localizeMessage('vi', 'INVALID_CREDENTIALS', 'Tên đăng nhập hoặc mật khẩu không đúng')).toBe(
      'Tên đăng nhập hoặc mật khẩu không đúng',
    );
  });

  describe('through the app', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp();
    });
    afterAll(() => t.close());

    const badLogin = (language?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'nobody_here_156', password: 'secret123' },
        cookies: { device_fingerprint: FINGERPRINT },
        headers: { origin: ORIGIN, ...(language ? { 'accept-language': language } : {}) },
        remoteAddress: uniqueIp(),
      });

    it('should answer an error in English when asked, and in Vietnamese otherwise', async () => {
      const en = await badLogin('en');
      expect(en.statusCode).toBe(401);
      expect(en.json()).toEqual({
        success: false,
        statusCode: 401,
        code: 'INVALID_CREDENTIALS',
        message: 'Wrong username or password',
      });
      expect((await badLogin()).json().message).toBe('Tên đăng nhập hoặc mật khẩu không đúng');
      expect((await badLogin('vi-VN,en;q=0.5')).json().message).toBe('Tên đăng nhập hoặc mật khẩu không đúng');
    });

    it("should keep the player's language from registration and send their codes in it", async () => {
      const english = await register(t.app, {}, { language: 'en' });
      const vietnamese = await register(t.app);
      const { rows } = await t.db.pool.query<{ username: string; locale: string }>(
        'SELECT username, locale FROM players WHERE username = ANY($1)',
        [[english.username, vietnamese.username]],
      );
      expect(Object.fromEntries(rows.map((r) => [r.username, r.locale]))).toEqual({
        [english.username]: 'en',
        [vietnamese.username]: 'vi',
      });

      for (const p of [english, vietnamese])
        expect((await authedPost(t.app, p.token, '/api/auth/verify-phone/send')).statusCode).toBe(200);
      const [enSms] = await t.app.services.messaging.outbox({ to: english.phone, limit: 1 });
      const [viSms] = await t.app.services.messaging.outbox({ to: vietnamese.phone, limit: 1 });
      expect(enSms?.body).toMatch(/^[^:]+: Your phone verification code is \d{6}\. Valid for \d+ minutes\./);
      expect(viSms?.body).toMatch(/^[^:]+: Ma OTP xac thuc so dien thoai cua ban la \d{6}\./);
    });

    it('should switch the stored language when the player logs in from the other site', async () => {
      const p = await register(t.app);
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: p.username, password: p.password },
        cookies: { device_fingerprint: FINGERPRINT },
        headers: { origin: ORIGIN, 'accept-language': 'en' },
        remoteAddress: uniqueIp(),
      });
      expect(login.statusCode).toBe(200);
      const { rows } = await t.db.pool.query('SELECT locale FROM players WHERE username = $1', [p.username]);
      expect(rows[0].locale).toBe('en');
    });
  });
});
