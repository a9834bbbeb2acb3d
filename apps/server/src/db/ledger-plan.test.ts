import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../test/db';
import { collectPlans, planLogUrl } from '../../test/plan-log';
import { WalletService } from '../modules/wallet/wallet.service';
import { systemAccount } from '../modules/wallet/wallet.types';
import { createDb, type Db } from './client';

/**
 * The balance check every journal passes at commit (entries_balanced) reads that journal's lines
 * by the primary key, however small `entries` is when a connection first plans it (decision 183).
 * On a fresh ledger the planner preferred a sequential scan, and the connection kept that plan as
 * the table grew: every entry then read the whole table. PostgreSQL's own plan log (auto_explain,
 * nested statements, test/plan-log.ts) shows which plan the check ran.
 */
describe('the ledger balance check', () => {
  let test: Db & { url: string };
  let db: Db;
  let wallet: WalletService;
  let plans: string[] = [];

  beforeAll(async () => {
    test = await createTestDb({ max: 1 });
    // what the planner knows of a new ledger: a table of a few rows
    await test.pool.query('ANALYZE entries');
    db = createDb(planLogUrl(test.url), { max: 1 });
    plans = collectPlans(db.pool);
    wallet = new WalletService(db);
  });
  afterAll(async () => {
    await wallet.close();
    await db.close();
    await test.close();
  });

  it('should read a journal by its primary key on a ledger of a few rows', async () => {
    const from = systemAccount('payment_clearing', 'vietqr');
    // past the five custom plans after which PL/pgSQL may keep a generic one for the connection
    for (let i = 0; i < 8; i++) {
      await wallet.credit({
        scope: 'deposit',
        externalId: `plan-${i}`,
        kind: 'deposit',
        playerId: 7001,
        amount: 10_000,
        from,
      });
    }
    const checks = plans.filter((p) => p.includes('FROM entries WHERE journal_id = NEW.journal_id'));
    expect(checks.length).toBeGreaterThanOrEqual(16);
    for (const plan of checks) {
      expect(plan).toContain('Index Scan using entries_journal_id_line_pk on entries');
      expect(plan).not.toContain('Seq Scan');
    }
  });
});
