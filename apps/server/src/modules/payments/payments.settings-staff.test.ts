import type { TPaymentSettings } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentStaff } from './payments.staff';
import { buildCashier, type Cashier, staffCall, staffToken } from './payments.test-support';

/** Staff input to settings is refused when invalid and never changes what is stored (decision 124). */
describe(`${PaymentStaff.name} settings and thresholds`, () => {
  let c: Cashier;
  let admin: string;
  let finance: string;
  let compliance: string;
  beforeAll(async () => {
    c = await buildCashier();
    admin = await staffToken(c, 'superadmin');
    finance = await staffToken(c, 'finance');
    compliance = await staffToken(c, 'compliance');
  });
  afterAll(() => c.close());

  const stored = async () =>
    (await c.db.pool.query("SELECT value FROM payment_settings WHERE key = 'cashier'")).rows[0]?.value;
  const audits = async (action: string) =>
    (await c.db.pool.query('SELECT details FROM audit_log WHERE action = $1 ORDER BY id', [action])).rows;
  const current = async (): Promise<TPaymentSettings> =>
    (await staffCall(c, admin, 'GET', '/admin-api/payments/settings')).json().data;

  it('should refuse a minimum above the maximum, minus signs and numbers as text, naming the problem in Vietnamese, and change nothing', async () => {
    const before = await stored();
    const base = await current();
    const cases: [(s: TPaymentSettings) => void, string][] = [
      [
        (s) => {
          s.deposit.codepay.min = 400_000_000;
        },
        'Nạp Codepay: mức tối thiểu không được lớn hơn mức tối đa',
      ],
      [
        (s) => {
          s.withdraw.card.min = 9_000_000;
        },
        'Rút thẻ cào: mức tối thiểu không được lớn hơn mức tối đa',
      ],
      [
        (s) => {
          s.deposit.bank.min = -1_000_000;
        },
        'Mức tối thiểu không được âm',
      ],
      [
        (s) => {
          (s.deposit.momo as { max: unknown }).max = '1,000,000';
        },
        'Mức tối đa phải là một số',
      ],
      [
        (s) => {
          s.adjustments.secondApproverAbove = -5;
        },
        'Mức cần người duyệt thứ hai không được âm',
      ],
    ];
    for (const [change, message] of cases) {
      const body = structuredClone(base);
      change(body);
      const res = await staffCall(c, admin, 'PUT', '/admin-api/payments/settings', body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
      expect(res.json().message).toContain(message.split(':')[0]);
      expect(res.json().message).not.toMatch(/deposit\.|withdraw\.|adjustments\.|expected/);
    }
    expect(await stored()).toEqual(before);
    expect(await audits('payments.settings_update')).toEqual([]);
  });

  it('should save a valid change with the settings before and after in the audit, secrets masked', async () => {
    const body = await current();
    const before = body.deposit.codepay.max;
    body.deposit.codepay.max = 250_000_000;
    body.adjustments.secondApproverAbove = 2_000_000;
    const res = await staffCall(c, admin, 'PUT', '/admin-api/payments/settings', body);
    expect(res.statusCode, res.body).toBe(200);
    const [audit] = await audits('payments.settings_update');
    expect(audit.details.before.deposit.codepay.max).toBe(before);
    expect(audit.details.after.deposit.codepay.max).toBe(250_000_000);
    expect(audit.details.after.adjustments.secondApproverAbove).toBe(2_000_000);
    expect(JSON.stringify(audit.details)).not.toContain((await c.settings()).gateways.bank.webhookHmacSecret);
    // finance reads, never writes
    expect((await staffCall(c, finance, 'PUT', '/admin-api/payments/settings', body)).statusCode).toBe(403);
  });

  it('should refuse negative or malformed AML thresholds, auto-approval amounts and table limits, keeping the values in force', async () => {
    const aml = (await staffCall(c, compliance, 'GET', '/admin-api/aml/settings')).json().data.rules;
    for (const bad of [{ largeDepositVnd: -1_000_000 }, { rapidWindowHours: '24' }, { rapidMinTurnoverPct: 1.5 }]) {
      const res = await staffCall(c, compliance, 'PUT', '/admin-api/aml/settings', { ...aml, ...bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().message).not.toMatch(/^[a-zA-Z]+:/);
    }
    expect((await staffCall(c, compliance, 'GET', '/admin-api/aml/settings')).json().data.rules).toEqual(aml);

    const rules = (await staffCall(c, finance, 'GET', '/admin-api/payments/withdrawal-rules')).json().data;
    const refused = await staffCall(c, finance, 'PUT', '/admin-api/payments/withdrawal-rules', {
      ...rules,
      maxAmount: -1_000_000,
    });
    expect(refused.statusCode).toBe(400);
    expect((await staffCall(c, finance, 'GET', '/admin-api/payments/withdrawal-rules')).json().data).toEqual(rules);

    const tables = (await staffCall(c, admin, 'GET', '/admin-api/house/table-limits')).json().data;
    const t = tables[0];
    const res = await staffCall(c, admin, 'PUT', `/admin-api/house/table-limits/${t.table}`, {
      ...t.limits,
      spotMin: -1_000,
    });
    expect(res.statusCode).toBe(400);
    expect((await staffCall(c, admin, 'GET', '/admin-api/house/table-limits')).json().data[0].limits).toEqual(t.limits);
  });
});
