import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemAccount } from '../wallet/wallet.types';
import { PaymentHistory } from './payments.history';
import { buildCashier, type Cashier, call, fund, newPlayer } from './payments.test-support';

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field below
type Json = any;

/**
 * Every movement of a player's balance is in the transaction history with its kind in
 * Vietnamese (decision 125): besides deposits, withdrawals, gift codes and mission rewards, the
 * bonus granted, converted or forfeited, refunds, lucky-spin and app prizes and adjustments. The
 * history's rows reconcile with the ledger: the sum of their signed amounts is the balance.
 */
describe(`${PaymentHistory.name} from the ledger`, () => {
  let c: Cashier;
  beforeAll(async () => {
    c = await buildCashier();
    await c.app.services.promotions.seed();
  });
  afterAll(() => c.close());

  const history = async (p: { token: string }, query = 'per_page=50') =>
    (await call(c.app, p as never, 'GET', `/api/user/history/transactions?${query}`)).json() as Json;

  it('should list a bonus granted and forfeited, prizes, a refund and an adjustment, each with its Vietnamese kind', async () => {
    const p = await newPlayer(c.app);
    await fund(c, p, 200_000);
    // a first-deposit bonus, then the player cancels it: granted, then forfeited
    const bonus = await c.app.services.promotions.onDepositCredited({
      depositId: 990_001,
      playerId: p.id,
      method: 'bank',
      amount: 200_000,
      promotionId: 'khuyen-mai-50',
      firstDeposit: true,
      journalId: 1,
      creditedAt: new Date(),
    });
    expect(bonus?.bonusAmount).toBe(100_000);
    expect((await call(c.app, p, 'POST', '/api/user/promotion/cancel')).statusCode).toBe(200);
    // the movements other modules post, through the wallet as they do
    const w = c.app.services.wallet;
    const credit = (kind: string, scope: string, amount: number, meta: Record<string, unknown> = {}) =>
      w.credit({
        scope,
        externalId: `${kind}:${p.id}`,
        kind,
        playerId: p.id,
        amount,
        from: systemAccount('promotions_expense', 'events'),
        meta,
      });
    await credit('event_spin_prize', 'event', 8_000);
    await credit('event_app_bonus', 'event', 5_000);
    await credit('refund', 'refund', 1_350);
    // a few days of refunds more, so the history spans pages
    for (let day = 1; day <= 6; day++)
      await w.credit({
        scope: 'refund',
        externalId: `refund:${p.id}:${day}`,
        kind: 'refund',
        playerId: p.id,
        amount: 100 * day,
        from: systemAccount('promotions_expense', 'refund'),
      });
    await w.credit({
      scope: 'adjustment',
      externalId: `adj:${p.id}`,
      kind: 'staff_adjustment',
      playerId: p.id,
      amount: 7_000,
      from: systemAccount('adjustments', 'staff'),
      meta: { reason: 'Bù khoản cược lỗi kết nối' },
    });

    const body = await history(p);
    const rows = body.data as Json[];
    const byMethod = (text: string) => rows.find((r) => String(r.method).startsWith(text));
    expect(byMethod('Tiền thưởng khuyến mãi')).toMatchObject({ type: 'bonus', amount: 100_000, direction: 'in' });
    expect(byMethod('Thưởng khuyến mãi bị hủy')).toMatchObject({ type: 'bonus', amount: 100_000, direction: 'out' });
    expect(byMethod('Giải vòng quay may mắn')).toMatchObject({ type: 'prize', amount: 8_000, direction: 'in' });
    expect(byMethod('Thưởng tải ứng dụng')).toMatchObject({ type: 'prize', amount: 5_000 });
    expect(
      rows
        .filter((r) => r.method === 'Hoàn trả cược')
        .map((r) => r.amount)
        .sort((a, b) => a - b),
    ).toEqual([100, 200, 300, 400, 500, 600, 1_350]);
    expect(rows.filter((r) => r.type === 'refund')).toHaveLength(7);
    expect(byMethod('Điều chỉnh số dư')).toMatchObject({
      type: 'adjustment',
      amount: 7_000,
      direction: 'in',
      note: 'Bù khoản cược lỗi kết nối',
    });
    expect(rows.find((r) => r.type === 'deposit')).toMatchObject({ amount: 200_000 });
    expect(body.meta.pagination.total).toBe(rows.length);
    expect(new Set(rows.map((r) => r.code)).size).toBe(rows.length);

    // the history reconciles with the balance: every movement is there, with its sign
    const signed = rows.reduce((sum, r) => {
      const dir = r.direction ?? (r.type === 'withdraw' ? 'out' : 'in');
      return sum + (dir === 'in' ? r.amount : dir === 'out' ? -r.amount : 0);
    }, 0);
    const balance = await w.getPlayerBalance(p.id);
    expect(signed).toBe(balance.cash + balance.bonus);

    // pages cut the merged list without gaps or repeats, newest first
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(rows.length / 10); page++) {
      const part = (await history(p, `per_page=10&page=${page}`)).data as Json[];
      seen.push(...part.map((r) => r.code));
    }
    expect(seen).toEqual(rows.map((r) => r.code));
    const dates = rows.map((r) => r.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    // the deposit and withdraw tabs keep to the cashier's rows
    expect(((await history(p, 'type=deposit')).data as Json[]).every((r) => r.type === 'deposit')).toBe(true);
  });
});
