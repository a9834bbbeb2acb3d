import type pg from 'pg';

/**
 * Runs `fn` in one transaction on one connection of `pool`: committed when it returns, rolled
 * back when it throws (the error goes on to the caller). Local on purpose: this package is its
 * own party and does not import from the platform server.
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
