import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLedgerCheck } from '../wallet/wallet.reconcile';
import { PaymentCorrections } from './payments.corrections';
import {
  bankTransfer,
  bankWebhook,
  buildCashier,
  type Cashier,
  cash,
  newPlayer,
  type Player,
  staffToken,
} from './payments.test-support';

describe(PaymentCorrections.name, () => {
  let c: Cashier;
  let finance: string;
  let second: string;
  beforeAll(async () => {
    c = await buildCashier();
    await c.patch((s) => {
      s.adjustments.secondApproverAbove = 1_000_000;
    });
    finance = await staffToken(c, 'finance');
    second = await staffToken(c, 'finance');
  });
  afterAll(() => c.close());

  const send = (token: string, url: string, payload: unknown, key?: string) =>
    c.app.inject({
      method: 'POST',
      url,
      payload: payload as Record<string, unknown>,
      headers: { 'x-staff-token': token, ...(key ? { 'idempotency-key': key } : {}) },
    });
  const adjust = (token: string, body: Record<string, unknown>, key = randomUUID()) =>
    send(token, '/admin-api/adjustments', body, key);
  const approve = (token: string, id: number) => send(token, `/admin-api/adjustments/${id}/approve`, {});
  const journals = async (kind: string, playerId: number) =>
    (
      await c.db.pool.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM journal WHERE player_id = $1 AND kind = $2',
        [playerId, kind],
      )
    ).rows[0]!.n;
  const rows = async (playerId: number) =>
    (await c.db.pool.query('SELECT * FROM staff_adjustments WHERE player_id = $1', [playerId])).rows;
  const ledgerOk = async () =>
    expect((await runLedgerCheck(c.db.pool)).results.filter((r) => !r.ok).map((r) => r.name)).toEqual([]);

  /** An unmatched bank transfer raises an exception; returns its id. */
  const unmatched = async (amount: number) => {
    const body = bankTransfer('chuyen tien khong ma', amount, {
      counterAccountBankId: '970415',
      counterAccountNumber: '0123456789',
      counterAccountName: 'Tran Thi B',
    });
    expect((await bankWebhook(c, body)).json().outcome).toBe('exception');
    const { rows } = await c.db.pool.query('SELECT id FROM payment_exceptions WHERE external_id = $1', [
      String(body.id),
    ]);
    return rows[0].id as number;
  };

  describe('exception credited to the wrong player', () => {
    it('should show who paid, then reverse the credit only with a second approver, once, and let staff credit the right player', async () => {
      const wrong = await newPlayer(c.app);
      const right = await newPlayer(c.app);
      const id = await unmatched(50_000);
      const listed = await c.app.inject({
        method: 'GET',
        url: '/admin-api/payment-exceptions?status=open&per_page=200',
        headers: { 'x-staff-token': finance },
      });
      expect(listed.json().data.find((x: { id: number }) => x.id === id).details).toMatchObject({
        content: 'chuyen tien khong ma',
        bank: 'Vietcombank',
        senderName: 'Tran Thi B',
        senderAccount: '0123456789',
        senderBankBin: '970415',
      });

      const credit = await send(finance, `/admin-api/payment-exceptions/${id}/resolve`, {
        action: 'credit',
        playerId: wrong.id,
        note: 'theo nội dung chuyển khoản',
      });
      expect(credit.statusCode, credit.body).toBe(200);
      expect(await cash(c.app, wrong.id)).toBe(50_000);

      // a double click sends the same key twice: one request
      const key = randomUUID();
      const [r1, r2] = await Promise.all([
        send(finance, `/admin-api/payment-exceptions/${id}/reverse`, { reason: 'cộng nhầm người chơi' }, key),
        send(finance, `/admin-api/payment-exceptions/${id}/reverse`, { reason: 'cộng nhầm người chơi' }, key),
      ]);
      expect([r1.statusCode, r2.statusCode], r1.body + r2.body).toEqual([200, 200]);
      const reversal = r1.json().data;
      expect(r2.json().data.id).toBe(reversal.id);
      expect(reversal).toMatchObject({
        kind: 'exception_reversal',
        status: 'pending',
        playerId: wrong.id,
        amount: 50_000,
        needsSecondApprover: true,
      });
      const other = await send(
        second,
        `/admin-api/payment-exceptions/${id}/reverse`,
        { reason: 'cộng nhầm lần hai' },
        randomUUID(),
      );
      expect(other.json().code).toBe('REVERSAL_EXISTS');
      expect(await cash(c.app, wrong.id)).toBe(50_000);

      const self = await approve(finance, reversal.id);
      expect(self.statusCode).toBe(409);
      expect(self.json()).toMatchObject({
        code: 'FOUR_EYES_SAME_STAFF',
        message: expect.stringContaining('nhân viên khác'),
      });
      expect(await cash(c.app, wrong.id)).toBe(50_000);

      const approvals = await Promise.all(Array.from({ length: 6 }, () => approve(second, reversal.id)));
      expect(approvals.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
      expect(new Set(approvals.map((a) => a.json().data.journalId)).size).toBe(1);
      expect(await cash(c.app, wrong.id)).toBe(0);
      expect(await journals('deposit_reversal', wrong.id)).toBe(1);

      const reopened = (await c.db.pool.query('SELECT * FROM payment_exceptions WHERE id = $1', [id])).rows[0];
      expect(reopened).toMatchObject({ status: 'open', resolution: null, player_id: null });
      const deposits = await c.db.pool.query('SELECT status FROM payment_deposits WHERE player_id = $1', [wrong.id]);
      expect(deposits.rows.map((r) => r.status)).toEqual(['cancelled']);

      const again = await send(finance, `/admin-api/payment-exceptions/${id}/resolve`, {
        action: 'credit',
        playerId: right.id,
        note: 'đúng người chơi',
      });
      expect(again.statusCode, again.body).toBe(200);
      expect(await cash(c.app, right.id)).toBe(50_000);
      expect(await cash(c.app, wrong.id)).toBe(0);
      const audit = await c.db.pool.query(
        "SELECT action FROM audit_log WHERE target_type = 'payment_exception' AND target_id = $1 ORDER BY id",
        [String(id)],
      );
      expect(audit.rows.map((r) => r.action)).toEqual([
        'payment_exception.credit',
        'payment_exception.reverse_request',
        'payment_exception.reverse',
        'payment_exception.credit',
      ]);
      await ledgerOk();
    });

    it('should refuse to reverse what the player already spent, moving nothing', async () => {
      const p = await newPlayer(c.app);
      const id = await unmatched(70_000);
      await send(finance, `/admin-api/payment-exceptions/${id}/resolve`, {
        action: 'credit',
        playerId: p.id,
        note: 'x',
      });
      const r = await send(
        finance,
        `/admin-api/payment-exceptions/${id}/reverse`,
        { reason: 'cộng nhầm' },
        randomUUID(),
      );
      await c.app.services.wallet.debit({
        scope: 'test',
        externalId: randomUUID(),
        kind: 'test_spend',
        playerId: p.id,
        amount: 30_000,
        to: { type: 'system', purpose: 'fees', code: 'main' },
      });
      const a = await approve(second, r.json().data.id);
      expect(a.statusCode).toBe(409);
      expect(a.json().code).toBe('ADJUSTMENT_INSUFFICIENT_FUNDS');
      expect(await cash(c.app, p.id)).toBe(40_000);
      expect((await rows(p.id))[0]).toMatchObject({ status: 'pending', journal_id: null });
      await ledgerOk();
    });
  });

  describe('manual adjustments', () => {
    it('should apply an adjustment up to the four-eyes amount at once, once per key however often it is sent', async () => {
      const p = await newPlayer(c.app);
      const key = randomUUID();
      const body = { playerId: p.id, account: 'cash', direction: 'credit', amount: 200_000, reason: 'bù lỗi trò chơi' };
      const sent = await Promise.all(Array.from({ length: 5 }, () => adjust(finance, body, key)));
      expect(sent.map((s) => s.statusCode)).toEqual(Array(5).fill(200));
      expect(new Set(sent.map((s) => s.json().data.id)).size).toBe(1);
      expect(sent[0]!.json().data).toMatchObject({ status: 'applied', needsSecondApprover: false });
      expect(await cash(c.app, p.id)).toBe(200_000);
      expect(await journals('staff_adjustment', p.id)).toBe(1);
      const reused = await adjust(finance, { ...body, amount: 300_000 }, key);
      expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
      // the player's activity shows it
      const activity = await c.app.inject({
        method: 'GET',
        url: `/admin-api/players/${p.id}/activity`,
        headers: { 'x-staff-token': finance },
      });
      expect(JSON.stringify(activity.json().data.postings)).toContain('staff_adjustment');
      await ledgerOk();
    });

    it('should wait above the four-eyes amount for another staff member; concurrent approvals move the money once', async () => {
      const p = await newPlayer(c.app);
      const r = await adjust(finance, {
        playerId: p.id,
        account: 'bonus',
        direction: 'credit',
        amount: 1_500_000,
        reason: 'thưởng sự kiện bị lỗi',
      });
      expect(r.json().data).toMatchObject({ status: 'pending', needsSecondApprover: true });
      expect((await c.app.services.wallet.getPlayerBalance(p.id)).bonus).toBe(0);
      expect((await approve(finance, r.json().data.id)).json().code).toBe('FOUR_EYES_SAME_STAFF');
      const third = await staffToken(c, 'finance');
      const results = await Promise.all(
        [...Array(4)].flatMap(() => [approve(second, r.json().data.id), approve(third, r.json().data.id)]),
      );
      expect(results.every((x) => x.statusCode === 200)).toBe(true);
      expect((await c.app.services.wallet.getPlayerBalance(p.id)).bonus).toBe(1_500_000);
      expect(await journals('staff_adjustment', p.id)).toBe(1);
      const reject = await send(second, `/admin-api/adjustments/${r.json().data.id}/reject`, { reason: 'muộn rồi' });
      expect(reject.json().code).toBe('ADJUSTMENT_DECIDED');
      await ledgerOk();
    });

    it('should refuse a support agent, and amounts that are not a whole positive number of đồng, changing nothing', async () => {
      const p = await newPlayer(c.app);
      const support = await staffToken(c, 'support');
      const base = { playerId: p.id, account: 'cash', direction: 'credit', reason: 'điều chỉnh thử' };
      expect((await adjust(support, { ...base, amount: 10_000 })).statusCode).toBe(403);
      for (const amount of [-1_000_000, 0, 1.5, '1000000', '-1,000,000', null]) {
        const res = await adjust(finance, { ...base, amount });
        expect(res.statusCode, String(amount)).toBe(400);
        expect(res.json().message).toMatch(/Số tiền/);
        expect(res.json().message).not.toMatch(/amount|expected|Too/);
      }
      const noKey = await send(finance, '/admin-api/adjustments', { ...base, amount: 10_000 });
      expect(noKey.json().code).toBe('IDEMPOTENCY_KEY_REQUIRED');
      expect(await rows(p.id)).toEqual([]);
      expect(await cash(c.app, p.id)).toBe(0);
    });

    it('should keep the balance equal to the applied adjustments whatever the order of requests, retries, approvals and rejections', async () => {
      const p: Player = await newPlayer(c.app);
      const ids: number[] = [];
      let expected = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.array(
            fc.oneof(
              fc.record({
                op: fc.constant('request' as const),
                amount: fc.integer({ min: 1, max: 2_000_000 }),
                retries: fc.integer({ min: 1, max: 3 }),
              }),
              fc.record({
                op: fc.constantFrom('approve' as const, 'reject' as const),
                pick: fc.nat(),
                times: fc.integer({ min: 1, max: 3 }),
              }),
            ),
            { minLength: 1, maxLength: 6 },
          ),
          async (ops) => {
            for (const o of ops) {
              if (o.op === 'request') {
                const key = randomUUID();
                const body = {
                  playerId: p.id,
                  account: 'cash',
                  direction: 'credit',
                  amount: o.amount,
                  reason: 'kiểm thử thuộc tính',
                };
                const res = await Promise.all(Array.from({ length: o.retries }, () => adjust(finance, body, key)));
                ids.push(res[0]!.json().data.id);
              } else if (ids.length) {
                const id = ids[o.pick % ids.length]!;
                await Promise.all(
                  Array.from({ length: o.times }, () =>
                    o.op === 'approve'
                      ? approve(second, id)
                      : send(second, `/admin-api/adjustments/${id}/reject`, { reason: 'không hợp lệ' }),
                  ),
                );
              }
            }
            const applied = (await rows(p.id)).filter((r) => r.status === 'applied');
            expected = applied.reduce((sum, r) => sum + Number(r.amount), 0);
            expect(await journals('staff_adjustment', p.id)).toBe(applied.length);
            expect(await cash(c.app, p.id)).toBe(expected);
          },
        ),
        { numRuns: 8, seed: 124 },
      );
      await ledgerOk();
    });
  });
});
