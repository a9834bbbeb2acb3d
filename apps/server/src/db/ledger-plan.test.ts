import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../test/db';
import { collectPlans, planLogUrl } from '../../test/plan-log';
import { WalletService } from '../modules/wallet/wallet.service';
import { systemAccount } from '../modules/wallet/wallet.types';
import { createDb } from './client';

/**
 * A wallet on a fresh test database of a few rows (analysed as `analyse` says: what the planner
 * knows of a new ledger), over one connection whose every plan is logged (test/plan-log.ts), with
 * the session `settings` given.
 */
async function loggedWallet(analyse: string, settings: string[] = []) {
  const test = await createTestDb({ max: 1 });
  await test.pool.query(analyse);
  const db = createDb(planLogUrl(test.url, settings), { max: 1 });
  const plans = collectPlans(db.pool);
  const wallet = new WalletService(db);
  const close = async () => {
    await wallet.close();
    await db.close();
    await test.close();
  };
  return { wallet, plans, close };
}

/**
 * The balance check every journal passes at commit (entries_balanced) reads that journal's lines
 * by the primary key, however small `entries` is when a connection first plans it (decision 183).
 * On a fresh ledger the planner preferred a sequential scan, and the connection kept that plan as
 * the table grew: every entry then read the whole table. PostgreSQL's own plan log (auto_explain,
 * nested statements, test/plan-log.ts) shows which plan the check ran.
 */
describe('the ledger balance check', () => {
  let t: Awaited<ReturnType<typeof loggedWallet>>;
  beforeAll(async () => {
    t = await loggedWallet('ANALYZE entries');
  });
  afterAll(() => t.close());

  it('should read a journal by its primary key on a ledger of a few rows', async () => {
    const from = systemAccount('payment_clearing', 'vietqr');
    // past the five custom plans after which PL/pgSQL may keep a generic one for the connection
    for (let i = 0; i < 8; i++) {
      await t.wallet.credit({
        scope: 'deposit',
        externalId: `plan-${i}`,
        kind: 'deposit',
        playerId: 7001,
        amount: 10_000,
        from,
      });
    }
    const checks = t.plans.filter((p) => p.includes('FROM entries WHERE journal_id = NEW.journal_id'));
    expect(checks.length).toBeGreaterThanOrEqual(16);
    for (const plan of checks) {
      expect(plan).toContain('Index Scan using entries_journal_id_line_pk on entries');
      expect(plan).not.toContain('Seq Scan');
    }
  });
});

/**
 * Every statement the ledger's functions run, as a connection keeps it: PL/pgSQL may plan a
 * statement once for all later calls (a generic plan), and a plan made while the tables were small
 * scans them whole until the next ANALYZE (0.5-2 ms a statement at 24,000 entries). The session
 * here uses generic plans from the first call, on a ledger of a few analysed rows: what a busy
 * connection of a new brand's database keeps. None may read journal, entries, accounts, balances,
 * sessions or the limit counters in full (decision 186).
 */
describe("the ledger functions' kept plans", () => {
  let t: Awaited<ReturnType<typeof loggedWallet>>;
  beforeAll(async () => {
    t = await loggedWallet('ANALYZE', ['plan_cache_mode=force_generic_plan']);
  });
  afterAll(() => t.close());

  it('should look every row up by its key in deposits, stakes, wins, rollbacks, reversals and withdrawals', async () => {
    const clearing = systemAccount('payment_clearing', 'vietqr');
    for (let i = 0; i < 2; i++) {
      const playerId = 7101 + i;
      const deposit = (externalId: string, amount: number) =>
        t.wallet.credit({ scope: 'deposit', externalId, kind: 'deposit', playerId, amount, from: clearing });
      const house = (id: string, round: string) => ({
        provider: 'house',
        transactionId: id,
        playerId,
        meta: { round, game: 'taixiu', h: id },
      });
      await deposit(`kept-${i}`, 100_000);
      await t.wallet.bet({ ...house(`b-${i}`, `r${i}`), amount: 1_000 });
      await t.wallet.win({ ...house(`w-${i}`, `r${i}`), amount: 1_500 });
      await t.wallet.bet({ ...house(`c-${i}`, `q${i}`), amount: 1_000 });
      await t.wallet.rollback({ ...house(`x-${i}`, `q${i}`), referenceTransactionId: `c-${i}` });
      const reserved = await t.wallet.reserve({ scope: 'withdrawal', externalId: `wd-${i}`, playerId, amount: 10_000 });
      const paid = { scope: 'withdrawal', externalId: `wd-${i}-paid`, reservationId: reserved.journalId };
      await t.wallet.settle({ ...paid, clearing: 'vietqr' });
      const mistaken = await deposit(`kept-${i}-mistaken`, 5_000);
      await t.wallet.reverse({ scope: 'deposit', externalId: `kept-${i}-reversed`, journalId: mistaken.journalId });
    }
    const functions = t.plans.filter((p) => /wallet_|NEW\.|p_player_id|p_scope/.test(p));
    expect(functions.length).toBeGreaterThan(40);
    const full = t.plans.filter((p) =>
      /Seq Scan on (journal|entries|accounts|balances|sessions|play_limit_usage)\b/.test(p),
    );
    expect(full.map((p) => p.slice(0, 400))).toEqual([]);
  });
});
