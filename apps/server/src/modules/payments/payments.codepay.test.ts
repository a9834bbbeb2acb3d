import { PaymentMessage } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signBankWebhook } from './gateways/bank/bank-webhook';
import { PaymentsService } from './payments.service';
import {
  bankTransfer,
  bankWebhook,
  buildCashier,
  type Cashier,
  call,
  cash,
  newPlayer,
  type Player,
  staffCall,
  staffToken,
  waitFor,
} from './payments.test-support';
import { parseVietQr } from './vietqr/vietqr';

describe(`${PaymentsService.name} Codepay and bank transfer`, () => {
  let c: Cashier;
  beforeAll(async () => {
    c = await buildCashier();
  });
  afterAll(() => c.close());

  const voucher = (p: Player, body: Record<string, unknown>, method = 'codepay') =>
    call(c.app, p, 'POST', `/api/payment/deposit/${method}`, body);

  const exceptions = async (where: string, params: unknown[]) =>
    (await c.db.pool.query(`SELECT * FROM payment_exceptions WHERE ${where}`, params)).rows;

  describe('vouchers', () => {
    it('should require a logged-in player', async () => {
      const res = await call(c.app, null, 'POST', '/api/payment/deposit/codepay', { amount: 100_000 });
      expect(res.statusCode).toBe(401);
    });

    it('should refuse amounts below 50,000 VND, fractional, missing or non-numeric amounts', async () => {
      const p = await newPlayer(c.app);
      const low = await voucher(p, { amount: 49_999 });
      expect(low.statusCode).toBe(400);
      expect(low.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: `amount: ${PaymentMessage.CODEPAY_MIN}` });
      expect((await voucher(p, { amount: 50_000.5 })).json().message).toBe(`amount: ${PaymentMessage.AMOUNT_INTEGER}`);
      expect((await voucher(p, {})).json().message).toBe(`amount: ${PaymentMessage.AMOUNT_REQUIRED}`);
      expect((await voucher(p, { amount: '100000' })).statusCode).toBe(400);
      const { rows } = await c.db.pool.query('SELECT count(*)::int AS n FROM payment_deposits WHERE player_id = $1', [
        p.id,
      ]);
      expect(rows[0].n).toBe(0);
    });

    it('should refuse an amount above the configured maximum', async () => {
      const p = await newPlayer(c.app);
      const res = await voucher(p, { amount: 300_000_001 });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('AMOUNT_TOO_HIGH');
    });

    it('should create a voucher whose QR is a valid VietQR payload carrying the amount and the transfer code', async () => {
      const p = await newPlayer(c.app);
      const res = await voucher(p, { amount: 150_000 });
      expect(res.statusCode).toBe(200);
      const v = res.json().data;
      expect(v.transferCode).toMatch(/^NAP[A-HJKMNP-Z2-9]{8}$/);
      expect(v.deposit).toMatchObject({ method: 'codepay', status: 'pending', amount: 150_000, promotionId: null });
      expect(new Date(v.deposit.expiresAt).getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
      const qr = parseVietQr(v.qrPayload);
      expect(qr).toMatchObject({
        bankBin: v.bank.bin,
        accountNumber: v.bank.accountNumber,
        amount: 150_000,
        purpose: v.transferCode,
        service: 'QRIBFTTA',
      });
      expect(v.qrImage).toMatch(/^data:image\/png;base64,/);
      expect(v.bank).toMatchObject({ bin: '970436', shortName: 'Vietcombank' });
    });

    it('should refuse a second voucher until the player confirms, then cancel the current one', async () => {
      const p = await newPlayer(c.app);
      const first = (await voucher(p, { amount: 100_000 })).json().data;
      const again = await voucher(p, { amount: 200_000 });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'VOUCHER_EXISTS', message: PaymentMessage.VOUCHER_REPLACE_CONFIRM });
      const replaced = await voucher(p, { amount: 200_000, replaceCurrent: true }, 'bank');
      expect(replaced.statusCode).toBe(200);
      const second = replaced.json().data;
      expect(second.transferCode).not.toBe(first.transferCode);
      expect((await call(c.app, p, 'GET', `/api/payment/deposit/${first.deposit.id}`)).json().data.status).toBe(
        'cancelled',
      );
      expect((await call(c.app, p, 'GET', '/api/payment/deposit/voucher')).json().data.deposit.id).toBe(
        second.deposit.id,
      );
    });

    it('should keep one open voucher when several are created at once', async () => {
      const p = await newPlayer(c.app);
      const results = await Promise.all(
        Array.from({ length: 8 }, () => voucher(p, { amount: 100_000, replaceCurrent: true })),
      );
      expect(results.every((r) => [200, 409].includes(r.statusCode))).toBe(true);
      const { rows } = await c.db.pool.query(
        `SELECT count(*)::int AS n FROM payment_deposits WHERE player_id = $1 AND status = 'pending'`,
        [p.id],
      );
      expect(rows[0].n).toBe(1);
    });

    it('should cancel the open voucher on DELETE and then show none', async () => {
      const p = await newPlayer(c.app);
      await voucher(p, { amount: 100_000 });
      const del = await call(c.app, p, 'DELETE', '/api/payment/deposit/voucher');
      expect(del.json().data.status).toBe('cancelled');
      expect((await call(c.app, p, 'GET', '/api/payment/deposit/voucher')).json().data).toBeNull();
    });

    it('should serve the QR as a PNG download while payable, and 410 TRANSACTION_EXPIRED after', async () => {
      const p = await newPlayer(c.app);
      const v = (await voucher(p, { amount: 100_000 })).json().data;
      const png = await call(c.app, p, 'GET', v.qrDownloadUrl);
      expect(png.statusCode).toBe(200);
      expect(png.headers['content-type']).toBe('image/png');
      expect(png.rawPayload.subarray(0, 4).toString('hex')).toBe('89504e47');
      const other = await newPlayer(c.app);
      expect((await call(c.app, other, 'GET', v.qrDownloadUrl)).statusCode).toBe(404);
      await c.db.pool.query(`UPDATE payment_deposits SET expires_at = now() - interval '1 second' WHERE id = $1`, [
        v.deposit.id,
      ]);
      const expired = await call(c.app, p, 'GET', v.qrDownloadUrl);
      expect(expired.statusCode).toBe(410);
      expect(expired.json()).toMatchObject({
        code: 'TRANSACTION_EXPIRED',
        message: PaymentMessage.TRANSACTION_EXPIRED,
      });
      expect((await call(c.app, p, 'GET', `/api/payment/deposit/${v.deposit.id}`)).json().data.status).toBe('expired');
    });

    it('should expire due vouchers in the maintenance job', async () => {
      const p = await newPlayer(c.app);
      const v = (await voucher(p, { amount: 100_000 })).json().data;
      await c.db.pool.query(`UPDATE payment_deposits SET expires_at = now() - interval '1 second' WHERE id = $1`, [
        v.deposit.id,
      ]);
      const { expired } = await c.app.services.payments.runMaintenance();
      expect(expired).toBeGreaterThanOrEqual(1);
      const { rows } = await c.db.pool.query('SELECT status FROM payment_deposits WHERE id = $1', [v.deposit.id]);
      expect(rows[0].status).toBe('expired');
    });

    it('should describe every cashier route in the OpenAPI document', async () => {
      const paths = Object.keys((await c.app.inject('/api/openapi.json')).json().paths);
      for (const path of [
        '/api/payment/deposit/codepay',
        '/api/payment/withdraw/bank',
        '/api/user/history/transactions',
        '/api/user/bank',
        '/webhooks/bank',
        '/admin-api/withdrawals/{id}/approve',
        '/admin-api/bank-accounts/{id}/verify',
      ]) {
        expect(paths).toContain(path);
      }
    });

    it('should refuse a promotion while no promotions module validates it', async () => {
      const p = await newPlayer(c.app);
      const res = await voucher(p, { amount: 100_000, promotionId: 'welcome-100' });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('PROMOTION_NOT_AVAILABLE');
    });
  });

  describe('sandbox flow', () => {
    it('should credit the balance exactly once when the sandbox bank sends the transfer, and deliver the deposit event', async () => {
      const p = await newPlayer(c.app);
      const events: unknown[] = [];
      c.app.services.payments.onDepositCredited('test.codepay', async (e) => {
        if (e.playerId === p.id) events.push(e);
      });
      const v = (await voucher(p, { amount: 120_000 })).json().data;
      const sent = await call(c.app, null, 'POST', '/sandbox/bank/transfers', {
        content: `IBFT ${v.transferCode} nap tien`,
        amount: 120_000,
      });
      expect(sent.statusCode).toBe(200);
      const deposit = await waitFor(async () => {
        const d = (await call(c.app, p, 'GET', `/api/payment/deposit/${v.deposit.id}`)).json().data;
        return d.status === 'credited' ? d : null;
      });
      expect(deposit).toMatchObject({ creditedAmount: 120_000, fee: 0 });
      expect(await cash(c.app, p.id)).toBe(120_000);
      await waitFor(async () => events.length > 0);
      await c.app.services.domainEvents.deliver();
      expect(events).toEqual([
        {
          depositId: v.deposit.id,
          playerId: p.id,
          amount: 120_000,
          method: 'codepay',
          firstDeposit: true,
          promotionId: null,
          journalId: expect.any(Number),
          creditedAt: expect.any(Date),
        },
      ]);
      const history = (await call(c.app, p, 'GET', '/api/user/history/transactions?per_page=10')).json();
      expect(history.data[0]).toMatchObject({
        type: 'deposit',
        amount: 120_000,
        status: 'success',
        statusLabel: 'Thành công',
      });
    });
  });

  describe('bank webhook', () => {
    const openVoucher = async (amount = 100_000) => {
      const p = await newPlayer(c.app);
      const v = (await voucher(p, { amount })).json().data;
      return { p, v };
    };

    it('should refuse unsigned, forged, wrong-key and stale notifications and change nothing', async () => {
      const { p, v } = await openVoucher();
      const body = bankTransfer(v.transferCode, 100_000);
      const unsigned = await bankWebhook(c, body, { omit: 'signature' });
      expect(unsigned.statusCode).toBe(401);
      expect(unsigned.json().code).toBe('WEBHOOK_UNAUTHORIZED');
      expect((await bankWebhook(c, body, { omit: 'apiKey' })).statusCode).toBe(401);
      expect((await bankWebhook(c, body, { secret: 'forged-secret' })).json().code).toBe('WEBHOOK_UNAUTHORIZED');
      expect((await bankWebhook(c, body, { apiKey: 'guessed' })).json().code).toBe('WEBHOOK_UNAUTHORIZED');
      const stale = await bankWebhook(c, body, { timestampSeconds: Math.floor(Date.now() / 1000) - 600 });
      expect(stale.statusCode).toBe(401);
      expect(stale.json().code).toBe('WEBHOOK_STALE');
      const g = (await c.settings()).gateways.bank;
      const tampered = await c.app.inject({
        method: 'POST',
        url: '/webhooks/bank',
        headers: {
          'content-type': 'application/json',
          authorization: `Apikey ${g.webhookApiKey}`,
          'x-webhook-signature': signBankWebhook(
            JSON.stringify(body),
            g.webhookHmacSecret,
            Math.floor(Date.now() / 1000),
          ),
        },
        payload: JSON.stringify({ ...body, transferAmount: 9_000_000 }),
      });
      expect(tampered.statusCode).toBe(401);
      expect(await cash(c.app, p.id)).toBe(0);
      const { rows } = await c.db.pool.query(
        'SELECT count(*)::int AS n FROM payment_webhook_events WHERE external_id = $1',
        [String(body.id)],
      );
      expect(rows[0].n).toBe(0);
      // the genuine delivery then credits exactly the signed amount
      expect((await bankWebhook(c, body)).json().outcome).toBe('applied');
      expect(await cash(c.app, p.id)).toBe(100_000);
    });

    it('should refuse a malformed but signed body with 400', async () => {
      const res = await bankWebhook(c, { id: 1, transferAmount: -1 });
      expect(res.statusCode).toBe(400);
    });

    it('should apply a replayed notification exactly once, even when replays arrive together', async () => {
      const { p, v } = await openVoucher(200_000);
      const body = bankTransfer(`NAP ${v.transferCode.slice(3)}`, 200_000);
      const first = await bankWebhook(c, body);
      expect(first.json()).toEqual({ success: true, outcome: 'applied' });
      const replays = await Promise.all(Array.from({ length: 10 }, () => bankWebhook(c, body)));
      for (const r of replays) expect(r.json()).toEqual({ success: true, outcome: 'duplicate' });
      expect(await cash(c.app, p.id)).toBe(200_000);
    });

    it('should credit concurrent first deliveries of one transfer once', async () => {
      const { p, v } = await openVoucher(300_000);
      const body = bankTransfer(v.transferCode, 300_000);
      const results = await Promise.all(Array.from({ length: 10 }, () => bankWebhook(c, body)));
      expect(results.filter((r) => r.json().outcome === 'applied')).toHaveLength(1);
      expect(await cash(c.app, p.id)).toBe(300_000);
    });

    it('should credit what arrived on an underpaid or overpaid transfer and record it for staff', async () => {
      const under = await openVoucher(100_000);
      await bankWebhook(c, bankTransfer(under.v.transferCode, 60_000));
      expect(await cash(c.app, under.p.id)).toBe(60_000);
      const over = await openVoucher(100_000);
      await bankWebhook(c, bankTransfer(over.v.transferCode, 150_000));
      expect(await cash(c.app, over.p.id)).toBe(150_000);
      const rows = await exceptions('player_id = ANY($1) ORDER BY id', [[under.p.id, over.p.id]]);
      expect(rows.map((r) => [r.kind, Number(r.amount), r.status])).toEqual([
        ['underpaid', 60_000, 'open'],
        ['overpaid', 150_000, 'open'],
      ]);
    });

    it('should record unknown-code and code-less transfers without crediting anyone', async () => {
      const unknown = bankTransfer('NAPZZZZZZZZ chuyen tien', 500_000);
      expect((await bankWebhook(c, unknown)).json().outcome).toBe('exception');
      const none = bankTransfer('tien an trua', 70_000);
      expect((await bankWebhook(c, none)).json().outcome).toBe('exception');
      const rows = await exceptions('external_id = ANY($1) ORDER BY id', [[String(unknown.id), String(none.id)]]);
      expect(rows.map((r) => [r.kind, r.player_id])).toEqual([
        ['unknown_code', null],
        ['unmatched', null],
      ]);
    });

    it('should not credit a late transfer or a reused code, but record both with the player', async () => {
      const late = await openVoucher(100_000);
      await c.db.pool.query(`UPDATE payment_deposits SET expires_at = now() - interval '1 minute' WHERE id = $1`, [
        late.v.deposit.id,
      ]);
      expect((await bankWebhook(c, bankTransfer(late.v.transferCode, 100_000))).json().outcome).toBe('exception');
      expect(await cash(c.app, late.p.id)).toBe(0);

      const reused = await openVoucher(100_000);
      await bankWebhook(c, bankTransfer(reused.v.transferCode, 100_000));
      expect((await bankWebhook(c, bankTransfer(reused.v.transferCode, 100_000))).json().outcome).toBe('exception');
      expect(await cash(c.app, reused.p.id)).toBe(100_000);

      const rows = await exceptions('player_id = ANY($1) ORDER BY id', [[late.p.id, reused.p.id]]);
      expect(rows.map((r) => [r.kind, Number(r.player_id)])).toEqual([
        ['late', late.p.id],
        ['reused_code', reused.p.id],
      ]);
    });

    it('should credit a transfer made before expiry even if its notification arrives after', async () => {
      const { p, v } = await openVoucher(100_000);
      const paidAt = new Date(Date.now() + 7 * 3600_000 - 60_000).toISOString().slice(0, 19).replace('T', ' ');
      await c.db.pool.query(`UPDATE payment_deposits SET expires_at = now() - interval '1 second' WHERE id = $1`, [
        v.deposit.id,
      ]);
      expect(
        (await bankWebhook(c, bankTransfer(v.transferCode, 100_000, { transactionDate: paidAt }))).json().outcome,
      ).toBe('applied');
      expect(await cash(c.app, p.id)).toBe(100_000);
    });

    it('should ignore outgoing transfers', async () => {
      const { p, v } = await openVoucher();
      expect(
        (await bankWebhook(c, bankTransfer(v.transferCode, 100_000, { transferType: 'out' }))).json().outcome,
      ).toBe('ignored');
      expect(await cash(c.app, p.id)).toBe(0);
    });

    it('should let finance staff credit a recorded late transfer once, with an audit record', async () => {
      const { p, v } = await openVoucher(100_000);
      await c.db.pool.query(`UPDATE payment_deposits SET status = 'cancelled' WHERE id = $1`, [v.deposit.id]);
      const body = bankTransfer(v.transferCode, 100_000);
      await bankWebhook(c, body);
      const [row] = await exceptions('external_id = $1', [String(body.id)]);
      expect(row.kind).toBe('late');
      const token = await staffToken(c, 'finance');
      const support = await staffToken(c, 'support');
      expect(
        (
          await staffCall(c, support, 'POST', `/admin-api/payment-exceptions/${row.id}/resolve`, {
            action: 'credit',
            note: 'xác minh chứng từ',
          })
        ).statusCode,
      ).toBe(403);
      const resolved = await staffCall(c, token, 'POST', `/admin-api/payment-exceptions/${row.id}/resolve`, {
        action: 'credit',
        note: 'xác minh chứng từ',
      });
      expect(resolved.statusCode).toBe(200);
      expect(resolved.json().data).toMatchObject({ status: 'resolved', resolution: 'credited' });
      expect(await cash(c.app, p.id)).toBe(100_000);
      const again = await staffCall(c, token, 'POST', `/admin-api/payment-exceptions/${row.id}/resolve`, {
        action: 'credit',
        note: 'lần hai',
      });
      expect(again.statusCode).toBe(409);
      expect(await cash(c.app, p.id)).toBe(100_000);
      const audit = await c.db.pool.query(
        `SELECT * FROM audit_log WHERE action = 'payment_exception.credit' AND target_id = $1`,
        [String(row.id)],
      );
      expect(audit.rows).toHaveLength(1);
    });
  });
});
