import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffTokenFor } from '../../admin/admin.test-support';
import { cashOf, type GamesTestApp, newPlayer } from '../providers.test-support';
import { fromVnd, parseDecimal, toVnd } from './adapters.money';
import { AdaptersService, validAllowEntry } from './adapters.service';
import { buildAdapterTestApp, ppCall } from './adapters.test-support';

describe('adapter amounts', () => {
  it('should convert exactly, rounding stakes up and payouts down, and say what was kept', () => {
    const unit = { amountScale: 1, decimals: 2 };
    const thousand = { amountScale: 1000, decimals: 2 };
    expect(toVnd('100.00', unit, 'stake')).toEqual({ vnd: 100, remainder: '0' });
    expect(toVnd('0.01', unit, 'stake')).toEqual({ vnd: 1, remainder: '0.99' });
    expect(toVnd('0.01', unit, 'payout')).toEqual({ vnd: 0, remainder: '0.01' });
    expect(toVnd('5.0', thousand, 'stake')).toEqual({ vnd: 5000, remainder: '0' });
    expect(toVnd('1.2345', thousand, 'payout')).toEqual({ vnd: 1234, remainder: '0.5' });
    expect(toVnd(0.1, thousand, 'payout')).toEqual({ vnd: 100, remainder: '0' });
    for (const bad of ['-1', '1e3', '', '1.00001', 'abc', '1,5', ' ', '9999999999999999']) {
      expect(toVnd(bad, unit, 'stake')).toBeNull();
    }
    expect(parseDecimal('12.3400')).toEqual({ num: 1234n, places: 2 });
  });

  it('should show balances in the unit, rounded down', () => {
    expect(fromVnd(12_345, { amountScale: 1000, decimals: 2 })).toBe(12.34);
    expect(fromVnd(12_345, { amountScale: 1, decimals: 2 })).toBe(12_345);
    expect(fromVnd(999, { amountScale: 1000, decimals: 0 })).toBe(0);
  });

  it('should accept addresses and CIDR ranges only', () => {
    for (const ok of ['127.0.0.1', '::1', '10.0.0.0/8', '2001:db8::/32']) expect(validAllowEntry(ok)).toBe(true);
    for (const bad of ['localhost', '10.0.0.0/33', '1.2.3.4/8/1', '::1/129', ''])
      expect(validAllowEntry(bad)).toBe(false);
  });
});

describe(AdaptersService.name, () => {
  let t: GamesTestApp;
  let superadmin: string;
  let finance: string;

  beforeAll(async () => {
    t = await buildAdapterTestApp();
    superadmin = await staffTokenFor(t.app, 'superadmin');
    finance = await staffTokenFor(t.app, 'finance');
  });
  afterAll(() => t.close());

  const body = {
    agentId: 'brand-vn',
    providerId: 'pragmaticplay',
    apiBaseUrl: 'https://api.example.test',
    amountScale: 1000,
    decimals: 2,
    ipAllowList: ['127.0.0.1', '10.10.0.0/16'],
    betLimits: { minBet: 1, maxBet: 5000 },
  };
  const put = (token: string, payload: unknown, code = 'pp') =>
    t.app.inject({
      method: 'PUT',
      url: `/admin-api/provider-accounts/${code}`,
      headers: { 'x-staff-token': token },
      payload: payload as object,
    });

  it('should let only a superadmin list and change an account, audited, the key never shown', async () => {
    expect((await put(finance, body)).statusCode).toBe(403);
    const res = await put(superadmin, { ...body, secret: 'Sx9-rotated-key' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      code: 'pp',
      protocol: 'pp',
      amountScale: 1000,
      keySet: true,
      enabled: true,
    });
    expect(JSON.stringify(res.json())).not.toContain('Sx9-rotated-key');
    const list = await t.app.inject({
      method: 'GET',
      url: '/admin-api/provider-accounts',
      headers: { 'x-staff-token': superadmin },
    });
    expect(list.json().data.map((a: { code: string }) => a.code)).toEqual(['bti', 'pp', 'saba', 'sexy']);
    const audit = await t.db.pool.query<{ action: string; details: unknown }>(
      `SELECT action, details FROM audit_log WHERE target_id = 'pp' AND action IN ('provider_account.update', 'provider.key_rotate') ORDER BY id`,
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['provider_account.update', 'provider.key_rotate']);
    expect(JSON.stringify(audit.rows)).not.toContain('Sx9-rotated-key');
    // the new unit applies to the next callback
    const p = await newPlayer(t, 20_000);
    expect(await ppCall(t.app, 'balance', { userId: p.user }, { secret: 'Sx9-rotated-key' })).toMatchObject({
      error: 0,
      cash: 20,
    });
  });

  it('should refuse an allow-list entry that is not an address, changing nothing', async () => {
    const res = await put(superadmin, { ...body, amountScale: 1, ipAllowList: ['127.0.0.1', 'example.com'] });
    expect(res.statusCode).toBe(400);
    expect((await put(superadmin, { ...body, amountScale: 7 })).statusCode).toBe(400);
    const row = await t.db.pool.query(`SELECT amount_scale FROM provider_accounts WHERE code = 'pp'`);
    expect(row.rows[0].amount_scale).toBe(1000);
  });

  it('should refuse callbacks from every address once the allow-list is empty', async () => {
    expect((await put(superadmin, { ...body, ipAllowList: [] })).statusCode).toBe(200);
    const p = await newPlayer(t, 20_000);
    expect(await ppCall(t.app, 'balance', { userId: p.user })).toMatchObject({ error: 100 });
    expect(await cashOf(t, p.id)).toBe(20_000);
  });
});
