import { randomInt, randomUUID } from 'node:crypto';
import { GiftcodeMessage } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authedPost, lastCode, randomPhone, register } from '../auth/auth.test-support';
import {
  buildCashier,
  type Cashier,
  call,
  cash,
  type Player,
  staffCall,
  staffToken,
} from '../payments/payments.test-support';
import { runLedgerCheck } from '../wallet/wallet.reconcile';
import { GiftcodesService } from './giftcodes.service';

describe(GiftcodesService.name, () => {
  let c: Cashier;
  let admin: string;
  let finance: string;
  beforeAll(async () => {
    c = await buildCashier();
    admin = await staffToken(c, 'superadmin');
    finance = await staffToken(c, 'finance');
  });
  afterAll(() => c.close());

  let seq = 0;
  const uniqueCode = (prefix = 'GC') => `${prefix}${Date.now().toString(36)}${++seq}`.toUpperCase().slice(0, 20);

  const player = async (opts: { verifyPhone?: boolean; phonePrefix?: string } = {}): Promise<Player> => {
    const r = await register(c.app, { phone: randomPhone(opts.phonePrefix ?? '098') });
    expect(r.res.statusCode, r.res.body).toBe(200);
    const p = { id: r.id, token: r.token, phone: r.phone, username: r.username };
    if (opts.verifyPhone !== false) {
      expect((await authedPost(c.app, p.token, '/api/auth/verify-phone/send')).statusCode).toBe(200);
      const ok = await authedPost(c.app, p.token, '/api/auth/verify-phone', { otp: await lastCode(c.app, p.phone) });
      expect(ok.statusCode).toBe(200);
    }
    return p;
  };
  const createCode = async (body: Record<string, unknown>) => {
    const res = await staffCall(c, admin, 'POST', '/admin-api/giftcodes', { turnover: 5, amount: 50_000, ...body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { code: string; id: number };
  };
  const redeem = (p: Player, code: unknown) =>
    call(c.app, p, 'POST', '/api/user/giftcode/redeem', code === undefined ? {} : { code });
  const history = async (p: Player) => (await call(c.app, p, 'GET', '/api/user/history/giftcodes')).json();
  const settle = (p: Player, stake: number) =>
    c.app.services.giftcodes.onBetSettled({
      playerId: p.id,
      provider: 'house',
      gameCode: 'taixiu',
      round: randomUUID(),
      transactionId: randomUUID(),
      stake,
      win: 0,
      settledAt: new Date(),
    });

  describe('validation', () => {
    it('should refuse empty, too long and special-character codes with the exact Vietnamese messages', async () => {
      const p = await player();
      const cases: [unknown, string][] = [
        [undefined, GiftcodeMessage.REQUIRED],
        ['', 'Vui lòng nhập mã giftcode'],
        ['   ', 'Vui lòng nhập mã giftcode'],
        [null, 'Vui lòng nhập mã giftcode'],
        ['A'.repeat(21), 'Không được nhập quá 20 ký tự'],
        ['ABC-123', 'Vui lòng không nhập ký tự đặc biệt'],
        ['MÃQUÀ', 'Vui lòng không nhập ký tự đặc biệt'],
        ['AB CD', 'Vui lòng không nhập ký tự đặc biệt'],
      ];
      for (const [code, message] of cases) {
        const res = await redeem(p, code);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message });
      }
      expect(await cash(c.app, p.id)).toBe(0);
    });

    it('should require a verified phone', async () => {
      const { code } = await createCode({ code: uniqueCode() });
      const p = await player({ verifyPhone: false });
      const res = await redeem(p, code);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'PHONE_NOT_VERIFIED', message: GiftcodeMessage.PHONE_NOT_VERIFIED });
      expect(await cash(c.app, p.id)).toBe(0);
      expect((await call(c.app, null, 'POST', '/api/user/giftcode/redeem', { code })).statusCode).toBe(401);
    });

    it("should answer 'Giftcode không hợp lệ' for unknown, used, expired and already used codes", async () => {
      const p = await player();
      const other = await player();
      const single = await createCode({ code: uniqueCode(), turnover: 0 });
      expect((await redeem(other, single.code)).statusCode).toBe(200);
      const expired = await createCode({ code: uniqueCode(), expiresAt: new Date(Date.now() - 1000).toISOString() });
      const multi = await createCode({ code: uniqueCode(), maxUses: 10, turnover: 0 });
      expect((await redeem(p, multi.code)).statusCode).toBe(200);
      for (const code of ['NOSUCHCODE1', single.code, expired.code, multi.code]) {
        const res = await redeem(p, code);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: 'GIFTCODE_INVALID', message: 'Giftcode không hợp lệ' });
      }
      expect(await cash(c.app, p.id)).toBe(50_000);
    });
  });

  describe('redemption and total bet', () => {
    it('should credit cash, show the total bet needed, block a new code and withdrawals until it is met', async () => {
      const p = await player();
      const first = await createCode({ code: uniqueCode(), amount: 38_000, turnover: 10 });
      const second = await createCode({ code: uniqueCode(), amount: 20_000, turnover: 1 });
      const res = await redeem(p, first.code.toLowerCase());
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({
        code: first.code,
        amount: 38_000,
        requiredBet: 380_000,
        currentBet: 0,
        status: 'pending',
        statusLabel: 'Chưa đủ điều kiện rút tiền',
      });
      expect(await cash(c.app, p.id)).toBe(38_000);

      const blocked = await redeem(p, second.code);
      expect(blocked.statusCode).toBe(409);
      expect(blocked.json()).toMatchObject({
        code: 'GIFTCODE_PENDING',
        message: `Bạn cần đạt tổng cược 380,000 VND của giftcode ${first.code} trước khi nhập giftcode mới (hiện tại 0 VND)`,
      });
      const refusal = await c.app.services.giftcodes.withdrawalCheck(p.id);
      expect(refusal?.code).toBe('GIFTCODE_WAGERING_INCOMPLETE');
      // the cashier asks this module before any withdrawal
      await c.app.services.wallet.credit({
        scope: 'test-deposit',
        externalId: `gc-${p.id}`,
        kind: 'deposit',
        playerId: p.id,
        amount: 200_000,
        from: { type: 'system', purpose: 'payment_clearing', code: 'test' },
      });
      const acc = await call(c.app, p, 'POST', '/api/user/bank', {
        bankBin: '970436',
        accountNumber: `30${randomInt(10_000_000_000, 99_999_999_999)}`,
        holderName: 'LE VAN CUONG',
      });
      await staffCall(c, finance, 'POST', `/admin-api/bank-accounts/${acc.json().data.id}/verify`);
      const withdraw = await call(
        c.app,
        p,
        'POST',
        '/api/payment/withdraw/bank',
        { bankAccountId: acc.json().data.id, amount: 100_000 },
        { 'idempotency-key': randomUUID() },
      );
      expect(withdraw.statusCode).toBe(409);
      expect(withdraw.json()).toMatchObject({
        code: 'GIFTCODE_WAGERING_INCOMPLETE',
        message: `Bạn cần đạt tổng cược 380,000 VND của giftcode ${first.code} để rút tiền (hiện tại 0 VND)`,
      });
      expect(await cash(c.app, p.id)).toBe(238_000);

      await settle(p, 300_000);
      expect((await history(p)).data[0]).toMatchObject({ currentBet: 300_000, status: 'pending' });
      await settle(p, 80_000);
      const h = await history(p);
      expect(h.data[0]).toMatchObject({
        code: first.code,
        requiredBet: 380_000,
        currentBet: 380_000,
        amount: 38_000,
        status: 'eligible',
        statusLabel: 'Đủ điều kiện rút tiền',
      });
      expect(h.meta.pagination).toMatchObject({ page: 1, total: 1 });
      expect(await c.app.services.giftcodes.withdrawalCheck(p.id)).toBeNull();
      expect((await redeem(p, second.code)).statusCode).toBe(200);
      expect(await cash(c.app, p.id)).toBe(258_000);
      expect((await history(p)).meta.pagination.total).toBe(2);
    });
  });

  describe('history', () => {
    it('should list a redeemed code as a credit in the transactions tab (all), not under deposits', async () => {
      const p = await player();
      const gift = await createCode({ code: uniqueCode('TX'), turnover: 0, amount: 7_000 });
      expect((await redeem(p, gift.code)).statusCode).toBe(200);
      const tab = async (type: string) =>
        (await call(c.app, p, 'GET', `/api/user/history/transactions?type=${type}`)).json();
      const all = await tab('all');
      expect(all.data).toEqual([
        expect.objectContaining({
          type: 'giftcode',
          method: `Giftcode ${gift.code}`,
          amount: 7_000,
          status: 'success',
          statusLabel: 'Thành công',
        }),
      ]);
      expect(all.data[0].code).toMatch(/^GC\d{6}$/);
      expect(all.meta.pagination.total).toBe(1);
      expect((await tab('deposit')).data).toEqual([]);
    });

    it('should list the last 7 days plus a still pending code of any age, 10, 20 or 50 a page', async () => {
      const p = await player();
      const recent = await createCode({ code: uniqueCode('NEW'), turnover: 0, amount: 1_000 });
      const old = await createCode({ code: uniqueCode('OLD'), turnover: 0, amount: 2_000 });
      const pending = await createCode({ code: uniqueCode('PEND'), turnover: 2, amount: 3_000 });
      for (const x of [old, recent, pending]) expect((await redeem(p, x.code)).statusCode).toBe(200);
      const age = (code: string, days: number) =>
        c.db.pool.query(
          `UPDATE giftcode_redemptions SET created_at = now() - make_interval(days => $3) WHERE player_id = $1 AND code = $2`,
          [p.id, code, days],
        );
      await age(old.code, 8);
      await age(pending.code, 30);

      const h = await history(p);
      expect(h.data.map((r: { code: string }) => r.code)).toEqual([recent.code, pending.code]);
      expect(h.data[1]).toMatchObject({ requiredBet: 6_000, currentBet: 0, amount: 3_000, status: 'pending' });
      expect(h.meta.pagination).toEqual({ page: 1, per_page: 10, total: 2, last_page: 1 });

      const second = await call(c.app, p, 'GET', '/api/user/history/giftcodes?page=2&per_page=20');
      expect(second.statusCode).toBe(200);
      expect(second.json()).toMatchObject({ data: [], meta: { pagination: { page: 2, per_page: 20, total: 2 } } });
      for (const bad of ['per_page=15', 'per_page=abc', 'page=0']) {
        const res = await call(c.app, p, 'GET', `/api/user/history/giftcodes?${bad}`);
        expect(res.statusCode, bad).toBe(400);
        expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      }
      // once its total bet is met an old code leaves the 7-day list like any other
      await settle(p, 6_000);
      expect((await history(p)).data.map((r: { code: string }) => r.code)).toEqual([recent.code]);
      expect((await call(c.app, null, 'GET', '/api/user/history/giftcodes')).statusCode).toBe(401);
    });
  });

  describe('newbie code', () => {
    it('should offer the newest newbie code with uses left, with the conditions redeem enforces', async () => {
      const used = await createCode({ code: uniqueCode('TTUSED'), kind: 'newbie', maxUses: 1, turnover: 3 });
      await c.db.pool.query('UPDATE giftcodes SET uses = max_uses WHERE id = $1', [used.id]);
      const live = await createCode({
        code: uniqueCode('TTLIVE'),
        kind: 'newbie',
        maxUses: 50,
        amount: 38_000,
        turnover: 10,
      });
      await c.db.pool.query(`UPDATE giftcodes SET created_at = now() - interval '1 minute' WHERE id = $1`, [live.id]);
      await c.db.pool.query(`UPDATE giftcodes SET created_at = now() WHERE id = $1`, [used.id]);
      expect(await c.app.services.giftcodes.newbieOffer()).toEqual({
        code: live.code,
        amount: 38_000,
        turnover: 10,
        carriers: ['viettel', 'mobifone', 'vinaphone'],
        requiresVerifiedPhone: true,
        requiresVerifiedBank: true,
        oncePerPlayer: true,
        expiresAt: null,
      });
      await c.db.pool.query(`UPDATE giftcodes SET expires_at = now() - interval '1 second' WHERE id = $1`, [live.id]);
      expect((await c.app.services.giftcodes.newbieOffer())?.code).not.toBe(live.code);
    });

    it('should need a Viettel, Mobifone or Vinaphone phone and a verified bank, once per player', async () => {
      const newbie = await createCode({
        code: uniqueCode('TANTHU'),
        kind: 'newbie',
        maxUses: 100,
        amount: 38_000,
        turnover: 0,
      });
      const newbie2 = await createCode({ code: uniqueCode('TANTHU'), kind: 'newbie', maxUses: 100, turnover: 0 });
      const gmobile = await player({ phonePrefix: '099' });
      const wrongCarrier = await redeem(gmobile, newbie.code);
      expect(wrongCarrier.statusCode).toBe(403);
      expect(wrongCarrier.json()).toMatchObject({ code: 'NEWBIE_CARRIER', message: GiftcodeMessage.NEWBIE_CARRIER });

      const p = await player({ phonePrefix: '090' });
      const noBank = await redeem(p, newbie.code);
      expect(noBank.statusCode).toBe(403);
      expect(noBank.json()).toMatchObject({
        code: 'NEWBIE_BANK_REQUIRED',
        message: GiftcodeMessage.NEWBIE_BANK_REQUIRED,
      });
      const acc = await call(c.app, p, 'POST', '/api/user/bank', {
        bankBin: '970436',
        accountNumber: `20${randomInt(10_000_000_000, 99_999_999_999)}`,
        holderName: 'TRAN VAN BINH',
      });
      expect(acc.statusCode, acc.body).toBe(200);
      expect((await redeem(p, newbie.code)).json().code).toBe('NEWBIE_BANK_REQUIRED'); // still verifying
      expect(
        (await staffCall(c, finance, 'POST', `/admin-api/bank-accounts/${acc.json().data.id}/verify`)).statusCode,
      ).toBe(200);
      const ok = await redeem(p, newbie.code);
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().data).toMatchObject({ amount: 38_000, status: 'eligible' });
      const again = await redeem(p, newbie2.code);
      expect(again.json()).toMatchObject({ code: 'GIFTCODE_INVALID', message: 'Giftcode không hợp lệ' });
      expect(await cash(c.app, p.id)).toBe(38_000);
    });
  });

  describe('concurrency and limits', () => {
    it('should let exactly one of 20 players racing for a single-use code redeem it', async () => {
      const { code } = await createCode({ code: uniqueCode(), amount: 100_000 });
      const players = await Promise.all(Array.from({ length: 20 }, () => player()));
      const results = await Promise.all(players.map((p) => redeem(p, code)));
      const ok = results.filter((r) => r.statusCode === 200);
      expect(ok).toHaveLength(1);
      for (const r of results.filter((x) => x.statusCode !== 200)) expect(r.json().code).toBe('GIFTCODE_INVALID');
      const balances = await Promise.all(players.map((p) => cash(c.app, p.id)));
      expect(balances.reduce((s, b) => s + b, 0)).toBe(100_000);
    });

    it('should credit one player once when the same code is sent 20 times at once', async () => {
      const { code } = await createCode({ code: uniqueCode(), maxUses: 1000, amount: 10_000, turnover: 0 });
      const p = await player();
      const results = await Promise.all(Array.from({ length: 20 }, () => redeem(p, code)));
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect(new Set(results.filter((r) => r.statusCode !== 200).map((r) => r.json().code))).toEqual(
        new Set(['GIFTCODE_INVALID', 'GIFTCODE_RATE_LIMITED']),
      );
      expect(await cash(c.app, p.id)).toBe(10_000);
    });

    it('should rate limit attempts per player', async () => {
      const p = await player();
      for (let i = 0; i < 10; i++) expect((await redeem(p, `WRONG${i}`)).json().code).toBe('GIFTCODE_INVALID');
      const limited = await redeem(p, 'WRONG11');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({
        code: 'GIFTCODE_RATE_LIMITED',
        message: GiftcodeMessage.GIFTCODE_RATE_LIMITED,
      });
    });
  });

  describe('staff', () => {
    it('should create single codes and batches, audit both, and refuse duplicates and other roles', async () => {
      const code = uniqueCode('VIP');
      const created = await staffCall(c, admin, 'POST', '/admin-api/giftcodes', {
        code: code.toLowerCase(),
        amount: 100_000,
        turnover: 3,
        maxUses: 5,
      });
      expect(created.statusCode).toBe(200);
      expect(created.json().data).toMatchObject({ code, kind: 'standard', amount: 100_000, maxUses: 5, uses: 0 });
      const dup = await staffCall(c, admin, 'POST', '/admin-api/giftcodes', { code, amount: 1_000, turnover: 0 });
      expect(dup.statusCode).toBe(409);
      expect(dup.json().code).toBe('GIFTCODE_CODE_TAKEN');
      const bad = await staffCall(c, admin, 'POST', '/admin-api/giftcodes', {
        code: 'AB-CD',
        amount: 1_000,
        turnover: 0,
      });
      expect(bad.statusCode).toBe(400);

      const batch = await staffCall(c, admin, 'POST', '/admin-api/giftcodes/batch', {
        count: 25,
        prefix: 'tet',
        amount: 20_000,
        turnover: 2,
      });
      expect(batch.statusCode, batch.body).toBe(200);
      const codes = batch.json().data.codes as { code: string; maxUses: number }[];
      expect(codes).toHaveLength(25);
      expect(new Set(codes.map((x) => x.code)).size).toBe(25);
      for (const x of codes) {
        expect(x.code).toMatch(/^TET[A-HJ-NP-Z2-9]{10}$/);
        expect(x.maxUses).toBe(1);
      }
      const listed = await c.app.inject({
        method: 'GET',
        url: `/admin-api/giftcodes?batchId=${batch.json().data.batchId}&per_page=10`,
        headers: { 'x-staff-token': admin },
      });
      expect(listed.json().meta.pagination.total).toBe(25);

      const { rows } = await c.db.pool.query(
        `SELECT action FROM audit_log WHERE action IN ('giftcode.create', 'giftcode.batch_create') ORDER BY id`,
      );
      expect(rows.map((r) => r.action)).toEqual(expect.arrayContaining(['giftcode.create', 'giftcode.batch_create']));
      expect(
        (
          await staffCall(c, finance, 'POST', '/admin-api/giftcodes', {
            code: uniqueCode(),
            amount: 1_000,
            turnover: 0,
          })
        ).statusCode,
      ).toBe(403);
    });
  });

  it('should seed the new-player code and a demo code once', async () => {
    expect(await c.app.services.giftcodes.seed(38_000)).toBe(2);
    expect(await c.app.services.giftcodes.seed(38_000)).toBe(0);
    const listed = await c.app.inject({
      method: 'GET',
      url: '/admin-api/giftcodes?per_page=200',
      headers: { 'x-staff-token': admin },
    });
    expect(listed.json().data).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: 'TANTHU38K', kind: 'newbie', amount: 38_000 })]),
    );
  });

  it('should leave the ledger reconciled', async () => {
    const report = await runLedgerCheck(c.db.pool);
    expect(report.results.filter((r) => !r.ok)).toEqual([]);
  });
});
