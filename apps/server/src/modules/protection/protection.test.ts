import { randomUUID } from 'node:crypto';
import { ProviderStatus, type TProtection } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { login } from '../auth/auth.test-support';
import {
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
} from '../payments/payments.test-support';
import { type GamesTestApp, house, newPlayer as newGamePlayer } from '../providers/providers.test-support';
import { ProtectionService, vietnamPeriod } from './protection.service';

describe(ProtectionService.name, () => {
  let c: Cashier;
  let games: GamesTestApp;
  beforeAll(async () => {
    c = await buildCashier();
    await c.app.services.games.seed();
    const { secret } = await c.app.services.providers.houseCredentials();
    games = { ...c, wallet: c.app.services.wallet, houseSecret: secret };
  });
  afterAll(() => c.close());

  const setLimit = (p: Player, body: Record<string, unknown>) =>
    call(c.app, p, 'PUT', '/api/user/protection/limits', body);
  const protection = async (p: Player) => (await call(c.app, p, 'GET', '/api/user/protection')).json().data;
  const limitOf = (data: TProtection, kind: string, period: string) =>
    data.limits.find((l) => l.kind === kind && l.period === period);
  const auditOf = async (playerId: number) =>
    (
      await c.db.pool.query(
        'SELECT action, kind, period, old_amount, new_amount, effective_at, created_at FROM protection_audit WHERE player_id = $1 ORDER BY id',
        [playerId],
      )
    ).rows;

  describe('periods', () => {
    it('should cut days, weeks (from Monday) and months at Vietnam midnight', () => {
      // 2026-03-01 18:30 UTC is Monday 2 March 01:30 in Vietnam.
      const now = new Date('2026-03-01T18:30:00Z');
      expect(vietnamPeriod('day', now).start.toISOString()).toBe('2026-03-01T17:00:00.000Z');
      expect(vietnamPeriod('week', now).start.toISOString()).toBe('2026-03-01T17:00:00.000Z');
      expect(vietnamPeriod('month', now)).toEqual({
        start: new Date('2026-02-28T17:00:00.000Z'),
        end: new Date('2026-03-31T17:00:00.000Z'),
      });
      expect(vietnamPeriod('week', new Date('2026-03-01T16:59:00Z')).start.toISOString()).toBe(
        '2026-02-22T17:00:00.000Z',
      );
    });
  });

  describe('limits', () => {
    it('should apply a new or lower limit at once and a raise or removal only after 24 h, auditing each step', async () => {
      const p = await newPlayer(c.app);
      let clock = new Date('2026-05-10T03:00:00Z');
      const svc = new ProtectionService(c.db, { auth: () => c.app.services.auth, now: () => clock });

      let data = await svc.setLimit(p.id, { kind: 'deposit', period: 'day', amount: 500_000 });
      expect(limitOf(data, 'deposit', 'day')).toMatchObject({ amount: 500_000, pending: null });
      data = await svc.setLimit(p.id, { kind: 'deposit', period: 'day', amount: 300_000 });
      expect(limitOf(data, 'deposit', 'day')).toMatchObject({ amount: 300_000, pending: null });

      data = await svc.setLimit(p.id, { kind: 'deposit', period: 'day', amount: 800_000 });
      const due = new Date(clock.getTime() + 24 * 3600_000).toISOString();
      expect(limitOf(data, 'deposit', 'day')).toMatchObject({
        amount: 300_000,
        pending: { amount: 800_000, effectiveAt: due },
      });
      clock = new Date(clock.getTime() + 23 * 3600_000);
      expect(limitOf(await svc.get(p.id), 'deposit', 'day')?.amount).toBe(300_000);
      clock = new Date(clock.getTime() + 3600_000);
      expect(limitOf(await svc.get(p.id), 'deposit', 'day')).toMatchObject({ amount: 800_000, pending: null });

      // A removal waits too; lowering meanwhile applies at once and drops the pending removal.
      data = await svc.setLimit(p.id, { kind: 'deposit', period: 'day', amount: null });
      expect(limitOf(data, 'deposit', 'day')).toMatchObject({ amount: 800_000, pending: { amount: null } });
      data = await svc.setLimit(p.id, { kind: 'deposit', period: 'day', amount: 100_000 });
      expect(limitOf(data, 'deposit', 'day')).toMatchObject({ amount: 100_000, pending: null });

      const audit = await auditOf(p.id);
      expect(audit.map((a) => [a.action, a.old_amount, a.new_amount])).toEqual([
        ['limit_set', null, 500_000],
        ['limit_decreased', 500_000, 300_000],
        ['limit_increase_scheduled', 300_000, 800_000],
        ['pending_applied', 300_000, 800_000],
        ['limit_removal_scheduled', 800_000, null],
        ['limit_decreased', 800_000, 100_000],
      ]);
      expect(audit[2].effective_at.toISOString()).toBe(due);
      expect(audit.every((a) => a.created_at instanceof Date)).toBe(true);
    });

    it('should refuse invalid limits with a Vietnamese message and change nothing', async () => {
      const p = await newPlayer(c.app);
      for (const body of [
        { kind: 'deposit', period: 'day', amount: 5_000 },
        { kind: 'deposit', period: 'day', amount: 100_000.5 },
        { kind: 'deposit', period: 'year', amount: 100_000 },
        { kind: 'bonus', period: 'day', amount: 100_000 },
        { kind: 'deposit', period: 'day', amount: '100000' },
      ]) {
        const res = await setLimit(p, body);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toMatch(/[ạảãáàâăêôơưđ]/);
      }
      expect(await auditOf(p.id)).toEqual([]);
      expect(
        (await setLimit({ ...p, token: 'x'.repeat(40) }, { kind: 'deposit', period: 'day', amount: 100_000 }))
          .statusCode,
      ).toBe(401);
    });
  });

  describe('deposits', () => {
    it('should refuse an order over the deposit limit with the limit and what remains, creating nothing', async () => {
      const p = await newPlayer(c.app);
      expect((await setLimit(p, { kind: 'deposit', period: 'day', amount: 200_000 })).statusCode).toBe(200);
      await fund(c, p, 150_000);
      const before = await c.db.pool.query('SELECT count(*)::int AS n FROM payment_deposits WHERE player_id = $1', [
        p.id,
      ]);

      const res = await call(c.app, p, 'POST', '/api/payment/deposit/codepay', { amount: 100_000 });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'DEPOSIT_LIMIT_REACHED',
        message: 'Vượt hạn mức nạp theo ngày 200,000 VND. Bạn chỉ còn có thể nạp 50,000 VND trong ngày này.',
      });
      const momo = await call(c.app, p, 'POST', '/api/payment/deposit/momo', { amount: 60_000 });
      expect(momo.json().code).toBe('DEPOSIT_LIMIT_REACHED');
      const after = await c.db.pool.query('SELECT count(*)::int AS n FROM payment_deposits WHERE player_id = $1', [
        p.id,
      ]);
      expect(after.rows[0].n).toBe(before.rows[0].n);

      expect((await call(c.app, p, 'POST', '/api/payment/deposit/momo', { amount: 50_000 })).statusCode).toBe(200);
      const view = limitOf(await protection(p), 'deposit', 'day');
      expect(view).toMatchObject({ amount: 200_000, used: 200_000, remaining: 0 });
    });

    it('should let concurrent orders of one player pass the limit only up to its amount', async () => {
      const p = await newPlayer(c.app);
      await setLimit(p, { kind: 'deposit', period: 'week', amount: 250_000 });
      const results = await Promise.all(
        Array.from({ length: 6 }, () => call(c.app, p, 'POST', '/api/payment/deposit/momo', { amount: 100_000 })),
      );
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
      expect(results.filter((r) => r.json().code === 'DEPOSIT_LIMIT_REACHED')).toHaveLength(4);
      const { rows } = await c.db.pool.query(
        "SELECT COALESCE(SUM(amount), 0)::int AS total FROM payment_deposits WHERE player_id = $1 AND status = 'pending'",
        [p.id],
      );
      expect(rows[0].total).toBe(200_000);
    });

    it('should leave players without a limit alone', async () => {
      const p = await newPlayer(c.app);
      expect((await call(c.app, p, 'POST', '/api/payment/deposit/momo', { amount: 5_000_000 })).statusCode).toBe(200);
    });
  });

  describe('bets', () => {
    it('should refuse a bet over the loss limit through the provider protocol, with no query for unlimited players', async () => {
      const gp = await newGamePlayer(games, 1_000_000);
      const h = house(games, gp);
      const p: Player = { id: gp.id, token: gp.token, phone: '', username: '' };
      expect(c.app.services.protection.hasLossLimit(gp.id)).toBe(false);
      expect((await setLimit(p, { kind: 'loss', period: 'day', amount: 100_000 })).statusCode).toBe(200);
      expect(c.app.services.protection.hasLossLimit(gp.id)).toBe(true);

      const bet1 = randomUUID();
      expect((await h.bet(bet1, 60_000)).status).toBe(ProviderStatus.OK);
      expect((await h.win(randomUUID(), bet1, 0)).status).toBe(ProviderStatus.OK);
      // Game records are written in batches just after the callback is answered.
      const lossUsed = async () => limitOf(await protection(p), 'loss', 'day')?.used;
      await expect.poll(lossUsed).toBe(60_000);
      const refused = await h.bet(randomUUID(), 50_000);
      expect(refused.status).toBe(ProviderStatus.LIMIT_REACHED);
      expect((await h.balance()).balance).toBe(940_000);
      expect((await h.bet(randomUUID(), 40_000)).status).toBe(ProviderStatus.OK);
      await expect.poll(lossUsed).toBe(100_000);
      expect(limitOf(await protection(p), 'loss', 'day')?.remaining).toBe(0);
    });

    it('should cost no query for a player without a loss limit and one for a player with one', async () => {
      const free = await newGamePlayer(games, 0);
      const limited = await newGamePlayer(games, 0);
      const svc = c.app.services.protection;
      await svc.setLimit(limited.id, { kind: 'loss', period: 'week', amount: 50_000 });
      const spy = vi.spyOn(c.db.pool, 'query');
      // Only this module's statements: other modules' background writes may share the pool.
      const ours = () => spy.mock.calls.filter((call) => JSON.stringify(call[0]).includes('protection_limits'));
      try {
        expect(await svc.checkBet(free.id, 1_000_000)).toEqual({ allowed: true });
        expect(ours()).toHaveLength(0);
        expect(await svc.checkBet(limited.id, 60_000)).toMatchObject({ allowed: false });
        expect(await svc.checkBet(limited.id, 50_000)).toEqual({ allowed: true });
        expect(ours()).toHaveLength(2);
      } finally {
        spy.mockRestore();
      }
    });

    it('should learn of a loss limit set through another instance by NOTIFY', async () => {
      const gp = await newGamePlayer(games, 0);
      const other = new ProtectionService(c.db, { auth: () => c.app.services.auth });
      await other.start({ warn() {} });
      try {
        await other.setLimit(gp.id, { kind: 'loss', period: 'month', amount: 50_000 });
        await expect.poll(() => c.app.services.protection.hasLossLimit(gp.id)).toBe(true);
        expect(await c.app.services.protection.checkBet(gp.id, 60_000)).toMatchObject({ allowed: false });
      } finally {
        await other.close();
      }
    });
  });

  describe('self-exclusion', () => {
    const withBank = async (amount: number) => {
      const p = await newPlayer(c.app);
      await fund(c, p, amount);
      const finance = await staffToken(c, 'finance');
      const accountId = await verifiedBankAccount(c, p, finance);
      return { p, finance, accountId };
    };

    it('should refuse a wrong password and change nothing', async () => {
      const p = await newPlayer(c.app);
      const res = await call(c.app, p, 'POST', '/api/user/protection/self-exclusion', {
        duration: '24h',
        password: 'wrong-one',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'WRONG_PASSWORD', message: 'Mật khẩu hiện tại không đúng' });
      expect((await call(c.app, p, 'GET', '/api/user/protection')).statusCode).toBe(200);
      expect(await auditOf(p.id)).toEqual([]);
    });

    it('should end the sessions and block login, deposits and bets, while a withdrawal already asked for is paid', async () => {
      const { p, finance, accountId } = await withBank(3_000_000);
      const w = await call(
        c.app,
        p,
        'POST',
        '/api/payment/withdraw/bank',
        { bankAccountId: accountId, amount: 2_500_000 },
        { 'idempotency-key': randomUUID() },
      );
      expect(w.json().data.status).toBe('pending');

      const res = await call(c.app, p, 'POST', '/api/user/protection/self-exclusion', {
        duration: '24h',
        password: 'secret123',
      });
      expect(res.statusCode).toBe(200);
      const until = new Date(res.json().data.until).getTime();
      expect(Math.abs(until - (Date.now() + 24 * 3600_000))).toBeLessThan(60_000);

      expect((await call(c.app, p, 'GET', '/api/user/protection')).statusCode).toBe(401);
      const again = await login(c.app, p.username, 'secret123');
      expect(again.statusCode).toBe(403);
      expect(again.json().code).toBe('ACCOUNT_SELF_EXCLUDED');
      await expect(c.app.services.payments.createMomo(p.id, { amount: 100_000 })).rejects.toMatchObject({
        code: 'DEPOSIT_BLOCKED',
      });
      const audit = await auditOf(p.id);
      expect(audit.map((a) => a.action)).toEqual(['self_exclusion']);

      const approved = await staffCall(c, finance, 'POST', `/admin-api/withdrawals/${w.json().data.id}/approve`);
      expect(approved.json().data.status).toBe('paid');
      expect(await cash(c.app, p.id)).toBe(500_000);
    });

    it('should refuse bets of a self-excluded player at the provider', async () => {
      const gp = await newGamePlayer(games, 500_000);
      const p: Player = { id: gp.id, token: gp.token, phone: '', username: '' };
      expect((await call(c.app, p, 'GET', '/api/user/protection')).statusCode).toBe(200);
      await c.app.services.protection.selfExclude(gp.id, { duration: 'permanent', password: 'secret123' });
      const refused = await house(games, gp).bet(randomUUID(), 10_000);
      expect(refused.status).not.toBe(ProviderStatus.OK);
      expect(await c.app.services.wallet.getPlayerBalance(gp.id)).toMatchObject({ available: 500_000 });
    });
  });

  describe('reminder', () => {
    it('should store the interval and refuse other values', async () => {
      const p = await newPlayer(c.app);
      expect((await call(c.app, p, 'PUT', '/api/user/protection/reminder', { minutes: 45 })).statusCode).toBe(400);
      const ok = await call(c.app, p, 'PUT', '/api/user/protection/reminder', { minutes: 60 });
      expect(ok.json().data.reminderMinutes).toBe(60);
      expect((await protection(p)).reminderMinutes).toBe(60);
      const check = await call(
        c.app,
        p,
        'GET',
        `/api/user/protection/reality-check?since=${encodeURIComponent(new Date(Date.now() - 3600_000).toISOString())}`,
      );
      expect(check.json().data).toMatchObject({ bets: 0, wins: 0, net: 0 });
    });
  });
});
