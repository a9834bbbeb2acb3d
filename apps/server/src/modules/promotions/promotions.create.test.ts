import type { TFirstDepositRule } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildCashier,
  type Cashier,
  call,
  newPlayer,
  staffCall,
  staffToken,
  waitFor,
} from '../payments/payments.test-support';
import { PromotionsService } from './promotions.service';

describe(`${PromotionsService.name} creating promotions (staff)`, () => {
  let c: Cashier;
  let content: string;
  beforeAll(async () => {
    c = await buildCashier();
    await c.app.services.promotions.seed();
    content = await staffToken(c, 'content');
  });
  afterAll(() => c.close());

  const rule: TFirstDepositRule = {
    kind: 'first_deposit',
    percent: 30,
    maxBonus: 300_000,
    minDeposit: 100_000,
    turnover: 5,
    validDays: 7,
    weights: { default: 100 },
  };
  const create = (body: unknown, token = content) => staffCall(c, token, 'POST', '/admin-api/promotions', body);
  const publicPage = (slug: string) => c.app.inject({ method: 'GET', url: `/api/promotions/${slug}` });

  it('should keep a draft off the site, then list it with texts generated from the rule once enabled, and grant its bonus', async () => {
    const draft = await create({ slug: 'nap-dau-30', rule, enabled: false });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json().data).toMatchObject({
      slug: 'nap-dau-30',
      enabled: false,
      summary: 'Nhận thêm 30% cho lần nạp đầu tiên, tối đa 300,000 VND, vòng cược x5 trong 7 ngày.',
    });
    expect((await publicPage('nap-dau-30')).statusCode).toBe(404);
    const listed = (await c.app.inject({ method: 'GET', url: '/api/promotions' })).json().data;
    expect(listed.map((p: { slug: string }) => p.slug)).not.toContain('nap-dau-30');

    const enabled = await staffCall(c, content, 'PUT', '/admin-api/promotions/nap-dau-30', { rule, enabled: true });
    expect(enabled.statusCode).toBe(200);
    const page = (await publicPage('nap-dau-30')).json().data;
    expect(page.summary).toBe(draft.json().data.summary);
    expect(page.terms.join(' ')).toContain('300,000 VND');
    const after = (await c.app.inject({ method: 'GET', url: '/api/promotions' })).json().data;
    expect(after.at(-1).slug).toBe('nap-dau-30');

    // The cashier enforces the new rule: 30% of 500,000 capped at 300,000 = 150,000.
    const p = await newPlayer(c.app);
    const v = await call(c.app, p, 'POST', '/api/payment/deposit/codepay', {
      amount: 500_000,
      promotionId: 'nap-dau-30',
    });
    expect(v.statusCode, v.body).toBe(200);
    await call(c.app, null, 'POST', '/sandbox/bank/transfers', {
      content: `chuyen tien ${v.json().data.transferCode}`,
      amount: 500_000,
    });
    const bonus = await waitFor(async () => (await call(c.app, p, 'GET', '/api/user/promotion')).json().data.active);
    expect(bonus).toMatchObject({ promotionId: 'nap-dau-30', bonusAmount: 150_000, wagerRequired: 650_000 * 5 });

    const { rows } = await c.db.pool.query(
      `SELECT details FROM audit_log WHERE action = 'promotion.create' AND target_id = 'nap-dau-30'`,
    );
    expect(rows).toEqual([{ details: { before: null, after: { rule, enabled: false } } }]);
  });

  it('should refuse a taken address, a bad address, a bad rule, a second running refund and other roles, changing nothing', async () => {
    const count = async () => (await c.db.pool.query('SELECT count(*)::int AS n FROM promotions')).rows[0].n;
    const before = await count();
    const taken = await create({ slug: 'khuyen-mai-100', rule, enabled: true });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'PROMOTION_SLUG_TAKEN',
      message: 'Đường dẫn này đã có khuyến mãi khác, vui lòng chọn đường dẫn khác',
    });
    const badSlug = await create({ slug: 'Khuyến mãi', rule, enabled: true });
    expect(badSlug.statusCode).toBe(400);
    expect(badSlug.json().message).toContain('Đường dẫn gồm 3-64 chữ thường');
    expect((await create({ slug: 'nap-dau-0', rule: { ...rule, percent: 0 }, enabled: true })).statusCode).toBe(400);
    const refund = { kind: 'refund', ratePercent: 2, sportsRatePercent: null, sportsProviders: [], minOdds: 1.5 };
    const second = await create({ slug: 'hoan-tra-2', rule: refund, enabled: true });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('PROMOTION_REFUND_EXISTS');
    const finance = await staffToken(c, 'finance');
    expect((await create({ slug: 'nap-dau-40', rule, enabled: true }, finance)).statusCode).toBe(403);
    expect(await count()).toBe(before);
    // a second refund rule may wait as a draft, but not run beside the first
    expect((await create({ slug: 'hoan-tra-2', rule: refund, enabled: false })).statusCode).toBe(200);
    const run = await staffCall(c, content, 'PUT', '/admin-api/promotions/hoan-tra-2', { rule: refund, enabled: true });
    expect(run.statusCode).toBe(409);
    expect(run.json().code).toBe('PROMOTION_REFUND_EXISTS');
  });
});
