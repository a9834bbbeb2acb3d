import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDb } from '../../../test/db';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import { runLedgerCheck } from './wallet.reconcile';
import { WalletService } from './wallet.service';
import { playerAccount, systemAccount } from './wallet.types';

/*
 * Concurrency and crashes on real PostgreSQL: many connections at once on one player, the same
 * key many times at once, transfers in a ring, and a backend killed in the middle of a call.
 */

const vietqr = systemAccount('payment_clearing', 'vietqr');

function settled<T>(results: PromiseSettledResult<T>[]) {
  const ok = results.filter((r): r is PromiseFulfilledResult<T> => r.status === 'fulfilled').map((r) => r.value);
  const errors = results
    .filter((r): r is PromiseRejectedResult => r.status === 'rejected')
    .map((r) => r.reason as unknown);
  return { ok, errors };
}

const codeOf = (e: unknown) => (e instanceof AppError ? e.code : String(e));

describe(`${WalletService.name} under concurrency`, () => {
  let db: Db & { url: string };
  let wallet: WalletService;

  beforeAll(async () => {
    db = await createTestDb({ max: 60 });
    wallet = new WalletService(db);
  });
  afterAll(async () => {
    await wallet.close();
    await db.close();
  });

  const fund = (playerId: number, amount: number) =>
    wallet.credit({
      scope: 'deposit',
      externalId: `fund-${playerId}`,
      kind: 'deposit',
      playerId,
      amount,
      from: vietqr,
    });

  it('should apply exactly floor(balance / amount) of 200 concurrent debits and never go below zero', async () => {
    const p = 501;
    await fund(p, 73_500);
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, k) =>
        wallet.debit({
          scope: 'fee',
          externalId: `d-${k}`,
          kind: 'fee',
          playerId: p,
          amount: 1_000,
          to: systemAccount('fees', 'main'),
        }),
      ),
    );
    const { ok, errors } = settled(results);
    expect(ok).toHaveLength(73);
    expect(errors.map(codeOf)).toEqual(Array(127).fill('INSUFFICIENT_FUNDS'));
    expect(await wallet.getPlayerBalance(p)).toMatchObject({ cash: 500, available: 500 });
    const { rows } = await db.pool.query(
      `SELECT count(*)::int AS n FROM journal WHERE scope = 'fee' AND player_id = $1`,
      [p],
    );
    expect(rows[0].n).toBe(73);
  });

  it('should apply exactly floor(balance / amount) of 200 concurrent bets on the hot path', async () => {
    const p = 502;
    await fund(p, 99_999);
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, k) =>
        wallet.bet({ provider: 'house', transactionId: `b-${p}-${k}`, playerId: p, amount: 2_500 }),
      ),
    );
    const { ok, errors } = settled(results);
    expect(ok).toHaveLength(39);
    expect(new Set(errors.map(codeOf))).toEqual(new Set(['INSUFFICIENT_FUNDS']));
    expect((await wallet.getPlayerBalance(p)).cash).toBe(99_999 - 39 * 2_500);
    // Every successful answer reported a balance that was really reached, each one once.
    expect(new Set(ok.map((r) => r.balanceAfter)).size).toBe(39);
    expect(Math.min(...ok.map((r) => r.balanceAfter ?? -1))).toBe(99_999 - 39 * 2_500);
  });

  it('should apply one external id sent 50 times at once exactly once', async () => {
    const p = 503;
    const credits = await Promise.all(
      Array.from({ length: 50 }, () =>
        wallet.credit({
          scope: 'deposit',
          externalId: 'dup-credit',
          kind: 'deposit',
          playerId: p,
          amount: 10_000,
          from: vietqr,
        }),
      ),
    );
    expect(new Set(credits.map((r) => r.journalId)).size).toBe(1);
    expect(credits.filter((r) => !r.replayed)).toHaveLength(1);
    const bets = await Promise.all(
      Array.from({ length: 50 }, () =>
        wallet.bet({ provider: 'house', transactionId: 'dup-bet', playerId: p, amount: 3_000 }),
      ),
    );
    expect(new Set(bets.map((r) => r.journalId)).size).toBe(1);
    expect(bets.filter((r) => !r.replayed)).toHaveLength(1);
    const rollbacks = await Promise.all(
      Array.from({ length: 50 }, () =>
        wallet.rollback({ provider: 'house', transactionId: 'dup-rb', referenceTransactionId: 'dup-bet', playerId: p }),
      ),
    );
    expect(new Set(rollbacks.map((r) => r.journalId)).size).toBe(1);
    expect(rollbacks.filter((r) => !r.replayed)).toHaveLength(1);
    expect((await wallet.getPlayerBalance(p)).cash).toBe(10_000);
    const { rows } = await db.pool.query(`SELECT count(*)::int AS n FROM journal WHERE player_id = $1`, [p]);
    expect(rows[0].n).toBe(3);
  });

  it('should let one of 50 different rollbacks of the same bet win, and refuse the rest', async () => {
    const p = 504;
    await fund(p, 10_000);
    await wallet.bet({ provider: 'house', transactionId: 'many-rb-bet', playerId: p, amount: 4_000 });
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, k) =>
        wallet.rollback({
          provider: 'house',
          transactionId: `many-rb-${k}`,
          referenceTransactionId: 'many-rb-bet',
          playerId: p,
        }),
      ),
    );
    const { ok, errors } = settled(results);
    expect(ok).toHaveLength(1);
    expect(new Set(errors.map(codeOf))).toEqual(new Set(['ALREADY_REVERSED']));
    expect((await wallet.getPlayerBalance(p)).cash).toBe(10_000);
  });

  it('should race a bet with its rollback and end either applied-and-undone or voided, never half', async () => {
    for (let k = 0; k < 20; k++) {
      const p = 600 + k;
      await fund(p, 5_000);
      const [bet, rb] = await Promise.allSettled([
        wallet.bet({ provider: 'house', transactionId: `race-b-${k}`, playerId: p, amount: 5_000 }),
        wallet.rollback({
          provider: 'house',
          transactionId: `race-rb-${k}`,
          referenceTransactionId: `race-b-${k}`,
          playerId: p,
        }),
      ]);
      expect(rb.status).toBe('fulfilled');
      if (bet.status === 'rejected') expect(codeOf(bet.reason)).toBe('TRANSACTION_ROLLED_BACK');
      expect((await wallet.getPlayerBalance(p)).cash).toBe(5_000);
    }
  });

  it('should move a stake only while its required session is live, in a group, alone and on the full path', async () => {
    // Sessions belong to real players; the ledger's own tests otherwise use bare ids.
    const live = async (id: number, token: string, ended: boolean) => {
      await db.pool.query(
        `INSERT INTO players (id, rid, username, phone, carrier, password_hash, age_confirmed_at)
         OVERRIDING SYSTEM VALUE VALUES ($1, $2, $2, $3, 'viettel', 'x', now()) ON CONFLICT DO NOTHING`,
        [id, `ls${id}`, `09${String(id).padStart(8, '0')}`],
      );
      await db.pool.query(
        `INSERT INTO sessions (player_id, token_hash, play_token_hash, idle_expires_at, absolute_expires_at, ended_at)
         VALUES ($1, $2, $3, now() + interval '1 hour', now() + interval '1 day', CASE WHEN $4 THEN now() END)`,
        [id, `t-${token}`, token, ended],
      );
    };
    await live(1801, 'pt-1801', false);
    await live(1802, 'pt-1802', true);
    await live(1803, 'pt-1803', false);
    for (const p of [1801, 1802, 1803]) await fund(p, 10_000);
    const bet = (playerId: number, id: string, requireSession: string) =>
      wallet.bet({ provider: 'live-set', transactionId: id, playerId, amount: 1_000, requireSession });

    // First use takes the full path (accounts not known yet): the ended session refuses there too.
    await expect(bet(1802, 'ls-0', 'pt-1802')).rejects.toMatchObject({ code: 'SESSION_NOT_LIVE' });
    await bet(1801, 'ls-1', 'pt-1801');
    await bet(1803, 'ls-2', 'pt-1803');
    // Grouped (same turn of the event loop): only the ended session's stake is refused, and a
    // token of another player's session counts as no session.
    const results = await Promise.allSettled([
      bet(1801, 'ls-3', 'pt-1801'),
      bet(1802, 'ls-4', 'pt-1802'),
      bet(1803, 'ls-5', 'pt-1801'),
    ]);
    expect(results.map((r) => (r.status === 'fulfilled' ? 'ok' : codeOf(r.reason)))).toEqual([
      'ok',
      'SESSION_NOT_LIVE',
      'SESSION_NOT_LIVE',
    ]);
    expect((await wallet.getPlayerBalance(1801)).cash).toBe(8_000);
    expect((await wallet.getPlayerBalance(1802)).cash).toBe(10_000);
    expect((await wallet.getPlayerBalance(1803)).cash).toBe(9_000);
    const { rows } = await db.pool.query(
      `SELECT external_id FROM journal WHERE scope = 'game:live-set' ORDER BY external_id`,
    );
    expect(rows.map((r) => r.external_id)).toEqual(['ls-1', 'ls-2', 'ls-3']);

    // Once the session ends, a new stake is refused but the replay of an applied one still gets
    // its first answer; a win needs no session.
    await db.pool.query(`UPDATE sessions SET ended_at = now() WHERE play_token_hash = 'pt-1801'`);
    await expect(bet(1801, 'ls-6', 'pt-1801')).rejects.toMatchObject({ code: 'SESSION_NOT_LIVE' });
    expect(await bet(1801, 'ls-3', 'pt-1801')).toMatchObject({ replayed: true });
    await wallet.win({ provider: 'live-set', transactionId: 'ls-7', playerId: 1801, amount: 500 });
    expect((await wallet.getPlayerBalance(1801)).cash).toBe(8_500);
    expect((await runLedgerCheck(db.pool)).ok).toBe(true);
  });

  it('should apply a group in one call, declining only the operation its player cannot pay, and abort a group with a used key', async () => {
    const players = [1701, 1702, 1703];
    await fund(1701, 5_000);
    await fund(1702, 500);
    await fund(1703, 5_000);
    for (const p of players) {
      await wallet.win({ provider: 'grp-set', transactionId: `set-warm-${p}`, playerId: p, amount: 1 });
    }
    const { rows } = await db.pool.query<{ player_id: number; id: number }>(
      `SELECT player_id, id FROM accounts WHERE purpose = 'cash' AND player_id = ANY($1) ORDER BY id`,
      [players],
    );
    const sys = (
      await db.pool.query<{ id: number }>(
        `SELECT id FROM accounts WHERE purpose = 'game_provider' AND system_code = 'grp-set'`,
      )
    ).rows[0]!.id;
    const op = (playerId: number, kind: 'bet' | 'win', externalId: string, amount: number) => ({
      scope: 'game:grp-set',
      externalId,
      hash: `h-${externalId}`,
      kind,
      playerId,
      provider: 'grp-set',
      amount,
      meta: { round: externalId },
      cashAccount: rows.find((r) => r.player_id === playerId)!.id,
      sysAccount: sys,
      shard: playerId % 32,
      requireSession: null,
    });
    const before = await wallet.getSystemBalance(systemAccount('game_provider', 'grp-set'));
    // 1702 has 501 VND: its bet of 1,000 is declined (null) and writes nothing; the others apply.
    const group = [op(1701, 'bet', 'set-1', 2_000), op(1702, 'bet', 'set-2', 1_000), op(1703, 'win', 'set-3', 700)];
    const out = await wallet.repo.gameFast(group);
    expect(out[1]).toBeNull();
    expect(out[0]).toMatchObject({ o_replayed: false, o_cash: 3_001, o_balance_after: 3_001 });
    expect(out[2]).toMatchObject({ o_replayed: false, o_cash: 5_701 });
    expect(new Set(out.filter(Boolean).map((r) => r!.o_journal_id)).size).toBe(2);
    expect((await wallet.getPlayerBalance(1702)).cash).toBe(501);
    expect(await wallet.getSystemBalance(systemAccount('game_provider', 'grp-set'))).toBe(before + 2_000 - 700);
    const { rows: journals } = await db.pool.query(
      `SELECT j.external_id, j.kind, j.amount, sum(e.amount)::int AS net, count(e.*)::int AS lines
         FROM journal j JOIN entries e ON e.journal_id = j.id
        WHERE j.scope = 'game:grp-set' AND j.external_id LIKE 'set-_' GROUP BY j.id ORDER BY j.external_id`,
    );
    expect(journals).toEqual([
      { external_id: 'set-1', kind: 'bet', amount: 2_000, net: 0, lines: 2 },
      { external_id: 'set-3', kind: 'win', amount: 700, net: 0, lines: 2 },
    ]);
    // A key already used aborts the whole group: nothing of it is applied.
    const again = await wallet.repo.gameFast([op(1701, 'bet', 'set-4', 1_000), op(1703, 'bet', 'set-3', 700)]);
    expect(again).toEqual([null, null]);
    expect((await wallet.getPlayerBalance(1701)).cash).toBe(3_001);
    expect((await wallet.getPlayerBalance(1703)).cash).toBe(5_701);
    expect(await wallet.findJournal('game:grp-set', 'set-4')).toBeNull();
    const report = await runLedgerCheck(db.pool);
    expect(report.results.filter((r) => !r.ok)).toEqual([]);
  });

  it('should group concurrent bets and wins of many players and apply each exactly as alone', async () => {
    const grouped = new WalletService(db, { gameBatchesInFlight: 2 });
    const spy = vi.spyOn(grouped.repo, 'gameFast');
    const players = Array.from({ length: 40 }, (_, k) => 900 + k);
    for (const p of players) {
      await fund(p, 10_000);
      // First use goes through wallet_game and teaches the service the accounts.
      await grouped.win({ provider: `grp-${p % 3}`, transactionId: `grp-warm-${p}`, playerId: p, amount: 1 });
    }
    type Call = { p: number; kind: 'bet' | 'win'; id: string; amount: number };
    const calls: Call[] = [];
    for (const p of players) {
      for (let k = 0; k < 8; k++) calls.push({ p, kind: 'bet', id: `grp-b-${p}-${k}`, amount: 1_500 });
      for (let k = 0; k < 2; k++) calls.push({ p, kind: 'win', id: `grp-w-${p}-${k}`, amount: 1_000 });
    }
    // Every fifth call is sent twice at once: it must apply once.
    const sent = calls.flatMap((c, i) => (i % 5 === 0 ? [c, c] : [c]));
    const results = await Promise.allSettled(
      sent.map((c) =>
        grouped[c.kind]({ provider: `grp-${c.p % 3}`, transactionId: c.id, playerId: c.p, amount: c.amount }),
      ),
    );
    expect(spy.mock.calls.some(([ops]) => ops.length > 1)).toBe(true);
    const applied = new Map<string, number>();
    results.forEach((r, i) => {
      if (r.status === 'rejected') expect(codeOf(r.reason)).toBe('INSUFFICIENT_FUNDS');
      else applied.set(sent[i]!.id, r.value.journalId);
    });
    // Both copies of a duplicated call agree on one journal.
    results.forEach((r, i) => {
      if (r.status === 'fulfilled') expect(r.value.journalId).toBe(applied.get(sent[i]!.id));
    });
    let providerNet = 0;
    for (const p of players) {
      const mine = calls.filter((c) => c.p === p && applied.has(c.id));
      const expected = 10_001 + mine.reduce((sum, c) => sum + (c.kind === 'win' ? c.amount : -c.amount), 0);
      expect((await grouped.getPlayerBalance(p)).cash).toBe(expected);
      expect(expected).toBeGreaterThanOrEqual(0);
      providerNet += expected - 10_000;
    }
    const { rows } = await db.pool.query(
      `SELECT count(*)::int AS n FROM journal WHERE scope LIKE 'game:grp-%' AND external_id LIKE 'grp-%' AND external_id NOT LIKE 'grp-warm-%'`,
    );
    expect(rows[0].n).toBe(applied.size);
    let providers = 0;
    for (const k of [0, 1, 2]) providers += await grouped.getSystemBalance(systemAccount('game_provider', `grp-${k}`));
    expect(providers).toBe(-providerNet);
    expect((await runLedgerCheck(db.pool)).ok).toBe(true);
    await grouped.close();
  });

  it('should complete transfers in a ring, in both directions at once, without any request failing', async () => {
    // Rows are locked in one global order, so not even a retried deadlock should happen.
    const retried: unknown[] = [];
    const log = { info() {}, error() {}, warn: (obj: { err?: unknown }) => void retried.push(obj.err) };
    const wallet = new WalletService(db, { log });
    const ring = [701, 702, 703, 704, 705, 706];
    for (const p of ring) await fund(p, 1_000_000);
    const calls: Promise<unknown>[] = [];
    for (let round = 0; round < 30; round++) {
      ring.forEach((p, i) => {
        const next = ring[(i + 1) % ring.length]!;
        const amount = 1_000 + round * 10 + i;
        calls.push(
          wallet.transfer({
            scope: 'ring',
            externalId: `cw-${round}-${i}`,
            kind: 'p2p_transfer',
            from: playerAccount(p),
            to: playerAccount(next),
            amount,
          }),
          wallet.transfer({
            scope: 'ring',
            externalId: `ccw-${round}-${i}`,
            kind: 'p2p_transfer',
            from: playerAccount(next),
            to: playerAccount(p),
            amount: amount + 1,
          }),
          wallet.bet({ provider: 'house', transactionId: `ring-b-${round}-${i}`, playerId: p, amount: 100 }),
        );
      });
    }
    const { errors } = settled(await Promise.allSettled(calls));
    expect(errors).toEqual([]);
    // Each player sent `amount` clockwise and got `amount + 1` back, 30 rounds, and bet 100 each round.
    let total = 0;
    for (const [i, p] of ring.entries()) {
      const prev = (i + ring.length - 1) % ring.length;
      let expected = 1_000_000;
      for (let round = 0; round < 30; round++) {
        expected += -(1_000 + round * 10 + i) + (1_000 + round * 10 + i + 1); // to next and back
        expected += 1_000 + round * 10 + prev - (1_000 + round * 10 + prev + 1); // from prev and back
        expected -= 100;
      }
      const cash = (await wallet.getPlayerBalance(p)).cash;
      expect(cash).toBe(expected);
      total += cash;
    }
    expect(total).toBe(ring.length * (1_000_000 - 30 * 100));
    expect(retried.filter((e) => (e as { code?: string })?.code === '40P01')).toEqual([]);
    expect((await runLedgerCheck(db.pool)).ok).toBe(true);
    await wallet.close();
  });

  describe('a backend killed mid-call', () => {
    /** Holds a row lock on one balance row so a wallet call blocks half-way through its transaction. */
    async function lockRow(where: string, params: unknown[]) {
      const locker = new pg.Client({ connectionString: db.url });
      await locker.connect();
      await locker.query('BEGIN');
      const { rowCount } = await locker.query(`SELECT 1 FROM balances WHERE ${where} FOR UPDATE`, params);
      expect(rowCount).toBe(1);
      return {
        release: async () => {
          await locker.query('ROLLBACK');
          await locker.end();
        },
      };
    }

    /** The backend blocked on our lock, once it is waiting: its function has already written part of its work. */
    async function blockedBackend(): Promise<number> {
      let pid: number | undefined;
      await expect
        .poll(
          async () => {
            const { rows } = await db.pool.query(
              `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'
                 AND pid <> pg_backend_pid()`,
            );
            pid = rows[0]?.pid;
            return rows.length;
          },
          { timeout: 5_000, interval: 20 },
        )
        .toBe(1);
      return pid!;
    }

    const keyRows = async (scope: string, externalId: string) => {
      const { rows } = await db.pool.query(
        `SELECT (SELECT count(*)::int FROM journal WHERE scope = $1 AND external_id = $2) AS journals,
                (SELECT count(*)::int FROM entries e JOIN journal j ON j.id = e.journal_id
                  WHERE j.scope = $1 AND j.external_id = $2) AS entries`,
        [scope, externalId],
      );
      return rows[0] as { journals: number; entries: number };
    };

    const providerShardLock = async (provider: string, playerId: number) =>
      lockRow(
        `account_id = (SELECT id FROM accounts WHERE purpose = 'game_provider' AND system_code = $1) AND shard = $2 % 32`,
        [provider, playerId],
      );

    it('should leave no partial journal or entries, and a retry by the caller applies once', async () => {
      const once = new WalletService(db, { maxAttempts: 1 });
      const p = 801;
      await fund(p, 10_000);
      await wallet.bet({ provider: 'crash', transactionId: 'warm-up', playerId: p, amount: 1 });
      const lock = await providerShardLock('crash', p);
      const call = once.bet({ provider: 'crash', transactionId: 'killed', playerId: p, amount: 2_000 }).then(
        () => null,
        (e: unknown) => e,
      );
      const pid = await blockedBackend();
      await db.pool.query('SELECT pg_terminate_backend($1)', [pid]);
      const err = await call;
      expect(err).toBeInstanceOf(Error);
      expect(String((err as Error).message)).toMatch(/terminat/i);
      await lock.release();

      expect(await keyRows('game:crash', 'killed')).toEqual({ journals: 0, entries: 0 });
      expect((await wallet.getPlayerBalance(p)).cash).toBe(9_999);
      const retry = await once.bet({ provider: 'crash', transactionId: 'killed', playerId: p, amount: 2_000 });
      expect(retry.replayed).toBe(false);
      expect(
        (await once.bet({ provider: 'crash', transactionId: 'killed', playerId: p, amount: 2_000 })).replayed,
      ).toBe(true);
      expect(await keyRows('game:crash', 'killed')).toEqual({ journals: 1, entries: 2 });
      expect((await wallet.getPlayerBalance(p)).cash).toBe(7_999);
      await once.close();
    });

    it('should retry by itself after the kill and apply once, for the hot path and the generic path', async () => {
      const p = 802;
      await fund(p, 10_000);
      await wallet.bet({ provider: 'crash', transactionId: 'warm-up-2', playerId: p, amount: 1 });

      const lock = await providerShardLock('crash', p);
      const call = wallet.bet({ provider: 'crash', transactionId: 'killed-2', playerId: p, amount: 3_000 });
      await db.pool.query('SELECT pg_terminate_backend($1)', [await blockedBackend()]);
      // The service reconnects and runs the call again; it blocks on the same lock, uncommitted.
      await blockedBackend();
      expect(await keyRows('game:crash', 'killed-2')).toEqual({ journals: 0, entries: 0 });
      await lock.release();
      expect(await call).toMatchObject({ replayed: false, balance: 6_999 });
      expect(await keyRows('game:crash', 'killed-2')).toEqual({ journals: 1, entries: 2 });

      const clearingLock = await lockRow(
        `account_id = (SELECT id FROM accounts WHERE purpose = 'payment_clearing' AND system_code = 'vietqr')`,
        [],
      );
      const credit = wallet.credit({
        scope: 'deposit',
        externalId: 'killed-3',
        kind: 'deposit',
        playerId: p,
        amount: 500,
        from: vietqr,
      });
      await db.pool.query('SELECT pg_terminate_backend($1)', [await blockedBackend()]);
      await blockedBackend();
      expect(await keyRows('deposit', 'killed-3')).toEqual({ journals: 0, entries: 0 });
      await clearingLock.release();
      expect((await credit).balance?.cash).toBe(7_499);
      expect(await keyRows('deposit', 'killed-3')).toEqual({ journals: 1, entries: 2 });
      expect((await runLedgerCheck(db.pool)).ok).toBe(true);
    });
  });
});
