import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../../../test/db';
import { collectPlans, planLogUrl } from '../../../../test/plan-log';
import { createDb, type Db } from '../../../db/client';
import { AdaptersRepository, type NewWire } from './adapters.repository';

const wire = (reference: string): NewWire => ({
  account: 'awc',
  kind: 'bet',
  reference,
  providerCode: 'sexy',
  playerId: 1,
  round: reference,
  gameCode: 'MX-LIVE-001',
  amountUnits: '1',
  amountVnd: -1000,
  remainder: '0',
  nativeUuid: `bet:${reference}`,
  refersTo: null,
});

/**
 * A first record of a reference (an AWC bet) is written only if the reference has no row yet, so
 * its insert looks the reference up. That lookup must stay a probe of the key's index as the table
 * grows: planned once while the table was small, it read the whole table into a hash for every
 * insert (4.7 ms a call at 30,000 rows on the bench, docs/benchmarks.md). PostgreSQL's own plan log
 * (auto_explain, test/plan-log.ts) shows the plan each insert ran.
 */
describe('AdaptersRepository: the first record of a reference', () => {
  let test: Db & { url: string };
  let db: Db;
  let repo: AdaptersRepository;
  let plans: string[] = [];

  beforeAll(async () => {
    test = await createTestDb({ max: 1 });
    await test.pool.query('ANALYZE provider_wire_transactions');
    db = createDb(planLogUrl(test.url), { max: 1 });
    plans = collectPlans(db.pool);
    repo = new AdaptersRepository(db);
  });
  afterAll(async () => {
    await db.close();
    await test.close();
  });

  it('should probe the index for the reference once the table has grown', async () => {
    // past the five custom plans after which PostgreSQL may keep one plan for a prepared statement
    for (let i = 0; i < 8; i++)
      expect(await repo.record(wire(`small-${i}`), { firstOfReference: true })).not.toBeNull();
    // the table grows faster than anything analyses it
    await test.pool.query(
      `INSERT INTO provider_wire_transactions (account, kind, reference, provider_code, player_id, round, game_code,
         amount_units, amount_vnd, native_uuid)
       SELECT 'awc', 'bet', 'grown-' || g, 'sexy', 1, 'grown-' || g, 'MX-LIVE-001', '1', -1000, 'bet:grown-' || g
         FROM generate_series(1, 30000) g`,
    );
    plans.length = 0;
    expect(await repo.record(wire('late'), { firstOfReference: true })).not.toBeNull();
    // a reference that has a row already (a cancel came first): nothing written
    expect(await repo.record({ ...wire('grown-7'), kind: 'cancelBet' }, { firstOfReference: true })).toBeNull();
    const inserts = plans.filter((p) => p.includes('INSERT INTO provider_wire_transactions'));
    expect(inserts).toHaveLength(2);
    for (const plan of inserts) {
      expect(plan).toContain('provider_wire_transactions_key_uq');
      expect(plan).not.toContain('Seq Scan on provider_wire_transactions');
    }
  });
});
