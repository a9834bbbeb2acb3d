import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

// bigint (int8) columns hold VND amounts; parse them as numbers and fail loudly past 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new Error(`int8 value ${value} exceeds the safe integer range`);
  return n;
});

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };

export interface Db {
  pool: pg.Pool;
  orm: Database;
  close(): Promise<void>;
}

/**
 * Runs `fn` in one transaction on one connection of `pool`: committed when it returns, rolled
 * back when it throws (the error goes on to the caller).
 */
export async function inTransaction<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await fn(client);
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

export function createDb(url: string, opts: { max?: number } = {}): Db {
  const pool = new pg.Pool({ connectionString: url, max: opts.max ?? 20, idleTimeoutMillis: 30_000 });
  // An idle client losing its connection (e.g. the server restarting) must not crash the process.
  pool.on('error', () => {});
  const orm = drizzle(pool, { schema }) as Database;
  return { pool, orm, close: () => pool.end() };
}

/** A connection inside a transaction, or the pool for a statement of its own. */
export type Queryable = Pick<pg.PoolClient, 'query'>;
