import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffTokenFor } from '../admin/admin.test-support';
import {
  buildGamesTestApp,
  type GamesTestApp,
  house,
  newPlayer,
  providerCall,
} from '../providers/providers.test-support';
import { OpsService } from './ops.service';

describe(OpsService.name, () => {
  let t: GamesTestApp;
  let superadmin: string;
  beforeAll(async () => {
    t = await buildGamesTestApp();
    superadmin = await staffTokenFor(t.app, 'superadmin');
  });
  afterAll(() => t.close());

  const health = async () => {
    const res = await t.app.inject({ url: '/admin-api/ops/health', headers: { 'x-staff-token': superadmin } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it('should keep every ledger reconciliation run, with its outcome, for the history', async () => {
    const run = await t.app.inject({
      method: 'POST',
      url: '/admin-api/ops/ledger-check',
      headers: { 'x-staff-token': superadmin },
    });
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json().data.ok).toBe(true);
    const h = await health();
    expect(h.ledgerChecks[0]).toMatchObject({ ok: true, breaches: [] });
    expect(h.ledgerChecks[0].counts.journals).toBeGreaterThanOrEqual(0);
    // a breach (a balance that no longer equals its entries) is kept with its name and count
    const { rows } = await t.db.pool.query<{ account_id: string; shard: number }>(
      'SELECT account_id, shard FROM balances LIMIT 1',
    );
    await t.db.pool.query('UPDATE balances SET posted = posted + 1 WHERE account_id = $1 AND shard = $2', [
      rows[0]!.account_id,
      rows[0]!.shard,
    ]);
    try {
      const bad = await t.app.services.ops.runLedgerCheck();
      expect(bad.ok).toBe(false);
      const latest = (await health()).ledgerChecks[0];
      expect(latest.ok).toBe(false);
      expect(latest.breaches).toContainEqual(expect.objectContaining({ name: 'balances_match_entries', breaches: 1 }));
    } finally {
      await t.db.pool.query('UPDATE balances SET posted = posted - 1 WHERE account_id = $1 AND shard = $2', [
        rows[0]!.account_id,
        rows[0]!.shard,
      ]);
    }
    expect((await t.app.services.ops.runLedgerCheck()).ok).toBe(true);
  });

  it('should count provider callbacks and the ones answered with an error, per provider', async () => {
    const p = await newPlayer(t, 100_000);
    expect((await house(t, p).bet(randomUUID(), 10_000)).status).toBe('RS_OK');
    const wrong = await providerCall(
      t.app,
      'user/balance',
      { token: p.tokenPlay, user: p.user },
      {
        secret: t.houseSecret,
        signature: 'not-a-signature',
      },
    );
    expect(wrong.status).toMatch(/^RS_ERROR_/);
    await t.app.services.ops.flushCallbacks();
    const row = (await health()).providers.find((r: { provider: string }) => r.provider === 'house');
    expect(row).toMatchObject({ callbacks24h: 2, errors24h: 1 });
  });

  it('should show scheduled jobs, and the outbox and payment backlogs', async () => {
    await t.app.services.ops.jobs.runIfDue('test.job', 60_000, async () => {
      throw new Error('boom');
    });
    const h = await health();
    expect(h.jobs.find((j: { name: string }) => j.name === 'test.job')).toMatchObject({
      lastOk: false,
      lastError: 'boom',
      runs: 1,
    });
    expect(h.payments).toMatchObject({ openExceptions: expect.any(Number), pendingWithdrawals: expect.any(Number) });
    expect(Array.isArray(h.domainEvents)).toBe(true);
    const finance = await staffTokenFor(t.app, 'finance');
    const refused = await t.app.inject({ url: '/admin-api/ops/health', headers: { 'x-staff-token': finance } });
    expect(refused.statusCode).toBe(403);
  });
});
