/**
 * "The database cannot be reached right now" as opposed to "the statement failed": a lost or
 * refused connection, a server shutting down or still starting, PgBouncer reporting that its
 * server connection broke or that logins fail, or a connection that landed on a standby. During
 * a primary failover (docs/cluster.md) every write fails this way for a few seconds; the caller
 * is told to retry (503 `DATABASE_UNAVAILABLE`, decision 135) instead of seeing a 500.
 */
const STATES = new Set([
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, or in recovery)
  '25006', // read_only_sql_transaction: a demoted primary, or a standby
]);

const NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);

const MESSAGES =
  /Connection terminated|terminating connection|Client has encountered a connection error|server conn crashed|server login has been failing|query_wait_timeout|cannot connect to server|the database system is (starting up|shutting down|in recovery mode)/i;

function one(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string') {
    // class 08: connection exception (PgBouncer reports its own failures as 08P01)
    if (code.startsWith('08') || STATES.has(code) || NODE_CODES.has(code)) return true;
  }
  if (err instanceof AggregateError && err.errors.some(one)) return true;
  return err instanceof Error && MESSAGES.test(err.message);
}

/** True when `err` (or an error it wraps, as Drizzle's do) says the database is unreachable. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; depth++) {
    if (one(e)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
