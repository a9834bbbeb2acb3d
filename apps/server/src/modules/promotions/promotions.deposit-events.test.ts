import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { envFor } from '../../config/env';
import { refresh } from '../auth/auth.test-support';
import {
  buildCashier,
  type Cashier,
  call,
  cash,
  newPlayer,
  type Player,
  waitFor,
} from '../payments/payments.test-support';
import { runLedgerCheck } from '../wallet/wallet.reconcile';

/**
 * The first-deposit bonus is granted from the deposit's domain event (decision 070): recorded
 * in the deposit's own commit, so a process that stops between that commit and the grant only
 * delays the bonus until the next instance starts.
 */
describe('first-deposit bonus across a crash', () => {
  let c: Cashier;
  let restarted: FastifyInstance | null = null;
  beforeAll(async () => {
    c = await buildCashier();
    await c.app.services.promotions.seed();
  });
  afterAll(async () => {
    await restarted?.close();
    await c.close();
  });

  /** A first deposit with the 100 % bonus through the real Codepay flow, until the deposit is credited. */
  const depositWith100 = async (p: Player, amount: number) => {
    const v = await call(c.app, p, 'POST', '/api/payment/deposit/codepay', {
      amount,
      promotionId: 'khuyen-mai-100',
      replaceCurrent: true,
    });
    expect(v.statusCode, v.body).toBe(200);
    await call(c.app, null, 'POST', '/sandbox/bank/transfers', {
      content: `chuyen tien ${v.json().data.transferCode}`,
      amount,
    });
    const depositId = v.json().data.deposit.id as number;
    // The cash lands in the ledger's own commit; the deposit's state and its event in the next one.
    await waitFor(
      async () => (await call(c.app, p, 'GET', `/api/payment/deposit/${depositId}`)).json().data.status === 'credited',
    );
    return depositId;
  };

  it('should grant the bonus chosen at deposit exactly once when the process stopped right after the credit committed', async () => {
    const p = await newPlayer(c.app);
    // As if the process stopped right after the commit: nothing is delivered from here on.
    c.app.services.domainEvents.kick = () => {};
    const depositId = await depositWith100(p, 200_000);
    expect(await cash(c.app, p.id)).toBe(200_000);
    expect((await c.app.services.wallet.getPlayerBalance(p.id)).bonus).toBe(0);
    expect(await c.app.services.domainEvents.pending('deposit.credited')).toEqual([
      { key: `deposit:${depositId}`, attempts: 0, lastError: null },
    ]);
    // The player is already marked as having deposited, in the same commit as the money.
    expect((await refresh(c.app, p.token)).json().data.user.isFirstDeposit).toBe(true);

    // The next instance delivers what the stopped one left behind when it starts.
    restarted = await buildApp({ env: envFor({}), db: c.db, logger: false });
    await restarted.ready();
    const active = await waitFor(
      async () => (await call(restarted!, p, 'GET', '/api/user/promotion')).json().data.active,
    );
    expect(active).toMatchObject({ bonusAmount: 200_000 });
    await restarted.services.domainEvents.deliver();
    await c.app.services.domainEvents.deliver();
    const balance = await restarted.services.wallet.getPlayerBalance(p.id);
    expect(balance).toMatchObject({ cash: 200_000, bonus: 200_000 });
    expect(await restarted.services.domainEvents.pending('deposit.credited')).toEqual([]);
    expect((await runLedgerCheck(c.db.pool)).ok).toBe(true);
  });

  it('should hold the deposit and count stakes from the deposit commit on, before the bonus money is delivered', async () => {
    const p = await newPlayer(c.app);
    const events = c.app.services.domainEvents;
    const kick = events.kick;
    // Deliveries wait (a backlog, a retry): the bonus money is not there yet.
    events.kick = () => {};
    try {
      await depositWith100(p, 100_000);
      expect((await c.app.services.wallet.getPlayerBalance(p.id)).bonus).toBe(0);
      // The bonus is running from the deposit's commit: its hold applies and stakes count.
      const active = (await call(c.app, p, 'GET', '/api/user/promotion')).json().data.active;
      expect(active).toMatchObject({ bonusAmount: 100_000, wagerProgress: 0 });
      await c.app.services.promotions.onBetSettled({
        playerId: p.id,
        provider: 'house',
        gameCode: 'taixiu',
        round: 'r-early',
        transactionId: `early-${p.id}`,
        stake: 30_000,
        win: 0,
        settledAt: new Date(),
      });
      expect((await call(c.app, p, 'GET', '/api/user/promotion')).json().data.active.wagerProgress).toBe(30_000);
    } finally {
      events.kick = kick;
    }
    await events.deliver();
    expect(await c.app.services.wallet.getPlayerBalance(p.id)).toMatchObject({ cash: 100_000, bonus: 100_000 });
    expect((await call(c.app, p, 'GET', '/api/user/promotion')).json().data.active.wagerProgress).toBe(30_000);
    expect((await runLedgerCheck(c.db.pool)).ok).toBe(true);
  });
});
