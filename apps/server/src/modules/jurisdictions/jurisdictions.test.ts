import { JURISDICTION_REFUSED_MESSAGE } from '@app/contract';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { staffTokenFor } from '../admin/admin.test-support';
import { FINGERPRINT, login, ORIGIN, register } from '../auth/auth.test-support';
import { CountryLookup } from './jurisdictions.geo';
import jurisdictionsPlugin from './jurisdictions.plugin';
import { JurisdictionsService } from './jurisdictions.service';

// addresses the shipped country database places (checked by the first test)
const VN = '14.160.1.1';
const VN_V6 = '2001:ee0::1';
const US = '8.8.8.8';
const KH = '36.37.128.1';

describe(JurisdictionsService.name, () => {
  let t: TestApp;
  let compliance: string;
  beforeAll(async () => {
    t = await buildTestApp();
    compliance = await staffTokenFor(t.app, 'compliance');
  });
  afterAll(() => t.close());

  const players = async () => Number((await t.db.pool.query('SELECT count(*) FROM players')).rows[0].count);
  const refusals = async (ip: string) =>
    (
      await t.db.pool.query<{ action: string; attempts: number; country: string | null; player_id: string | null }>(
        'SELECT action, attempts, country, player_id FROM jurisdiction_refusals WHERE ip = $1 ORDER BY action',
        [ip],
      )
    ).rows;
  const staff = (method: 'GET' | 'PUT', url: string, payload?: unknown, token = compliance) =>
    t.app.inject({ method, url, payload: payload as never, headers: { 'x-staff-token': token } });
  const putRules = (rules: unknown) => staff('PUT', '/admin-api/jurisdictions', rules);

  it('should place addresses by the offline database and treat our own networks as internal', () => {
    const geo = new CountryLookup();
    expect(geo.whereabouts(VN)).toEqual({ kind: 'public', address: VN, country: 'VN' });
    expect(geo.whereabouts(VN_V6)).toMatchObject({ kind: 'public', country: 'VN' });
    expect(geo.whereabouts(`::ffff:${US}`)).toEqual({ kind: 'public', address: US, country: 'US' });
    expect(geo.whereabouts(KH)).toMatchObject({ country: 'KH' });
    for (const internal of ['127.0.0.1', '10.1.2.3', '192.168.0.9', '100.64.0.1', '::1', 'fd00::1']) {
      expect(geo.whereabouts(internal)).toEqual({ kind: 'internal' });
    }
    expect(geo.whereabouts('not an address')).toEqual({ kind: 'invalid' });
  });

  it('should refuse a registration from outside the licensed countries with 451, creating nothing, and log it', async () => {
    const before = await players();
    const first = await register(t.app, {}, { ip: US });
    expect(first.res.statusCode).toBe(451);
    expect(first.res.json()).toMatchObject({
      success: false,
      code: 'JURISDICTION_NOT_LICENSED',
      message: JURISDICTION_REFUSED_MESSAGE,
    });
    // refused before the form is read: a bad form from there learns nothing about its fields
    expect((await register(t.app, { username: '' }, { ip: US })).res.statusCode).toBe(451);
    expect(await players()).toBe(before);
    expect(await refusals(US)).toEqual([{ action: 'register', attempts: 2, country: 'US', player_id: null }]);

    const fromHome = await register(t.app, {}, { ip: VN });
    expect(fromHome.res.statusCode).toBe(200);
    expect((await register(t.app, {}, { ip: VN_V6 })).res.statusCode).toBe(200);
  });

  it('should refuse login, deposits and game launches abroad while pages and the account stay readable', async () => {
    const p = await register(t.app, {}, { ip: VN });
    const abroad = await login(t.app, p.username, p.password, { ip: US });
    expect(abroad.statusCode).toBe(451);
    expect(abroad.json().code).toBe('JURISDICTION_NOT_LICENSED');
    expect((await login(t.app, p.username, p.password, { ip: VN })).statusCode).toBe(200);
    const token = (await login(t.app, p.username, p.password, { ip: VN })).json().data.token as string;
    const as = (method: 'GET' | 'POST', url: string, ip: string, payload?: unknown) =>
      t.app.inject({
        method,
        url,
        payload: payload as never,
        headers: { authorization: `Bearer ${token}`, origin: ORIGIN },
        cookies: { device_fingerprint: FINGERPRINT },
        remoteAddress: ip,
      });

    const deposit = await as('POST', '/api/payment/deposit/momo', US, { amount: 100_000 });
    expect(deposit.statusCode).toBe(451);
    const launch = await as('GET', '/api/game/link?partner_game_type=tx&partner_provider=house', US);
    expect(launch.statusCode).toBe(451);
    const transfer = await as('POST', '/api/user/transfers/im/open', US, {});
    expect(transfer.statusCode).toBe(451);
    expect(
      (await t.db.pool.query('SELECT count(*)::int AS n FROM payment_deposits WHERE player_id = $1', [p.id])).rows[0].n,
    ).toBe(0);
    const rows = await refusals(US);
    expect(rows.filter((r) => Number(r.player_id) === p.id).map((r) => r.action)).toEqual(['deposit', 'play']);

    // the same player at home is served, and abroad can still read the account
    expect((await as('POST', '/api/payment/deposit/momo', VN, { amount: 100_000 })).statusCode).not.toBe(451);
    expect((await as('GET', '/api/auth/refresh', US)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/game/explode-jackpot', remoteAddress: US })).statusCode,
    ).toBe(200);
  });

  it('should apply what compliance sets at once, audited, and refuse bad settings changing nothing', async () => {
    expect((await register(t.app, {}, { ip: KH })).res.statusCode).toBe(451);
    const saved = await putRules({ licensedCountries: ['vn', 'KH', 'VN'], allowedAddresses: ['8.8.8.0/24'] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      rules: { licensedCountries: ['KH', 'VN'], allowedAddresses: ['8.8.8.0/24'] },
      updatedBy: expect.any(String),
    });
    const audit = await t.db.pool.query(
      `SELECT details FROM audit_log WHERE action = 'jurisdictions.settings' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit.rows[0].details).toMatchObject({
      before: { licensedCountries: ['VN'], allowedAddresses: [] },
      after: { licensedCountries: ['KH', 'VN'], allowedAddresses: ['8.8.8.0/24'] },
    });
    expect((await register(t.app, {}, { ip: KH })).res.statusCode).toBe(200);
    expect((await register(t.app, {}, { ip: '8.8.8.99' })).res.statusCode).toBe(200);
    expect((await register(t.app, {}, { ip: '8.8.4.4' })).res.statusCode).toBe(451);

    for (const bad of [
      { licensedCountries: [], allowedAddresses: [] },
      { licensedCountries: ['VNM'], allowedAddresses: [] },
      { licensedCountries: ['VN'], allowedAddresses: ['8.8.8.0/40'] },
      { licensedCountries: ['VN'], allowedAddresses: ['example.com'] },
    ]) {
      const res = await putRules(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    const finance = await staffTokenFor(t.app, 'finance');
    expect(
      (await staff('PUT', '/admin-api/jurisdictions', { licensedCountries: ['US'], allowedAddresses: [] }, finance))
        .statusCode,
    ).toBe(403);
    expect((await staff('GET', '/admin-api/jurisdictions')).json().data.rules.licensedCountries).toEqual(['KH', 'VN']);

    const log = (await staff('GET', '/admin-api/jurisdictions/refusals?action=register')).json().data;
    expect(log.items.find((r: { ip: string }) => r.ip === '8.8.4.4')).toMatchObject({
      action: 'register',
      country: 'US',
      attempts: 1,
    });
    await putRules({ licensedCountries: ['VN'], allowedAddresses: [] });
  });

  it('should refuse to start when a guarded route no longer exists, so a renamed route cannot slip out', async () => {
    const bare = Fastify();
    await bare.register(jurisdictionsPlugin);
    bare.post('/api/auth/register', async () => ({}));
    await expect(bare.ready()).rejects.toThrow(/no route matches POST .*login/);
    await bare.close();
  });
});
