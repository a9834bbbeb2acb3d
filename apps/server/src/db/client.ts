import { AsyncLocalStorage } from 'node:async_hooks';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { ReadRouter } from './replica';
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
  /** How `pool` reaches PostgreSQL: directly or through a pooler (docs/cluster.md). */
  poolMode: PoolMode;
  /** Settings of a direct connection to the primary: LISTEN needs one (a transaction pooler drops it). */
  listenConfig: pg.ClientConfig;
  /** Where history and reports read: the replica once it caught up, else the primary (db/replica.ts). */
  reads: ReadRouter;
  /** Waits for a free connection of `pool` and the waits that ended in PoolBusyError (the metrics). */
  poolStats: PoolStats;
  close(): Promise<void>;
}

export interface PoolStats {
  /** connections asked for while none was idle and the pool was full */
  waits: number;
  /** waits that ran out (503 SERVER_BUSY) */
  timeouts: number;
}

/** `transaction`: the pool talks to a transaction pooler (PgBouncer), which carries nothing session-scoped. */
export type PoolMode = 'session' | 'transaction';

/**
 * Thrown when code inside a transaction asks its own pool for a second connection. Under load
 * that is how a server stalls for good: every connection is held by a transaction waiting for
 * another connection (decision 071). Tests run with the guard throwing, so every path the
 * suite covers proves it takes one connection at a time.
 */
export class NestedPoolUseError extends Error {
  constructor() {
    super('a transaction asked its own pool for a second connection (decision 071): pass the transaction client');
    this.name = 'NestedPoolUseError';
  }
}

/** Thrown when no connection frees up within the pool's wait: the server is overloaded (503). */
export class PoolBusyError extends Error {
  constructor(cause: unknown) {
    super('no database connection became free in time', { cause });
    this.name = 'PoolBusyError';
  }
}

interface OpenTransaction {
  pool: pg.Pool;
  open: boolean;
}

const openTransaction = new AsyncLocalStorage<OpenTransaction>();

/** What a nested pool use does: `throw` in tests and development, `log` in production. */
export type NestedUsePolicy = 'throw' | 'log';

/**
 * Runs `fn` in one transaction on one connection of `pool`: committed when it returns, rolled
 * back when it throws (the error goes on to the caller). While it runs, `pool` refuses to hand
 * the same async context a second connection (decision 071).
 */
export async function inTransaction<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  const tx: OpenTransaction = { pool, open: true };
  try {
    await client.query('BEGIN');
    const result = await openTransaction.run(tx, () => fn(client));
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    // Timers and promises started inside keep the context; they are free once it ended.
    tx.open = false;
    client.release();
  }
}

function insideTransactionOf(pool: pg.Pool): boolean {
  const tx = openTransaction.getStore();
  return tx?.open === true && tx.pool === pool;
}

function isAcquireTimeout(err: unknown): boolean {
  return err instanceof Error && /timeout exceeded when trying to connect/i.test(err.message);
}

type ConnectCallback = (err: Error | undefined, client?: pg.PoolClient, done?: (release?: unknown) => void) => void;

/**
 * Wraps the pool's `connect` (which its `query` goes through too) with the two promises of
 * decision 071: a wait for a connection ends in PoolBusyError after the pool's
 * `connectionTimeoutMillis`, and a transaction never takes a second connection of its own pool.
 */
function guardPool(
  pool: pg.Pool,
  policy: NestedUsePolicy,
  onNested: (err: NestedPoolUseError) => void,
  stats: PoolStats,
): void {
  const connect = pool.connect.bind(pool) as (cb?: ConnectCallback) => Promise<pg.PoolClient> | undefined;
  const translate = (err: Error | undefined) => {
    if (!err || !isAcquireTimeout(err)) return err;
    stats.timeouts++;
    return new PoolBusyError(err);
  };
  const max = pool.options.max ?? 10;
  (pool as { connect: unknown }).connect = (cb?: ConnectCallback) => {
    // the callers already queued take every idle connection and every one the pool may still
    // open: this one waits for a release
    if (pool.waitingCount >= pool.idleCount + max - pool.totalCount) stats.waits++;
    if (insideTransactionOf(pool)) {
      const err = new NestedPoolUseError();
      if (policy === 'log') onNested(err);
      else if (cb) {
        process.nextTick(cb, err);
        return undefined;
      } else return Promise.reject(err);
    }
    if (cb) return connect((err, client, done) => cb(translate(err), client, done));
    return connect()?.catch((err: Error) => {
      throw translate(err);
    });
  };
}

