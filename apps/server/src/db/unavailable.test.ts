import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../test/db';
import errorsPlugin from '../plugins/errors';
import { createDb, type Db } from './client';
import { isDatabaseUnavailable } from './unavailable';

/**
 * What a player sees while the database primary fails over (decision 135): real connection
 * failures (a refused connection, a backend terminated mid-session) answer 503 with a Vietnamese
 * message and Retry-After; a statement that fails on a healthy connection stays a 500.
 */
describe('database unavailable', () => {
  let db: Db & { url: string };
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await createTestDb();
    app = Fastify();
    await app.register(errorsPlugin);
    // nothing listens on port 1: the connection is refused, as HAProxy's is while no node leads
    app.get('/refused', async () => {
      const client = new pg.Client({ host: '127.0.0.1', port: 1, user: 'x', database: 'x' });
      await client.connect();
      return { ok: true };
    });
    // the backend dies under an open session, as every session on a killed primary does
    app.get('/terminated', async () => {
      const client = new pg.Client({ connectionString: db.url });
      client.on('error', () => {});
      await client.connect();
      try {
        const pid = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
        await db.pool.query('SELECT pg_terminate_backend($1)', [pid]);
        await client.query('SELECT 1');
        return { ok: true };
      } finally {
        await client.end().catch(() => {});
      }
    });
    app.get('/read-only', async () => {
      const client = await db.pool.connect();
      try {
        await client.query('BEGIN READ ONLY');
        await client.query('CREATE TEMP TABLE t_read_only (x int)');
        return { ok: true };
      } finally {
        await client.query('ROLLBACK').catch(() => {});
        client.release();
      }
    });
    app.get('/syntax', async () => {
      await db.pool.query('SELEC 1');
      return { ok: true };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it.each(['/refused', '/terminated', '/read-only'])(
    'should answer %s with a retryable 503 in Vietnamese',
    async (route) => {
      const res = await app.inject({ method: 'GET', url: route });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('2');
      expect(res.json()).toMatchObject({
        success: false,
        code: 'DATABASE_UNAVAILABLE',
        message: 'Hệ thống đang chuyển sang máy chủ dự phòng, vui lòng thử lại sau vài giây',
      });
    },
  );

  it('should keep a failed statement on a healthy connection a 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/syntax' });
    expect(res.statusCode).toBe(500);
    expect(res.json().code).toBe('INTERNAL_ERROR');
  });

  it('should survive a checked-out connection dying between two statements, failing the next one instead', async () => {
    const other = createDb(db.url, { max: 2 });
    try {
      const client = await other.pool.connect();
      await client.query('BEGIN');
      const pid = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
      // the server goes away while the transaction waits between statements: without the
      // listener node-postgres raises an uncaught 'error', which ends a server process
      await db.pool.query('SELECT pg_terminate_backend($1)', [pid]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const next = await client.query('SELECT 1').then(
        () => null,
        (err: unknown) => err,
      );
      expect(isDatabaseUnavailable(next) || /not queryable/.test(String(next))).toBe(true);
      client.release(next as Error);
      expect((await other.pool.query<{ n: number }>('SELECT 1 AS n')).rows[0]!.n).toBe(1);
    } finally {
      await other.close();
    }
  });

  it("should see through a wrapper's cause, and PgBouncer's own failures", () => {
    const pgbouncer = Object.assign(new Error('server conn crashed?'), { code: '08P01' });
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: pgbouncer }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('query_wait_timeout'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});
