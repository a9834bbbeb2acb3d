import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authedPost, lastCode, login } from '../auth/auth.test-support';
import {
  buildCashier,
  type Cashier,
  call,
  cash,
  fund,
  newPlayer,
  staffCall,
  staffToken,
  verifiedBankAccount,
  waitFor,
} from '../payments/payments.test-support';
import { runLedgerCheck } from '../wallet/wallet.reconcile';
import { StaffPlayersService } from './admin.players';

describe(StaffPlayersService.name, () => {
  let c: Cashier;
  let support: string;
  let finance: string;
  beforeAll(async () => {
    c = await buildCashier();
    await c.app.services.promotions.seed();
    support = await staffToken(c, 'support');
    finance = await staffToken(c, 'finance');
  });
  afterAll(() => c.close());

  const auditOf = async (playerId: number) =>
    (
      await c.db.pool.query<{ action: string; details: Record<string, unknown> }>(
        `SELECT action, details FROM audit_log WHERE target_type = 'player' AND target_id = $1 ORDER BY id`,
        [String(playerId)],
      )
    ).rows;

  it("should show staff a player's state, money and protection settings, and audit the look", async () => {
    const p = await newPlayer(c.app);
    await fund(c, p, 300_000);
    const limit = await call(c.app, p, 'PUT', '/api/user/protection/limits', {
      kind: 'deposit',
      period: 'day',
      amount: 1_000_000,
    });
    expect(limit.statusCode).toBe(200);

    const res = await staffCall(c, finance, 'GET', `/admin-api/players/${p.id}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      id: p.id,
      username: p.username,
      phone: `${p.phone.slice(0, 3)}****${p.phone.slice(-3)}`,
      status: 'active',
      statusUntil: null,
      balance: { cash: 300_000, available: 300_000 },
    });
    expect(data.protection.limits).toContainEqual(
      expect.objectContaining({ kind: 'deposit', period: 'day', amount: 1_000_000, used: 300_000 }),
    );
    expect(data.protection.history[0]).toMatchObject({ action: 'limit_set', kind: 'deposit', newAmount: 1_000_000 });
    expect(await auditOf(p.id)).toEqual([{ action: 'player.view', details: {} }]);
  });

  it('should disable an account with a reason, end its sessions at once, and enable it again', async () => {
    const p = await newPlayer(c.app);
    expect((await call(c.app, p, 'GET', '/api/user/balance')).statusCode).toBe(200);

    // Finance may look but not change an account.
    const forbidden = await staffCall(c, finance, 'POST', `/admin-api/players/${p.id}/status`, {
      status: 'disabled',
      reason: 'Nghi ngờ gian lận khuyến mãi',
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe('STAFF_FORBIDDEN');

    const disabled = await staffCall(c, support, 'POST', `/admin-api/players/${p.id}/status`, {
      status: 'disabled',
      reason: 'Nghi ngờ gian lận khuyến mãi',
    });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().data.status).toBe('disabled');
    expect((await call(c.app, p, 'GET', '/api/user/balance')).statusCode).toBe(401);
    const refused = await login(c.app, p.username, 'secret123');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('ACCOUNT_DISABLED');
    const { rows: open } = await c.db.pool.query(
      'SELECT count(*)::int AS n FROM sessions WHERE player_id = $1 AND ended_at IS NULL',
      [p.id],
    );
    expect(open[0].n).toBe(0);

    const enabled = await staffCall(c, support, 'POST', `/admin-api/players/${p.id}/status`, {
      status: 'active',
      reason: 'Đã xác minh, mở lại tài khoản',
    });
    expect(enabled.json().data.status).toBe('active');
    expect((await login(c.app, p.username, 'secret123')).statusCode).toBe(200);
    expect(await auditOf(p.id)).toEqual([
      { action: 'player.disable', details: { reason: 'Nghi ngờ gian lận khuyến mãi' } },
      { action: 'player.enable', details: { reason: 'Đã xác minh, mở lại tài khoản' } },
    ]);
  });

  it('should neither lift nor shorten a self-exclusion', async () => {
    const p = await newPlayer(c.app);
    const excluded = await call(c.app, p, 'POST', '/api/user/protection/self-exclusion', {
      duration: '24h',
      password: 'secret123',
    });
    expect(excluded.statusCode).toBe(200);
    for (const status of ['active', 'disabled'] as const) {
      const res = await staffCall(c, support, 'POST', `/admin-api/players/${p.id}/status`, {
        status,
        reason: 'Người chơi gọi tổng đài xin mở lại',
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'PLAYER_SELF_EXCLUDED',
        message: 'Người chơi đang tự loại trừ: không thể mở lại tài khoản trước khi hết hạn',
      });
    }
    const view = await staffCall(c, support, 'GET', `/admin-api/players/${p.id}`);
    expect(view.json().data).toMatchObject({ status: 'self_excluded', statusUntil: expect.any(String) });
    expect((await auditOf(p.id)).map((a) => a.action)).toEqual(['player.view']);
  });

  describe('payout of a self-excluded player', () => {
    /** A funded player with a verified bank account, then in a 24-hour self-exclusion. */
    const excludedWithBank = async (amount: number) => {
      const p = await newPlayer(c.app);
      await fund(c, p, amount);
      const accountId = await verifiedBankAccount(c, p, finance);
      const excluded = await call(c.app, p, 'POST', '/api/user/protection/self-exclusion', {
        duration: '24h',
        password: 'secret123',
      });
      expect(excluded.statusCode).toBe(200);
      return { p, accountId };
    };
    const payout = (playerId: number, body: Record<string, unknown>, key: string, token = support) =>
      c.app.inject({
        method: 'POST',
        url: `/admin-api/players/${playerId}/payout`,
        payload: body,
        headers: { 'x-staff-token': token, 'idempotency-key': key },
      });

    it("should reserve the player's cash at once, once per key, and pay it after finance's review", async () => {
      const { p, accountId } = await excludedWithBank(400_000);
      const key = randomUUID();
      const body = { bankAccountId: accountId, amount: 400_000, reason: 'Người chơi tự loại trừ, yêu cầu rút số dư' };
      const first = await payout(p.id, body, key);
      expect(first.statusCode).toBe(200);
      const w = first.json().data;
      // Never auto-approved: a second pair of eyes (finance) releases it.
      expect(w).toMatchObject({ status: 'pending', amount: 400_000 });
      expect(await cash(c.app, p.id)).toBe(0);
      const again = await payout(p.id, body, key);
      expect(again.json().data.id).toBe(w.id);
      expect(await cash(c.app, p.id)).toBe(0);

      const approved = await staffCall(c, finance, 'POST', `/admin-api/withdrawals/${w.id}/approve`);
      expect(approved.json().data.status).toBe('paid');
      const { rows } = await c.db.pool.query(
        `SELECT action, details->>'reason' AS reason FROM audit_log WHERE target_type = 'withdrawal' AND target_id = $1 ORDER BY id`,
        [String(w.id)],
      );
      expect(rows).toEqual([
        { action: 'withdrawal.staff_payout', reason: 'Người chơi tự loại trừ, yêu cầu rút số dư' },
        { action: 'withdrawal.approve', reason: null },
      ]);
    });

    it('should cancel an active bonus on request, so that the cash held by its wagering can be paid out', async () => {
      const p = await newPlayer(c.app);
      const accountId = await verifiedBankAccount(c, p, finance);
      // A first deposit of 100,000 with the 100% bonus (the real Codepay flow).
      const voucher = await call(c.app, p, 'POST', '/api/payment/deposit/codepay', {
        amount: 100_000,
        promotionId: 'khuyen-mai-100',
        replaceCurrent: true,
      });
      expect(voucher.statusCode, voucher.body).toBe(200);
      await call(c.app, null, 'POST', '/sandbox/bank/transfers', {
        content: `chuyen tien ${voucher.json().data.transferCode}`,
        amount: 100_000,
      });
      await waitFor(async () => (await call(c.app, p, 'GET', '/api/user/promotion')).json().data.active);
      await call(c.app, p, 'POST', '/api/user/protection/self-exclusion', { duration: '24h', password: 'secret123' });

      const body = { bankAccountId: accountId, amount: 100_000, reason: 'Người chơi tự loại trừ, rút số dư' };
      const held = await payout(p.id, body, randomUUID());
      expect(held.statusCode).toBe(409);
      expect(held.json().code).toBe('WAGERING_INCOMPLETE');

      const cancelled = await staffCall(c, support, 'POST', `/admin-api/players/${p.id}/promotion/cancel`, {
        reason: 'Tự loại trừ: huỷ thưởng để chi trả tiền nạp',
      });
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json().data.status).toBe('cancelled');
      const again = await staffCall(c, support, 'POST', `/admin-api/players/${p.id}/promotion/cancel`, {
        reason: 'Tự loại trừ: huỷ thưởng để chi trả tiền nạp',
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('NO_ACTIVE_PROMOTION');

      const paid = await payout(p.id, body, randomUUID());
      expect(paid.statusCode).toBe(200);
      expect(await cash(c.app, p.id)).toBe(0);
      expect((await c.app.services.wallet.getPlayerBalance(p.id)).bonus).toBe(0);
      expect((await auditOf(p.id)).map((a) => a.action)).toEqual(['promotion.cancel']);
    });

    describe('gift-code holds', () => {
      let superadmin: string;
      beforeAll(async () => {
        superadmin = await staffToken(c, 'superadmin');
      });
      const giftcode = async (amount: number) => {
        const code = `SX${randomUUID().replace(/-/g, '').slice(0, 12)}`.toUpperCase();
        const res = await staffCall(c, superadmin, 'POST', '/admin-api/giftcodes', { code, amount, turnover: 5 });
        expect(res.statusCode, res.body).toBe(200);
        return code;
      };
      /** A player with a verified phone who redeemed a gift code, then excluded themselves. */
      const excludedWithGift = async (deposit: number, gift: number, lost = 0) => {
        const p = await newPlayer(c.app);
        expect((await authedPost(c.app, p.token, '/api/auth/verify-phone/send')).statusCode).toBe(200);
        const verified = await authedPost(c.app, p.token, '/api/auth/verify-phone', {
          otp: await lastCode(c.app, p.phone),
        });
        expect(verified.statusCode).toBe(200);
        if (deposit > 0) await fund(c, p, deposit);
        const redeemed = await call(c.app, p, 'POST', '/api/user/giftcode/redeem', { code: await giftcode(gift) });
        expect(redeemed.statusCode, redeemed.body).toBe(200);
        // A lost round of the seamless wallet (the ledger posting a provider's bet makes).
        if (lost > 0) {
          const uuid = randomUUID();
          await c.app.services.wallet.bet({
            provider: 'house',
            transactionId: uuid,
            playerId: p.id,
            amount: lost,
            meta: { round: uuid, game: 'taixiu' },
          });
        }
        const accountId = await verifiedBankAccount(c, p, finance);
        await call(c.app, p, 'POST', '/api/user/protection/self-exclusion', { duration: '24h', password: 'secret123' });
        return { p, accountId };
      };
      const forfeit = (playerId: number) =>
        staffCall(c, support, 'POST', `/admin-api/players/${playerId}/giftcode/forfeit`, {
          reason: 'Tự loại trừ: thu hồi giftcode để chi trả tiền nạp',
        });

      it('should end the hold by taking the gift back, so that the deposited cash can be paid out', async () => {
        const { p, accountId } = await excludedWithGift(200_000, 50_000);
        expect(await cash(c.app, p.id)).toBe(250_000);
        const body = { bankAccountId: accountId, amount: 200_000, reason: 'Người chơi tự loại trừ, rút số dư' };
        const held = await payout(p.id, body, randomUUID());
        expect(held.statusCode).toBe(409);
        expect(held.json().code).toBe('GIFTCODE_WAGERING_INCOMPLETE');

        const res = await forfeit(p.id);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().data).toMatchObject({
          forfeited: 50_000,
          redemption: { amount: 50_000, status: 'forfeited', statusLabel: 'Đã thu hồi' },
        });
        expect(await cash(c.app, p.id)).toBe(200_000);
        const again = await forfeit(p.id);
        expect(again.statusCode).toBe(409);
        expect(again.json()).toMatchObject({
          code: 'GIFTCODE_NOTHING_PENDING',
          message: 'Người chơi không có giftcode nào đang chờ đủ vòng cược',
        });
        expect(await cash(c.app, p.id)).toBe(200_000);

        expect((await payout(p.id, body, randomUUID())).statusCode).toBe(200);
        expect(await cash(c.app, p.id)).toBe(0);
        expect((await auditOf(p.id)).filter((a) => a.action === 'giftcode.forfeit')).toEqual([
          {
            action: 'giftcode.forfeit',
            details: expect.objectContaining({
              amount: 50_000,
              forfeitAmount: 50_000,
              reason: 'Tự loại trừ: thu hồi giftcode để chi trả tiền nạp',
            }),
          },
        ]);
        expect((await runLedgerCheck(c.db.pool)).ok).toBe(true);
      });

      it('should take back no more than the cash left when the gift was partly lost', async () => {
        const { p } = await excludedWithGift(0, 50_000, 30_000);
        expect(await cash(c.app, p.id)).toBe(20_000);
        const res = await forfeit(p.id);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().data.forfeited).toBe(20_000);
        expect(await cash(c.app, p.id)).toBe(0);
        expect((await runLedgerCheck(c.db.pool)).ok).toBe(true);
      });

      it('should hold withdrawals until an unfinished take-back is done, finish it once, and adopt one the ledger already has', async () => {
        const { p, accountId } = await excludedWithGift(100_000, 50_000);
        // As after a forfeit whose ledger call failed: marked, nothing taken yet.
        await c.db.pool.query(
          `UPDATE giftcode_redemptions SET status = 'forfeited', forfeit_amount = amount, forfeited_at = now()
            WHERE player_id = $1`,
          [p.id],
        );
        const body = { bankAccountId: accountId, amount: 100_000, reason: 'Người chơi tự loại trừ, rút số dư' };
        const held = await payout(p.id, body, randomUUID());
        expect(held.statusCode).toBe(409);
        expect(held.json()).toMatchObject({
          code: 'GIFTCODE_FORFEIT_UNFINISHED',
          message: 'Giftcode đang được thu hồi, vui lòng thử lại sau ít phút',
        });
        const finished = await forfeit(p.id);
        expect(finished.statusCode, finished.body).toBe(200);
        expect(finished.json().data.forfeited).toBe(50_000);
        expect(await cash(c.app, p.id)).toBe(100_000);

        // The ledger took a second player's gift back but the redemption never heard of it.
        const other = await excludedWithGift(100_000, 50_000);
        const { rows } = await c.db.pool.query<{ id: number }>(
          `UPDATE giftcode_redemptions SET status = 'forfeited', forfeit_amount = amount, forfeited_at = now()
            WHERE player_id = $1 RETURNING id`,
          [other.p.id],
        );
        await c.app.services.wallet.debit({
          scope: 'giftcode',
          externalId: `forfeit:${rows[0]!.id}`,
          kind: 'giftcode_forfeit',
          playerId: other.p.id,
          amount: 50_000,
          to: { type: 'system', purpose: 'promotions_expense', code: 'giftcode' },
        });
        const adopted = await forfeit(other.p.id);
        expect(adopted.statusCode, adopted.body).toBe(200);
        expect(await cash(c.app, other.p.id)).toBe(100_000);
        expect((await payout(other.p.id, { ...body, bankAccountId: other.accountId }, randomUUID())).statusCode).toBe(
          200,
        );
        expect((await runLedgerCheck(c.db.pool)).ok).toBe(true);
      });

      it('should refuse players who can still log in, finance staff and unknown players', async () => {
        const active = await newPlayer(c.app);
        const refused = await forfeit(active.id);
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toMatchObject({
          code: 'GIFTCODE_FORFEIT_PLAYER_ACTIVE',
          message: 'Chỉ thu hồi giftcode của người chơi đang tự loại trừ hoặc bị khóa',
        });

        const byFinance = await staffCall(c, finance, 'POST', '/admin-api/players/1/giftcode/forfeit', {
          reason: 'Thu hồi giftcode',
        });
        expect(byFinance.statusCode).toBe(403);
        const unknown = await forfeit(999_999_999);
        expect(unknown.statusCode).toBe(404);
      });
    });

    it('should refuse players who can withdraw themselves, more than the balance, and finance staff', async () => {
      const active = await newPlayer(c.app);
      await fund(c, active, 200_000);
      const refused = await payout(
        active.id,
        { bankAccountId: 1, amount: 100_000, reason: 'Thử chi trả thay' },
        randomUUID(),
      );
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'STAFF_PAYOUT_NOT_EXCLUDED',
        message: 'Chỉ chi trả thay cho người chơi đang tự loại trừ; người chơi khác tự rút tiền',
      });

      const { p, accountId } = await excludedWithBank(150_000);
      const tooMuch = await payout(
        p.id,
        { bankAccountId: accountId, amount: 200_000, reason: 'Rút toàn bộ số dư' },
        randomUUID(),
      );
      expect(tooMuch.statusCode).toBe(400);
      expect(tooMuch.json().code).toBe('INSUFFICIENT_BALANCE');
      const byFinance = await payout(
        p.id,
        { bankAccountId: accountId, amount: 150_000, reason: 'Rút toàn bộ số dư' },
        randomUUID(),
        finance,
      );
      expect(byFinance.statusCode).toBe(403);
      const noKey = await staffCall(c, support, 'POST', `/admin-api/players/${p.id}/payout`, {
        bankAccountId: accountId,
        amount: 150_000,
        reason: 'Rút toàn bộ số dư',
      });
      expect(noKey.statusCode).toBe(400);
      expect(await cash(c.app, p.id)).toBe(150_000);
    });
  });

  it('should answer 404 for an unknown player, 400 without a reason and 401 without a staff login', async () => {
    const missing = await staffCall(c, support, 'GET', '/admin-api/players/999999999');
    expect(missing.statusCode).toBe(404);
    const unknown = await staffCall(c, support, 'POST', '/admin-api/players/999999999/status', {
      status: 'disabled',
      reason: 'Không tồn tại',
    });
    expect(unknown.statusCode).toBe(404);
    const p = await newPlayer(c.app);
    const noReason = await staffCall(c, support, 'POST', `/admin-api/players/${p.id}/status`, {
      status: 'disabled',
      reason: 'x',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().code).toBe('VALIDATION_ERROR');
    expect((await call(c.app, p, 'GET', '/api/user/balance')).statusCode).toBe(200);
    expect((await c.app.inject({ method: 'GET', url: `/admin-api/players/${p.id}` })).statusCode).toBe(401);
  });
});
