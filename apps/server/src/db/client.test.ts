import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../test/db';
import { type Db, inTransaction, NestedPoolUseError, PoolBusyError } from './client';

describe('inTransaction (decision 071)', () => {
  let db: Db;
  let other: Db;
  beforeAll(async () => {
    db = await createTestDb({ max: 3, acquireTimeoutMs: 300 });
    other = await createTestDb({ max: 1 });
  });
  afterAll(async () => {
    await db.close();
    await other.close();
  });

  it('should refuse a second connection of the same pool inside a transaction, and roll back', async () => {
    await db.pool.query('CREATE TABLE IF NOT EXISTS guard_probe (n int)');
    const attempt = inTransaction(db.pool, async (c) => {
      await c.query('INSERT INTO guard_probe VALUES (1)');
      await db.pool.query('SELECT 1');
    });
    await expect(attempt).rejects.toBeInstanceOf(NestedPoolUseError);
    const connect = inTransaction(db.pool, async () => {
      const second = await db.pool.connect();
      second.release();
    });
    await expect(connect).rejects.toBeInstanceOf(NestedPoolUseError);
    expect((await db.pool.query('SELECT count(*)::int AS n FROM guard_probe')).rows[0].n).toBe(0);
  });

  it('should let the transaction use its own client, and another pool', async () => {
    const n = await inTransaction(db.pool, async (c) => {
      await c.query('SELECT 1');
      return (await other.pool.query('SELECT 2 AS n')).rows[0].n;
    });
    expect(n).toBe(2);
  });

  it('should let work started inside a transaction use the pool once the transaction ended', async () => {
    let later: Promise<number> | undefined;
    await inTransaction(db.pool, async () => {
      later = new Promise((resolve, reject) =>
        setTimeout(() => {
          db.pool
            .query('SELECT 3 AS n')
            .then((r) => resolve(r.rows[0].n))
            .catch(reject);
        }, 20),
      );
    });
    await expect(later).resolves.toBe(3);
  });

  it('should end a wait for a free connection in PoolBusyError, then serve again', async () => {
    const held = await Promise.all([db.pool.connect(), db.pool.connect(), db.pool.connect()]);
    try {
      await expect(db.pool.query('SELECT 1')).rejects.toBeInstanceOf(PoolBusyError);
      await expect(db.pool.connect()).rejects.toBeInstanceOf(PoolBusyError);
    } finally {
      for (const c of held) c.release();
    }
    expect((await db.pool.query('SELECT 1 AS n')).rows[0].n).toBe(1);
  });
});
