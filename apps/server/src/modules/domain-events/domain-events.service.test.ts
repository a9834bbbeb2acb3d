import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDb } from '../../../test/db';
import { type Db, inTransaction } from '../../db/client';
import { DELIVERED_RETENTION_DAYS, DomainEventsService } from './domain-events.service';

const ZTestEventSchema = z.object({ n: z.number(), at: z.coerce.date() });

describe(DomainEventsService.name, () => {
  let db: Db;
  // Failed deliveries are due again at once, so retries can be driven by deliver().
  const options = { concurrency: 3, timeoutMs: 2_000, leaseSeconds: 0, maxLeaseSeconds: 0 };

  beforeAll(async () => {
    db = await createTestDb({ max: 6 });
  });
  afterAll(async () => {
    await db.close();
  });

  it('should deliver a committed event once to every subscriber, and nothing of a rolled-back transaction', async () => {
    const events = new DomainEventsService(db, options);
    const first: unknown[] = [];
    const second: unknown[] = [];
    events.subscribe('t.commit', 'first', ZTestEventSchema, async (e) => void first.push(e));
    events.subscribe('t.commit', 'second', ZTestEventSchema, async (e) => void second.push(e));
    const at = new Date('2026-11-22T01:02:03.000Z');

    await inTransaction(db.pool, (c) => events.record(c, 't.commit', 'k1', { n: 1, at }));
    await expect(
      inTransaction(db.pool, async (c) => {
        await events.record(c, 't.commit', 'k2', { n: 2, at });
        throw new Error('the fact did not happen');
      }),
    ).rejects.toThrow('the fact did not happen');
    await events.deliver();
    await events.deliver();

    // The payload comes back through the schema: the date is a Date again.
    expect(first).toEqual([{ n: 1, at }]);
    expect(second).toEqual([{ n: 1, at }]);
    expect(await events.pending('t.commit')).toEqual([]);
  });

  it('should keep one event when the same fact is recorded twice', async () => {
    const events = new DomainEventsService(db, options);
    const seen: number[] = [];
    events.subscribe('t.twice', 'only', ZTestEventSchema, async (e) => void seen.push(e.n));
    await inTransaction(db.pool, (c) => events.record(c, 't.twice', 'same', { n: 1, at: new Date() }));
    await inTransaction(db.pool, (c) => events.record(c, 't.twice', 'same', { n: 2, at: new Date() }));
    await events.deliver();
    expect(seen).toEqual([1]);
  });

  it('should keep an event due while a subscriber throws, with the error, and deliver it again until all finish', async () => {
    const events = new DomainEventsService(db, options);
    let failures = 2;
    const delivered: number[] = [];
    events.subscribe('t.retry', 'flaky', ZTestEventSchema, async (e) => {
      if (failures-- > 0) throw new Error('database busy');
      delivered.push(e.n);
    });
    await inTransaction(db.pool, (c) => events.record(c, 't.retry', 'r1', { n: 7, at: new Date() }));

    await events.deliver();
    expect(delivered).toEqual([]);
    expect(await events.pending('t.retry')).toEqual([{ key: 'r1', attempts: 1, lastError: 'flaky: database busy' }]);
    await events.deliver();
    expect(await events.pending('t.retry')).toEqual([{ key: 'r1', attempts: 2, lastError: 'flaky: database busy' }]);
    await events.deliver();
    expect(delivered).toEqual([7]);
    expect(await events.pending('t.retry')).toEqual([]);
  });

  it('should wait for a failed event until its lease runs out, doubling it per attempt', async () => {
    const events = new DomainEventsService(db, {
      concurrency: 10,
      timeoutMs: 2_000,
      leaseSeconds: 60,
      maxLeaseSeconds: 3600,
    });
    let calls = 0;
    events.subscribe('t.lease', 'down', ZTestEventSchema, async () => {
      calls++;
      throw new Error('down');
    });
    await inTransaction(db.pool, (c) => events.record(c, 't.lease', 'l1', { n: 1, at: new Date() }));
    await events.deliver();
    await events.deliver();
    expect(calls).toBe(1);
    const { rows } = await db.pool.query<{ wait: number }>(
      `SELECT extract(epoch FROM next_attempt_at - now())::int AS wait FROM domain_events WHERE event_key = 'l1'`,
    );
    expect(rows[0]!.wait).toBeGreaterThan(50);
    expect(rows[0]!.wait).toBeLessThanOrEqual(60);
    // As if the lease had run out: the next attempt waits twice as long.
    await db.pool.query(`UPDATE domain_events SET next_attempt_at = now() WHERE event_key = 'l1'`);
    await events.deliver();
    expect(calls).toBe(2);
    const again = await db.pool.query<{ wait: number }>(
      `SELECT extract(epoch FROM next_attempt_at - now())::int AS wait FROM domain_events WHERE event_key = 'l1'`,
    );
    expect(again.rows[0]!.wait).toBeGreaterThan(110);
  });

  it('should not hand an event another instance is delivering to a second instance', async () => {
    const a = new DomainEventsService(db, { concurrency: 10, timeoutMs: 2_000, leaseSeconds: 30, maxLeaseSeconds: 60 });
    const b = new DomainEventsService(db, { concurrency: 10, timeoutMs: 2_000, leaseSeconds: 30, maxLeaseSeconds: 60 });
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    let started!: () => void;
    const aStarted = new Promise<void>((r) => {
      started = r;
    });
    const byA: number[] = [];
    const byB: number[] = [];
    a.subscribe('t.two', 'a', ZTestEventSchema, async (e) => {
      started();
      await gate;
      byA.push(e.n);
    });
    b.subscribe('t.two', 'b', ZTestEventSchema, async (e) => void byB.push(e.n));
    await inTransaction(db.pool, (c) => a.record(c, 't.two', 'x', { n: 1, at: new Date() }));

    const delivering = a.deliver();
    await aStarted;
    await b.deliver();
    release();
    await delivering;
    expect(byA).toEqual([1]);
    expect(byB).toEqual([]);
    expect(await a.pending('t.two')).toEqual([]);
  });

  it('should deliver every event of several batches once, recorded one by one or together', async () => {
    const events = new DomainEventsService(db, options);
    const seen: number[] = [];
    events.subscribe('t.many', 'all', ZTestEventSchema, async (e) => void seen.push(e.n));
    for (let n = 1; n <= 4; n++) {
      await inTransaction(db.pool, (c) => events.record(c, 't.many', `m${n}`, { n, at: new Date() }));
    }
    await inTransaction(db.pool, (c) =>
      events.recordMany(c, 't.many', [
        ...[5, 6, 7, 8].map((n) => ({ key: `m${n}`, payload: { n, at: new Date() } })),
        { key: 'm1', payload: { n: 1, at: new Date() } },
      ]),
    );
    await events.deliver();
    await events.deliver();
    expect(seen.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(await events.pending('t.many')).toEqual([]);
  });

  it('should delete delivered events after the retention period, and never an undelivered one', async () => {
    const events = new DomainEventsService(db, options);
    events.subscribe('t.prune', 'down', ZTestEventSchema, async (e) => {
      if (e.n === 2) throw new Error('still failing');
    });
    await inTransaction(db.pool, async (c) => {
      await events.record(c, 't.prune', 'old', { n: 1, at: new Date() });
      await events.record(c, 't.prune', 'stuck', { n: 2, at: new Date() });
    });
    await events.deliver();
    const keys = async () =>
      (
        await db.pool.query<{ key: string }>(
          `SELECT event_key AS key FROM domain_events WHERE topic = 't.prune' ORDER BY id`,
        )
      ).rows.map((r) => r.key);
    const later = (days: number) => new Date(Date.now() + days * 24 * 60 * 60_000);
    expect(await events.prune(later(DELIVERED_RETENTION_DAYS - 1))).toBe(0);
    expect(await keys()).toEqual(['old', 'stuck']);
    expect(await events.prune(later(DELIVERED_RETENTION_DAYS + 1))).toBeGreaterThanOrEqual(1);
    expect(await keys()).toEqual(['stuck']);
  });

  it('should count a subscriber that does not finish in time as failed, and still deliver the others', async () => {
    const events = new DomainEventsService(db, { concurrency: 4, timeoutMs: 200, leaseSeconds: 0, maxLeaseSeconds: 0 });
    const done: number[] = [];
    let hang = true;
    events.subscribe('t.hang', 'slow', ZTestEventSchema, async (e) => {
      if (e.n === 1 && hang) await new Promise(() => {});
      done.push(e.n);
    });
    await inTransaction(db.pool, async (c) => {
      await events.record(c, 't.hang', 'h1', { n: 1, at: new Date() });
      await events.record(c, 't.hang', 'h2', { n: 2, at: new Date() });
    });
    await events.deliver();
    expect(done).toEqual([2]);
    expect(await events.pending('t.hang')).toEqual([
      { key: 'h1', attempts: 1, lastError: 'slow: timed out after 200 ms' },
    ]);
    hang = false;
    await events.deliver();
    expect(await events.pending('t.hang')).toEqual([]);
  });

  it('should leave an event of a topic it has no subscriber for to an instance that has one', async () => {
    const old = new DomainEventsService(db, options);
    await inTransaction(db.pool, (c) => old.record(c, 't.new-topic', 'n1', { n: 1, at: new Date() }));
    await old.deliver();
    expect(await old.pending('t.new-topic')).toMatchObject([{ key: 'n1', attempts: 1 }]);
    const current = new DomainEventsService(db, options);
    const seen: number[] = [];
    current.subscribe('t.new-topic', 'new', ZTestEventSchema, async (e) => void seen.push(e.n));
    await current.deliver();
    expect(seen).toEqual([1]);
  });

  it('should keep claiming after very many failed attempts (the back-off is capped, not overflowing)', async () => {
    const events = new DomainEventsService(db, {
      concurrency: 4,
      timeoutMs: 2_000,
      leaseSeconds: 30,
      maxLeaseSeconds: 3600,
    });
    const seen: number[] = [];
    events.subscribe('t.old', 'ok', ZTestEventSchema, async (e) => void seen.push(e.n));
    await inTransaction(db.pool, (c) => events.record(c, 't.old', 'o1', { n: 1, at: new Date() }));
    await db.pool.query(`UPDATE domain_events SET attempts = 2000 WHERE topic = 't.old'`);
    await events.deliver();
    expect(seen).toEqual([1]);
  });
});
