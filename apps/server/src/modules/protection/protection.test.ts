import { randomUUID } from 'node:crypto';
import { ProviderStatus, type TProtection } from '@app/contract';
import { formatDateTime } from '@app/contract/format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    // players here withdraw deposits without play, which AML flags and finance may then not approve
    // (decision 105); that rule has its own tests (aml.test.ts, aml.compliance.test.ts)
    await c.app.services.aml.settings.save({ ...(await c.app.services.aml.settings.rules()), rapidMinTurnoverPct: 0 });
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
      const svc = new ProtectionService(c.db, {
        auth: () => c.app.services.auth,
        wallet: () => c.app.services.wallet,
        now: () => clock,
      });

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
        message: `Vượt hạn mức nạp theo ngày 200,000 VND. Bạn chỉ còn có thể nạp 50,000 VND trong ngày này; hạn mức đặt lại lúc ${formatDateTime(vietnamPeriod('day', new Date()).end)}.`,
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

  describe('bets: the ledger holds loss and wager limits exactly', () => {
    const asPlayer = (gp: { id: number; token: string }): Player => ({
      id: gp.id,
      token: gp.token,
      phone: '',
      username: '',
    });
    const limited = async (cashAmount: number, limit: Record<string, unknown>) => {
      const gp = await newGamePlayer(games, cashAmount);
      expect((await setLimit(asPlayer(gp), limit)).statusCode).toBe(200);
      return { gp, h: house(games, gp), p: asPlayer(gp) };
    };
    const settled = async (h: ReturnType<typeof house>, stake: number, win = 0) => {
      const id = randomUUID();
      expect((await h.bet(id, stake)).status).toBe(ProviderStatus.OK);
      expect((await h.win(randomUUID(), id, win)).status).toBe(ProviderStatus.OK);
    };

    it('should accept exactly the stakes that fit when 30 bets race for the rest of a loss limit', async () => {
      const { gp, h, p } = await limited(1_000_000, { kind: 'loss', period: 'day', amount: 50_000 });
      await settled(h, 30_000);
      const answers = await Promise.all(Array.from({ length: 30 }, () => h.bet(randomUUID(), 10_000)));
      expect(answers.filter((a) => a.status === ProviderStatus.OK)).toHaveLength(2);
      expect(answers.filter((a) => a.status === ProviderStatus.LIMIT_REACHED)).toHaveLength(28);
      expect((await h.balance()).balance).toBe(950_000);
      expect(limitOf(await protection(p), 'loss', 'day')).toMatchObject({ used: 50_000, remaining: 0 });
      expect(gp.id).toBeGreaterThan(0);
    });

    it('should refuse back-to-back stakes past the limit at once, not after the records catch up', async () => {
      const { h } = await limited(1_000_000, { kind: 'loss', period: 'week', amount: 50_000 });
      const answers = [];
      for (let i = 0; i < 5; i++) answers.push((await h.bet(randomUUID(), 40_000)).status);
      expect(answers).toEqual([
        ProviderStatus.OK,
        ProviderStatus.LIMIT_REACHED,
        ProviderStatus.LIMIT_REACHED,
        ProviderStatus.LIMIT_REACHED,
        ProviderStatus.LIMIT_REACHED,
      ]);
      expect((await h.balance()).balance).toBe(960_000);
      // The answer tells the game what to show: which limit, what is left, when it resets.
      const refused = await h.bet(randomUUID(), 40_000);
      expect(refused.message).toMatch(/^Vượt hạn mức thua theo tuần 50,000 VND: bạn chỉ còn 10,000 VND đến 00:00 /);
    });

    it('should give back a rolled-back stake and let wins lower the loss', async () => {
      const { h, p } = await limited(1_000_000, { kind: 'loss', period: 'month', amount: 50_000 });
      const first = randomUUID();
      expect((await h.bet(first, 40_000)).status).toBe(ProviderStatus.OK);
      expect((await h.rollback(randomUUID(), first)).status).toBe(ProviderStatus.OK);
      expect(limitOf(await protection(p), 'loss', 'month')?.used).toBe(0);
      await settled(h, 40_000, 30_000); // loss 10,000
      await settled(h, 40_000); // loss 50,000
      expect((await h.bet(randomUUID(), 1_000)).status).toBe(ProviderStatus.LIMIT_REACHED);
      expect(limitOf(await protection(p), 'loss', 'month')).toMatchObject({ used: 50_000, remaining: 0 });
    });

    it('should hold a wager limit on the stakes, whatever the wins', async () => {
      const { h, p } = await limited(1_000_000, { kind: 'wager', period: 'day', amount: 50_000 });
      await settled(h, 30_000, 100_000);
      expect((await h.bet(randomUUID(), 30_000)).status).toBe(ProviderStatus.LIMIT_REACHED);
      expect((await h.bet(randomUUID(), 20_000)).status).toBe(ProviderStatus.OK);
      expect(limitOf(await protection(p), 'wager', 'day')).toMatchObject({ amount: 50_000, used: 50_000 });
      expect(limitOf(await protection(p), 'loss', 'day')?.used).toBe(-50_000);
    });

    it('should count what was lost in the period before the limit was set', async () => {
      const gp = await newGamePlayer(games, 1_000_000);
      const h = house(games, gp);
      await settled(h, 40_000);
      expect(limitOf(await protection(asPlayer(gp)), 'loss', 'day')).toMatchObject({ amount: null, used: 40_000 });
      await setLimit(asPlayer(gp), { kind: 'loss', period: 'day', amount: 50_000 });
      expect((await h.bet(randomUUID(), 20_000)).status).toBe(ProviderStatus.LIMIT_REACHED);
      expect((await h.bet(randomUUID(), 10_000)).status).toBe(ProviderStatus.OK);
    });

    it('should tell which limit refused the stake, what is left and when it resets', async () => {
      const { gp } = await limited(1_000_000, { kind: 'loss', period: 'day', amount: 50_000 });
      const refused = c.app.services.wallet.bet({
        provider: 'house',
        transactionId: randomUUID(),
        playerId: gp.id,
        amount: 60_000,
      });
      const resetsAt = vietnamPeriod('day', new Date()).end;
      const when = formatDateTime(resetsAt);
      await expect(refused).rejects.toMatchObject({
        statusCode: 403,
        code: 'PLAY_LIMIT_REACHED',
        message: `Vượt hạn mức thua theo ngày 50,000 VND: bạn chỉ còn 50,000 VND đến ${when}.`,
        details: { limit: { kind: 'loss', period: 'day', limit: 50_000, used: 0, resetsAt: resetsAt.toISOString() } },
      });
    });

    it('should keep players without a loss or wager limit on the fast path', async () => {
      const free = await newGamePlayer(games, 100_000);
      const { gp } = await limited(100_000, { kind: 'deposit', period: 'day', amount: 50_000 });
      const { gp: counted } = await limited(100_000, { kind: 'wager', period: 'month', amount: 50_000 });
      const flags = await c.db.pool.query(
        `SELECT a.player_id, b.play_limited FROM accounts a JOIN balances b ON b.account_id = a.id
          WHERE a.purpose = 'cash' AND a.player_id = ANY($1) ORDER BY a.player_id`,
        [[free.id, gp.id, counted.id]],
      );
      expect(Object.fromEntries(flags.rows.map((r) => [r.player_id, r.play_limited]))).toEqual({
        [free.id]: false,
        [gp.id]: false,
        [counted.id]: true,
      });
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

  describe('reality check and session time limit', () => {
    it('should time the reality check from login by the server clock and report play since login from the ledger', async () => {
      const gp = await newGamePlayer(games, 500_000);
      const p: Player = { id: gp.id, token: gp.token, phone: '', username: '' };
      expect((await call(c.app, p, 'PUT', '/api/user/protection/reminder', { minutes: 45 })).statusCode).toBe(400);
      expect((await call(c.app, p, 'PUT', '/api/user/protection/reminder', { minutes: 30 })).json().data).toMatchObject(
        { reminderMinutes: 30 },
      );
      // The player logged in 70 minutes ago and saw no reminder: the one due at 60 minutes is owed.
      await c.db.pool.query(`UPDATE sessions SET created_at = now() - interval '70 minutes' WHERE player_id = $1`, [
        p.id,
      ]);
      const h = house(games, gp);
      const bet = randomUUID();
      expect((await h.bet(bet, 40_000)).status).toBe(ProviderStatus.OK);
      expect((await h.win(randomUUID(), bet, 15_000)).status).toBe(ProviderStatus.OK);
      const rolledBack = randomUUID();
      expect((await h.bet(rolledBack, 5_000)).status).toBe(ProviderStatus.OK);
      expect((await h.rollback(randomUUID(), rolledBack)).status).toBe(ProviderStatus.OK);
      const session = (await call(c.app, p, 'GET', '/api/user/protection/session')).json().data;
      expect(session).toMatchObject({
        reminderMinutes: 30,
        sessionLimitMinutes: 0,
        bets: 40_000,
        wins: 15_000,
        net: -25_000,
      });
      expect(Date.parse(session.nextReminderAt) - Date.parse(session.startedAt)).toBe(60 * 60_000);
      expect(Date.parse(session.now) - Date.parse(session.startedAt)).toBeGreaterThanOrEqual(70 * 60_000);
      // asked again, it is still owed: a reload or a game page in between loses no reminder
      const again = (await call(c.app, p, 'GET', '/api/user/protection/session')).json().data;
      expect(again.nextReminderAt).toBe(session.nextReminderAt);

      // closed: the next is at 90 minutes, and stays there
      const seen = await call(c.app, p, 'POST', '/api/user/protection/session/reminder-seen');
      expect(seen.statusCode).toBe(200);
      expect(Date.parse(seen.json().data.nextReminderAt) - Date.parse(session.startedAt)).toBe(90 * 60_000);
      const later = (await call(c.app, p, 'GET', '/api/user/protection/session')).json().data;
      expect(later.nextReminderAt).toBe(seen.json().data.nextReminderAt);
      // 25 minutes later (the login 95 minutes ago, the close at 70) the one at 90 is owed in turn
      await c.db.pool.query(
        `UPDATE sessions SET created_at = now() - interval '95 minutes', reminder_seen_at = now() - interval '25 minutes'
          WHERE player_id = $1`,
        [p.id],
      );
      const owed = (await call(c.app, p, 'GET', '/api/user/protection/session')).json().data;
      expect(Date.parse(owed.nextReminderAt) - Date.parse(owed.startedAt)).toBe(90 * 60_000);
      // a guest has no session to mark
      expect(
        (await c.app.inject({ method: 'POST', url: '/api/user/protection/session/reminder-seen' })).statusCode,
      ).toBe(401);
    });

    it('should end the session when the chosen time is used, refusing its stakes, and cap every new login', async () => {
      const gp = await newGamePlayer(games, 500_000);
      const h = house(games, gp);
      const reg = await c.db.pool.query('SELECT username FROM players WHERE id = $1', [gp.id]);
      const p: Player = { id: gp.id, token: gp.token, phone: '', username: reg.rows[0].username };
      expect((await call(c.app, p, 'PUT', '/api/user/protection/session-limit', { minutes: 45 })).statusCode).toBe(400);
      // Logged in 40 minutes ago, then a 60-minute limit: 20 minutes of play are left.
      await c.db.pool.query(`UPDATE sessions SET created_at = now() - interval '40 minutes' WHERE player_id = $1`, [
        p.id,
      ]);
      const set = await call(c.app, p, 'PUT', '/api/user/protection/session-limit', { minutes: 60 });
      expect(set.json().data.sessionLimit).toEqual({ minutes: 60, pending: null });
      const s1 = (await call(c.app, p, 'GET', '/api/user/protection/session')).json().data;
      expect(Date.parse(s1.endsAt) - Date.parse(s1.startedAt)).toBe(60 * 60_000);
      expect((await h.bet(randomUUID(), 1_000)).status).toBe(ProviderStatus.OK);
      // A 30-minute limit now is already used up: the session is over and its stakes are refused.
      await call(c.app, p, 'PUT', '/api/user/protection/session-limit', { minutes: 30 });
      expect((await h.bet(randomUUID(), 1_000)).status).toBe(ProviderStatus.TOKEN_EXPIRED);
      const over = await call(c.app, p, 'GET', '/api/user/protection/session');
      expect(over.statusCode).toBe(401);
      // the page says why: the player's own limit, not a lapsed login (in the language asked for)
      expect(over.json()).toMatchObject({
        code: 'SESSION_LIMIT_REACHED',
        message: 'Phiên chơi đã hết thời gian giới hạn bạn đặt, vui lòng đăng nhập lại khi muốn chơi tiếp',
      });
      const overEn = await c.app.inject({
        method: 'GET',
        url: '/api/auth/refresh',
        headers: { authorization: `Bearer ${p.token}`, 'accept-language': 'en' },
      });
      expect(overEn.json()).toMatchObject({
        code: 'SESSION_LIMIT_REACHED',
        message: 'Your session reached the time limit you set; log in again when you want to play on',
      });
      expect(await c.app.services.wallet.getPlayerBalance(gp.id)).toMatchObject({ available: 499_000 });
      // A new login lasts 30 minutes at most.
      const again = await login(c.app, p.username, 'secret123');
      expect(again.statusCode).toBe(200);
      const fresh: Player = { ...p, token: again.json().data.token };
      const s2 = (await call(c.app, fresh, 'GET', '/api/user/protection/session')).json().data;
      expect(Date.parse(s2.endsAt) - Date.parse(s2.startedAt)).toBeLessThanOrEqual(30 * 60_000 + 1_000);
      expect(s2.sessionLimitMinutes).toBe(30);
      // A longer limit waits 24 hours.
      const longer = (await call(c.app, fresh, 'PUT', '/api/user/protection/session-limit', { minutes: 120 })).json();
      expect(longer.data.sessionLimit).toMatchObject({ minutes: 30, pending: { minutes: 120 } });
      // The session ends at its 30 minutes after the longer limit came into force: still the
      // player's own limit that ended it (the session noted it), not a lapsed login
      await c.db.pool.query(
        `UPDATE sessions SET created_at = now() - interval '31 minutes', absolute_expires_at = now() - interval '1 minute',
                idle_expires_at = now() - interval '1 minute' WHERE player_id = $1 AND ended_at IS NULL`,
        [p.id],
      );
      await c.db.pool.query(
        `UPDATE player_protection SET pending_session_at = now() - interval '1 second' WHERE player_id = $1`,
        [p.id],
      );
      expect(await c.app.services.protection.sessionLimitMinutes(p.id)).toBe(120);
      const ended = await call(c.app, fresh, 'GET', '/api/user/protection/session');
      expect(ended.statusCode).toBe(401);
      expect(ended.json().code).toBe('SESSION_LIMIT_REACHED');
      // a session left idle before its end lapsed: that is not the limit, and says so
      const third = await login(c.app, p.username, 'secret123');
      const lapsed: Player = { ...p, token: third.json().data.token };
      const started = (await call(c.app, lapsed, 'GET', '/api/user/protection/session')).json().data;
      expect(Date.parse(started.endsAt) - Date.parse(started.startedAt)).toBe(120 * 60_000);
      await c.db.pool.query(
        `UPDATE sessions SET idle_expires_at = now() - interval '1 minute' WHERE player_id = $1 AND ended_at IS NULL`,
        [p.id],
      );
      expect((await call(c.app, lapsed, 'GET', '/api/user/protection/session')).json().code).toBe('SESSION_EXPIRED');
      const audit = await auditOf(p.id);
      expect(audit.filter((a) => a.kind === 'session').map((a) => [a.action, a.old_amount, a.new_amount])).toEqual([
        ['limit_set', 0, 60],
        ['limit_decreased', 60, 30],
        ['limit_increase_scheduled', 30, 120],
      ]);
    });
  });
});
