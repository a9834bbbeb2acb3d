import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amlCashier } from '../aml/aml.test-support';
import { PaymentReview } from './payments.review';
import { type Cashier, call, fund, newPlayer, staffCall, verifiedBankAccount } from './payments.test-support';

const PNG = `data:image/png;base64,${Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
).toString('base64')}`;

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field below
type Json = any;

/**
 * A first withdrawal after a deposit with little play waits for staff (decision 125): the
 * player is told, in Vietnamese, that it is being checked, why (first withdrawal, identity not
 * verified, turnover under the rule's share, with the stakes still needed) and by when staff
 * answer; staff see the same reasons, only those that still hold, with what clears each.
 */
describe(PaymentReview.name, () => {
  let c: Cashier;
  let compliance: string;
  let finance: string;
  beforeAll(async () => {
    ({ c, compliance, finance } = await amlCashier());
    await c.app.services.aml.settings.save({ ...(await c.app.services.aml.settings.rules()), rapidMinTurnoverPct: 30 });
    expect(
      (
        await staffCall(c, finance, 'PUT', '/admin-api/payments/withdrawal-rules', {
          enabled: true,
          maxAmount: 1_000_000,
          maxDailyPerPlayer: 3_000_000,
          requireVerifiedKyc: true,
          holdFirstWithdrawal: true,
          reviewHours: 6,
          promisedMinutes: { min: 2, max: 5 },
        })
      ).statusCode,
    ).toBe(200);
  });
  afterAll(() => c.close());

  it('should tell the player why a first withdrawal waits, what to do and by when, and staff only the reasons that still hold', async () => {
    const p = await newPlayer(c.app);
    await fund(c, p, 500_000);
    const account = await verifiedBankAccount(c, p, finance);
    const res = await call(
      c.app,
      p,
      'POST',
      '/api/payment/withdraw/bank',
      { bankAccountId: account, amount: 200_000 },
      { 'idempotency-key': randomUUID() },
    );
    expect(res.statusCode, res.body).toBe(200);
    const w: Json = res.json().data;
    expect(w.status).toBe('pending');
    expect(w.review.message).toMatch(/^Lệnh rút đang được kiểm tra/);
    const reasons = w.review.items.map((i: Json) => i.reason);
    expect(reasons).toEqual(expect.arrayContaining(['first_withdrawal', 'kyc_not_verified', 'aml_flag', 'turnover']));
    const kyc = w.review.items.find((i: Json) => i.reason === 'kyc_not_verified');
    expect(kyc).toMatchObject({ link: '/account/kyc' });
    // 30 % of 500,000 deposited, nothing staked yet: 150,000 to go
    const turnover = w.review.items.find((i: Json) => i.reason === 'turnover');
    expect(turnover.action).toContain('150,000 VND');
    // staff answer within the operator's 6 hours
    const answerBy = new Date(w.review.answerBy).getTime() - new Date(w.createdAt).getTime();
    expect(answerBy).toBe(6 * 3_600_000);
    // the status call tells the same
    const again: Json = (await call(c.app, p, 'GET', `/api/payment/withdraw/${w.id}`)).json().data;
    expect(again.review.items.map((i: Json) => i.reason)).toEqual(reasons);

    const queue = async () =>
      (
        (await staffCall(c, finance, 'GET', `/admin-api/withdrawals?playerId=${p.id}&per_page=50`)).json()
          .data as Json[]
      ).find((r) => r.id === w.id);
    const row = await queue();
    expect(row.username).toBe(p.username);
    expect(row.holdReasons).toEqual(expect.arrayContaining(['first_withdrawal', 'kyc_not_verified', 'aml_flag']));
    expect(row.clearedBy).toHaveLength(row.holdReasons.length);

    // identity verified and the flag cleared: those reasons go, the first withdrawal stays
    expect((await call(c.app, p, 'POST', '/api/user/kyc', { idFront: PNG, idBack: PNG, selfie: PNG })).statusCode).toBe(
      200,
    );
    const pending = (await staffCall(c, compliance, 'GET', '/admin-api/kyc?status=pending')).json().data as Json[];
    const mine = pending.find((s) => s.playerId === p.id);
    expect((await staffCall(c, compliance, 'POST', `/admin-api/kyc/${mine.id}/verify`)).statusCode).toBe(200);
    const flags = (await staffCall(c, compliance, 'GET', `/admin-api/aml/flags?status=open&player_id=${p.id}`)).json()
      .data.items as Json[];
    for (const f of flags) {
      const cleared = await staffCall(c, compliance, 'POST', `/admin-api/aml/flags/${f.id}/review`, {
        outcome: 'cleared',
        note: 'Đã kiểm tra, không có vấn đề',
      });
      expect(cleared.statusCode, cleared.body).toBe(200);
    }
    expect((await queue()).holdReasons).toEqual(['first_withdrawal']);
    const now: Json = (await call(c.app, p, 'GET', `/api/payment/withdraw/${w.id}`)).json().data;
    expect(now.review.items.map((i: Json) => i.reason)).toEqual(['first_withdrawal', 'turnover']);

    // approved: no review any more, and the queue names who approved it
    expect((await staffCall(c, finance, 'POST', `/admin-api/withdrawals/${w.id}/approve`)).statusCode).toBe(200);
    const done = await queue();
    expect(done.holdReasons).toEqual([]);
    expect(done.reviewerName).toBeTruthy();
    expect((await call(c.app, p, 'GET', `/api/payment/withdraw/${w.id}`)).json().data.review).toBeNull();
  });

  it('should write every rule that holds money with the operator figures', async () => {
    const rules = await c.app.services.payments.moneyRules();
    expect(rules).toMatchObject({ reviewHours: 6, promisedMinutes: { min: 2, max: 5 } });
    expect(rules.aml.rapidMinTurnoverPct).toBe(30);
  });
});
