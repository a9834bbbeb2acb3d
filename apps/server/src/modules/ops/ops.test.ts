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

  describe('alerts', () => {
    const alerts = async (token = superadmin) => {
      const res = await t.app.inject({ url: '/admin-api/ops/alerts', headers: { 'x-staff-token': token } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as {
        open: { id: number; kind: string; subject: string; occurrences: number; details: Record<string, unknown> }[];
        acknowledged: { id: number; acknowledgedBy: string; ackNote: string }[];
      };
    };
    /** Commits what the ledger's own triggers refuse, as only a broken migration or a person could. */
    const tamper = async (sql: string, params: unknown[] = []) => {
      const client = await t.db.pool.connect();
      try {
        await client.query('BEGIN');
        await client.query('SET LOCAL session_replication_role = replica');
        await client.query(sql, params);
        await client.query('COMMIT');
      } finally {
        client.release();
      }
    };

    it('should raise one alert per failing check, emit it as a domain event, and keep it open until acknowledged (audited)', async () => {
      const finance = await staffTokenFor(t.app, 'finance');
      const key = `ops-unbalanced-${randomUUID()}`;
      const { rows } = await t.db.pool.query<{ account_id: string; shard: number; player_id: string | null }>(
        'SELECT account_id, shard, player_id FROM balances LIMIT 1',
      );
      const b = rows[0]!;
      // a journal whose one entry sums to 1, committed past the balance trigger
      await tamper(
        `INSERT INTO journal (scope, external_id, request_hash, kind, amount) VALUES ('t', $1, 'h', 'transfer', 1)`,
        [key],
      );
      await tamper(
        `INSERT INTO entries (journal_id, line, account_id, shard, player_id, amount)
         SELECT id, 1, $2, $3, $4, 1 FROM journal WHERE external_id = $1`,
        [key, b.account_id, b.shard, b.player_id],
      );
      try {
        expect((await t.app.services.ops.runLedgerCheck()).ok).toBe(false);
        const raised = (await alerts(finance)).open.find((a) => a.subject === 'journals_balanced');
        expect(raised).toMatchObject({ kind: 'ledger_breach', occurrences: 1, details: { breaches: 1 } });
        const event = await t.db.pool.query(
          `SELECT payload FROM domain_events WHERE topic = 'ops.alert_raised' AND event_key = $1`,
          [`alert:${raised!.id}`],
        );
        expect(event.rows[0]?.payload).toMatchObject({
          id: raised!.id,
          kind: 'ledger_breach',
          subject: 'journals_balanced',
        });
        // the next scheduled run sees it again: the same alert, counted, no second event
        await t.app.services.ops.runLedgerCheck();
        const again = (await alerts()).open.filter((a) => a.subject === 'journals_balanced');
        expect(again).toMatchObject([{ id: raised!.id, occurrences: 2 }]);
        const events = await t.db.pool.query(`SELECT 1 FROM domain_events WHERE topic = 'ops.alert_raised'`);
        expect(events.rowCount).toBe((await alerts()).open.length);
        // the event reaches its subscriber (the error log), so the outbox does not keep it
        await t.app.services.domainEvents.deliver();
        const delivered = await t.db.pool.query(
          `SELECT delivered_at FROM domain_events WHERE topic = 'ops.alert_raised' AND event_key = $1`,
          [`alert:${raised!.id}`],
        );
        expect(delivered.rows[0].delivered_at).not.toBeNull();

        const support = await staffTokenFor(t.app, 'support');
        const hidden = await t.app.inject({ url: '/admin-api/ops/alerts', headers: { 'x-staff-token': support } });
        expect(hidden.statusCode).toBe(403);
        const ack = (note: unknown) =>
          t.app.inject({
            method: 'POST',
            url: `/admin-api/ops/alerts/${raised!.id}/acknowledge`,
            headers: { 'x-staff-token': finance },
            payload: { note },
          });
        expect((await ack('')).statusCode).toBe(400);
        const done = await ack('Đang kiểm tra bút toán lỗi');
        expect(done.statusCode, done.body).toBe(200);
        expect(done.json().data).toMatchObject({
          acknowledgedBy: expect.stringMatching(/^finance/),
          ackNote: 'Đang kiểm tra bút toán lỗi',
        });
        expect((await ack('Lần hai')).json()).toMatchObject({ code: 'ALERT_ACKNOWLEDGED' });
        expect((await alerts()).open.map((a) => a.id)).not.toContain(raised!.id);
        const audit = await t.db.pool.query(
          `SELECT details FROM audit_log WHERE action = 'ops.alert_ack' AND target_id = $1`,
          [String(raised!.id)],
        );
        expect(audit.rows[0].details).toMatchObject({
          subject: 'journals_balanced',
          before: { acknowledged: false },
          after: { acknowledged: true, note: 'Đang kiểm tra bút toán lỗi' },
        });
        // still broken at the next run: a new alert, because the last one was acknowledged
        await t.app.services.ops.runLedgerCheck();
        const reopened = (await alerts()).open.find((a) => a.subject === 'journals_balanced');
        expect(reopened!.id).not.toBe(raised!.id);
      } finally {
        await tamper(`DELETE FROM entries WHERE journal_id = (SELECT id FROM journal WHERE external_id = $1)`, [key]);
        await tamper('DELETE FROM journal WHERE external_id = $1', [key]);
        await t.db.pool.query(`UPDATE ops_alerts SET acknowledged_at = now() WHERE acknowledged_at IS NULL`);
      }
      expect((await t.app.services.ops.runLedgerCheck()).ok).toBe(true);
      expect((await alerts()).open).toEqual([]);
    });

    it('should alert on a provider answering mostly with errors, not on a few errors', async () => {
      await t.db.pool.query(
        `INSERT INTO provider_callback_stats (provider, hour, calls, errors, last_error, last_at)
         VALUES ('failing', date_trunc('hour', now()), 30, 25, 'RS_ERROR_UNKNOWN', now()),
                ('busy', date_trunc('hour', now()), 400, 30, 'RS_ERROR_NOT_ENOUGH_MONEY', now())`,
      );
      const fresh = await t.app.services.ops.checkHealth();
      expect(fresh).toHaveLength(1);
      const open = (await alerts()).open;
      expect(open).toMatchObject([
        {
          kind: 'provider_errors',
          subject: 'failing',
          details: { calls: 30, errors: 25, lastError: 'RS_ERROR_UNKNOWN' },
        },
      ]);
      // the next check: the same alert
      expect(await t.app.services.ops.checkHealth()).toEqual([]);
      await t.db.pool.query(`UPDATE ops_alerts SET acknowledged_at = now() WHERE acknowledged_at IS NULL`);
    });
  });
});
