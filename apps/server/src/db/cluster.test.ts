import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../test/db';
import { ChangeBus } from './changes';
import { type Db, withoutNamedStatements } from './client';
import { JobClaims } from './jobs';
import { ReadRouter } from './replica';

const silent = { warn: () => {} };

describe('scale-out (docs/cluster.md)', () => {
  let db: Db & { url: string };
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(() => db.close());

  describe(JobClaims.name, () => {
    it('should let exactly one of several instances run a job in each period', async () => {
      const instances = ['i1', 'i2', 'i3'].map((name) => new JobClaims(db.pool, name));
      const at = Date.UTC(2026, 10, 27, 0, 0, 0);
      const first = await Promise.all(instances.map((j) => j.claim('probe', 60_000, at)));
      expect(first.filter(Boolean)).toHaveLength(1);
      const samePeriod = await Promise.all(instances.map((j) => j.claim('probe', 60_000, at + 59_000)));
      expect(samePeriod.filter(Boolean)).toHaveLength(0);
      const next = await Promise.all(instances.map((j) => j.claim('probe', 60_000, at + 60_000)));
      expect(next.filter(Boolean)).toHaveLength(1);
    });
  });

  describe(ChangeBus.name, () => {
    it('should tell every instance within a second that a cached table changed, whoever wrote it', async () => {
      const buses = [new ChangeBus(db.listenConfig, silent), new ChangeBus(db.listenConfig, silent)];
      const heard = buses.map(() => [] as string[]);
      buses.forEach((bus, i) => {
        bus.on('payment_settings', () => heard[i]!.push('payment_settings'));
        bus.on('missions', () => heard[i]!.push('missions'));
      });
      await Promise.all(buses.map((b) => b.start()));
      try {
        const started = Date.now();
        await db.pool.query(
          `INSERT INTO payment_settings (key, value) VALUES ('cluster-probe', '{}') ON CONFLICT (key) DO UPDATE SET value = '{}'`,
        );
        while (heard.some((h) => h.length === 0) && Date.now() - started < 1_000) {
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        expect(heard).toEqual([['payment_settings'], ['payment_settings']]);
      } finally {
        await Promise.all(buses.map((b) => b.close()));
      }
    });
  });

  describe(ReadRouter.name, () => {
    it('should read the primary when there is no replica', async () => {
      const router = new ReadRouter(db.pool, null);
      expect((await router.pool()).source).toBe('primary');
    });

    it('should read the primary when the replica has not replayed up to the request, or is down', async () => {
      // the primary itself as the "replica": it replays nothing, so it never counts as caught up
      const notReplica = new pg.Pool({ connectionString: db.url, max: 1 });
      const down = new pg.Pool({ connectionString: 'postgres://x:y@127.0.0.1:1/none', max: 1 });
      down.on('error', () => {});
      try {
        expect((await new ReadRouter(db.pool, notReplica).pool()).source).toBe('primary');
        const router = new ReadRouter(db.pool, down);
        expect((await router.pool()).source).toBe('primary');
        expect(router.counts).toEqual({ replica: 0, primary: 1 });
      } finally {
        await notReplica.end();
        await down.end();
      }
    });
  });

  describe('withoutNamedStatements', () => {
    it('should run named queries unnamed, so a transaction pooler can carry them', async () => {
      withoutNamedStatements();
      const client = new pg.Client({ connectionString: db.url });
      await client.connect();
      try {
        const { rows } = await client.query({ name: 'cluster_probe', text: 'SELECT $1::int + 1 AS n', values: [41] });
        expect(rows[0].n).toBe(42);
        const prepared = await client.query(`SELECT count(*)::int AS n FROM pg_prepared_statements WHERE name <> ''`);
        expect(prepared.rows[0].n).toBe(0);
      } finally {
        await client.end();
      }
    });
  });
});
