import { AuthMessage } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { AuthService } from './auth.service';
import { FINGERPRINT, ORIGIN, randomPhone, randomUsername, register, uniqueIp } from './auth.test-support';

describe(`${AuthService.name} register`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const playerCount = async () => Number((await t.db.pool.query('SELECT count(*) FROM players')).rows[0].count);

  it('should create the player, log in and answer token + user with the spec fields', async () => {
    const { res, username, phone } = await register(t.app, { phone: '0961234567' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.data.user).toMatchObject({
      username,
      phone: '096****567',
      carrier: 'viettel',
      balance: 0,
      isVerifyPhone: false,
      isVerifyEmail: false,
      isFirstDeposit: false,
      email: null,
    });
    expect(typeof body.data.user.id).toBe('number');
    expect(body.data.user.rid).toMatch(/^[a-z2-9]{10}$/);
    expect(body.data.user.tokenPlay).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(phone).toBe('0961234567');

    const row = (await t.db.pool.query('SELECT * FROM players WHERE id = $1', [body.data.user.id])).rows[0];
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.age_confirmed_at).toBeInstanceOf(Date);
    expect(row.register_fingerprint).toBe(FINGERPRINT);
  });

  it('should set the session cookie HttpOnly, SameSite=Lax, path / (not Secure outside production)', async () => {
    const { res, token } = await register(t.app);
    const cookie = res.cookies.find((c) => c.name === 'session');
    expect(cookie).toMatchObject({ value: token, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.maxAge).toBe(7 * 24 * 3600);
  });

  it('should store only hashes of the session and play tokens', async () => {
    const { res, token } = await register(t.app);
    const tokenPlay = res.json().data.user.tokenPlay;
    const { rows } = await t.db.pool.query('SELECT token_hash, play_token_hash FROM sessions');
    const stored = rows.flatMap((r) => [r.token_hash, r.play_token_hash]);
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(tokenPlay);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it.each([
    ['missing username', { username: undefined }, AuthMessage.USERNAME_REQUIRED],
    ['empty username', { username: '' }, AuthMessage.USERNAME_REQUIRED],
    ['5-character username', { username: 'abcde' }, AuthMessage.USERNAME_LENGTH],
    ['30-character username', { username: 'a'.repeat(30) }, AuthMessage.USERNAME_LENGTH],
    ['username with a space', { username: 'nguyen van' }, AuthMessage.USERNAME_NO_SPACES],
    ['username with a tab', { username: 'nguyen\tvan' }, AuthMessage.USERNAME_NO_SPACES],
    ['username with accents', { username: 'nguyễnvăn' }, AuthMessage.USERNAME_NO_ACCENTS],
    ['username with đ', { username: 'đinhvan1' }, AuthMessage.USERNAME_NO_ACCENTS],
    ['numeric username', { username: 12345678 }, AuthMessage.USERNAME_REQUIRED],
    ['missing password', { password: undefined }, AuthMessage.PASSWORD_REQUIRED],
    ['5-character password', { password: 'abc12' }, AuthMessage.PASSWORD_MIN],
    ['password with accents', { password: 'mậtkhẩu123' }, AuthMessage.PASSWORD_NO_ACCENTS],
    ['129-character password', { password: 'p'.repeat(129) }, AuthMessage.PASSWORD_MAX],
    ['missing phone', { phone: undefined }, AuthMessage.PHONE_REQUIRED],
    ['phone with letters', { phone: '09812abc67' }, AuthMessage.PHONE_INVALID],
    ['landline number', { phone: '0243123456' }, AuthMessage.PHONE_INVALID],
    ['phone too short', { phone: '098123456' }, AuthMessage.PHONE_INVALID],
    ['phone too long', { phone: '09812345678' }, AuthMessage.PHONE_INVALID],
    ['unallocated prefix 095', { phone: '0951234567' }, AuthMessage.PHONE_INVALID],
    ['missing ageConfirmed', { ageConfirmed: undefined }, AuthMessage.AGE_REQUIRED],
    ['ageConfirmed false', { ageConfirmed: false }, AuthMessage.AGE_REQUIRED],
    ['ageConfirmed "true" string', { ageConfirmed: 'true' }, AuthMessage.AGE_REQUIRED],
    ['256-character aff_id', { aff_id: 'a'.repeat(256) }, 'Thông tin giới thiệu không hợp lệ'],
    ['numeric utm_source', { utm_source: 42 }, 'Thông tin giới thiệu không hợp lệ'],
  ])('should refuse a %s with 400 and the rule message, creating nothing', async (_name, override, message) => {
    const before = await playerCount();
    const { res } = await register(t.app, override);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, statusCode: 400, code: 'VALIDATION_ERROR', message });
    expect(await playerCount()).toBe(before);
  });

  it('should refuse a body that is not an object with the generic message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: '[1,2]',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Dữ liệu không hợp lệ' });
  });

  it('should accept usernames of 6 and 29 characters and a password with spaces and punctuation', async () => {
    expect(
      (await register(t.app, { username: `a${randomUsername('').slice(1, 6)}`.padEnd(6, 'x') })).res.statusCode,
    ).toBe(200);
    expect((await register(t.app, { username: randomUsername('b').padEnd(29, 'y') })).res.statusCode).toBe(200);
    expect((await register(t.app, { password: 'ab c!6' })).res.statusCode).toBe(200);
  });

  const plain = (n: string) => n;
  it.each([
    ['+84 9x xxx xxxx', (n: string) => `+84 ${n.slice(1, 3)} ${n.slice(3, 6)} ${n.slice(6)}`, '097', 'viettel'],
    ['84-9x-xxx-xxxx', (n: string) => `84-${n.slice(1, 3)}-${n.slice(3, 6)}-${n.slice(6)}`, '090', 'mobifone'],
    ['09x.xxx.xxxx', (n: string) => `${n.slice(0, 3)}.${n.slice(3, 6)}.${n.slice(6)}`, '091', 'vinaphone'],
    ['(09x) xxx xxxx', (n: string) => `(${n.slice(0, 3)}) ${n.slice(3, 6)} ${n.slice(6)}`, '088', 'vinaphone'],
    ['032xxxxxxx', plain, '032', 'viettel'],
    ['086xxxxxxx', plain, '086', 'viettel'],
    ['039xxxxxxx', plain, '039', 'viettel'],
    ['070xxxxxxx', plain, '070', 'mobifone'],
    ['076xxxxxxx', plain, '076', 'mobifone'],
    ['089xxxxxxx', plain, '089', 'mobifone'],
    ['081xxxxxxx', plain, '081', 'vinaphone'],
    ['085xxxxxxx', plain, '085', 'vinaphone'],
    ['094xxxxxxx', plain, '094', 'vinaphone'],
    ['092xxxxxxx (Vietnamobile)', plain, '092', 'other'],
    ['059xxxxxxx (Gmobile)', plain, '059', 'other'],
    ['087xxxxxxx (Itel)', plain, '087', 'other'],
  ])('should accept %s, store it as 0xxxxxxxxx and record the carrier', async (_notation, write, prefix, carrier) => {
    const phone = randomPhone(prefix);
    const { res } = await register(t.app, { phone: write(phone) });
    expect(res.statusCode).toBe(200);
    const row = (await t.db.pool.query('SELECT phone, carrier FROM players WHERE id = $1', [res.json().data.user.id]))
      .rows[0];
    expect(row).toEqual({ phone, carrier });
  });

  it('should refuse a username taken in any letter case with 409 USERNAME_TAKEN', async () => {
    const { username } = await register(t.app, { username: randomUsername('Case') });
    const before = await playerCount();
    const { res } = await register(t.app, { username: username.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'USERNAME_TAKEN', message: 'Tên đăng nhập đã tồn tại' });
    expect(await playerCount()).toBe(before);
  });

  it('should refuse a phone number already used, in any notation, with 409 PHONE_TAKEN', async () => {
    const phone = randomPhone('097');
    await register(t.app, { phone });
    const { res } = await register(t.app, { phone: `+84 ${phone.slice(1)}` });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PHONE_TAKEN', message: 'Số điện thoại đã được sử dụng' });
  });

  it('should let exactly one of two concurrent registrations of one username through', async () => {
    const username = randomUsername('race');
    const results = await Promise.all([register(t.app, { username }), register(t.app, { username })]);
    expect(results.map((r) => r.res.statusCode).sort()).toEqual([200, 409]);
  });

  it('should store the affiliate fields, treating empty ones as absent', async () => {
    const { res } = await register(t.app, {
      aff_id: 'AFF42',
      utm_campaign: 'tet2025',
      utm_source: 'facebook',
      utm_medium: 'cpc',
      utm_term: '',
      utm_content: null,
      source: 'localhost',
      referer: 'https://www.google.com/',
    });
    expect(res.statusCode).toBe(200);
    const info = await t.app.services.auth.getPlayer(res.json().data.user.id);
    expect(info?.affiliate).toEqual({
      affId: 'AFF42',
      utmCampaign: 'tet2025',
      utmSource: 'facebook',
      utmMedium: 'cpc',
      utmTerm: null,
      utmContent: null,
      source: 'localhost',
      referer: 'https://www.google.com/',
    });
  });

  it('should limit registrations per IP address and say how long to wait', async () => {
    const ip = uniqueIp();
    t.app.services.auth.policy.throttles.registerIp.max = 3;
    try {
      for (let i = 0; i < 3; i++) expect((await register(t.app, {}, { ip })).res.statusCode).toBe(200);
      const { res } = await register(t.app, {}, { ip });
      expect(res.statusCode).toBe(429);
      expect(res.json().code).toBe('REGISTER_RATE_LIMITED');
      expect(res.json().message).toMatch(/Vui lòng thử lại sau (60 phút|1 giờ)\.$/);
      expect(res.headers['retry-after']).toBeDefined();
      expect((await register(t.app)).res.statusCode).toBe(200);
    } finally {
      t.app.services.auth.policy.throttles.registerIp.max = 30;
    }
  });

  it('should refuse a register POST from a foreign origin with 403', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: randomUsername(), password: 'secret123', phone: randomPhone(), ageConfirmed: true },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ORIGIN_MISMATCH');
  });

  it("should answer the spec's register messages from the contract", () => {
    expect(AuthMessage.REGISTER_SUCCESS).toBe('Đăng ký thành công');
    expect(AuthMessage.REGISTER_FAILED).toBe('Đăng ký không thành công');
  });

  it('should record the registration as a login event with fingerprint and IP', async () => {
    const ip = uniqueIp();
    const { id } = await register(t.app, {}, { ip });
    const { rows } = await t.db.pool.query(
      'SELECT kind, success, ip, device_fingerprint FROM login_events WHERE player_id = $1',
      [id],
    );
    expect(rows).toEqual([{ kind: 'register', success: true, ip, device_fingerprint: FINGERPRINT }]);
  });

  it('should not need a fingerprint to register (only login and auto-login require it)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: randomUsername(), password: 'secret123', phone: randomPhone(), ageConfirmed: true },
      headers: { origin: ORIGIN },
      remoteAddress: uniqueIp(),
    });
    expect(res.statusCode).toBe(200);
  });
});
