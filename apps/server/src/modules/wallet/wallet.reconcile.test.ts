import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../../test/db';
import type { Db } from '../../db/client';
import { formatLedgerReport, runLedgerCheck, startLedgerCheckJob } from './wallet.reconcile';
import { WalletService } from './wallet.service';
import { systemAccount } from './wallet.types';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const vietqr = systemAccount('payment_clearing', 'vietqr');

describe('ledger check', () => {
  let db: Db & { url: string };
  let wallet: WalletService;

  /** Runs SQL with triggers and constraint triggers off, the way only a broken migration or a person could. */
  async function tamper(sql: string, params: unknown[] = []) {
    const client = await db.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SET LOCAL session_replication_role = replica');
      await client.query(sql, params);
      await client.query('COMMIT');
    } finally {
      client.release();
    }
  }

  const failing = async () => (await runLedgerCheck(db.pool)).results.filter((r) => !r.ok).map((r) => r.name);

  beforeAll(async () => {
    db = await createTestDb({ max: 5 });
    wallet = new WalletService(db);
    await wallet.credit({
      scope: 'deposit',
      externalId: 'd1',
      kind: 'deposit',
      playerId: 1,
      amount: 100_000,
      from: vietqr,
    });
    await wallet.bet({ provider: 'house', transactionId: 'b1', playerId: 1, amount: 10_000 });
    await wallet.reserve({ scope: 'withdrawal', externalId: 'w1', playerId: 1, amount: 30_000 });
  });
  afterAll(async () => {
    await wallet.close();
    await db.close();
  });

  it('should pass every check on a healthy ledger and say what it checked', async () => {
    const report = await runLedgerCheck(db.pool);
    expect(report.ok).toBe(true);
    expect(report.results.map((r) => r.name)).toEqual([
      'journals_balanced',
      'balances_match_entries',
      'player_balances_nonnegative',
      'external_ids_applied_once',
      'entries_reference_ledger',
      'holds_match_reservations',
      'held_deposits_move_only_to_return',
      'releases_return_to_source',
    ]);
    expect(report.counts).toMatchObject({ journals: 3, entries: 6 });
    const lines = formatLedgerReport(report);
    expect(lines[0]).toMatch(/3 journals, 6 entries/);
    expect(lines.at(-1)).toMatch(/All checks passed/);
  });

  it('should exit 0 from npm run ledger:check on a healthy database', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/scripts/ledger-check.ts'], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: db.url, NODE_ENV: 'test' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.stdout).toMatch(/ok +journals_balanced/);
    expect(run.stdout).toMatch(/All checks passed/);
    expect(run.status).toBe(0);
  });

  it('should report a balance that differs from its entries', async () => {
    await tamper(`UPDATE balances SET posted = posted + 1 WHERE player_id = 1 AND shard = 0 AND held = 0
                   AND account_id = (SELECT id FROM accounts WHERE player_id = 1 AND purpose = 'cash')`);
    expect(await failing()).toEqual(['balances_match_entries']);
    await tamper(`UPDATE balances SET posted = posted - 1
                   WHERE account_id = (SELECT id FROM accounts WHERE player_id = 1 AND purpose = 'cash')`);
    expect(await failing()).toEqual([]);
  });

  it('should report held money that no open reservation explains', async () => {
    await tamper(`UPDATE balances SET held = held - 1
                   WHERE account_id = (SELECT id FROM accounts WHERE player_id = 1 AND purpose = 'pending_withdrawal')`);
    expect(await failing()).toEqual(['holds_match_reservations']);
    await tamper(`UPDATE balances SET held = held + 1
                   WHERE account_id = (SELECT id FROM accounts WHERE player_id = 1 AND purpose = 'pending_withdrawal')`);
  });

  it('should report held deposits moved other than by a return, and a release to another account', async () => {
    await wallet.holdDeposit({ scope: 'deposit', externalId: 'h1', playerId: 3, amount: 100_000, from: vietqr });
    const res = await wallet.reserve({
      scope: 'withdrawal',
      externalId: 'hr1',
      playerId: 3,
      amount: 40_000,
      from: 'deposit_held',
    });
    const rel = await wallet.release({ scope: 'withdrawal', externalId: 'hr1:failed', reservationId: res.journalId });
    expect(await failing()).toEqual([]);
    const held = `(SELECT id FROM accounts WHERE player_id = 3 AND purpose = 'deposit_held')`;
    const cashOf3 = `(SELECT wallet_player_account(3, 'cash'))`;

    // Held money played: a journal of another kind moves it from deposit_held to cash.
    await tamper(`INSERT INTO journal (scope, external_id, request_hash, kind, player_id, amount)
                  VALUES ('t', 'unhold', 'h', 'transfer', 3, 7)`);
    await tamper(`INSERT INTO entries (journal_id, line, account_id, shard, player_id, amount)
                  SELECT (SELECT id FROM journal WHERE external_id = 'unhold'), 1, ${held}, 0, 3, -7
                  UNION ALL SELECT (SELECT id FROM journal WHERE external_id = 'unhold'), 2, ${cashOf3}, 0, 3, 7`);
    await tamper(`UPDATE balances SET posted = posted - 7 WHERE account_id = ${held}`);
    await tamper(`INSERT INTO balances (account_id, shard, player_id, posted) VALUES (${cashOf3}, 0, 3, 7)`);
    expect(await failing()).toEqual(['held_deposits_move_only_to_return']);
    await tamper(`DELETE FROM entries WHERE journal_id = (SELECT id FROM journal WHERE external_id = 'unhold')`);
    await tamper(`DELETE FROM journal WHERE external_id = 'unhold'`);
    await tamper(`UPDATE balances SET posted = posted + 7 WHERE account_id = ${held}`);
    await tamper(`DELETE FROM balances WHERE account_id = ${cashOf3}`);
    expect(await failing()).toEqual([]);

    // A failed return released into cash instead of back into deposit_held.
    await tamper(`UPDATE entries SET account_id = ${cashOf3} WHERE journal_id = $1 AND account_id = ${held}`, [
      rel.journalId,
    ]);
    await tamper(`UPDATE balances SET posted = posted - 40000 WHERE account_id = ${held}`);
    await tamper(`INSERT INTO balances (account_id, shard, player_id, posted) VALUES (${cashOf3}, 0, 3, 40000)`);
    expect(await failing()).toEqual(['releases_return_to_source']);
    await tamper(`UPDATE entries SET account_id = ${held} WHERE journal_id = $1 AND account_id = ${cashOf3}`, [
      rel.journalId,
    ]);
    await tamper(`UPDATE balances SET posted = posted + 40000 WHERE account_id = ${held}`);
    await tamper(`DELETE FROM balances WHERE account_id = ${cashOf3}`);
    expect(await failing()).toEqual([]);
  });

  it('should report a journal whose entries do not sum to zero, and exit 1 from the script', async () => {
    await tamper(`INSERT INTO journal (scope, external_id, request_hash, kind, player_id, amount)
                  VALUES ('t', 'bad', 'h', 'deposit', 1, 5)`);
    await tamper(`INSERT INTO entries (journal_id, line, account_id, shard, player_id, amount)
                  SELECT (SELECT id FROM journal WHERE external_id = 'bad'), 1, a.id, 0, 1, 5 FROM accounts a
                   WHERE a.player_id = 1 AND a.purpose = 'cash'`);
    expect(await failing()).toEqual(['journals_balanced', 'balances_match_entries']);
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/scripts/ledger-check.ts'], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: db.url, NODE_ENV: 'test' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.stdout).toMatch(/BREACH journals_balanced/);
    expect(run.status).toBe(1);
    // Make the books whole again: the balance moves with the stray entry and a counter-entry.
    await tamper(`INSERT INTO entries (journal_id, line, account_id, shard, player_id, amount)
                  SELECT (SELECT id FROM journal WHERE external_id = 'bad'), 2, a.id, 0, NULL, -5 FROM accounts a
                   WHERE a.purpose = 'payment_clearing' AND a.system_code = 'vietqr'`);
    await tamper(
      `UPDATE balances SET posted = posted + 5 WHERE account_id = (SELECT id FROM accounts WHERE player_id = 1 AND purpose = 'cash')`,
    );
    await tamper(`UPDATE balances SET posted = posted - 5
                   WHERE account_id = (SELECT id FROM accounts WHERE purpose = 'payment_clearing' AND system_code = 'vietqr')`);
    expect(await failing()).toEqual([]);
  });

  it('should report an entry pointing at no account', async () => {
    await tamper(
      `INSERT INTO journal (scope, external_id, request_hash, kind, amount) VALUES ('t', 'orphan', 'h', 'x', 0)`,
    );
    await tamper(`INSERT INTO entries (journal_id, line, account_id, shard, amount)
                  SELECT id, 1, 999999, 0, 7 FROM journal WHERE external_id = 'orphan'
                  UNION ALL SELECT id, 2, 999998, 0, -7 FROM journal WHERE external_id = 'orphan'`);
    expect(await failing()).toContain('entries_reference_ledger');
  });

  it('should report negative player balances and keys applied twice, and log breaches from the job', async () => {
    await wallet.credit({
      scope: 'bonus',
      externalId: 'dup',
      kind: 'bonus_grant',
      playerId: 2,
      amount: 1,
      account: 'bonus',
      from: vietqr,
    });
    await db.pool.query('ALTER TABLE balances DROP CONSTRAINT balances_player_nonnegative');
    await db.pool.query('DROP INDEX journal_scope_external_uq');
    await tamper(
      `INSERT INTO journal (scope, external_id, request_hash, kind, amount) VALUES ('bonus', 'dup', 'h', 'x', 0)`,
    );
    await tamper(`INSERT INTO balances (account_id, shard, player_id, posted)
                  SELECT id, 0, 1, -3 FROM accounts WHERE player_id = 1 AND purpose = 'cash'
                  ON CONFLICT (account_id, shard) DO UPDATE SET posted = -3`);
    const names = await failing();
    expect(names).toContain('player_balances_nonnegative');
    expect(names).toContain('external_ids_applied_once');

    const errors: { check?: string }[] = [];
    const stop = startLedgerCheckJob(
      db.pool,
      { info() {}, error: (obj: { check?: string }) => void errors.push(obj) },
      50,
    );
    try {
      await expect.poll(() => errors.map((e) => e.check)).toContain('external_ids_applied_once');
    } finally {
      stop();
    }
  });
});
