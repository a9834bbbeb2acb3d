import type { TAppName } from '@app/contract';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBrands, type TestBrands } from '../../test/brands';
import { staffTokenFor } from '../modules/admin/admin.test-support';
import { FINGERPRINT, randomPhone, randomUsername, uniqueIp } from '../modules/auth/auth.test-support';
import { playTokenFor } from '../modules/auth/auth.tokens';
import { brandForHost, hostName } from './brands.deployment';

/**
 * Two brands in one process (decision 154): whatever a player or staff member of brand A holds
 * (session cookie, bearer token, play token, staff token, password) opens nothing on brand B's
 * host. Every route of the API is called, enumerated from the app's own OpenAPI document.
 */

interface Operation {
  method: string;
  path: string;
  /** the session schemes the route requires; empty when it needs none */
  security: string[];
}

interface Holder {
  username: string;
  password: string;
  phone: string;
  rid: string;
  token: string;
  bankNumber: string;
  staffUsername: string;
  staffToken: string;
}

const A: TAppName = 'xc03';
const B: TAppName = 'xc04';

function operationsOf(doc: { paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>> }) {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const schemes = op.security ?? [];
      const optional = schemes.some((s) => Object.keys(s).length === 0);
      ops.push({
        method: method.toUpperCase(),
        path,
        security: optional ? [] : schemes.flatMap((s) => Object.keys(s)),
      });
    }
  }
  return ops;
}

const urlOf = (path: string) =>
  path.replace(/\{([^}]+)\}/g, (_m, name: string) => (/id$/i.test(name) ? '1' : name === 'code' ? 'house' : 'x'));

