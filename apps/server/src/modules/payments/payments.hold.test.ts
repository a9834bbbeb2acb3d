import { randomUUID } from 'node:crypto';
import { depositHoldNotice, PaymentMessage } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type GamesTestApp,
  house,
  newPlayer as newGamePlayer,
  type TestPlayer,
} from '../providers/providers.test-support';
import { runLedgerCheck } from '../wallet/wallet.reconcile';
import { chargeSign } from './gateways/card/card.protocol';
import { signIpn } from './gateways/momo/momo.protocol';
import { signTimestamped } from './gateways/signing';
import { PaymentsService } from './payments.service';
import {
  bankTransfer,
  bankWebhook,
  buildCashier,
  type Cashier,
  call,
  fund,
  newPlayer,
  type Player,
  staffCall,
  staffToken,
  verifiedBankAccount,
} from './payments.test-support';

/** The sender's account as a Casso-style statement watcher reports it. */
const SENDER = { counterAccountBankId: '970415', counterAccountNumber: '0123456789', counterAccountName: 'Tran Thi B' };

describe(`${PaymentsService.name} deposits held back by player protection`, () => {
  let c: Cashier;
  let games: GamesTestApp;
  let finance: string;
  beforeAll(async () => {
    c = await buildCashier();
    await c.app.services.games.seed();
    const { secret } = await c.app.services.providers.houseCredentials();
    games = { ...c, wallet: c.app.services.wallet, houseSecret: secret };
    finance = await staffToken(c, 'finance');
  });
  afterAll(() => c.close());

  /** A player who can also play at the house provider (play token). */
  const gamePlayer = async (): Promise<{ p: Player; gp: TestPlayer }> => {
    const gp = await newGamePlayer(games, 0);
    return { gp, p: { id: gp.id, token: gp.token, phone: '', username: gp.user } };
  };
  const dailyLimit = async (p: Player, amount: number) => {
    const res = await call(c.app, p, 'PUT', '/api/user/protection/limits', { kind: 'deposit', period: 'day', amount });
    expect(res.statusCode, res.body).toBe(200);
  };
  const voucher = async (p: Player, amount: number) => {
    const res = await call(c.app, p, 'POST', '/api/payment/deposit/codepay', { amount, replaceCurrent: true });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { transferCode: string; deposit: { id: number } };
  };
  const balance = (playerId: number) => c.app.services.wallet.getPlayerBalance(playerId);
  const deposit = (playerId: number, id: number) => c.app.services.payments.getDeposit(playerId, id);
  const exceptions = async (playerId: number) =>
    (
      await c.db.pool.query(
        'SELECT id, kind, amount, status, resolution, details, deposit_id FROM payment_exceptions WHERE player_id = $1 ORDER BY id',
        [playerId],
      )
    ).rows;
  const heldException = async (playerId: number) =>
    (await exceptions(playerId)).find((e) => ['over_limit', 'player_excluded', 'player_disabled'].includes(e.kind));
  const journals = async (playerId: number, kind: string) =>
    (
      await c.db.pool.query('SELECT count(*)::int AS n FROM journal WHERE player_id = $1 AND kind = $2', [
        playerId,
        kind,
      ])
    ).rows[0].n as number;
  const ledgerOk = async () =>
    expect((await runLedgerCheck(c.db.pool)).results.filter((r) => !r.ok).map((r) => r.name)).toEqual([]);
  const returnHeld = (id: number, body: Record<string, unknown> = { note: 'hoàn trả tiền bị giữ' }, token = finance) =>
    staffCall(c, token, 'POST', `/admin-api/payment-exceptions/${id}/return`, body);
  const selfExclude = (p: Player) =>
    c.app.services.protection.selfExclude(p.id, { duration: '7d', password: 'secret123' });

  describe('bank transfer over a deposit limit', () => {
    it('should credit only what fits the daily limit, hold the rest apart, raise an exception and tell the player why', async () => {
      const { p } = await gamePlayer();
      await dailyLimit(p, 200_000);
      const v = await voucher(p, 100_000);
      const body = bankTransfer(v.transferCode, 500_000, SENDER);
      expect((await bankWebhook(c, body)).json()).toEqual({ success: true, outcome: 'applied' });

      expect(await balance(p.id)).toEqual({
        cash: 200_000,
        bonus: 0,
        held: 0,
        available: 200_000,
        depositHeld: 300_000,
      });
      const shown = (await call(c.app, p, 'GET', '/api/user/balance')).json().data;
      expect(shown).toMatchObject({ available: 200_000, depositHeld: 300_000 });

      const d = (await call(c.app, p, 'GET', `/api/payment/deposit/${v.deposit.id}`)).json().data;
      const notice = depositHoldNotice({
        reason: 'over_limit',
        held: 300_000,
        credited: 200_000,
        period: 'day',
        limit: 200_000,
      });
      expect(d).toMatchObject({ status: 'credited', creditedAmount: 200_000, heldAmount: 300_000, notice });
      expect(notice).toContain('Đã giữ lại 300,000 VND vượt hạn mức nạp theo ngày (200,000 VND)');
      expect(notice).toContain('hoàn trả về tài khoản nguồn');
      const history = (await call(c.app, p, 'GET', '/api/user/history/transactions?per_page=10')).json().data;
      expect(history[0]).toMatchObject({ type: 'deposit', amount: 200_000, status: 'success', note: notice });

      const rows = await exceptions(p.id);
      expect(rows.map((r) => [r.kind, Number(r.amount), r.status])).toEqual([
        ['over_limit', 300_000, 'open'],
        ['overpaid', 500_000, 'open'],
      ]);
      expect(rows[0].details).toMatchObject({ received: 500_000, credited: 200_000, held: 300_000, period: 'day' });
      expect(rows[1].details).toMatchObject({ credited: 200_000, held: 300_000 });
      const support = await staffToken(c, 'support');
      const listed = (
        await staffCall(c, support, 'GET', '/admin-api/payment-exceptions?status=open&per_page=200')
      ).json();
      expect(listed.data.map((e: { id: number }) => e.id)).toContain(rows[0].id);

      // Replays, alone or together, change nothing.
      const replays = await Promise.all(Array.from({ length: 5 }, () => bankWebhook(c, body)));
      for (const r of replays) expect(r.json().outcome).toBe('duplicate');
      expect(await balance(p.id)).toMatchObject({ cash: 200_000, depositHeld: 300_000 });
      expect(await exceptions(p.id)).toHaveLength(2);
      // The limit counts what was credited, not what was held (that is returned).
      const protection = (await call(c.app, p, 'GET', '/api/user/protection')).json().data;
      expect(
        protection.limits.find((l: { kind: string; period: string }) => l.kind === 'deposit' && l.period === 'day'),
      ).toMatchObject({ used: 200_000, remaining: 0 });
      await ledgerOk();
    });

    it('should hold exactly when two payments of one player arrive at the same moment', async () => {
      const p = await newPlayer(c.app);
      await dailyLimit(p, 200_000);
      const v = await voucher(p, 150_000);
      const order = await call(c.app, p, 'POST', '/api/payment/deposit/momo', { amount: 50_000 });
      expect(order.statusCode, order.body).toBe(200);
      const { rows } = await c.db.pool.query('SELECT provider_ref FROM payment_deposits WHERE id = $1', [
        order.json().data.deposit.id,
      ]);
      const g = (await c.settings()).gateways.momo;
      const ipn = signIpn(g, {
        partnerCode: g.partnerCode,
        orderId: rows[0].provider_ref,
        requestId: rows[0].provider_ref,
        amount: 150_000,
        orderInfo: 'x',
        orderType: 'momo_wallet',
        transId: 777,
        resultCode: 0,
        message: 'ok',
        payType: 'qr',
        responseTime: Date.now(),
        extraData: '',
      });
      // 150,000 by transfer and 150,000 by MoMo (more than its order) against a 200,000 limit.
      await Promise.all([
        bankWebhook(c, bankTransfer(v.transferCode, 150_000)),
        c.app.inject({ method: 'POST', url: '/webhooks/momo', payload: ipn }),
      ]);
      expect(await balance(p.id)).toMatchObject({ cash: 200_000, available: 200_000, depositHeld: 100_000 });
      expect((await exceptions(p.id)).filter((e) => e.kind === 'over_limit').map((e) => Number(e.amount))).toEqual([
        100_000,
      ]);
      await ledgerOk();
    });

    it('should not let held money be bet or withdrawn', async () => {
      const { p, gp } = await gamePlayer();
      await dailyLimit(p, 200_000);
      const v = await voucher(p, 200_000);
      await bankWebhook(c, bankTransfer(v.transferCode, 500_000, SENDER));
      expect(await balance(p.id)).toMatchObject({ cash: 200_000, depositHeld: 300_000 });

      const bet = await house(games, gp).bet(randomUUID(), 250_000);
      expect(bet).toMatchObject({ status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: 200_000 });
      expect((await house(games, gp).balance()).balance).toBe(200_000);

      const accountId = await verifiedBankAccount(c, p, finance);
      const withdraw = await call(
        c.app,
        p,
        'POST',
        '/api/payment/withdraw/bank',
        { bankAccountId: accountId, amount: 250_000 },
        { 'idempotency-key': randomUUID() },
      );
      expect(withdraw.statusCode).toBe(400);
      expect(withdraw.json().code).toBe('INSUFFICIENT_BALANCE');
      expect(await balance(p.id)).toMatchObject({ cash: 200_000, held: 0, depositHeld: 300_000 });
      await ledgerOk();
    });

    it('should not release held money to cash when the limit no longer applies', async () => {
      const { p } = await gamePlayer();
      await dailyLimit(p, 100_000);
      const v = await voucher(p, 100_000);
      await bankWebhook(c, bankTransfer(v.transferCode, 150_000));
      expect(await balance(p.id)).toMatchObject({ cash: 100_000, depositHeld: 50_000 });
      // As when the period ends or a raise becomes due: nothing moves the held money but a return.
      await c.db.pool.query('DELETE FROM protection_limits WHERE player_id = $1', [p.id]);
      await c.app.services.payments.runMaintenance();
      await c.app.services.domainEvents.deliver();
      expect(await balance(p.id)).toMatchObject({ cash: 100_000, available: 100_000, depositHeld: 50_000 });
    });
  });

  describe('self-excluded and disabled players', () => {
    it('should hold a post-exclusion transfer to an older voucher entirely, with an exception staff see', async () => {
      const p = await newPlayer(c.app);
      const v = await voucher(p, 100_000);
      await selfExclude(p);
      expect((await bankWebhook(c, bankTransfer(v.transferCode, 100_000, SENDER))).json().outcome).toBe('applied');

      expect(await balance(p.id)).toEqual({ cash: 0, bonus: 0, held: 0, available: 0, depositHeld: 100_000 });
      const d = await deposit(p.id, v.deposit.id);
      expect(d).toMatchObject({
        status: 'held',
        creditedAmount: 0,
        heldAmount: 100_000,
        notice: depositHoldNotice({ reason: 'player_excluded', held: 100_000, credited: 0 }),
      });
      expect(d.notice).toContain('tự loại trừ');
      const rows = await exceptions(p.id);
      expect(rows.map((r) => [r.kind, Number(r.amount), r.status, Number(r.deposit_id)])).toEqual([
        ['player_excluded', 100_000, 'open', v.deposit.id],
      ]);
      // No first deposit, no deposit event: nothing reached the player's cash.
      expect((await c.app.services.auth.getPlayer(p.id))?.firstDepositAt).toBeNull();
      expect(await journals(p.id, 'deposit')).toBe(0);
      await ledgerOk();
    });

    it('should hold a deposit of a disabled player', async () => {
      const p = await newPlayer(c.app);
      const v = await voucher(p, 80_000);
      const support = await staffToken(c, 'support');
      const disabled = await staffCall(c, support, 'POST', `/admin-api/players/${p.id}/status`, {
        status: 'disabled',
        reason: 'kiểm tra tài khoản',
      });
      expect(disabled.statusCode, disabled.body).toBe(200);
      await bankWebhook(c, bankTransfer(v.transferCode, 80_000));
      expect(await balance(p.id)).toMatchObject({ cash: 0, depositHeld: 80_000 });
      expect((await heldException(p.id))?.kind).toBe('player_disabled');
      expect((await deposit(p.id, v.deposit.id)).notice).toContain('bị khóa');
      await ledgerOk();
    });

    it('should hold a staff credit of an unmatched transfer to a self-excluded player, never crediting cash', async () => {
      const p = await newPlayer(c.app);
      await selfExclude(p);
      const body = bankTransfer('chuyen tien khong ma', 90_000);
      expect((await bankWebhook(c, body)).json().outcome).toBe('exception');
      const { rows } = await c.db.pool.query('SELECT id FROM payment_exceptions WHERE external_id = $1', [
        String(body.id),
      ]);
      const resolved = await staffCall(c, finance, 'POST', `/admin-api/payment-exceptions/${rows[0].id}/resolve`, {
        action: 'credit',
        playerId: p.id,
        note: 'người chơi gửi chứng từ',
      });
      expect(resolved.statusCode, resolved.body).toBe(200);
      expect(resolved.json().data).toMatchObject({
        status: 'resolved',
        resolution: 'credited',
        details: { credited: 0, held: 90_000 },
      });
      expect(await balance(p.id)).toMatchObject({ cash: 0, depositHeld: 90_000 });
      const held = await heldException(p.id);
      expect(held).toMatchObject({ kind: 'player_excluded', status: 'open' });
      expect(Number(held?.amount)).toBe(90_000);
      await ledgerOk();
    });
  });

  describe('returns', () => {
    it("should return held money to the transfer's sender exactly once, even when finance asks twice at once, audited", async () => {
      const p = await newPlayer(c.app);
      const v = await voucher(p, 100_000);
      await selfExclude(p);
      await bankWebhook(c, bankTransfer(v.transferCode, 100_000, SENDER));
      const e = (await heldException(p.id))!;

      const support = await staffToken(c, 'support');
      expect((await returnHeld(e.id, { note: 'x' }, support)).statusCode).toBe(403);
      expect((await returnHeld(e.id, { note: 'x', bankAccountId: 1 })).json().code).toBe('RETURN_TO_SOURCE_ONLY');

      const [a, b] = await Promise.all([returnHeld(e.id), returnHeld(e.id)]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      expect(a.json().data.withdrawal.id).toBe(b.json().data.withdrawal.id);
      const w = a.json().data.withdrawal;
      expect(w).toMatchObject({
        method: 'bank',
        amount: 100_000,
        paymentExceptionId: e.id,
        details: {
          kind: 'deposit_return',
          accountNumber: '0123456789',
          holderName: 'TRAN THI B',
          destination: 'source',
        },
      });
      const done = (await staffCall(c, finance, 'GET', `/admin-api/withdrawals?playerId=${p.id}`)).json().data;
      expect(done.map((x: { status: string }) => x.status)).toEqual(['paid']);
      expect(await balance(p.id)).toEqual({ cash: 0, bonus: 0, held: 0, available: 0, depositHeld: 0 });
      expect(await journals(p.id, 'withdrawal_reserve')).toBe(1);
      expect(await journals(p.id, 'withdrawal_settle')).toBe(1);

      const exception = (await exceptions(p.id))[0];
      expect(exception).toMatchObject({ status: 'resolved', resolution: 'returned' });
      const d = await deposit(p.id, v.deposit.id);
      expect(d.notice).toBe(
        depositHoldNotice({ reason: 'player_excluded', held: 100_000, credited: 0, returned: true }),
      );
      const history = await c.app.services.payments.history(p.id, { page: 1, perPage: 10, type: 'withdraw' });
      expect(history.rows[0]).toMatchObject({
        type: 'withdraw',
        method: PaymentMessage.DEPOSIT_RETURN_METHOD,
        amount: 100_000,
        status: 'success',
      });

      // Later requests get the same return; nothing moves again.
      const again = await returnHeld(e.id);
      expect(again.statusCode).toBe(200);
      expect(again.json().data.withdrawal.id).toBe(w.id);
      expect(await journals(p.id, 'withdrawal_reserve')).toBe(1);
      const audit = await c.db.pool.query(
        `SELECT * FROM audit_log WHERE action = 'payment_exception.return' AND target_id = $1`,
        [String(e.id)],
      );
      expect(audit.rows).toHaveLength(1);
      await ledgerOk();
    });

    it('should put a failed return back in held, never in cash, and let finance try again', async () => {
      const { p } = await gamePlayer();
      await dailyLimit(p, 100_000);
      const v = await voucher(p, 100_000);
      await bankWebhook(c, bankTransfer(v.transferCode, 400_000, SENDER));
      const e = (await heldException(p.id))!;
      await c.patch((s) => {
        s.sandbox.payoutOutcome = 'failed';
      });
      try {
        const failed = await returnHeld(e.id);
        expect(failed.json().data.withdrawal).toMatchObject({ status: 'failed', amount: 300_000 });
        expect(failed.json().data.exception).toMatchObject({ status: 'open' });
      } finally {
        await c.patch((s) => {
          s.sandbox.payoutOutcome = 'paid';
        });
      }
      expect(await balance(p.id)).toMatchObject({ cash: 100_000, available: 100_000, held: 0, depositHeld: 300_000 });
      await ledgerOk();
      const paid = await returnHeld(e.id);
      expect(paid.json().data.withdrawal).toMatchObject({ status: 'paid', amount: 300_000 });
      expect(paid.json().data.exception).toMatchObject({ status: 'resolved', resolution: 'returned' });
      expect(await balance(p.id)).toMatchObject({ cash: 100_000, depositHeld: 0 });
      await ledgerOk();
    });

    it('should keep held money for staff when the payout outcome is unknown, and finish on mark-paid', async () => {
      const p = await newPlayer(c.app);
      const v = await voucher(p, 60_000);
      await selfExclude(p);
      await bankWebhook(c, bankTransfer(v.transferCode, 60_000, SENDER));
      const e = (await heldException(p.id))!;
      await c.patch((s) => {
        s.sandbox.payoutOutcome = 'timeout';
      });
      let withdrawalId: number;
      try {
        const res = await returnHeld(e.id);
        expect(res.json().data.withdrawal.status).toBe('unknown');
        withdrawalId = res.json().data.withdrawal.id;
      } finally {
        await c.patch((s) => {
          s.sandbox.payoutOutcome = 'paid';
        });
      }
      // Asked again while the outcome is unknown: the same return, no second payout.
      expect((await returnHeld(e.id)).json().data.withdrawal.id).toBe(withdrawalId);
      expect(await balance(p.id)).toMatchObject({ held: 60_000, depositHeld: 0, cash: 0 });
      const marked = await staffCall(c, finance, 'POST', `/admin-api/withdrawals/${withdrawalId}/mark-paid`, {
        reference: 'NAPAS-123',
      });
      expect(marked.json().data.status).toBe('paid');
      expect((await heldException(p.id))?.resolution).toBe('returned');
      expect(await balance(p.id)).toMatchObject({ held: 0, depositHeld: 0 });
      await ledgerOk();
    });
  });

  describe('MoMo, phone cards and crypto', () => {
    it('should hold a MoMo payment that no longer fits a limit lowered after the order, and refuse crediting it', async () => {
      const p = await newPlayer(c.app);
      await dailyLimit(p, 200_000);
      await fund(c, p, 150_000);
      const order = await call(c.app, p, 'POST', '/api/payment/deposit/momo', { amount: 50_000 });
      expect(order.statusCode, order.body).toBe(200);
      const depositId = order.json().data.deposit.id as number;
      await dailyLimit(p, 100_000);

      const g = (await c.settings()).gateways.momo;
      const { rows } = await c.db.pool.query('SELECT provider_ref FROM payment_deposits WHERE id = $1', [depositId]);
      const ipn = signIpn(g, {
        partnerCode: g.partnerCode,
        orderId: rows[0].provider_ref,
        requestId: rows[0].provider_ref,
        amount: 50_000,
        orderInfo: 'x',
        orderType: 'momo_wallet',
        transId: 4242,
        resultCode: 0,
        message: 'ok',
        payType: 'qr',
        responseTime: Date.now(),
        extraData: '',
      });
      const post = () => c.app.inject({ method: 'POST', url: '/webhooks/momo', payload: ipn });
      expect((await Promise.all([post(), post()])).map((r) => r.statusCode)).toEqual([204, 204]);
      expect((await post()).statusCode).toBe(204);

      expect(await balance(p.id)).toMatchObject({ cash: 150_000, depositHeld: 50_000 });
      const d = (await call(c.app, p, 'GET', `/api/payment/deposit/${depositId}`)).json().data;
      expect(d).toMatchObject({ status: 'held', creditedAmount: 0, heldAmount: 50_000 });
      expect(d.notice).toContain('vượt hạn mức nạp theo ngày (100,000 VND)');
      const history = (await call(c.app, p, 'GET', '/api/user/history/transactions?per_page=10')).json().data;
      expect(history[0]).toMatchObject({
        amount: 50_000,
        status: 'failed',
        statusLabel: PaymentMessage.DEPOSIT_HELD_LABEL,
        note: d.notice,
      });
      const e = (await heldException(p.id))!;
      expect(e).toMatchObject({ kind: 'over_limit', status: 'open' });

      for (const action of [
        { action: 'credit', note: 'cộng giúp' },
        { action: 'dismiss', note: 'bỏ qua' },
      ]) {
        const refused = await staffCall(c, finance, 'POST', `/admin-api/payment-exceptions/${e.id}/resolve`, action);
        expect(refused.statusCode).toBe(409);
        expect(refused.json().code).toBe('PAYMENT_HELD_RETURN_ONLY');
      }
      // No source account for MoMo: finance picks a verified bank account of the player.
      expect((await returnHeld(e.id)).json().code).toBe('RETURN_DESTINATION_REQUIRED');
      const other = await newPlayer(c.app);
      const othersAccount = await verifiedBankAccount(c, other, finance);
      expect((await returnHeld(e.id, { note: 'x', bankAccountId: othersAccount })).json().code).toBe(
        'BANK_ACCOUNT_NOT_VERIFIED',
      );
      const accountId = await verifiedBankAccount(c, p, finance);
      const returned = await returnHeld(e.id, { note: 'hoàn về tài khoản đã xác minh', bankAccountId: accountId });
      expect(returned.json().data.withdrawal).toMatchObject({
        status: 'paid',
        amount: 50_000,
        details: { bankAccountId: accountId, destination: 'player_bank_account' },
      });
      expect(await balance(p.id)).toMatchObject({ cash: 150_000, depositHeld: 0 });
      await ledgerOk();
    });

    it('should hold a phone card charged for a player who self-excluded meanwhile, once', async () => {
      await c.patch((s) => {
        s.sandbox.callbackDelayMs = 60_000;
      });
      const p = await newPlayer(c.app);
      const pin = `5${String(Date.now()).slice(-8)}0001`;
      const serial = `1000${String(Date.now()).slice(-6)}0001`;
      let depositId: number;
      try {
        const res = await call(c.app, p, 'POST', '/api/payment/deposit/card', {
          carrier: 'VIETTEL',
          denomination: 100_000,
          pin,
          serial,
        });
        expect(res.statusCode, res.body).toBe(200);
        depositId = res.json().data.id;
      } finally {
        await c.patch((s) => {
          s.sandbox.callbackDelayMs = 0;
        });
      }
      await selfExclude(p);
      const { rows } = await c.db.pool.query('SELECT provider_ref FROM payment_deposits WHERE id = $1', [depositId]);
      const key = (await c.settings()).gateways.card.partnerKey;
      const cb = {
        status: 1,
        message: 'ok',
        request_id: rows[0].provider_ref,
        trans_id: 'T-held',
        declared_value: 100_000,
        value: 100_000,
        amount: 87_000,
        code: pin,
        serial,
        telco: 'VIETTEL',
        callback_sign: chargeSign(key, pin, serial),
      };
      const post = () => c.app.inject({ method: 'POST', url: '/webhooks/card', payload: cb });
      const results = await Promise.all([post(), post(), post()]);
      expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      expect((await post()).json().outcome).toBe('duplicate');

      // The card's value net of the carrier fee is what arrived, and all of it is held.
      expect(await balance(p.id)).toMatchObject({ cash: 0, depositHeld: 87_000 });
      expect(await deposit(p.id, depositId)).toMatchObject({ status: 'held', heldAmount: 87_000, fee: 13_000 });
      const e = (await heldException(p.id))!;
      expect(e).toMatchObject({ kind: 'player_excluded', status: 'open' });
      expect(Number(e.amount)).toBe(87_000);
      await ledgerOk();
    });

    it('should credit a crypto transfer up to the limit and hold the rest', async () => {
      const p = await newPlayer(c.app);
      const intent = (
        await call(c.app, p, 'POST', '/api/payment/deposit/crypto', { chain: 'TRC20', currency: 'USDT' })
      ).json().data;
      await dailyLimit(p, 1_000_000);
      const g = (await c.settings()).gateways.crypto;
      const notify = (body: Record<string, unknown>) => {
        const raw = JSON.stringify(body);
        return c.app.inject({
          method: 'POST',
          url: '/webhooks/crypto',
          headers: {
            'content-type': 'application/json',
            'x-api-key': g.apiKey,
            'x-signature': signTimestamped(raw, g.webhookSecret, Math.floor(Date.now() / 1000)),
          },
          payload: raw,
        });
      };
      const tx = {
        id: `held-${p.id}`,
        chain: 'TRC20',
        token: 'USDT',
        address: intent.address,
        txHash: `${p.id}`.padStart(64, 'c'),
        logIndex: 0,
        amount: '100',
        confirmations: 30,
        timestamp: 1,
      };
      expect((await notify(tx)).json().outcome).toBe('applied');
      expect((await notify(tx)).json().outcome).toBe('duplicate');
      // 100 USDT at 25,500 VND: 1,000,000 fits the limit, 1,550,000 is held.
      expect(await balance(p.id)).toMatchObject({ cash: 1_000_000, depositHeld: 1_550_000 });
      expect((await heldException(p.id))?.kind).toBe('over_limit');
      await ledgerOk();
    });
  });
});
