import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { ORIGIN, register } from '../modules/auth/auth.test-support';
import errorsPlugin from './errors';

/** Words of zod's English defaults, none of which a player may read. */
const ENGLISH = /\b(expected|received|too big|too small|invalid|string|number|undefined|must|characters|input)\b/i;

describe(`${errorsPlugin.name} in Vietnamese`, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp();
    token = (await register(t.app)).token;
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

  it('should answer a number over its maximum in Vietnamese, naming the field', async () => {
    const res = await get('/api/user/events/lucky-spin/history?per_page=999');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      message: 'per_page: Không được lớn hơn 50',
    });
  });

  it('should answer a non-number and a number under its minimum in Vietnamese', async () => {
    expect((await get('/api/user/events/lucky-spin/history?page=abc')).json().message).toBe('page: Phải là số');
    expect((await get('/api/user/events/lucky-spin/history?page=0')).json().message).toBe('page: Không được nhỏ hơn 1');
  });

  it('should answer a wrong type in a body in Vietnamese, with nothing created', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'vi_check_1', password: 'secret123', phone: '0961234000', ageConfirmed: true, aff_id: 7 },
      headers: { origin: ORIGIN },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).not.toMatch(ENGLISH);
    const { rows } = await t.db.pool.query("SELECT count(*)::int AS n FROM players WHERE username = 'vi_check_1'");
    expect(rows[0].n).toBe(0);
  });
});