describe('brands isolation', () => {
  let t: TestBrands;
  let ops: Operation[];
  const holders = new Map<TAppName, Holder>();

  /** Registers a player with a bank account, and a superadmin, on one brand's host. */
  async function holderOn(brand: TAppName): Promise<Holder> {
    const host = t.host(brand);
    const username = randomUsername('iso');
    const password = 'secret123';
    const phone = randomPhone();
    const reg = await t.inject(host, {
      method: 'POST',
      url: '/api/auth/register',
      payload: { username, password, phone, ageConfirmed: true },
      cookies: { device_fingerprint: FINGERPRINT },
      remoteAddress: uniqueIp(),
    });
    expect(reg.statusCode, reg.body).toBe(200);
    const token = reg.json().data.token as string;
    const bankNumber = `${Date.now()}`.slice(-12);
    const bank = await t.inject(host, {
      method: 'POST',
      url: '/api/user/bank',
      headers: { authorization: `Bearer ${token}` },
      payload: { bankBin: '970436', accountNumber: bankNumber, holderName: 'NGUYEN VAN AN' },
    });
    expect(bank.statusCode, bank.body).toBe(200);
    const app = t.app(brand);
    const staffToken = await staffTokenFor(app, 'superadmin');
    const staffUsername = (await app.services.admin.authenticate(staffToken))!.username;
    return {
      username,
      password,
      phone,
      rid: reg.json().data.user.rid ?? reg.json().data.user.id,
      token,
      bankNumber,
      staffUsername,
      staffToken,
    };
  }

  beforeAll(async () => {
    t = await buildTestBrands([A, B]);
    holders.set(A, await holderOn(A));
    holders.set(B, await holderOn(B));
    ops = operationsOf((await t.inject(t.host(B), { url: '/api/openapi.json' })).json());
  }, 120_000);
  afterAll(() => t?.close());

  /** What of A's a response must never carry. */
  const secretsOf = (h: Holder) => [h.username, h.phone, h.token, h.bankNumber, h.staffUsername, h.staffToken, h.rid];

  /** A request to B's host carrying every credential A's player and staff member hold. */
  const withAsCredentials = (h: Holder, op: Operation): InjectOptions => ({
    method: op.method as InjectOptions['method'],
    url: urlOf(op.path),
    headers: {
      authorization: `Bearer ${h.token}`,
      'x-staff-token': h.staffToken,
      'x-play-token': playTokenFor(h.token),
      'content-type': 'application/json',
    },
    cookies: { session: h.token, staff_session: h.staffToken, device_fingerprint: FINGERPRINT },
    payload: op.method === 'GET' || op.method === 'HEAD' ? undefined : '{}',
    remoteAddress: uniqueIp(),
  });

  it('should send each host to its own brand, loopback names to the primary one, and no other host anywhere', () => {
    expect(t.apps.appFor('xc03.localhost:3000')).toBe(t.app(A));
    expect(t.apps.appFor('XC04.localhost')).toBe(t.app(B));
    expect(t.apps.appFor('localhost:3000')).toBe(t.app(A));
    expect(t.apps.appFor('127.0.0.1')).toBe(t.app(A));
    expect(t.apps.appFor('xc05.localhost')).toBeNull();
    expect(t.apps.appFor('xc03.localhost.evil.example')).toBeNull();
    expect(t.apps.appFor(undefined)).toBeNull();
    expect(hostName('[::1]:3000')).toBe('[::1]');
    expect(brandForHost([{ hosts: ['a.example'], primary: false }], 'localhost')).toBeNull();
    expect(t.app(A).services.system.brand().appName).toBe(A);
    expect(t.app(B).services.system.brand().appName).toBe(B);
    expect(t.app(B).services.system.brand().siteUrl).toBe('http://xc04.localhost:3000');
    // the registry's pool is the primary brand's on every app
    expect(t.app(B).deployment.sharedDb.pool).toBe(t.app(A).db.pool);
    expect(t.app(A).deployment.brands.map((b) => b.appName)).toEqual([A, B]);
  });

  it("should answer every route called on brand B with brand A's credentials without A's data: guarded ones 401", async () => {
    const a = holders.get(A)!;
    const wrong: string[] = [];
    let guarded = 0;
    for (const op of ops) {
      // a stream no session guards never ends: inject would wait on it
      if (op.path.endsWith('/stream') && op.security.length === 0) continue;
      const res = await t.inject(t.host(B), withAsCredentials(a, op));
      const key = `${op.method} ${op.path}`;
      if (op.security.length > 0) {
        guarded++;
        if (res.statusCode !== 401) wrong.push(`${key}: ${res.statusCode} (should be 401)`);
      } else if (res.statusCode >= 500) wrong.push(`${key}: ${res.statusCode}`);
      const leaked = secretsOf(a).filter((s) => res.body.includes(String(s)));
      if (leaked.length) wrong.push(`${key}: answered with A's ${leaked.join(', ')}`);
    }
    expect(guarded).toBeGreaterThan(150);
    expect(ops.filter((op) => op.path.startsWith('/admin-api/')).length).toBeGreaterThan(100);
    expect(wrong).toEqual([]);
  }, 120_000);

  it("should refuse A's player and staff passwords on B, and leave A's sessions, balance and bank account as they were", async () => {
    const a = holders.get(A)!;
    const login = await t.inject(t.host(B), {
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: a.username, password: a.password },
      cookies: { device_fingerprint: FINGERPRINT },
      remoteAddress: uniqueIp(),
    });
    expect(login.statusCode, login.body).toBe(401);
    const staff = await t.inject(t.host(B), {
      method: 'POST',
      url: '/admin-api/auth/login',
      payload: { username: a.staffUsername, password: 'staff-password-1' },
    });
    expect(staff.statusCode, staff.body).toBe(401);

    const onA = (opts: InjectOptions) => t.inject(t.host(A), opts);
    const balance: LightMyRequestResponse = await onA({
      url: '/api/user/balance',
      headers: { authorization: `Bearer ${a.token}` },
    });
    expect(balance.statusCode, balance.body).toBe(200);
    const banks = await onA({ url: '/api/user/bank', headers: { authorization: `Bearer ${a.token}` } });
    expect(banks.body).toContain(a.bankNumber);
    const me = await onA({ url: '/admin-api/auth/me', headers: { 'x-staff-token': a.staffToken } });
    expect(me.statusCode).toBe(200);
    // B's database never heard of A's player, and A's of B's
    const b = holders.get(B)!;
    const named = async (brand: TAppName, username: string) =>
      (await t.app(brand).db.pool.query('SELECT 1 FROM players WHERE username = $1', [username])).rowCount;
    expect(await named(B, a.username)).toBe(0);
    expect(await named(A, b.username)).toBe(0);
    expect(await named(A, a.username)).toBe(1);
  });

  it('should show a superadmin the brands where the same username reads reports, by brand and summed', async () => {
    const a = holders.get(A)!;
    const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
    const overview = async (extra = '') => {
      const res = await t.inject(t.host(A), {
        url: `/admin-api/brands?from=${today}&to=${today}${extra}`,
        headers: { 'x-staff-token': a.staffToken },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as {
        brands: { appName: string; current: boolean; totals: { registrations: number } }[];
        sum: { registrations: number };
      };
    };
    // no account of that username on B: A alone
    expect((await overview()).brands.map((b) => b.appName)).toEqual([A]);
    // an account on B whose role does not read reports: still A alone
    await t.app(B).services.admin.ensureStaff({
      username: a.staffUsername,
      displayName: 'x',
      password: 'staff-password-2',
      role: 'support',
    });
    expect((await overview()).brands.map((b) => b.appName)).toEqual([A]);
    await t.app(B).db.pool.query(`UPDATE staff SET role = 'finance' WHERE username = $1`, [a.staffUsername]);
    const both = await overview();
    expect(both.brands.map((b) => [b.appName, b.current, b.totals.registrations])).toEqual([
      [A, true, 1],
      [B, false, 1],
    ]);
    expect(both.sum.registrations).toBe(2);
    const onlyB = await overview(`&brand=${B}`);
    expect(onlyB.brands.map((b) => b.appName)).toEqual([B]);
    expect(onlyB.sum.registrations).toBe(1);
    // a disabled account on B takes B off again
    await t.app(B).db.pool.query('UPDATE staff SET active = false WHERE username = $1', [a.staffUsername]);
    expect((await overview()).brands.map((b) => b.appName)).toEqual([A]);
  });
});