export interface DbOptions {
  max?: number;
  poolMode?: PoolMode;
  /** a direct connection to the primary, for LISTEN; default: `url` */
  directUrl?: string;
  /** a streaming read replica for history and reports; default: none */
  readUrl?: string;
  /** How long a caller waits for a free connection before PoolBusyError (503). */
  acquireTimeoutMs?: number;
  nestedUse?: NestedUsePolicy;
  onNestedUse?: (err: NestedPoolUseError) => void;
}

/**
 * node-postgres emits 'error' on a client whose connection ends, and the pool listens only while
 * the client is idle: a client checked out (inside a transaction, between two statements) when
 * its server dies would take the whole process down with an uncaught exception. That is what a
 * primary failover does to every open transaction (decision 135). The statement in flight, or the
 * next one, fails with the connection error instead, and the caller's release drops the client.
 */
export function quietClients(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
}

export function createDb(url: string, opts: DbOptions = {}): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? 20,
    idleTimeoutMillis: 30_000,
    // A busy server's connections are never idle long enough to close, and each keeps the plans
    // it made when the tables were small (decision 183): an hour, then a new connection plans afresh.
    maxLifetimeSeconds: 3_600,
    connectionTimeoutMillis: opts.acquireTimeoutMs ?? 10_000,
  });
  // An idle client losing its connection (e.g. the server restarting) must not crash the process.
  pool.on('error', () => {});
  quietClients(pool);
  const poolStats: PoolStats = { waits: 0, timeouts: 0 };
  guardPool(
    pool,
    opts.nestedUse ?? defaultNestedUsePolicy(),
    opts.onNestedUse ?? ((err) => console.error(err)),
    poolStats,
  );
  const poolMode = opts.poolMode ?? 'session';
  if (poolMode === 'transaction') withoutNamedStatements();
  const orm = drizzle(pool, { schema }) as Database;
  const replica = opts.readUrl
    ? new pg.Pool({ connectionString: opts.readUrl, max: 10, idleTimeoutMillis: 30_000 })
    : null;
  replica?.on('error', () => {});
  if (replica) quietClients(replica);
  const reads = new ReadRouter(pool, replica);
  return {
    pool,
    orm,
    poolMode,
    listenConfig: { connectionString: opts.directUrl ?? url },
    reads,
    poolStats,
    close: async () => {
      await pool.end();
      await replica?.end();
    },
  };
}

let namedStatementsOff = false;

/**
 * PgBouncer in transaction mode (1.18, Debian's) hands each transaction whichever server
 * connection is free, so a statement prepared under a name on one is unknown on the next
 * ("prepared statement does not exist"). Behind such a pooler every query of this process runs
 * unnamed (parse, bind and execute in one round trip, which the pooler carries): the name is
 * dropped from the query's config before node-postgres sees it. Process-wide on purpose: the
 * pools a module builds for itself (the provider records' pool) go through the same pooler.
 */
export function withoutNamedStatements(): void {
  if (namedStatementsOff) return;
  namedStatementsOff = true;
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  (pg.Client.prototype as { query: unknown }).query = function (this: pg.Client, config: unknown, ...rest: unknown[]) {
    if (config && typeof config === 'object' && 'name' in config && (config as { name?: string }).name) {
      const { name: _name, ...unnamed } = config as { name?: string };
      return query.call(this, unnamed, ...rest);
    }
    return query.call(this, config, ...rest);
  };
}

function defaultNestedUsePolicy(): NestedUsePolicy {
  return process.env.NODE_ENV === 'production' ? 'log' : 'throw';
}

/** A connection inside a transaction, or the pool for a statement of its own. */
export type Queryable = Pick<pg.PoolClient, 'query'>;
