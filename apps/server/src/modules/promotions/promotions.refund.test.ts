import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { register } from '../auth/auth.test-support';
import type { BetSettledEvent } from '../providers/providers.service';
import { runLedgerCheck } from '../wallet/wallet.reconcile';
import { PromotionsService, vnDay } from './promotions.service';

describe(`${PromotionsService.name} daily refund`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.services.promotions.seed();
    // This brand's sports lobby is the provider 'sports' (the seed lists none).
    await t.db.pool.query(
      `UPDATE promotions SET rule = jsonb_set(rule, '{sportsProviders}', '["sports"]') WHERE brand = 'xc03' AND kind = 'refund'`,
    );
  });
  afterAll(() => t.close());

  const yesterday = new Date(Date.now() - 86_400_000);
  const day = vnDay(yesterday);
  const settle = (playerId: number, stake: number, over: Partial<BetSettledEvent> = {}): BetSettledEvent => ({
    playerId,
    provider: 'house',
    gameCode: 'taixiu',
    round: randomUUID(),
    transactionId: randomUUID(),
    stake,
    win: 0,
    settledAt: yesterday,
    ...over,
  });

  it('should say what the rule enforces: the brand rate, the odds threshold, sports only where configured', async () => {
    const refund = (await t.app.inject({ method: 'GET', url: '/api/promotions/hoan-tra-15' })).json().data;
    expect(refund.rule).toMatchObject({ ratePercent: 1.5, sportsRatePercent: 1.58, minOdds: 1.5 });
    expect(refund.terms).toEqual([
      'Hoàn trả 1.5% tổng tiền cược đã có kết quả, không giới hạn.',
      'Thể thao: hoàn trả 1.58%.',
      'Không tính các cược có tỷ lệ cược dưới 1.5.',
      'Tiền hoàn trả của mỗi ngày được cộng vào tài khoản chính từ 02:00 ngày hôm sau, không yêu cầu vòng cược.',
    ]);
  });

  it('should pay each player the rate of the day once, however often and concurrently the job runs', async () => {
    const reg = await register(t.app);
    const p = reg.id;
    const small = p + 1_000_000;
    const promotions = t.app.services.promotions;
    const replayed = settle(p, 333_333);
    await promotions.onBetSettled(settle(p, 1_000_000));
    await promotions.onBetSettled(replayed);
    await promotions.onBetSettled(replayed);
    await promotions.onBetSettled(settle(p, 500_000, { odds: 1.2 })); // below the odds threshold
    await promotions.onBetSettled(settle(p, 100_000, { odds: 2 }));
    await promotions.onBetSettled(settle(p, 1_000_000, { provider: 'sports', odds: 1.9 }));
    await promotions.onBetSettled(settle(p, 700_000, { settledAt: new Date() })); // today: tomorrow's run
    await promotions.onBetSettled(settle(small, 50)); // 0.75 VND: nothing to pay

    const runs = await Promise.all([promotions.runRefunds(day), promotions.runRefunds(day)]);
    expect(runs.reduce((s, r) => s + r.paid, 0)).toBe(1);
    expect(await promotions.runRefunds(day)).toEqual({ created: 0, paid: 0 });

    // floor(1,433,333 x 1.5%) + floor(1,000,000 x 1.58%)
    const expected = 21_499 + 15_800;
    expect((await t.app.services.wallet.getPlayerBalance(p)).cash).toBe(expected);
    expect((await t.app.services.wallet.getPlayerBalance(small)).cash).toBe(0);
    const history = await t.app.inject({
      method: 'GET',
      url: '/api/user/history/refunds',
      headers: { authorization: `Bearer ${reg.token}` },
    });
    expect(history.json().data).toEqual([{ day, turnover: 2_433_333, amount: expected, paidAt: expect.any(String) }]);
    expect(history.json().meta.pagination.total).toBe(1);

    const report = await runLedgerCheck(t.db.pool);
    expect(report.results.filter((r) => !r.ok)).toEqual([]);
  });

  it('should refuse a malformed day', async () => {
    await expect(t.app.services.promotions.runRefunds('yesterday')).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});
