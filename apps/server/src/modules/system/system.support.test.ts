import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCashier, type Cashier, staffCall, staffToken } from '../payments/payments.test-support';
import { SupportSettings } from './system.support';

/**
 * The brand's support channels and licence (decision 125): set by support staff, audited with
 * before and after; invalid values are refused with a Vietnamese message and change nothing;
 * other roles are refused.
 */
describe(SupportSettings.name, () => {
  let c: Cashier;
  let support: string;
  let finance: string;
  beforeAll(async () => {
    c = await buildCashier();
    support = await staffToken(c, 'support');
    finance = await staffToken(c, 'finance');
  });
  afterAll(() => c.close());

  const valid = {
    channels: { hotline: '1900 1234', zalo: '', telegram: '@hotro_xc', email: 'hotro@example.vn', hours: '24/7' },
    licence: { name: 'Giấy phép trò chơi trực tuyến', number: 'GL-2026-01', regulator: 'PAGCOR', url: '' },
  };

  it('should start empty, store what support sets (empty fields as none), audit it, and show it', async () => {
    const before = (await staffCall(c, support, 'GET', '/admin-api/support')).json().data;
    expect(before).toMatchObject({ channels: { hotline: null, email: null }, licence: null });
    const set = await staffCall(c, support, 'PUT', '/admin-api/support', valid);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toMatchObject({
      channels: { hotline: '1900 1234', zalo: null, telegram: '@hotro_xc' },
      licence: { number: 'GL-2026-01', url: null },
    });
    const audit = await c.db.pool.query(
      `SELECT details FROM audit_log WHERE action = 'support.settings' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit.rows[0].details).toMatchObject({
      before: { licence: null },
      after: { licence: { number: 'GL-2026-01' } },
    });
  });

  it('should refuse invalid values with a clear message and change nothing, and refuse other roles', async () => {
    const now = (await staffCall(c, support, 'GET', '/admin-api/support')).json().data;
    for (const bad of [
      { ...valid, channels: { ...valid.channels, telegram: 'hotro xc' } },
      { ...valid, channels: { ...valid.channels, email: 'khong-phai-email' } },
      { ...valid, licence: { ...valid.licence, url: 'http://khong-an-toan.vn' } },
      { ...valid, licence: { ...valid.licence, number: '' } },
    ]) {
      const res = await staffCall(c, support, 'PUT', '/admin-api/support', bad);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    expect((await staffCall(c, support, 'GET', '/admin-api/support')).json().data).toEqual(now);
    expect((await staffCall(c, finance, 'PUT', '/admin-api/support', valid)).statusCode).toBe(403);
  });
});
