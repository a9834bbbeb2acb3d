import { randomInt, randomUUID } from 'node:crypto';
import { PromotionErrorMessage } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/client';
import {
  buildCashier,
  type Cashier,
  call,
  newPlayer,
  type Player,
  staffCall,
  staffToken,
  waitFor,
} from '../payments/payments.test-support';
import type { BetSettledEvent } from '../providers/providers.service';
import { publishSettlement } from '../providers/providers.test-support';
import { runLedgerCheck } from '../wallet/wallet.reconcile';
import { PromotionsService } from './promotions.service';

describe(PromotionsService.name, () => {
  let c: Cashier;
  let finance: string;
  beforeAll(async () => {
    c = await buildCashier();
    await c.app.services.promotions.seed();
    finance = await staffToken(c, 'finance');
  });
  afterAll(() => c.close());

  const promotions = () => c.app.services.promotions;
  const balance = (id: number) => c.app.services.wallet.getPlayerBalance(id);
  const expense = (slug: string) =>
    c.app.services.wallet.getSystemBalance({ type: 'system', purpose: 'promotions_expense', code: slug });

  /** A first deposit through the real Codepay flow, with a promotion chosen on the voucher. */
  const depositWith = async (p: Player, amount: number, promotionId: string | null) => {
    const v = await call(c.app, p, 'POST', '/api/payment/deposit/codepay', {
      amount,
      promotionId,
      replaceCurrent: true,
    });
    expect(v.statusCode, v.body).toBe(200);
    const sent = await call(c.app, null, 'POST', '/sandbox/bank/transfers', {
      content: `chuyen tien ${v.json().data.transferCode}`,
      amount,
    });
    expect(sent.statusCode).toBe(200);
    return v.json().data.deposit.id as number;
  };

  /** The running bonus once its money is in (the deposit's event delivered). */
  const activeBonus = async (p: Player) => {
    const active = await waitFor(async () => (await call(c.app, p, 'GET', '/api/user/promotion')).json().data.active);
    await c.app.services.domainEvents.deliver();
    return active;
  };

  const settled = (p: Player, stake: number, over: Partial<BetSettledEvent> = {}): BetSettledEvent => ({
    playerId: p.id,
    provider: 'house',
    gameCode: 'taixiu',
    round: randomUUID(),
    transactionId: randomUUID(),
    stake,
    win: 0,
    settledAt: new Date(),
    ...over,
  });

  const verifiedBank = async (p: Player) => {
    const acc = await call(c.app, p, 'POST', '/api/user/bank', {
      bankBin: '970436',
      accountNumber: `10${randomInt(100_000_000_000, 999_999_999_999)}`,
      holderName: 'NGUYEN VAN AN',
    });
    expect(acc.statusCode, acc.body).toBe(200);
    const ok = await staffCall(c, finance, 'POST', `/admin-api/bank-accounts/${acc.json().data.id}/verify`);
    expect(ok.statusCode).toBe(200);
    return acc.json().data.id as number;
  };
  const withdraw = (p: Player, bankAccountId: number, amount: number) =>
    call(
      c.app,
      p,
      'POST',
      '/api/payment/withdraw/bank',
      { bankAccountId, amount },
      { 'idempotency-key': randomUUID() },
    );

  describe('catalogue', () => {
    it("should list the brand's promotions with texts generated from the enforced rule", async () => {
      const res = await c.app.inject({ method: 'GET', url: '/api/promotions' });
      expect(res.statusCode).toBe(200);
      const list = res.json().data as { slug: string; rule: Record<string, unknown>; terms: string[]; title: string }[];
      expect(list.map((p) => p.slug)).toEqual(['khuyen-mai-100', 'khuyen-mai-50', 'hoan-tra-15']);
      const [p100, p50, refund] = list;
      expect(p100!.rule).toMatchObject({ percent: 100, maxBonus: 10_000_000, turnover: 20, validDays: 30 });
      expect(p100!.title).toBe('Thưởng nạp đầu 100%');
      expect(p100!.terms.join(' ')).toContain('tối đa 10,000,000 VND');
      expect(p100!.terms.join(' ')).toContain('tổng cược 20 vòng');
      expect(p100!.terms[0]).toBe(
        'Áp dụng cho lần nạp tiền đầu tiên; không áp dụng cho nạp tiền điện tử, MoMo và thẻ cào.',
      );
      expect(p50!.rule).toMatchObject({ percent: 50, maxBonus: 20_000_000, turnover: 15, validDays: 30 });
      expect(p50!.terms.join(' ')).toContain('tối đa 20,000,000 VND');
      expect(refund!.rule).toMatchObject({ kind: 'refund', ratePercent: 1.5 });
      expect(refund!.title).toBe('Hoàn trả không giới hạn 1.5%');
    });

    it('should answer one promotion by slug and 404 with a Vietnamese message for an unknown one', async () => {
      const one = await c.app.inject({ method: 'GET', url: '/api/promotions/khuyen-mai-50' });
      expect(one.json().data).toMatchObject({ id: 'khuyen-mai-50', kind: 'first_deposit' });
      const missing = await c.app.inject({ method: 'GET', url: '/api/promotions/khuyen-mai-999' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'PROMOTION_NOT_FOUND', message: 'Khuyến mãi không tồn tại' });
      expect((await c.app.inject({ method: 'GET', url: '/api/promotions/BAD_slug!' })).statusCode).toBe(400);
    });

    it('should seed idempotently', async () => {
      expect(await promotions().seed()).toBe(0);
    });
  });

  describe('choosing a promotion at deposit', () => {
    it('should refuse first-deposit promotions for MoMo and unknown promotions, changing nothing', async () => {
      const p = await newPlayer(c.app);
      const momo = await call(c.app, p, 'POST', '/api/payment/deposit/momo', {
        amount: 100_000,
        promotionId: 'khuyen-mai-100',
      });
      expect(momo.statusCode).toBe(400);
      expect(momo.json().code).toBe('PROMOTION_NOT_AVAILABLE');
      const unknown = await call(c.app, p, 'POST', '/api/payment/deposit/codepay', {
        amount: 100_000,
        promotionId: 'x',
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().code).toBe('PROMOTION_NOT_AVAILABLE');
      const refund = await call(c.app, p, 'POST', '/api/payment/deposit/codepay', {
        amount: 100_000,
        promotionId: 'hoan-tra-15',
      });
      expect(refund.statusCode).toBe(400);
      expect((await call(c.app, p, 'GET', '/api/user/promotion')).json().data).toEqual({ active: null, history: [] });
    });

    it('should refuse a first-deposit promotion once the player has deposited', async () => {
      const p = await newPlayer(c.app);
      await depositWith(p, 100_000, null);
      // the cashier marks the first deposit just after the money lands
      await waitFor(async () => (await c.app.services.auth.getPlayer(p.id))?.firstDepositAt);
      const res = await call(c.app, p, 'POST', '/api/payment/deposit/codepay', {
        amount: 100_000,
        promotionId: 'khuyen-mai-100',
        replaceCurrent: true,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'PROMOTION_FIRST_DEPOSIT_ONLY',
        message: PromotionErrorMessage.PROMOTION_FIRST_DEPOSIT_ONLY,
      });
    });
  });

  describe('a bonus from deposit to withdrawal', () => {
    it('should grant, hold withdrawals, count weighted settled stakes once, then release the bonus to cash', async () => {
      const p = await newPlayer(c.app);
      const expenseBefore = await expense('khuyen-mai-100');
      await depositWith(p, 200_000, 'khuyen-mai-100');
      const bonus = await activeBonus(p);
      expect(bonus).toMatchObject({
        promotionId: 'khuyen-mai-100',
        status: 'active',
        depositAmount: 200_000,
        bonusAmount: 200_000,
        wagerRequired: 8_000_000,
        wagerProgress: 0,
        progressPercent: 0,
        rule: { kind: 'first_deposit', percent: 100, turnover: 20 },
        forfeit: { amount: 200_000 },
      });
      // The texts of the player's page come from the rule frozen on the bonus.
      expect(bonus.wageringTerms).toEqual([
        'Vòng cược x20 của (tiền nạp + tiền thưởng); chỉ tính các cược đã có kết quả sau khi nhận thưởng.',
        'Cược được tính 100% vào vòng cược.',
      ]);
      expect(bonus.terms.join(' ')).toContain('tối đa 10,000,000 VND');
      expect(bonus.forfeit.terms[0]).toBe('Tiền thưởng 200,000 VND trong tài khoản khuyến mãi bị thu hồi.');
      expect(bonus.forfeit.terms[1]).toBe('Vòng cược đã thực hiện (0 VND / 8,000,000 VND) không được bảo lưu.');
      expect(await balance(p.id)).toMatchObject({ cash: 200_000, bonus: 200_000 });
      expect(await expense('khuyen-mai-100')).toBe(expenseBefore - 200_000);

      const bank = await verifiedBank(p);
      const held = await withdraw(p, bank, 100_000);
      expect(held.statusCode).toBe(409);
      expect(held.json()).toMatchObject({
        code: 'WAGERING_INCOMPLETE',
        message:
          'Bạn cần cược thêm 8,000,000 VND (đã cược 0 VND / 8,000,000 VND) để hoàn thành vòng cược khuyến mãi trước khi rút tiền',
      });
      expect(await balance(p.id)).toMatchObject({ cash: 200_000, held: 0 });

      const first = settled(p, 3_000_000);
      await promotions().onBetSettled(first);
      await promotions().onBetSettled(first); // a replayed settlement counts once
      let view = (await call(c.app, p, 'GET', '/api/user/promotion')).json().data.active;
      expect(view).toMatchObject({ wagerProgress: 3_000_000, wagerRemaining: 5_000_000, progressPercent: 37 });
      expect(view.forfeit.terms[1]).toBe('Vòng cược đã thực hiện (3,000,000 VND / 8,000,000 VND) không được bảo lưu.');
      // The refusal follows the progress.
      const stillHeld = await withdraw(p, bank, 100_000);
      expect(stillHeld.statusCode).toBe(409);
      expect(stillHeld.json().message).toBe(
        'Bạn cần cược thêm 5,000,000 VND (đã cược 3,000,000 VND / 8,000,000 VND) để hoàn thành vòng cược khuyến mãi trước khi rút tiền',
      );
      expect(await balance(p.id)).toMatchObject({ cash: 200_000, held: 0 });

      await promotions().onBetSettled(settled(p, 4_999_999));
      expect((await call(c.app, p, 'GET', '/api/user/promotion')).json().data.active.wagerRemaining).toBe(1);
      await promotions().onBetSettled(settled(p, 1));
      view = (await call(c.app, p, 'GET', '/api/user/promotion')).json().data;
      expect(view.active).toBeNull();
      expect(view.history[0]).toMatchObject({
        status: 'completed',
        wagerProgress: 8_000_000,
        progressPercent: 100,
        forfeit: null,
      });
      expect(await balance(p.id)).toMatchObject({ cash: 400_000, bonus: 0 });

      const paid = await withdraw(p, bank, 100_000);
      expect(paid.statusCode, paid.body).toBe(200);
      // later bets touch no finished bonus
      await promotions().onBetSettled(settled(p, 1_000_000));
      expect((await balance(p.id)).bonus).toBe(0);
    });

    it('should count settlements published on the bet.settled event of providers, per provider weight', async () => {
      const p = await newPlayer(c.app);
      await depositWith(p, 100_000, 'khuyen-mai-50');
      const bonus = await activeBonus(p);
      expect(bonus).toMatchObject({ bonusAmount: 50_000, wagerRequired: 2_250_000 });
      // A stake of a weighted provider counts by its weight (rule frozen at grant time).
      await c.db.pool.query(`UPDATE player_bonuses SET rule = jsonb_set(rule, '{weights,slots}', '25') WHERE id = $1`, [
        bonus.id,
      ]);
      await promotions().onBetSettled(settled(p, 400_000, { provider: 'slots' }));
      await publishSettlement(c, settled(p, 50_000));
      const view = await waitFor(async () => {
        const a = (await call(c.app, p, 'GET', '/api/user/promotion')).json().data.active;
        return a.wagerProgress === 150_000 ? a : null;
      });
      expect(view.wagerRemaining).toBe(2_100_000);
      // The page states the weight the server just applied.
      expect(view.wageringTerms).toEqual([
        'Vòng cược x15 của (tiền nạp + tiền thưởng); chỉ tính các cược đã có kết quả sau khi nhận thưởng.',
        'Cược được tính 100% vào vòng cược, trừ các sảnh sau.',
        'Sảnh slots: tính 25% tiền cược.',
      ]);
    });

    it('should count each of many concurrent settlements exactly once', async () => {
      const p = await newPlayer(c.app);
      await depositWith(p, 100_000, 'khuyen-mai-100');
      await activeBonus(p);
      const events = Array.from({ length: 20 }, (_, i) => settled(p, 10_000 + i));
      await Promise.all([...events, ...events].map((e) => promotions().onBetSettled(e)));
      const active = (await call(c.app, p, 'GET', '/api/user/promotion')).json().data.active;
      expect(active.wagerProgress).toBe(events.reduce((s, e) => s + e.stake, 0));
    });

    it('should grant once when the same deposit event arrives again', async () => {
      const p = await newPlayer(c.app);
      const depositId = await depositWith(p, 100_000, 'khuyen-mai-100');
      await activeBonus(p);
      const again = await promotions().onDepositCredited({
        depositId,
        playerId: p.id,
        method: 'codepay',
        amount: 100_000,
        promotionId: 'khuyen-mai-100',
        firstDeposit: true,
        journalId: 1,
        creditedAt: new Date(),
      });
      expect(again?.bonusAmount).toBe(100_000);
      expect((await balance(p.id)).bonus).toBe(100_000);
      const { rows } = await c.db.pool.query('SELECT count(*)::int AS n FROM player_bonuses WHERE player_id = $1', [
        p.id,
      ]);
      expect(rows[0].n).toBe(1);
    });

    it('should cap the bonus and give no bonus when the credited deposit was not the first', async () => {
      const p = await newPlayer(c.app);
      const base = {
        playerId: p.id,
        method: 'bank' as const,
        promotionId: 'khuyen-mai-100',
        journalId: 1,
        creditedAt: new Date(),
      };
      await c.app.services.wallet.credit({
        scope: 'test-deposit',
        externalId: `cap-${p.id}`,
        kind: 'deposit',
        playerId: p.id,
        amount: 50_000_000,
        from: { type: 'system', purpose: 'payment_clearing', code: 'test' },
      });
      expect(
        await promotions().onDepositCredited({ ...base, depositId: 900_000 + p.id, amount: 1, firstDeposit: false }),
      ).toBeNull();
      const capped = await promotions().onDepositCredited({
        ...base,
        depositId: 800_000 + p.id,
        amount: 50_000_000,
        firstDeposit: true,
      });
      expect(capped).toMatchObject({ bonusAmount: 10_000_000, wagerRequired: 60_000_000 * 20 });
      expect(
        await promotions().onDepositCredited({
          ...base,
          depositId: 700_000 + p.id,
          amount: 50_000,
          firstDeposit: true,
          method: 'momo',
        }),
      ).toBeNull();
    });
  });

  describe('cancel and expiry', () => {
    it('should forfeit the bonus on cancel, keep cash, lift the hold, and answer 409 when nothing runs', async () => {
      const p = await newPlayer(c.app);
      const expenseBefore = await expense('khuyen-mai-100');
      await depositWith(p, 150_000, 'khuyen-mai-100');
      const running = await activeBonus(p);
      const before = await balance(p.id);
      const res = await call(c.app, p, 'POST', '/api/user/promotion/cancel');
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ status: 'cancelled', bonusAmount: 150_000, forfeit: null });
      const after = await balance(p.id);
      expect(after).toMatchObject({ cash: 150_000, bonus: 0 });
      // What the modal said would be forfeited is exactly what left the player.
      expect(before.cash + before.bonus - (after.cash + after.bonus)).toBe(running.forfeit.amount);
      expect(await expense('khuyen-mai-100')).toBe(expenseBefore);
      expect(await promotions().withdrawalCheck(p.id)).toBeNull();
      const again = await call(c.app, p, 'POST', '/api/user/promotion/cancel');
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        code: 'NO_ACTIVE_PROMOTION',
        message: 'Bạn không có khuyến mãi nào đang áp dụng',
      });
      expect((await call(c.app, null, 'POST', '/api/user/promotion/cancel')).statusCode).toBe(401);
    });

    it('should end a bonus one way only when a cancel races the settlement that completes it', async () => {
      for (let i = 0; i < 3; i++) {
        const p = await newPlayer(c.app);
        await depositWith(p, 100_000, 'khuyen-mai-50');
        const bonus = await activeBonus(p);
        const [cancel] = await Promise.all([
          call(c.app, p, 'POST', '/api/user/promotion/cancel'),
          promotions().onBetSettled(settled(p, bonus.wagerRequired)),
        ]);
        const ended = (await call(c.app, p, 'GET', '/api/user/promotion')).json().data.history[0];
        const b = await waitFor(async () => {
          const x = await balance(p.id);
          return x.bonus === 0 ? x : null;
        });
        if (cancel.statusCode === 200) {
          expect(ended.status).toBe('cancelled');
          expect(b.cash).toBe(100_000);
        } else {
          expect(cancel.json().code).toBe('NO_ACTIVE_PROMOTION');
          expect(ended.status).toBe('completed');
          expect(b.cash).toBe(150_000);
        }
      }
    });

    it('should expire unmet bonuses once, however often the job runs', async () => {
      const p = await newPlayer(c.app);
      await depositWith(p, 100_000, 'khuyen-mai-50');
      await activeBonus(p);
      await promotions().onBetSettled(settled(p, 10_000));
      const soon = await promotions().runExpiry(new Date(Date.now() + 29 * 86_400_000));
      expect((await balance(p.id)).bonus).toBe(50_000);
      expect(soon.expired).toBe(0);
      const later = new Date(Date.now() + 31 * 86_400_000);
      const results = await Promise.all([promotions().runExpiry(later), promotions().runExpiry(later)]);
      expect(results.reduce((s, r) => s + r.expired, 0)).toBeGreaterThanOrEqual(1);
      await promotions().runExpiry(later);
      expect(await balance(p.id)).toMatchObject({ cash: 100_000, bonus: 0 });
      const { rows } = await c.db.pool.query(
        `SELECT count(*)::int AS n FROM journal WHERE scope = 'promo' AND external_id LIKE 'settle:%' AND meta->>'bonusId' IN
           (SELECT id::text FROM player_bonuses WHERE player_id = $1)`,
        [p.id],
      );
      expect(rows[0].n).toBe(1);
      expect((await call(c.app, p, 'GET', '/api/user/promotion')).json().data.history[0].status).toBe('expired');
      // a stake settled after expiry counts toward nothing
      await promotions().onBetSettled(settled(p, 10_000));
      expect((await call(c.app, p, 'GET', '/api/user/promotion')).json().data.active).toBeNull();
    });

    it("should wait for the player's undelivered settlements before expiring the bonus, then count them first", async () => {
      const p = await newPlayer(c.app);
      await depositWith(p, 100_000, 'khuyen-mai-50');
      const bonus = await activeBonus(p);
      const settledAt = new Date();
      // Granted an hour ago, ended 11 minutes ago (past the expiry's grace).
      await c.db.pool.query(
        `UPDATE player_bonuses SET created_at = now() - interval '1 hour', expires_at = now() - interval '11 minutes'
          WHERE id = $1`,
        [bonus.id],
      );
      // A settlement from before the end, recorded but not delivered yet (a retry is pending).
      const late = settled(p, 20_000, { settledAt: new Date(settledAt.getTime() - 12 * 60_000) });
      await inTransaction(c.db.pool, (tx) =>
        c.app.services.domainEvents.record(tx, 'bet.settled', `house:${late.transactionId}`, late),
      );
      const status = async () =>
        (await c.db.pool.query(`SELECT status, wager_progress FROM player_bonuses WHERE id = $1`, [bonus.id])).rows[0];
      await promotions().runExpiry();
      expect(await status()).toEqual({ status: 'active', wager_progress: 0 });
      await c.app.services.domainEvents.deliver();
      expect(await status()).toEqual({ status: 'active', wager_progress: 20_000 });
      await promotions().runExpiry();
      expect(await status()).toEqual({ status: 'expired', wager_progress: 20_000 });
    });

    it('should count a stake settled before the bonus ended even when it is delivered after, and not one settled after', async () => {
      const p = await newPlayer(c.app);
      await depositWith(p, 100_000, 'khuyen-mai-50');
      const bonus = await activeBonus(p);
      const before = new Date();
      // The bonus's time is up, the expiry job has not run yet.
      await c.db.pool.query(`UPDATE player_bonuses SET expires_at = now() WHERE id = $1`, [bonus.id]);
      await promotions().onBetSettled(settled(p, 20_000, { settledAt: before }));
      await promotions().onBetSettled(settled(p, 30_000, { settledAt: new Date(Date.now() + 1000) }));
      const { rows } = await c.db.pool.query(`SELECT wager_progress FROM player_bonuses WHERE id = $1`, [bonus.id]);
      expect(rows[0].wager_progress).toBe(20_000);
    });
  });

  describe('staff', () => {
    it('should change a rule with its texts following, hide a promotion, audit both, and refuse a change of kind', async () => {
      const admin = await staffToken(c, 'superadmin');
      const put = (token: string, slug: string, body: unknown) =>
        c.app.inject({
          method: 'PUT',
          url: `/admin-api/promotions/${slug}`,
          headers: { 'x-staff-token': token },
          payload: body as object,
        });
      const original = (await c.app.inject({ method: 'GET', url: '/api/promotions/khuyen-mai-50' })).json().data.rule;
      const changed = await put(admin, 'khuyen-mai-50', {
        rule: { ...original, maxBonus: 5_000_000, turnover: 12 },
        enabled: true,
      });
      expect(changed.statusCode, changed.body).toBe(200);
      const page = (await c.app.inject({ method: 'GET', url: '/api/promotions/khuyen-mai-50' })).json().data;
      expect(page.summary).toBe(
        'Nhận thêm 50% cho lần nạp đầu tiên, tối đa 5,000,000 VND, vòng cược x12 trong 30 ngày.',
      );
      expect(page.terms.join(' ')).toContain('tổng cược 12 vòng');

      const wrongKind = await put(admin, 'khuyen-mai-50', {
        rule: { kind: 'refund', ratePercent: 1, sportsRatePercent: null, sportsProviders: [], minOdds: 1.5 },
        enabled: true,
      });
      expect(wrongKind.statusCode).toBe(400);
      expect(wrongKind.json().code).toBe('PROMOTION_KIND_MISMATCH');
      expect((await put(admin, 'khuyen-mai-50', { rule: { ...original, percent: 0 }, enabled: true })).statusCode).toBe(
        400,
      );
      expect((await put(admin, 'nope', { rule: original, enabled: true })).statusCode).toBe(404);
      expect((await put(finance, 'khuyen-mai-50', { rule: original, enabled: false })).statusCode).toBe(403);

      expect((await put(admin, 'khuyen-mai-50', { rule: original, enabled: false })).statusCode).toBe(200);
      expect((await c.app.inject({ method: 'GET', url: '/api/promotions/khuyen-mai-50' })).statusCode).toBe(404);
      const p = await newPlayer(c.app);
      const refused = await call(c.app, p, 'POST', '/api/payment/deposit/codepay', {
        amount: 100_000,
        promotionId: 'khuyen-mai-50',
      });
      expect(refused.json().code).toBe('PROMOTION_NOT_AVAILABLE');
      const listed = await c.app.inject({
        method: 'GET',
        url: '/admin-api/promotions',
        headers: { 'x-staff-token': admin },
      });
      expect(listed.json().data.find((x: { slug: string }) => x.slug === 'khuyen-mai-50').enabled).toBe(false);
      expect((await put(admin, 'khuyen-mai-50', { rule: original, enabled: true })).statusCode).toBe(200);

      const { rows } = await c.db.pool.query(
        `SELECT details FROM audit_log WHERE action = 'promotion.update' AND target_id = 'khuyen-mai-50' ORDER BY id`,
      );
      expect(rows).toHaveLength(3);
      expect(rows[0].details.after.rule).toMatchObject({ maxBonus: 5_000_000 });
      expect(rows[0].details.before.rule).toMatchObject({ maxBonus: 20_000_000 });
    });
  });

  it('should leave the ledger reconciled', async () => {
    const report = await runLedgerCheck(c.db.pool);
    expect(report.results.filter((r) => !r.ok)).toEqual([]);
  });
});
