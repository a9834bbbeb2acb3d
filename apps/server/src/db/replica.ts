import type pg from 'pg';

/** How long a read waits for the replica to catch up before it reads the primary instead. */
const CATCH_UP_WAIT_MS = 300;
const CATCH_UP_POLL_MS = 15;
/** A replica that failed is left alone this long, then tried again. */
const REPLICA_BACKOFF_MS = 5_000;

export type ReadSource = 'replica' | 'primary';

/**
 * Routes history and report reads to a streaming read replica without ever showing anything
 * older than the request (the staleness rule of docs/cluster.md): the primary's current WAL
 * position is read when the request is served (or given, when the caller read it in a statement
 * of its own), and the replica is used only once it has replayed up to that position. Every
 * write committed before the request, on any instance, is then on the replica: a player reads
 * their own bets and deposits whichever instance took them (decision 101). A replica further
 * behind than a short wait, or unreachable, is skipped for the primary.
 */
export class ReadRouter {
  private replicaDownUntil = 0;
  readonly counts = { replica: 0, primary: 0 };

  constructor(
    private readonly primary: pg.Pool,
    private readonly replica: pg.Pool | null,
  ) {}

  get hasReplica(): boolean {
    return this.replica !== null;
  }

  /** The replica's own pool, for its lag (the metrics); null without one. */
  get replicaPool(): pg.Pool | null {
    return this.replica;
  }

  /** The primary's WAL insert position now: every commit acknowledged so far lies before it. */
  async primaryPosition(): Promise<string> {
    const { rows } = await this.primary.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn');
    return rows[0]!.lsn;
  }

  /** A pool holding every write committed before `position` (default: now). */
  async pool(position?: string): Promise<{ pool: pg.Pool; source: ReadSource }> {
    const replica = this.replica;
    if (!replica || Date.now() < this.replicaDownUntil) return this.fromPrimary();
    const lsn = position ?? (await this.primaryPosition());
    const until = Date.now() + CATCH_UP_WAIT_MS;
    try {
      for (;;) {
        const { rows } = await replica.query<{ ok: boolean | null }>(
          'SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS ok',
          [lsn],
        );
        if (rows[0]?.ok) {
          this.counts.replica++;
          return { pool: replica, source: 'replica' };
        }
        if (Date.now() >= until) return this.fromPrimary();
        await new Promise((resolve) => setTimeout(resolve, CATCH_UP_POLL_MS));
      }
    } catch {
      this.replicaDownUntil = Date.now() + REPLICA_BACKOFF_MS;
      return this.fromPrimary();
    }
  }

  private fromPrimary(): { pool: pg.Pool; source: ReadSource } {
    this.counts.primary++;
    return { pool: this.primary, source: 'primary' };
  }
}
