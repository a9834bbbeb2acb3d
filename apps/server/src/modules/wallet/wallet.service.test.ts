import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../../test/db';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import { runLedgerCheck } from './wallet.reconcile';
import { WalletService } from './wallet.service';
import { systemAccount } from './wallet.types';

const vietqr = systemAccount('payment_clearing', 'vietqr');
const promo = systemAccount('promotions_expense', 'main');

async function expectWalletError(p: Promise<unknown>, code: string, statusCode?: number) {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err, `expected ${code}`).toBeInstanceOf(AppError);
  expect((err as AppError).code).toBe(code);
  if (statusCode) expect((err as AppError).statusCode).toBe(statusCode);
  return err as AppError;
}

describe(WalletService.name, () => {
  let db: Db & { url: string };
  let wallet: WalletService;
  let nextPlayer = 1000;
  const newPlayer = () => ++nextPlayer;
  const journalCount = async () =>
    Number((await db.pool.query('SELECT count(*) FROM journal')).rows[0].count as string | number);

  const deposit = (playerId: number, amount: number, externalId = `dep-${playerId}-${amount}-${Math.random()}`) =>
    wallet.credit({ scope: 'deposit', externalId, kind: 'deposit', playerId, amount, from: vietqr });

  beforeAll(async () => {
    db = await createTestDb({ max: 10 });
    wallet = new WalletService(db);
  });
  afterAll(async () => {
    await wallet.close();
    await db.close();
  });

  describe('balances and idempotency', () => {
    it('should return zeros for a player the ledger has never seen', async () => {
      expect(await wallet.getPlayerBalance(987654)).toEqual({
        cash: 0,
        bonus: 0,
        held: 0,
        available: 0,
        depositHeld: 0,
      });
    });

    it('should credit once and return the first result for a replay of the same request', async () => {
      const p = newPlayer();
      const first = await wallet.credit({
        scope: 'deposit',
        externalId: 'tx-1',
        kind: 'deposit',
        playerId: p,
        amount: 50_000,
        from: vietqr,
        meta: { gateway: 'sandbox' },
      });
      expect(first).toMatchObject({ replayed: false, balanceAfter: 50_000 });
      expect(first.balance).toEqual({ cash: 50_000, bonus: 0, held: 0, available: 50_000 });
      const again = await wallet.credit({
        scope: 'deposit',
        externalId: 'tx-1',
        kind: 'deposit',
        playerId: p,
        amount: 50_000,
        from: vietqr,
      });
      expect(again).toMatchObject({ journalId: first.journalId, replayed: true, balanceAfter: 50_000 });
      expect(again.createdAt.getTime()).toBe(first.createdAt.getTime());
      expect((await wallet.getPlayerBalance(p)).cash).toBe(50_000);
    });

    it('should refuse the same key with a different request with IDEMPOTENCY_CONFLICT and change nothing', async () => {
      const p = newPlayer();
      await wallet.credit({
        scope: 'deposit',
        externalId: 'tx-2',
        kind: 'deposit',
        playerId: p,
        amount: 10_000,
        from: vietqr,
      });
      const err = await expectWalletError(
        wallet.credit({
          scope: 'deposit',
          externalId: 'tx-2',
          kind: 'deposit',
          playerId: p,
          amount: 20_000,
          from: vietqr,
        }),
        'IDEMPOTENCY_CONFLICT',
        409,
      );
      expect(err.message).toMatch(/Mã giao dịch/);
      await expectWalletError(
        wallet.credit({
          scope: 'deposit',
          externalId: 'tx-2',
          kind: 'deposit',
          playerId: p + 1,
          amount: 10_000,
          from: vietqr,
        }),
        'IDEMPOTENCY_CONFLICT',
      );
      expect((await wallet.getPlayerBalance(p)).cash).toBe(10_000);
      expect((await wallet.getPlayerBalance(p + 1)).cash).toBe(0);
    });

    it('should keep keys of different scopes apart', async () => {
      const p = newPlayer();
      await wallet.credit({
        scope: 'deposit',
        externalId: 'same',
        kind: 'deposit',
        playerId: p,
        amount: 1_000,
        from: vietqr,
      });
      await wallet.credit({
        scope: 'giftcode',
        externalId: 'same',
        kind: 'giftcode',
        playerId: p,
        amount: 2_000,
        from: promo,
      });
      expect((await wallet.getPlayerBalance(p)).cash).toBe(3_000);
    });

    it('should refuse amounts that are not positive safe integers and write nothing', async () => {
      const p = newPlayer();
      const before = await journalCount();
      for (const amount of [0, -1, 1.5, 2 ** 53, Number.NaN, Number.POSITIVE_INFINITY, '100' as unknown as number]) {
        await expectWalletError(
          wallet.credit({
            scope: 'deposit',
            externalId: `bad-${amount}`,
            kind: 'deposit',
            playerId: p,
            amount,
            from: vietqr,
          }),
          'INVALID_AMOUNT',
          400,
        );
        await expectWalletError(
          wallet.bet({ provider: 'house', transactionId: `bad-${amount}`, playerId: p, amount }),
          'INVALID_AMOUNT',
        );
      }
      expect(await journalCount()).toBe(before);
    });

    it('should refuse malformed keys, kinds and accounts with VALIDATION_ERROR', async () => {
      const p = newPlayer();
      const base = { scope: 'deposit', externalId: 'ok', kind: 'deposit', playerId: p, amount: 1, from: vietqr };
      await expectWalletError(wallet.credit({ ...base, scope: 'Bad Scope' }), 'VALIDATION_ERROR', 400);
      await expectWalletError(wallet.credit({ ...base, externalId: '' }), 'VALIDATION_ERROR');
      await expectWalletError(wallet.credit({ ...base, externalId: 'x'.repeat(201) }), 'VALIDATION_ERROR');
      await expectWalletError(wallet.credit({ ...base, kind: 'bet' }), 'VALIDATION_ERROR');
      await expectWalletError(wallet.credit({ ...base, playerId: 0 }), 'VALIDATION_ERROR');
      await expectWalletError(
        wallet.credit({ ...base, from: { type: 'system', purpose: 'nope' as 'fees', code: 'x' } }),
        'VALIDATION_ERROR',
      );
      expect((await wallet.getPlayerBalance(p)).cash).toBe(0);
    });
  });

  describe('debits and transfers', () => {
    it('should refuse a debit larger than the balance with INSUFFICIENT_FUNDS in Vietnamese and record nothing', async () => {
      const p = newPlayer();
      await deposit(p, 30_000);
      const before = await journalCount();
      const err = await expectWalletError(
        wallet.debit({
          scope: 'fee',
          externalId: 'f1',
          kind: 'fee',
          playerId: p,
          amount: 30_001,
          to: systemAccount('fees', 'main'),
        }),
        'INSUFFICIENT_FUNDS',
        400,
      );
      expect(err.message).toBe('Số dư không đủ');
      expect(await journalCount()).toBe(before);
      const ok = await wallet.debit({
        scope: 'fee',
        externalId: 'f1',
        kind: 'fee',
        playerId: p,
        amount: 30_000,
        to: systemAccount('fees', 'main'),
      });
      expect(ok.balance).toMatchObject({ cash: 0, available: 0 });
      expect(await wallet.getSystemBalance(systemAccount('fees', 'main'))).toBe(30_000);
    });

    it('should refuse a debit from a player with no account yet', async () => {
      await expectWalletError(
        wallet.debit({
          scope: 'fee',
          externalId: 'f2',
          kind: 'fee',
          playerId: newPlayer(),
          amount: 1,
          to: systemAccount('fees', 'main'),
        }),
        'INSUFFICIENT_FUNDS',
      );
    });

    it('should transfer between players and between a player’s bonus and cash', async () => {
      const a = newPlayer();
      const b = newPlayer();
      await deposit(a, 100_000);
      await wallet.transfer({
        scope: 'p2p',
        externalId: 't1',
        kind: 'p2p_transfer',
        from: { type: 'player', playerId: a, purpose: 'cash' },
        to: { type: 'player', playerId: b, purpose: 'cash' },
        amount: 40_000,
      });
      await wallet.credit({
        scope: 'promo',
        externalId: 'b1',
        kind: 'bonus_grant',
        playerId: b,
        amount: 5_000,
        account: 'bonus',
        from: promo,
      });
      await wallet.transfer({
        scope: 'promo',
        externalId: 'conv1',
        kind: 'bonus_conversion',
        from: { type: 'player', playerId: b, purpose: 'bonus' },
        to: { type: 'player', playerId: b, purpose: 'cash' },
        amount: 2_000,
      });
      expect(await wallet.getPlayerBalance(a)).toMatchObject({ cash: 60_000, bonus: 0, held: 0, available: 60_000 });
      expect(await wallet.getPlayerBalance(b)).toMatchObject({
        cash: 42_000,
        bonus: 3_000,
        held: 0,
        available: 42_000,
      });
      await expectWalletError(
        wallet.transfer({
          scope: 'p2p',
          externalId: 't2',
          kind: 'p2p_transfer',
          from: { type: 'player', playerId: b, purpose: 'bonus' },
          to: { type: 'player', playerId: a, purpose: 'cash' },
          amount: 3_001,
        }),
        'INSUFFICIENT_FUNDS',
      );
    });
  });

  describe('reservations', () => {
    it('should hold reserved money out of the available balance and pay it out on settle, once', async () => {
      const p = newPlayer();
      await deposit(p, 200_000);
      const res = await wallet.reserve({ scope: 'withdrawal', externalId: 'w1', playerId: p, amount: 150_000 });
      expect(res.balance).toEqual({ cash: 50_000, bonus: 0, held: 150_000, available: 50_000 });
      await expectWalletError(
        wallet.reserve({ scope: 'withdrawal', externalId: 'w2', playerId: p, amount: 50_001 }),
        'INSUFFICIENT_FUNDS',
      );
      const clearingBefore = await wallet.getSystemBalance(vietqr);
      const settled = await wallet.settle({
        scope: 'withdrawal',
        externalId: 'w1:paid',
        reservationId: res.journalId,
        clearing: 'vietqr',
      });
      expect(settled.balance).toEqual({ cash: 50_000, bonus: 0, held: 0, available: 50_000 });
      expect(await wallet.getSystemBalance(vietqr)).toBe(clearingBefore + 150_000);
      const replay = await wallet.settle({
        scope: 'withdrawal',
        externalId: 'w1:paid',
        reservationId: res.journalId,
        clearing: 'vietqr',
      });
      expect(replay).toMatchObject({ journalId: settled.journalId, replayed: true });
      await expectWalletError(
        wallet.release({ scope: 'withdrawal', externalId: 'w1:rejected', reservationId: res.journalId }),
        'RESERVATION_COMPLETED',
        409,
      );
      await expectWalletError(
        wallet.reverse({ scope: 'admin', externalId: 'rev-settle', journalId: settled.journalId }),
        'NOT_REVERSIBLE',
      );
      await expectWalletError(
        wallet.reverse({ scope: 'admin', externalId: 'rev-res', journalId: res.journalId }),
        'NOT_REVERSIBLE',
      );
    });

    it('should return released money to cash', async () => {
      const p = newPlayer();
      await deposit(p, 80_000);
      const res = await wallet.reserve({ scope: 'withdrawal', externalId: 'w3', playerId: p, amount: 80_000 });
      expect(res.balance).toMatchObject({ available: 0, held: 80_000 });
      const released = await wallet.release({
        scope: 'withdrawal',
        externalId: 'w3:rejected',
        reservationId: res.journalId,
      });
      expect(released.balance).toEqual({ cash: 80_000, bonus: 0, held: 0, available: 80_000 });
      await expectWalletError(
        wallet.settle({ scope: 'withdrawal', externalId: 'w3:paid', reservationId: res.journalId, clearing: 'vietqr' }),
        'RESERVATION_COMPLETED',
      );
      await expectWalletError(
        wallet.release({ scope: 'withdrawal', externalId: 'w-none', reservationId: 99_999_999 }),
        'TRANSACTION_NOT_FOUND',
        404,
      );
      const deposit2 = await deposit(p, 1_000);
      await expectWalletError(
        wallet.release({ scope: 'withdrawal', externalId: 'w-notres', reservationId: deposit2.journalId }),
        'NOT_REVERSIBLE',
      );
    });
  });

  describe('held deposits', () => {
    const hold = (playerId: number, amount: number, externalId = `hold-${playerId}-${amount}`) =>
      wallet.holdDeposit({ scope: 'deposit', externalId, playerId, amount, from: vietqr });

    it('should keep held money out of cash and available, once per key, and show it apart', async () => {
      const p = newPlayer();
      await deposit(p, 50_000);
      const first = await hold(p, 300_000);
      expect(first).toMatchObject({ replayed: false, balanceAfter: 300_000 });
      expect(first.balance).toEqual({ cash: 50_000, bonus: 0, held: 0, available: 50_000 });
      expect(await hold(p, 300_000)).toMatchObject({ replayed: true, journalId: first.journalId });
      await expectWalletError(hold(p, 1, `hold-${p}-300000`), 'IDEMPOTENCY_CONFLICT', 409);
      expect(await wallet.getPlayerBalance(p)).toEqual({
        cash: 50_000,
        bonus: 0,
        held: 0,
        available: 50_000,
        depositHeld: 300_000,
      });
      const history = await wallet.listPlayerJournal(p, { kinds: ['deposit_hold'] });
      expect(history.items[0]).toMatchObject({
        kind: 'deposit_hold',
        net: 300_000,
        postings: [{ account: 'deposit_held', amount: 300_000 }],
      });
    });

    it('should never let a bet, a debit, a transfer or a withdrawal reach held money', async () => {
      const p = newPlayer();
      await hold(p, 200_000);
      await expectWalletError(
        wallet.bet({ provider: 'house', transactionId: `hb-${p}`, playerId: p, amount: 1 }),
        'INSUFFICIENT_FUNDS',
      );
      await expectWalletError(
        wallet.debit({ scope: 'fee', externalId: `hd-${p}`, kind: 'fee', playerId: p, amount: 1, to: promo }),
        'INSUFFICIENT_FUNDS',
      );
      await expectWalletError(
        wallet.reserve({ scope: 'withdrawal', externalId: `hw-${p}`, playerId: p, amount: 1 }),
        'INSUFFICIENT_FUNDS',
      );
      // Generic operations cannot name the account, nor write a hold themselves.
      await expectWalletError(
        wallet.transfer({
          scope: 't',
          externalId: `ht-${p}`,
          kind: 'unhold',
          amount: 1,
          from: { type: 'player', playerId: p, purpose: 'deposit_held' as 'cash' },
          to: { type: 'player', playerId: p, purpose: 'cash' },
        }),
        'VALIDATION_ERROR',
      );
      await expectWalletError(
        wallet.credit({
          scope: 't',
          externalId: `hk-${p}`,
          kind: 'deposit_hold',
          playerId: p,
          amount: 1,
          from: vietqr,
        }),
        'VALIDATION_ERROR',
      );
      expect(await wallet.getPlayerBalance(p)).toMatchObject({ cash: 0, available: 0, depositHeld: 200_000 });
      expect((await runLedgerCheck(db.pool)).ok).toBe(true);
    });

    it('should return held money through a reservation: a release puts it back in held, a settle pays it out', async () => {
      const p = newPlayer();
      await deposit(p, 10_000);
      await hold(p, 120_000);
      const res = await wallet.reserve({
        scope: 'withdrawal',
        externalId: `hr-${p}`,
        playerId: p,
        amount: 120_000,
        from: 'deposit_held',
      });
      expect(await wallet.getPlayerBalance(p)).toEqual({
        cash: 10_000,
        bonus: 0,
        held: 120_000,
        available: 10_000,
        depositHeld: 0,
      });
      // A reservation from cash with the same key is another request.
      await expectWalletError(
        wallet.reserve({ scope: 'withdrawal', externalId: `hr-${p}`, playerId: p, amount: 120_000 }),
        'IDEMPOTENCY_CONFLICT',
      );
      await wallet.release({ scope: 'withdrawal', externalId: `hr-${p}:failed`, reservationId: res.journalId });
      expect(await wallet.getPlayerBalance(p)).toMatchObject({
        cash: 10_000,
        held: 0,
        available: 10_000,
        depositHeld: 120_000,
      });

      const again = await wallet.reserve({
        scope: 'withdrawal',
        externalId: `hr2-${p}`,
        playerId: p,
        amount: 120_000,
        from: 'deposit_held',
      });
      const clearingBefore = await wallet.getSystemBalance(vietqr);
      await wallet.settle({
        scope: 'withdrawal',
        externalId: `hr2-${p}:paid`,
        reservationId: again.journalId,
        clearing: 'vietqr',
      });
      expect(await wallet.getSystemBalance(vietqr)).toBe(clearingBefore + 120_000);
      expect(await wallet.getPlayerBalance(p)).toEqual({
        cash: 10_000,
        bonus: 0,
        held: 0,
        available: 10_000,
        depositHeld: 0,
      });
      await expectWalletError(
        wallet.reserve({ scope: 'withdrawal', externalId: `hr3-${p}`, playerId: p, amount: 1, from: 'deposit_held' }),
        'INSUFFICIENT_FUNDS',
      );
      expect((await runLedgerCheck(db.pool)).ok).toBe(true);
    });

    it("should run a hold and a return reservation inside the caller's transaction", async () => {
      const p = newPlayer();
      const client = await db.pool.connect();
      try {
        await client.query('BEGIN');
        await wallet.holdDeposit(
          { scope: 'deposit', externalId: `htx-${p}`, playerId: p, amount: 5_000, from: vietqr },
          client,
        );
        await wallet.reserve(
          { scope: 'withdrawal', externalId: `htxr-${p}`, playerId: p, amount: 5_000, from: 'deposit_held' },
          client,
        );
        await client.query('ROLLBACK');
      } finally {
        client.release();
      }
      expect(await wallet.getPlayerBalance(p)).toMatchObject({ depositHeld: 0, held: 0 });
      expect(await wallet.findJournal('deposit', `htx-${p}`)).toBeNull();
    });
  });

  describe('reversals', () => {
    it('should reverse a journal at most once and refuse reversing a reversal', async () => {
      const p = newPlayer();
      const credit = await deposit(p, 25_000);
      const rev = await wallet.reverse({
        scope: 'admin',
        externalId: 'r1',
        journalId: credit.journalId,
        meta: { reason: 'test' },
      });
      expect(rev.balance?.cash).toBe(0);
      expect(await wallet.reverse({ scope: 'admin', externalId: 'r1', journalId: credit.journalId })).toMatchObject({
        journalId: rev.journalId,
        replayed: true,
      });
      await expectWalletError(
        wallet.reverse({ scope: 'admin', externalId: 'r2', journalId: credit.journalId }),
        'ALREADY_REVERSED',
        409,
      );
      await expectWalletError(
        wallet.reverse({ scope: 'admin', externalId: 'r3', journalId: rev.journalId }),
        'NOT_REVERSIBLE',
      );
      await expectWalletError(
        wallet.reverse({ scope: 'admin', externalId: 'r4', journalId: 88_888_888 }),
        'TRANSACTION_NOT_FOUND',
      );
    });

    it('should refuse reversing a credit whose money was spent', async () => {
      const p = newPlayer();
      const credit = await deposit(p, 10_000);
      await wallet.bet({ provider: 'house', transactionId: `spend-${p}`, playerId: p, amount: 9_000 });
      await expectWalletError(
        wallet.reverse({ scope: 'admin', externalId: `r-${p}`, journalId: credit.journalId }),
        'INSUFFICIENT_FUNDS',
      );
      expect((await wallet.getPlayerBalance(p)).cash).toBe(1_000);
    });
  });

  describe('game transactions', () => {
    it('should take bets, pay wins and roll a bet back, each once', async () => {
      const p = newPlayer();
      await deposit(p, 100_000);
      const bet = await wallet.bet({
        provider: 'house',
        transactionId: 'g-b1',
        playerId: p,
        amount: 30_000,
        meta: { round: 'r1' },
      });
      expect(bet).toMatchObject({ replayed: false, balance: 70_000, balanceAfter: 70_000 });
      expect(await wallet.bet({ provider: 'house', transactionId: 'g-b1', playerId: p, amount: 30_000 })).toMatchObject(
        {
          journalId: bet.journalId,
          replayed: true,
          balance: 70_000,
        },
      );
      await expectWalletError(
        wallet.bet({ provider: 'house', transactionId: 'g-b1', playerId: p, amount: 31_000 }),
        'IDEMPOTENCY_CONFLICT',
      );
      const win = await wallet.win({ provider: 'house', transactionId: 'g-w1', playerId: p, amount: 45_000 });
      expect(win.balance).toBe(115_000);
      const rb = await wallet.rollback({
        provider: 'house',
        transactionId: 'g-rb1',
        referenceTransactionId: 'g-b1',
        playerId: p,
      });
      expect(rb).toMatchObject({ replayed: false, balance: 145_000 });
      expect(
        await wallet.rollback({
          provider: 'house',
          transactionId: 'g-rb1',
          referenceTransactionId: 'g-b1',
          playerId: p,
        }),
      ).toMatchObject({
        journalId: rb.journalId,
        replayed: true,
      });
      await expectWalletError(
        wallet.rollback({ provider: 'house', transactionId: 'g-rb2', referenceTransactionId: 'g-b1', playerId: p }),
        'ALREADY_REVERSED',
      );
      await expectWalletError(
        wallet.bet({ provider: 'house', transactionId: 'g-b2', playerId: p, amount: 145_001 }),
        'INSUFFICIENT_FUNDS',
      );
      expect((await wallet.getPlayerBalance(p)).cash).toBe(145_000);
    });

    it('should leave a tombstone when the rollback arrives before its bet, so the bet never applies', async () => {
      const p = newPlayer();
      await deposit(p, 10_000);
      const rb = await wallet.rollback({
        provider: 'house',
        transactionId: 'g-rb9',
        referenceTransactionId: 'g-b9',
        playerId: p,
      });
      expect(rb).toMatchObject({ replayed: false, balance: 10_000 });
      const err = await expectWalletError(
        wallet.bet({ provider: 'house', transactionId: 'g-b9', playerId: p, amount: 1_000 }),
        'TRANSACTION_ROLLED_BACK',
        409,
      );
      expect(err.message).toBe('Giao dịch đã bị huỷ');
      await expectWalletError(
        wallet.rollback({ provider: 'house', transactionId: 'g-rb10', referenceTransactionId: 'g-b9', playerId: p }),
        'ALREADY_REVERSED',
      );
      expect((await wallet.getPlayerBalance(p)).cash).toBe(10_000);
    });

    it('should refuse rolling back another player’s transaction', async () => {
      const p = newPlayer();
      await deposit(p, 10_000);
      await wallet.bet({ provider: 'house', transactionId: 'g-b11', playerId: p, amount: 1_000 });
      await expectWalletError(
        wallet.rollback({
          provider: 'house',
          transactionId: 'g-rb11',
          referenceTransactionId: 'g-b11',
          playerId: p + 1,
        }),
        'NOT_REVERSIBLE',
      );
    });

    it('should spread the provider account over shards whose sum is its balance', async () => {
      const provider = systemAccount('game_provider', 'shardtest');
      let expected = 0;
      for (let k = 0; k < 40; k++) {
        const p = newPlayer();
        await deposit(p, 5_000);
        await wallet.bet({ provider: 'shardtest', transactionId: `s-${p}`, playerId: p, amount: 1_000 + k });
        expected += 1_000 + k;
      }
      expect(await wallet.getSystemBalance(provider)).toBe(expected);
      const { rows } = await db.pool.query(
        `SELECT count(*)::int AS n FROM balances b JOIN accounts a ON a.id = b.account_id
          WHERE a.purpose = 'game_provider' AND a.system_code = 'shardtest' AND b.posted <> 0`,
      );
      expect(rows[0].n).toBeGreaterThan(1);
    });
  });

  describe('history', () => {
    it('should list the player’s events newest first with kinds, paging and net changes', async () => {
      const p = newPlayer();
      await deposit(p, 50_000, 'h-dep');
      await wallet.bet({ provider: 'house', transactionId: `h-b-${p}`, playerId: p, amount: 10_000 });
      await wallet.win({ provider: 'house', transactionId: `h-w-${p}`, playerId: p, amount: 4_000 });
      await wallet.reserve({ scope: 'withdrawal', externalId: `h-r-${p}`, playerId: p, amount: 20_000 });
      const all = await wallet.listPlayerJournal(p);
      expect(all.total).toBe(4);
      expect(all.items.map((i) => i.kind)).toEqual(['withdrawal_reserve', 'win', 'bet', 'deposit']);
      expect(all.items[0]!.net).toBe(0);
      expect(all.items[0]!.postings).toEqual([
        { account: 'cash', amount: -20_000, balanceAfter: 24_000 },
        { account: 'pending_withdrawal', amount: 20_000, balanceAfter: 20_000 },
      ]);
      expect(all.items[2]).toMatchObject({ kind: 'bet', amount: 10_000, net: -10_000 });
      const games = await wallet.listPlayerJournal(p, { kinds: ['bet', 'win'], limit: 1, offset: 1 });
      expect(games.total).toBe(2);
      expect(games.items.map((i) => i.kind)).toEqual(['bet']);
      const future = await wallet.listPlayerJournal(p, { since: new Date(Date.now() + 60_000) });
      expect(future).toEqual({ items: [], total: 0 });
      expect((await wallet.listPlayerJournal(p, { offset: 10 })).total).toBe(4);
    });
  });

  describe('database guards', () => {
    it('should refuse UPDATE and DELETE of journal and entries', async () => {
      const p = newPlayer();
      const c = await deposit(p, 1_000);
      await expect(
        db.pool.query('UPDATE entries SET amount = amount * 2 WHERE journal_id = $1', [c.journalId]),
      ).rejects.toThrow(/append-only/);
      await expect(db.pool.query('DELETE FROM entries WHERE journal_id = $1', [c.journalId])).rejects.toThrow(
        /append-only/,
      );
      await expect(db.pool.query('UPDATE journal SET amount = 1 WHERE id = $1', [c.journalId])).rejects.toThrow(
        /append-only/,
      );
      await expect(db.pool.query('DELETE FROM journal WHERE id = $1', [c.journalId])).rejects.toThrow(/append-only/);
      await expect(db.pool.query('TRUNCATE entries')).rejects.toThrow(/append-only/);
    });

    it('should refuse to commit a journal whose entries do not sum to zero', async () => {
      const p = newPlayer();
      const c = await deposit(p, 1_000);
      const client = await db.pool.connect();
      try {
        await client.query('BEGIN');
        const { rows } = await client.query(
          `INSERT INTO journal (scope, external_id, request_hash, kind, amount) VALUES ('t', 'unbalanced', 'h', 'x', 1) RETURNING id`,
        );
        const acc = (
          await client.query('SELECT account_id FROM entries WHERE journal_id = $1 AND line = 1', [c.journalId])
        ).rows[0];
        await client.query(
          `INSERT INTO entries (journal_id, line, account_id, player_id, amount) VALUES ($1, 1, $2, $3, 5)`,
          [rows[0].id, acc.account_id, p],
        );
        await expect(client.query('COMMIT')).rejects.toThrow(/unbalanced/);
      } finally {
        client.release();
      }
      expect(
        (await db.pool.query(`SELECT count(*)::int AS n FROM journal WHERE external_id = 'unbalanced'`)).rows[0].n,
      ).toBe(0);
    });

    it('should refuse a player balance below zero even when written directly', async () => {
      const p = newPlayer();
      await deposit(p, 1_000);
      await expect(db.pool.query('UPDATE balances SET posted = -1 WHERE player_id = $1', [p])).rejects.toThrow(
        /balances_player_nonnegative/,
      );
    });

    it('should pass the ledger check after all of the above', async () => {
      const report = await runLedgerCheck(db.pool);
      expect(report.results.filter((r) => !r.ok)).toEqual([]);
      expect(report.counts.journals).toBeGreaterThan(20);
    });
  });

  describe('balance announcements', () => {
    it('should NOTIFY balance_changed with the player id for ledger changes and game rounds', async () => {
      const listener = new pg.Client({ connectionString: db.url });
      await listener.connect();
      const heard: string[] = [];
      listener.on('notification', (m) => heard.push(m.payload ?? ''));
      await listener.query('LISTEN balance_changed');
      try {
        const p = newPlayer();
        await deposit(p, 5_000);
        await wallet.bet({ provider: 'house', transactionId: `n-${p}`, playerId: p, amount: 1_000 });
        await expect.poll(() => heard.flatMap((h) => h.split(',')).filter((id) => id === String(p)).length).toBe(2);
      } finally {
        await listener.end();
      }
    });

    it('should push the new balance to hub subscribers of that player only', async () => {
      const p = newPlayer();
      const other = newPlayer();
      const seen: number[] = [];
      const otherSeen: number[] = [];
      const unsubscribe = await wallet.hub.subscribe(p, { onBalance: (b) => seen.push(b.cash), onEnd() {} });
      const unsubscribeOther = await wallet.hub.subscribe(other, {
        onBalance: (b) => otherSeen.push(b.cash),
        onEnd() {},
      });
      await deposit(p, 7_000);
      await expect.poll(() => seen.at(-1)).toBe(7_000);
      await wallet.bet({ provider: 'house', transactionId: `hub-${p}`, playerId: p, amount: 2_000 });
      await expect.poll(() => seen.at(-1)).toBe(5_000);
      unsubscribe();
      await deposit(p, 1_000);
      await new Promise((r) => setTimeout(r, 100));
      expect(seen.at(-1)).toBe(5_000);
      expect(otherSeen).toEqual([]);
      unsubscribeOther();
    });
  });
});
