import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signTimestamped } from './gateways/signing';
import { PaymentsService } from './payments.service';
import {
  available,
  buildCashier,
  type Cashier,
  call,
  cash,
  fund,
  newPlayer,
  type Player,
  staffCall,
  staffToken,
  verifiedBankAccount,
} from './payments.test-support';

const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const EVM = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

describe(`${PaymentsService.name} withdrawals`, () => {
  let c: Cashier;
  let finance: string;
  beforeAll(async () => {
    c = await buildCashier();
    finance = await staffToken(c, 'finance');
    // the players here deposit and withdraw without playing: AML's rapid rule is tested in aml.test.ts
    await c.app.services.aml.settings.save({ ...(await c.app.services.aml.settings.rules()), rapidMinTurnoverPct: 0 });
    await setAuto(true);
  });
  afterAll(() => c.close());

  const withdraw = (p: Player, method: string, body: Record<string, unknown>, key: string | null = randomUUID()) =>
    call(c.app, p, 'POST', `/api/payment/withdraw/${method}`, body, key ? { 'idempotency-key': key } : {});

  /** A funded player with a staff-verified bank account. */
  const ready = async (amount: number) => {
    const p = await newPlayer(c.app);
    await fund(c, p, amount);
    return { p, accountId: await verifiedBankAccount(c, p, finance) };
  };

  // These tests are about the payout mechanics: the KYC, first-withdrawal and AML holds of
  // auto-approval have their own tests (aml.test.ts).
  const setAuto = (enabled: boolean) =>
    c.patch((s) => {
      s.autoApprove.enabled = enabled;
      s.autoApprove.requireVerifiedKyc = false;
      s.autoApprove.holdFirstWithdrawal = false;
    });
  const setPayout = (outcome: 'paid' | 'failed' | 'timeout') =>
    c.patch((s) => {
      s.sandbox.payoutOutcome = outcome;
    });

  describe('to bank', () => {
    it('should require an Idempotency-Key header', async () => {
      const { p, accountId } = await ready(200_000);
      const res = await withdraw(p, 'bank', { bankAccountId: accountId, amount: 100_000 }, null);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    });

    it('should only pay to a verified bank account of the same player', async () => {
      const { p } = await ready(300_000);
      const unverified = await call(c.app, p, 'POST', '/api/user/bank', {
        bankBin: '970422',
        accountNumber: '0987654321',
        holderName: 'NGUYEN VAN AN',
      });
      const res = await withdraw(p, 'bank', { bankAccountId: unverified.json().data.id, amount: 100_000 });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'BANK_ACCOUNT_NOT_VERIFIED',
        message: 'Chỉ được rút về tài khoản ngân hàng đã xác minh của bạn',
      });
      const other = await ready(100_000);
      expect((await withdraw(p, 'bank', { bankAccountId: other.accountId, amount: 100_000 })).json().code).toBe(
        'BANK_ACCOUNT_NOT_VERIFIED',
      );
      expect(await available(c.app, p.id)).toBe(300_000);
    });

    it('should refuse amounts outside the limits and more than the balance, reserving nothing', async () => {
      const { p, accountId } = await ready(150_000);
      expect((await withdraw(p, 'bank', { bankAccountId: accountId, amount: 99_999 })).json().code).toBe(
        'AMOUNT_TOO_LOW',
      );
      const tooMuch = await withdraw(p, 'bank', { bankAccountId: accountId, amount: 200_000 });
      expect(tooMuch.statusCode).toBe(400);
      expect(tooMuch.json()).toMatchObject({
        code: 'INSUFFICIENT_BALANCE',
        message: 'Số dư không đủ để thực hiện giao dịch',
      });
      expect(await available(c.app, p.id)).toBe(150_000);
      const { rows } = await c.db.pool.query(
        'SELECT count(*)::int AS n FROM payment_withdrawals WHERE player_id = $1',
        [p.id],
      );
      expect(rows[0].n).toBe(0);
    });

    it('should pay automatically under the auto-approval limit', async () => {
      const { p, accountId } = await ready(500_000);
      const res = await withdraw(p, 'bank', { bankAccountId: accountId, amount: 300_000 });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ status: 'paid', amount: 300_000 });
      expect(res.json().data.details).toMatchObject({ bankShortName: 'Vietcombank', holderName: 'NGUYEN VAN AN' });
      expect(await cash(c.app, p.id)).toBe(200_000);
    });

    it('should hold a large withdrawal for staff; a rejection returns the money and shows the reason', async () => {
      const { p, accountId } = await ready(3_000_000);
      const res = await withdraw(p, 'bank', { bankAccountId: accountId, amount: 2_000_000 });
      const w = res.json().data;
      expect(w.status).toBe('pending');
      expect(await available(c.app, p.id)).toBe(1_000_000);
      const support = await staffToken(c, 'support');
      expect(
        (await staffCall(c, support, 'POST', `/admin-api/withdrawals/${w.id}/reject`, { reason: 'x' })).statusCode,
      ).toBe(403);
      const rejected = await staffCall(c, finance, 'POST', `/admin-api/withdrawals/${w.id}/reject`, {
        reason: 'Tên chủ tài khoản không khớp',
      });
      expect(rejected.json().data.status).toBe('rejected');
      expect(await available(c.app, p.id)).toBe(3_000_000);
      const seen = (await call(c.app, p, 'GET', `/api/payment/withdraw/${w.id}`)).json().data;
      expect(seen).toMatchObject({ status: 'rejected', rejectReason: 'Tên chủ tài khoản không khớp' });
      const history = (await call(c.app, p, 'GET', '/api/user/history/transactions?type=withdraw')).json().data;
      expect(history[0]).toMatchObject({
        type: 'withdraw',
        status: 'failed',
        statusLabel: 'Bị từ chối',
        note: 'Tên chủ tài khoản không khớp',
      });
      expect((await staffCall(c, finance, 'POST', `/admin-api/withdrawals/${w.id}/approve`)).statusCode).toBe(409);
      const audit = await c.db.pool.query(
        `SELECT action FROM audit_log WHERE target_type = 'withdrawal' AND target_id = $1`,
        [String(w.id)],
      );
      expect(audit.rows.map((r) => r.action)).toEqual(['withdrawal.reject']);
    });

    it('should pay a withdrawal staff approve', async () => {
      const { p, accountId } = await ready(3_000_000);
      const w = (await withdraw(p, 'bank', { bankAccountId: accountId, amount: 2_500_000 })).json().data;
      const approved = await staffCall(c, finance, 'POST', `/admin-api/withdrawals/${w.id}/approve`);
      expect(approved.json().data).toMatchObject({
        status: 'paid',
        reviewedBy: expect.any(Number),
        autoApproved: false,
      });
      expect(await cash(c.app, p.id)).toBe(500_000);
      expect(
        (await call(c.app, p, 'GET', '/api/user/history/transactions/recent?limit=5')).json().data[0],
      ).toMatchObject({ type: 'withdraw', status: 'success' });
    });

    it('should release the money when the payout provider refuses, with the reason shown', async () => {
      const { p, accountId } = await ready(400_000);
      await setPayout('failed');
      try {
        const w = (await withdraw(p, 'bank', { bankAccountId: accountId, amount: 200_000 })).json().data;
        expect(w).toMatchObject({ status: 'failed', rejectReason: 'Tài khoản nhận không hợp lệ' });
        expect(await available(c.app, p.id)).toBe(400_000);
      } finally {
        await setPayout('paid');
      }
    });

    it('should hold a payout whose outcome is unknown until staff reconcile it, never refunding by itself', async () => {
      const { p, accountId } = await ready(1_000_000);
      await setPayout('timeout');
      let ids: number[];
      try {
        ids = [
          (await withdraw(p, 'bank', { bankAccountId: accountId, amount: 300_000 })).json().data,
          (await withdraw(p, 'bank', { bankAccountId: accountId, amount: 400_000 })).json().data,
        ].map((w) => {
          expect(w.status).toBe('unknown');
          return w.id;
        });
      } finally {
        await setPayout('paid');
      }
      await c.app.services.payments.runMaintenance();
      expect((await call(c.app, p, 'GET', `/api/payment/withdraw/${ids[0]}`)).json().data.status).toBe('unknown');
      expect(await available(c.app, p.id)).toBe(300_000);
      const paid = await staffCall(c, finance, 'POST', `/admin-api/withdrawals/${ids[0]}/mark-paid`, {
        reference: 'NAPAS123',
      });
      expect(paid.json().data.status).toBe('paid');
      const failed = await staffCall(c, finance, 'POST', `/admin-api/withdrawals/${ids[1]}/mark-failed`, {
        reason: 'Ngân hàng xác nhận chưa chuyển',
      });
      expect(failed.json().data.status).toBe('failed');
      expect(await available(c.app, p.id)).toBe(700_000);
      expect(await cash(c.app, p.id)).toBe(700_000);
      expect(
        (await staffCall(c, finance, 'POST', `/admin-api/withdrawals/${ids[1]}/mark-paid`, { reference: 'x' }))
          .statusCode,
      ).toBe(409);
    });

    it("should finish a processing payout from the provider's signed callback, once, and never release an unknown one by it", async () => {
      const { p, accountId } = await ready(3_000_000);
      await setAuto(false);
      let a: { id: number };
      let b: { id: number };
      try {
        a = (await withdraw(p, 'bank', { bankAccountId: accountId, amount: 1_000_000 })).json().data;
        b = (await withdraw(p, 'bank', { bankAccountId: accountId, amount: 1_000_000 })).json().data;
      } finally {
        await setAuto(true);
      }
      // as if the provider had answered "processing" / timed out
      await c.db.pool.query(`UPDATE payment_withdrawals SET status = 'processing' WHERE id = $1`, [a.id]);
      await c.db.pool.query(`UPDATE payment_withdrawals SET status = 'unknown' WHERE id = $1`, [b.id]);
      const g = (await c.settings()).gateways.bank;
      const send = (body: Record<string, unknown>, secret = g.payoutSecret) => {
        const raw = JSON.stringify(body);
        return c.app.inject({
          method: 'POST',
          url: '/webhooks/payout',
          headers: {
            'content-type': 'application/json',
            'x-api-key': g.payoutApiKey,
            'x-signature': signTimestamped(raw, secret, Math.floor(Date.now() / 1000)),
          },
          payload: raw,
        });
      };
      const ref = (id: number) => `XC03-RT${String(id).padStart(6, '0')}`;
      expect((await send({ reference: ref(a.id), status: 'paid' }, 'forged')).statusCode).toBe(401);
      expect((await send({ reference: ref(a.id), status: 'paid', providerRef: 'NAPAS9' })).json().outcome).toBe(
        'applied',
      );
      expect((await send({ reference: ref(a.id), status: 'paid', providerRef: 'NAPAS9' })).json().outcome).toBe(
        'duplicate',
      );
      expect((await send({ reference: ref(b.id), status: 'failed', reason: 'x' })).json().outcome).toBe('applied');
      const [wa, wb] = await Promise.all(
        [a.id, b.id].map(async (id) => (await call(c.app, p, 'GET', `/api/payment/withdraw/${id}`)).json().data),
      );
      expect(wa.status).toBe('paid');
      expect(wb.status).toBe('unknown');
      expect(await available(c.app, p.id)).toBe(1_000_000);
      expect(await cash(c.app, p.id)).toBe(1_000_000);
    });

    it('should make one withdrawal and one reservation of a double-submitted request', async () => {
      const { p, accountId } = await ready(3_000_000);
      await setAuto(false);
      try {
        const key = randomUUID();
        const body = { bankAccountId: accountId, amount: 1_000_000 };
        const results = await Promise.all(Array.from({ length: 5 }, () => withdraw(p, 'bank', body, key)));
        const ids = new Set(results.map((r) => r.json().data.id));
        expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
        expect(ids.size).toBe(1);
        expect(await available(c.app, p.id)).toBe(2_000_000);
        const { rows } = await c.db.pool.query(
          `SELECT count(*)::int AS n FROM journal WHERE kind = 'withdrawal_reserve' AND player_id = $1`,
          [p.id],
        );
        expect(rows[0].n).toBe(1);
        const reused = await withdraw(p, 'bank', { ...body, amount: 900_000 }, key);
        expect(reused.statusCode).toBe(409);
        expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
      } finally {
        await setAuto(true);
      }
    });

    it('should never overdraw under 20 concurrent withdrawals larger in total than the balance', async () => {
      const { p, accountId } = await ready(2_000_000);
      await setAuto(false);
      try {
        const results = await Promise.all(
          Array.from({ length: 20 }, () => withdraw(p, 'bank', { bankAccountId: accountId, amount: 300_000 })),
        );
        const ok = results.filter((r) => r.statusCode === 200);
        const refused = results.filter((r) => r.statusCode !== 200);
        expect(ok).toHaveLength(6);
        expect(refused).toHaveLength(14);
        for (const r of refused)
          expect(r.json()).toMatchObject({
            code: 'INSUFFICIENT_BALANCE',
            message: 'Số dư không đủ để thực hiện giao dịch',
          });
        expect(await available(c.app, p.id)).toBe(200_000);
        const { rows } = await c.db.pool.query(
          `SELECT count(*)::int AS n, COALESCE(sum(amount), 0)::bigint AS total FROM payment_withdrawals WHERE player_id = $1`,
          [p.id],
        );
        expect(rows[0]).toEqual({ n: 6, total: 1_800_000 });
        const negative = await c.db.pool.query(
          'SELECT count(*)::int AS n FROM balances WHERE player_id IS NOT NULL AND (posted < 0 OR posted - held < 0)',
        );
        expect(negative.rows[0].n).toBe(0);
      } finally {
        await setAuto(true);
      }
    });

    it('should hold withdrawals another module blocks, with its message', async () => {
      const { p, accountId } = await ready(300_000);
      // the cashier asks each module's guard on use
      vi.spyOn(c.app.services.giftcodes, 'withdrawalCheck').mockImplementation(async (playerId) =>
        playerId === p.id
          ? { code: 'WITHDRAWAL_BLOCKED', message: 'Bạn cần hoàn thành vòng cược khuyến mãi trước khi rút tiền' }
          : null,
      );
      const res = await withdraw(p, 'bank', { bankAccountId: accountId, amount: 100_000 });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'WITHDRAWAL_BLOCKED',
        message: 'Bạn cần hoàn thành vòng cược khuyến mãi trước khi rút tiền',
      });
      expect(await available(c.app, p.id)).toBe(300_000);
    });
  });

  describe('to phone cards', () => {
    it('should validate card count 1-5 and the last 5 phone digits', async () => {
      const p = await newPlayer(c.app);
      const base = { carrier: 'VIETTEL', denomination: 50_000, count: 1, phoneLast5: p.phone.slice(-5) };
      const cases: [Record<string, unknown>, number, string][] = [
        [{ ...base, count: 0 }, 400, 'count: Số lượng thẻ từ 1 đến 5'],
        [{ ...base, count: 6 }, 400, 'count: Số lượng thẻ từ 1 đến 5'],
        [{ ...base, count: undefined }, 400, 'count: Vui lòng nhập số lượng thẻ'],
        [{ ...base, phoneLast5: '' }, 400, 'phoneLast5: Vui lòng nhập 5 số cuối điện thoại'],
        [{ ...base, phoneLast5: '1234' }, 400, 'phoneLast5: 5 số cuối điện thoại gồm đúng 5 chữ số'],
      ];
      for (const [body, status, message] of cases) {
        const res = await withdraw(p, 'card', body);
        expect(res.statusCode).toBe(status);
        expect(res.json().message).toBe(message);
      }
      const wrong = String((Number(p.phone.slice(-5)) + 1) % 100_000).padStart(5, '0');
      const mismatch = await withdraw(p, 'card', { ...base, phoneLast5: wrong });
      expect(mismatch.json()).toMatchObject({
        code: 'PHONE_LAST5_MISMATCH',
        message: '5 số cuối điện thoại không đúng',
      });
    });

    it('should deliver the cards and debit denomination x count', async () => {
      const p = await newPlayer(c.app);
      await fund(c, p, 500_000);
      const res = await withdraw(p, 'card', {
        carrier: 'MOBIFONE',
        denomination: 100_000,
        count: 3,
        phoneLast5: p.phone.slice(-5),
      });
      expect(res.statusCode).toBe(200);
      const w = res.json().data;
      expect(w).toMatchObject({ status: 'paid', amount: 300_000 });
      expect(w.details.cards).toHaveLength(3);
      expect(w.details.cards[0]).toMatchObject({ value: 100_000, code: expect.stringMatching(/^\d{12,15}$/) });
      expect(await cash(c.app, p.id)).toBe(200_000);
    });
  });

  describe('to crypto', () => {
    const body = (p: Player, over: Record<string, unknown> = {}) => ({
      currency: 'USDT',
      chain: 'TRC20',
      address: TRON,
      amount: 400_000,
      phoneLast5: p.phone.slice(-5),
      ...over,
    });

    it('should enforce 400,000 VND for USDT and 100,000 VND for KDG', async () => {
      const p = await newPlayer(c.app);
      await fund(c, p, 1_000_000);
      const low = await withdraw(p, 'crypto', body(p, { amount: 399_999 }));
      expect(low.json()).toMatchObject({ code: 'AMOUNT_TOO_LOW', message: 'Số tiền tối thiểu là 400,000 VND' });
      expect((await withdraw(p, 'crypto', body(p, { currency: 'KDG', amount: 99_999 }))).json().code).toBe(
        'AMOUNT_TOO_LOW',
      );
      const kdg = await withdraw(p, 'crypto', body(p, { currency: 'KDG', amount: 100_000 }));
      expect(kdg.json().data).toMatchObject({
        status: 'paid',
        details: { currency: 'KDG', chain: 'TRC20', cryptoAmount: '333.333333' },
      });
    });

    it('should validate addresses per chain (TRON base58check, EIP-55) and the chain per currency', async () => {
      const p = await newPlayer(c.app);
      await fund(c, p, 1_000_000);
      expect((await withdraw(p, 'crypto', body(p, { address: `${TRON.slice(0, -1)}u` }))).json().code).toBe(
        'CRYPTO_ADDRESS_INVALID',
      );
      expect((await withdraw(p, 'crypto', body(p, { chain: 'ERC20' }))).json().code).toBe('CRYPTO_ADDRESS_INVALID');
      expect(
        (await withdraw(p, 'crypto', body(p, { chain: 'BEP20', address: EVM.replace('aA', 'Aa') }))).json().code,
      ).toBe('CRYPTO_ADDRESS_INVALID');
      expect(
        (await withdraw(p, 'crypto', body(p, { currency: 'KDG', chain: 'BEP20', address: EVM }))).json().code,
      ).toBe('CRYPTO_CHAIN_UNSUPPORTED');
      expect((await withdraw(p, 'crypto', body(p, { address: '' }))).json().message).toBe(
        'address: Vui lòng nhập địa chỉ ví nhận',
      );
      const ok = await withdraw(p, 'crypto', body(p, { chain: 'BEP20', address: EVM.toLowerCase(), amount: 510_000 }));
      expect(ok.json().data).toMatchObject({
        status: 'paid',
        details: { address: EVM, cryptoAmount: '20.000000', txHash: expect.any(String) },
      });
      expect(await cash(c.app, p.id)).toBe(490_000);
    });
  });

  describe('history', () => {
    it('should list only the last 7 days with page sizes 10, 20 or 50 and recent views of 5, 10 or 20', async () => {
      const p = await newPlayer(c.app);
      expect((await call(c.app, p, 'GET', '/api/user/history/transactions')).json()).toMatchObject({
        data: [],
        meta: { pagination: { total: 0 } },
      });
      await fund(c, p, 100_000);
      await fund(c, p, 200_000);
      await c.db.pool.query(
        `UPDATE payment_deposits SET created_at = now() - interval '8 days' WHERE id = (SELECT min(id) FROM payment_deposits WHERE player_id = $1 AND status = 'credited')`,
        [p.id],
      );
      const page = (await call(c.app, p, 'GET', '/api/user/history/transactions?page=1&per_page=20')).json();
      expect(page.meta.pagination).toEqual({ page: 1, per_page: 20, total: 1, last_page: 1 });
      expect(page.data[0]).toMatchObject({
        code: expect.stringMatching(/^NT\d{6}$/),
        type: 'deposit',
        amount: 200_000,
        method: 'Codepay (QR ngân hàng)',
      });
      expect((await call(c.app, p, 'GET', '/api/user/history/transactions?per_page=15')).statusCode).toBe(400);
      expect((await call(c.app, p, 'GET', '/api/user/history/transactions/recent?limit=7')).statusCode).toBe(400);
      expect((await call(c.app, p, 'GET', '/api/user/history/transactions/recent?limit=20')).json().data).toHaveLength(
        1,
      );
    });
  });
});
