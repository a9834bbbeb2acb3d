import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { chargeSign } from './gateways/card/card.protocol';
import { signIpn } from './gateways/momo/momo.protocol';
import { signTimestamped } from './gateways/signing';
import { PaymentsService } from './payments.service';
import { buildCashier, type Cashier, call, cash, newPlayer, type Player, waitFor } from './payments.test-support';

describe(`${PaymentsService.name} MoMo, phone cards and crypto`, () => {
  let c: Cashier;
  beforeAll(async () => {
    c = await buildCashier();
  });
  afterAll(() => c.close());

  const deposit = async (p: Player, id: number) =>
    (await call(c.app, p, 'GET', `/api/payment/deposit/${id}`)).json().data;
  const settled = (p: Player, id: number) =>
    waitFor(async () => {
      const d = await deposit(p, id);
      return d.status !== 'pending' ? d : null;
    });

  describe('MoMo', () => {
    const start = async (amount = 100_000) => {
      const p = await newPlayer(c.app);
      const res = await call(c.app, p, 'POST', '/api/payment/deposit/momo', { amount });
      expect(res.statusCode).toBe(200);
      return { p, m: res.json().data };
    };

    it('should credit once after the player pays on the sandbox MoMo page and the signed IPN arrives', async () => {
      const { p, m } = await start(150_000);
      expect(m.payUrl).toMatch(/^\/sandbox\/momo\/pay\//);
      const page = await c.app.inject({ method: 'GET', url: m.payUrl });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('150,000 VND');
      const paid = await c.app.inject({ method: 'POST', url: m.payUrl, payload: { resultCode: 0 } });
      expect(paid.json().redirectUrl).toMatch(/^\/account\/deposit\/wallet\?deposit=\d+.*resultCode=0/);
      const d = await settled(p, m.deposit.id);
      expect(d).toMatchObject({ status: 'credited', creditedAmount: 150_000 });
      expect(await cash(c.app, p.id)).toBe(150_000);
    });

    it("should fail the deposit with MoMo's reason when the player refuses, crediting nothing", async () => {
      const { p, m } = await start();
      await c.app.inject({ method: 'POST', url: m.payUrl, payload: { resultCode: 1006 } });
      const d = await settled(p, m.deposit.id);
      expect(d).toMatchObject({ status: 'failed', failureReason: 'Người dùng đã từ chối thanh toán' });
      expect(await cash(c.app, p.id)).toBe(0);
    });

    it('should answer VOUCHER_CREATE_FAILED when MoMo refuses to create the payment', async () => {
      await c.patch((s) => {
        s.sandbox.momoCreateFails = true;
      });
      try {
        const p = await newPlayer(c.app);
        const res = await call(c.app, p, 'POST', '/api/payment/deposit/momo', { amount: 100_000 });
        expect(res.statusCode).toBe(502);
        expect(res.json()).toMatchObject({
          code: 'VOUCHER_CREATE_FAILED',
          message: 'Tạo phiếu nạp tiền không thành công',
        });
        const { rows } = await c.db.pool.query('SELECT status FROM payment_deposits WHERE player_id = $1', [p.id]);
        expect(rows).toEqual([{ status: 'failed' }]);
      } finally {
        await c.patch((s) => {
          s.sandbox.momoCreateFails = false;
        });
      }
    });

    it('should refuse amounts under the MoMo minimum', async () => {
      const p = await newPlayer(c.app);
      const res = await call(c.app, p, 'POST', '/api/payment/deposit/momo', { amount: 9_999 });
      expect(res.json().code).toBe('AMOUNT_TOO_LOW');
    });

    it('should refuse forged and stale IPNs and apply a replayed IPN once', async () => {
      const { p, m } = await start(100_000);
      const g = (await c.settings()).gateways.momo;
      const { rows } = await c.db.pool.query('SELECT provider_ref FROM payment_deposits WHERE id = $1', [m.deposit.id]);
      const orderId: string = rows[0].provider_ref;
      const fields = {
        partnerCode: g.partnerCode,
        orderId,
        requestId: orderId,
        amount: 100_000,
        orderInfo: 'x',
        orderType: 'momo_wallet',
        transId: 991,
        resultCode: 0,
        message: 'ok',
        payType: 'qr',
        responseTime: Date.now(),
        extraData: '',
      };
      const ipn = signIpn(g, fields);
      const post = (body: unknown) =>
        c.app.inject({ method: 'POST', url: '/webhooks/momo', payload: body as Record<string, unknown> });
      expect((await post({ ...ipn, amount: 10_000_000 })).statusCode).toBe(401);
      expect((await post(signIpn({ ...g, secretKey: 'guess' }, fields))).json().code).toBe('WEBHOOK_UNAUTHORIZED');
      const stale = await post(signIpn(g, { ...fields, responseTime: Date.now() - 3_600_000 }));
      expect(stale.json().code).toBe('WEBHOOK_STALE');
      expect(await cash(c.app, p.id)).toBe(0);
      const results = await Promise.all([post(ipn), post(ipn), post(ipn)]);
      for (const r of results) expect(r.statusCode).toBe(204);
      expect(await cash(c.app, p.id)).toBe(100_000);
      expect((await post(ipn)).statusCode).toBe(204);
      expect(await cash(c.app, p.id)).toBe(100_000);
    });

    it('should refuse first-deposit promotions for MoMo but record other promotions', async () => {
      // the cashier asks promotions through its port, looked up on use
      vi.spyOn(c.app.services.promotions, 'resolve').mockImplementation(async ({ promotionId }) =>
        promotionId === 'first-100'
          ? { firstDeposit: true }
          : promotionId === 'refund'
            ? { firstDeposit: false }
            : null,
      );
      const p = await newPlayer(c.app);
      const refused = await call(c.app, p, 'POST', '/api/payment/deposit/momo', {
        amount: 100_000,
        promotionId: 'first-100',
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('PROMOTION_NOT_AVAILABLE');
      const unknown = await call(c.app, p, 'POST', '/api/payment/deposit/momo', {
        amount: 100_000,
        promotionId: 'nope',
      });
      expect(unknown.json().code).toBe('PROMOTION_NOT_AVAILABLE');
      const ok = await call(c.app, p, 'POST', '/api/payment/deposit/momo', { amount: 100_000, promotionId: 'refund' });
      expect(ok.json().data.deposit.promotionId).toBe('refund');
      const codepay = await call(c.app, p, 'POST', '/api/payment/deposit/codepay', {
        amount: 100_000,
        promotionId: 'first-100',
      });
      expect(codepay.json().data.deposit.promotionId).toBe('first-100');
    });
  });

  describe('phone cards', () => {
    const submit = (p: Player, body: Record<string, unknown>) =>
      call(c.app, p, 'POST', '/api/payment/deposit/card', body);
    let seq = 0;
    const card = (carrier: string, denomination: number, pinPrefix = '5') => {
      seq += 1;
      return {
        carrier,
        denomination,
        pin: `${pinPrefix}${String(Date.now()).slice(-8)}${String(seq).padStart(4, '0')}`,
        serial: `1000${String(Date.now()).slice(-6)}${String(seq).padStart(4, '0')}`,
      };
    };

    it('should credit a correct card at its value minus the carrier fee (Viettel 13%, Vinaphone 11%, Mobifone 13%)', async () => {
      for (const [carrier, credit, fee] of [
        ['VIETTEL', 87_000, 13_000],
        ['VINAPHONE', 89_000, 11_000],
        ['MOBIFONE', 87_000, 13_000],
      ] as const) {
        const p = await newPlayer(c.app);
        const res = await submit(p, card(carrier, 100_000));
        expect(res.statusCode).toBe(200);
        expect(res.json().data.status).toBe('pending');
        const d = await settled(p, res.json().data.id);
        expect(d).toMatchObject({ status: 'credited', creditedAmount: credit, fee });
        expect(await cash(c.app, p.id)).toBe(credit);
      }
    });

    it('should credit a wrong-denomination card at its real value minus the fee', async () => {
      const p = await newPlayer(c.app);
      const res = await submit(p, card('VIETTEL', 100_000, '8'));
      const d = await settled(p, res.json().data.id);
      expect(d).toMatchObject({ status: 'credited', creditedAmount: 43_500, fee: 6_500 });
      expect(d.details).toMatchObject({ realValue: 50_000, wrongDenomination: true });
      expect(await cash(c.app, p.id)).toBe(43_500);
    });

    it('should credit nothing for a bad card', async () => {
      const p = await newPlayer(c.app);
      const res = await submit(p, card('MOBIFONE', 50_000, '9'));
      const d = await settled(p, res.json().data.id);
      expect(d).toMatchObject({
        status: 'failed',
        failureReason: 'Thẻ lỗi hoặc đã được sử dụng',
        creditedAmount: null,
      });
      expect(await cash(c.app, p.id)).toBe(0);
    });

    it('should refuse the same card twice', async () => {
      const p = await newPlayer(c.app);
      const one = card('VIETTEL', 20_000);
      expect((await submit(p, one)).statusCode).toBe(200);
      const again = await submit(p, one);
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('CARD_ALREADY_SUBMITTED');
    });

    it('should validate carrier, denomination, PIN and serial with Vietnamese messages', async () => {
      const p = await newPlayer(c.app);
      const ok = card('VIETTEL', 100_000);
      const cases: [Record<string, unknown>, string][] = [
        [{ ...ok, carrier: 'SFONE' }, 'carrier: Vui lòng chọn nhà mạng'],
        [{ ...ok, denomination: 15_000 }, 'denomination: Mệnh giá thẻ không hợp lệ'],
        [{ ...ok, pin: '' }, 'pin: Vui lòng nhập mã thẻ'],
        [{ ...ok, pin: '12345' }, 'pin: Mã thẻ gồm 12 đến 15 chữ số'],
        [{ ...ok, serial: 'abc' }, 'serial: Số seri gồm 10 đến 15 chữ số'],
      ];
      for (const [body, message] of cases) {
        const res = await submit(p, body);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(message);
      }
    });

    it('should refuse forged callbacks and apply a replayed callback once', async () => {
      await c.patch((s) => {
        s.sandbox.callbackDelayMs = 60_000;
      });
      const p = await newPlayer(c.app);
      const k = card('VIETTEL', 50_000);
      let depositId: number;
      try {
        depositId = (await submit(p, k)).json().data.id;
      } finally {
        await c.patch((s) => {
          s.sandbox.callbackDelayMs = 0;
        });
      }
      const { rows } = await c.db.pool.query('SELECT provider_ref FROM payment_deposits WHERE id = $1', [depositId]);
      const key = (await c.settings()).gateways.card.partnerKey;
      const cb = {
        status: 1,
        message: 'ok',
        request_id: rows[0].provider_ref,
        trans_id: 'T1',
        declared_value: 50_000,
        value: 50_000,
        amount: 43_500,
        code: k.pin,
        serial: k.serial,
        telco: 'VIETTEL',
        callback_sign: chargeSign(key, k.pin, k.serial),
      };
      const post = (body: unknown) =>
        c.app.inject({ method: 'POST', url: '/webhooks/card', payload: body as Record<string, unknown> });
      expect((await post({ ...cb, callback_sign: chargeSign('guess', k.pin, k.serial) })).statusCode).toBe(401);
      const otherCard = { ...cb, code: '511111111111', callback_sign: chargeSign(key, '511111111111', k.serial) };
      expect((await post(otherCard)).statusCode).toBe(401);
      expect((await post({ ...cb, callback_sign: undefined })).statusCode).toBe(400);
      expect(await cash(c.app, p.id)).toBe(0);
      const results = await Promise.all([post(cb), post(cb), post(cb)]);
      expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      expect(await cash(c.app, p.id)).toBe(43_500);
      // a form-encoded callback (how many exchanges post) is also understood
      const form = await c.app.inject({
        method: 'POST',
        url: '/webhooks/card',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(Object.entries(cb).map(([a, b]): [string, string] => [a, String(b)])).toString(),
      });
      expect(form.json().outcome).toBe('duplicate');
      expect(await cash(c.app, p.id)).toBe(43_500);
    });
  });

  describe('crypto', () => {
    const intent = (p: Player, body: Record<string, unknown>) =>
      call(c.app, p, 'POST', '/api/payment/deposit/crypto', body);
    const crypto = async () => (await c.settings()).gateways.crypto;
    const notify = async (
      body: Record<string, unknown>,
      opts: { secret?: string; apiKey?: string; t?: number } = {},
    ) => {
      const g = await crypto();
      const raw = JSON.stringify(body);
      return c.app.inject({
        method: 'POST',
        url: '/webhooks/crypto',
        headers: {
          'content-type': 'application/json',
          'x-api-key': opts.apiKey ?? g.apiKey,
          'x-signature': signTimestamped(raw, opts.secret ?? g.webhookSecret, opts.t ?? Math.floor(Date.now() / 1000)),
        },
        payload: raw,
      });
    };

    it('should validate the chain and currency with Vietnamese messages', async () => {
      const p = await newPlayer(c.app);
      expect((await intent(p, { currency: 'USDT' })).json().message).toBe('chain: Vui lòng chọn mạng lưới');
      expect((await intent(p, { chain: 'TRC20', currency: 'BTC' })).json().message).toBe(
        'currency: Vui lòng chọn loại tiền',
      );
    });

    it('should give one valid address per player and chain, and refuse KDG outside TRC20', async () => {
      const p = await newPlayer(c.app);
      const a = (await intent(p, { chain: 'TRC20', currency: 'USDT' })).json().data;
      expect(a.address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
      expect(a).toMatchObject({ rateVnd: 25_500, minConfirmations: 19, confirmationTime: '2 - 5 phút' });
      expect(a.warning).toContain('đúng loại tiền');
      const b = (await intent(p, { chain: 'TRC20', currency: 'KDG' })).json().data;
      expect(b.address).toBe(a.address);
      // an English client is told the same wait in English
      const english = await call(
        c.app,
        p,
        'POST',
        '/api/payment/deposit/crypto',
        { chain: 'TRC20', currency: 'USDT' },
        { 'accept-language': 'en' },
      );
      expect(english.json().data).toMatchObject({ address: a.address, confirmationTime: '2 - 5 minutes' });
      const evm = (await intent(p, { chain: 'BEP20', currency: 'USDT' })).json().data;
      expect(evm.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
      const kdg = await intent(p, { chain: 'ERC20', currency: 'KDG' });
      expect(kdg.statusCode).toBe(400);
      expect(kdg.json().code).toBe('CRYPTO_CHAIN_UNSUPPORTED');
    });

    it('should credit a sandbox transfer once confirmed, in VND at the rate, with the chosen intent', async () => {
      const p = await newPlayer(c.app);
      const a = (await intent(p, { chain: 'TRC20', currency: 'USDT' })).json().data;
      const sent = await call(c.app, null, 'POST', '/sandbox/chain/simulate-deposit', {
        chain: 'TRC20',
        token: 'USDT',
        address: a.address,
        amount: '100',
      });
      expect(sent.statusCode).toBe(200);
      const d = await waitFor(async () => {
        const row = await deposit(p, a.deposit.id);
        return row.status === 'credited' ? row : null;
      });
      expect(d).toMatchObject({ creditedAmount: 2_550_000, amount: 2_550_000 });
      expect(d.details).toMatchObject({ amountCrypto: '100', rateVnd: 25_500, confirmations: 19 });
      expect(await cash(c.app, p.id)).toBe(2_550_000);
    });

    it('should wait for confirmations, use the rate at confirmation time, and ignore replays', async () => {
      const p = await newPlayer(c.app);
      const a = (await intent(p, { chain: 'ERC20', currency: 'USDT' })).json().data;
      const tx = {
        chain: 'ERC20',
        token: 'USDT',
        address: a.address.toLowerCase(),
        txHash: `0x${'ab'.repeat(32)}`,
        logIndex: 0,
        amount: '10.5',
        timestamp: 1,
      };
      const early = await notify({ ...tx, id: 'e1', confirmations: 3 });
      expect(early.json().outcome).toBe('pending');
      expect(await cash(c.app, p.id)).toBe(0);
      await c.patch((s) => {
        s.crypto.ratesVnd.USDT = 26_000;
      });
      try {
        expect((await notify({ ...tx, id: 'e2', confirmations: 12 })).json().outcome).toBe('applied');
        expect((await notify({ ...tx, id: 'e2', confirmations: 12 })).json().outcome).toBe('duplicate');
        expect((await notify({ ...tx, id: 'e3', confirmations: 30 })).json().outcome).toBe('ignored');
      } finally {
        await c.patch((s) => {
          s.crypto.ratesVnd.USDT = 25_500;
        });
      }
      expect(await cash(c.app, p.id)).toBe(273_000);
    });

    it('should record a wrong currency for staff and credit nothing', async () => {
      const p = await newPlayer(c.app);
      const a = (await intent(p, { chain: 'TRC20', currency: 'USDT' })).json().data;
      const res = await notify({
        id: 'w1',
        chain: 'TRC20',
        token: 'TRX',
        address: a.address,
        txHash: 'ff'.repeat(32),
        amount: '50',
        confirmations: 40,
        timestamp: 1,
      });
      expect(res.json().outcome).toBe('exception');
      const { rows } = await c.db.pool.query('SELECT kind, player_id FROM payment_exceptions WHERE player_id = $1', [
        p.id,
      ]);
      expect(rows).toEqual([{ kind: 'wrong_currency', player_id: p.id }]);
      expect(await cash(c.app, p.id)).toBe(0);
    });

    it('should refuse notifications without the key, with a forged signature or a stale timestamp', async () => {
      const body = {
        id: 'x',
        chain: 'TRC20',
        token: 'USDT',
        address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
        txHash: 'aa',
        amount: '1',
        confirmations: 50,
        timestamp: 1,
      };
      expect((await notify(body, { apiKey: 'nope' })).json().code).toBe('WEBHOOK_UNAUTHORIZED');
      expect((await notify(body, { secret: 'nope' })).json().code).toBe('WEBHOOK_UNAUTHORIZED');
      expect((await notify(body, { t: Math.floor(Date.now() / 1000) - 3600 })).json().code).toBe('WEBHOOK_STALE');
    });
  });
});
