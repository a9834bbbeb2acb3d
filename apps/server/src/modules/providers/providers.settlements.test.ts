import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../payments/payments.test-support';
import { runLedgerCheck } from '../wallet/wallet.reconcile';
import { ProvidersService } from './providers.service';
import { buildGamesTestApp, cashOf, type GamesTestApp, house, newPlayer } from './providers.test-support';

/**
 * Settlements (decision 070): a win's record and its `bet.settled` event commit together,
 * durably, and reach wagering at least once; a win whose record was lost after the money moved
 * is rebuilt from the ledger.
 */
describe(`${ProvidersService.name} settlements`, () => {
  let t: GamesTestApp;
  beforeAll(async () => {
    t = await buildGamesTestApp();
    await t.app.services.promotions.seed();
  });
  afterAll(() => t.close());

  const withBonus = async (cash: number) => {
    const p = await newPlayer(t, cash);
    await t.app.services.promotions.onDepositCredited({
      depositId: p.id,
      playerId: p.id,
      method: 'bank',
      amount: 100_000,
      promotionId: 'khuyen-mai-50',
      firstDeposit: true,
      journalId: 1,
      creditedAt: new Date(),
    });
    const progress = async () => (await t.app.services.promotions.ofPlayer(p.id)).active?.wagerProgress ?? null;
    return { p, h: house(t, p), progress };
  };
  const settledEvents = async (uuid: string) =>
    (
      await t.db.pool.query<{ delivered: boolean }>(
        `SELECT delivered_at IS NOT NULL AS delivered FROM domain_events WHERE topic = 'bet.settled' AND event_key = $1`,
        [`house:${uuid}`],
      )
    ).rows;

  it('should record a settlement event with the win record and deliver it to wagering once', async () => {
    const { h, progress } = await withBonus(500_000);
    const bet = randomUUID();
    const win = randomUUID();
    expect((await h.bet(bet, 70_000)).status).toBe('RS_OK');
    expect((await h.win(win, bet, 30_000)).status).toBe('RS_OK');
    await waitFor(async () => (await progress()) === 70_000);
    expect((await h.win(win, bet, 30_000)).status).toBe('RS_OK');
    await t.app.services.providers.repo.drain();
    await t.app.services.domainEvents.deliver();
    expect(await settledEvents(win)).toEqual([{ delivered: true }]);
    expect(await progress()).toBe(70_000);
  });

  it('should rebuild a win whose record was lost after the money moved, and count its stake once', async () => {
    const { p, h, progress } = await withBonus(500_000);
    const bet = randomUUID();
    const win = randomUUID();
    expect((await h.bet(bet, 90_000)).status).toBe('RS_OK');
    await t.app.services.providers.repo.drain();
    // The record write fails after the ledger committed the win, as when the process stops.
    await t.db.pool.query(
      `ALTER TABLE provider_transactions ADD CONSTRAINT lost_win CHECK (kind <> 'win' OR transaction_uuid <> '${win}') NOT VALID`,
    );
    try {
      expect((await h.win(win, bet, 150_000, { round_closed: false })).status).toBe('RS_OK');
      await t.app.services.providers.repo.drain();
    } finally {
      await t.db.pool.query('ALTER TABLE provider_transactions DROP CONSTRAINT lost_win');
    }
    expect(await cashOf(t, p.id)).toBe(500_000 - 90_000 + 150_000);
    await t.app.services.domainEvents.deliver();
    expect(await settledEvents(win)).toEqual([]);
    expect(await progress()).toBe(0);
    // Recent wins are left to the instance still writing them.
    expect(await t.app.services.providers.recoverSettlements(new Date())).toBe(0);

    expect(await t.app.services.providers.recoverSettlements(new Date(), 0)).toBe(1);
    await waitFor(async () => (await progress()) === 90_000);
    expect(await t.app.services.providers.recoverSettlements(new Date(), 0)).toBe(0);
    // The provider retries the win: the first answer, nothing moves or counts again.
    expect(await h.win(win, bet, 150_000, { round_closed: false })).toMatchObject({
      status: 'RS_OK',
      balance: 500_000 - 90_000 + 150_000,
    });
    await t.app.services.domainEvents.deliver();
    expect(await progress()).toBe(90_000);
    expect(await settledEvents(win)).toEqual([{ delivered: true }]);
    // The history shows the round as the provider left it: won so far, still open.
    const history = await t.app.services.providers.betHistory(p.id, 1, 10);
    expect(history.rows[0]).toMatchObject({ betAmount: 90_000, winAmount: 150_000, result: 'processing' });
    expect((await runLedgerCheck(t.db.pool)).ok).toBe(true);
  });

  it('should count a win once when recovery rebuilds it while the live record is being written', async () => {
    const { h, progress } = await withBonus(500_000);
    const bet = randomUUID();
    const win = randomUUID();
    expect((await h.bet(bet, 40_000)).status).toBe('RS_OK');
    await t.app.services.providers.repo.drain();
    // Hold every round write, so the live record of the win and the rebuilt one wait together.
    const locker = await t.db.pool.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE provider_rounds IN EXCLUSIVE MODE');
      expect((await h.win(win, bet, 10_000)).status).toBe('RS_OK');
      const recovering = t.app.services.providers.recoverSettlements(new Date(), 0);
      await new Promise((r) => setTimeout(r, 300));
      await locker.query('COMMIT');
      await recovering;
    } finally {
      locker.release();
    }
    await t.app.services.providers.repo.drain();
    await t.app.services.domainEvents.deliver();
    expect(await settledEvents(win)).toEqual([{ delivered: true }]);
    expect(await progress()).toBe(40_000);
    const { rows } = await t.db.pool.query(`SELECT bet_amount, win_amount FROM provider_rounds WHERE round = $1`, [
      `round-${bet}`,
    ]);
    expect(rows).toEqual([{ bet_amount: 40_000, win_amount: 10_000 }]);
  });

  it('should rebuild the bet record lost together with its win, so the history shows the stake', async () => {
    const { p, h, progress } = await withBonus(500_000);
    const bet = randomUUID();
    const win = randomUUID();
    // Both records are lost after the money moved (both were still gathering).
    await t.db.pool.query(
      `ALTER TABLE provider_transactions ADD CONSTRAINT lost_pair CHECK (transaction_uuid NOT IN ('${bet}', '${win}')) NOT VALID`,
    );
    try {
      expect((await h.bet(bet, 25_000)).status).toBe('RS_OK');
      expect((await h.win(win, bet, 60_000)).status).toBe('RS_OK');
      await t.app.services.providers.repo.drain();
    } finally {
      await t.db.pool.query('ALTER TABLE provider_transactions DROP CONSTRAINT lost_pair');
    }
    expect((await t.app.services.providers.betHistory(p.id, 1, 10)).rows).toEqual([]);

    expect(await t.app.services.providers.recoverSettlements(new Date(), 0)).toBe(2);
    await waitFor(async () => (await progress()) === 25_000);
    const history = await t.app.services.providers.betHistory(p.id, 1, 10);
    expect(history.rows).toEqual([
      expect.objectContaining({ betAmount: 25_000, winAmount: 60_000, profit: 35_000, result: 'win' }),
    ]);
    // The provider retries both: first answers, nothing moves again.
    expect((await h.bet(bet, 25_000)).status).toBe('RS_OK');
    expect((await h.win(win, bet, 60_000)).status).toBe('RS_OK');
    expect(await cashOf(t, p.id)).toBe(500_000 - 25_000 + 60_000);
    expect((await runLedgerCheck(t.db.pool)).ok).toBe(true);
  });
});
