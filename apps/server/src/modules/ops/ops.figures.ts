import type { Db } from '../../db/client';

/** What this process knows of itself, read at each scrape from counters it keeps anyway. */
export interface LiveFigures {
  pool: { total: number; idle: number; waiting: number; max: number; waits: number; timeouts: number };
  reads: { replica: number; primary: number };
  sse: Record<string, number>;
  pageCache: { hits: number; misses: number };
}

/** What the database knows: the same for every instance, read when Prometheus or staff ask. */
export interface HealthFigures {
  at: Date;
  jobs: {
    due: number;
    oldestDueSeconds: number;
    list: { name: string; lastOk: boolean | null; lastFinishedAt: Date | null }[];
  };
  outbox: { topic: string; undelivered: number; failing: number; lagSeconds: number }[];
  payments: {
    byState: { kind: 'deposit' | 'withdrawal'; state: string; count: number }[];
    oldestPendingWithdrawalSeconds: number;
    unknownPayouts: number;
  };
  ledgerCheck: { ok: boolean; at: Date } | null;
  /** null without a read replica (READ_DATABASE_URL unset) */
  replica: { up: boolean; lagBytes: number | null; lagSeconds: number | null } | null;
  database: {
    startedAt: Date;
    inRecovery: boolean;
    /** null when the role may not read pg_control_checkpoint() */
    timeline: number | null;
    archiving: { enabled: boolean; failed: number; lastArchivedAt: Date | null; lastFailedAt: Date | null };
  };
  /** when the sportsbook feed last moved a price; null before any fixture */
  sportsFeedAt: Date | null;
  /** the last database backup the backup runner recorded (scripts/cluster/backup.ts); null before any */
  backup: { at: Date; type: string; label: string } | null;
}

export interface FigureSources {
  domainEvents(): Promise<{ topic: string; undelivered: number; failing: number; oldestAt: Date | null }[]>;
  paymentBacklog(): Promise<{ unknownPayouts: number; oldestPendingWithdrawalAt: Date | null }>;
  paymentStates(): Promise<HealthFigures['payments']['byState']>;
}

const secondsSince = (d: Date | null, now: number) => (d ? Math.max(0, (now - new Date(d).getTime()) / 1000) : 0);

/**
 * The health figures from the database (decision 130), for Prometheus and the operations screen
 * alike. A handful of small statements in parallel; the metrics keep the answer a few seconds
 * so that several scrapes close together read it once.
 */
export async function readFigures(db: Db, sources: FigureSources): Promise<HealthFigures> {
  const pool = db.pool;
  const [jobs, outbox, backlog, states, ledger, server, timeline, feed, replica, backup] = await Promise.all([
    pool.query<{ name: string; last_ok: boolean | null; last_finished_at: Date | null; due_s: number | null }>(
      `SELECT name, last_ok, last_finished_at,
              extract(epoch FROM now() - next_run_at)::float8 AS due_s
         FROM job_runs ORDER BY name`,
    ),
    sources.domainEvents(),
    sources.paymentBacklog(),
    sources.paymentStates(),
    pool.query<{ ok: boolean; started_at: Date }>(
      'SELECT ok, started_at FROM ledger_check_runs ORDER BY id DESC LIMIT 1',
    ),
    pool.query<{
      started: Date;
      in_recovery: boolean;
      archive_mode: string;
      failed_count: number;
      last_archived_time: Date | null;
      last_failed_time: Date | null;
    }>(
      `SELECT pg_postmaster_start_time() AS started, pg_is_in_recovery() AS in_recovery,
              current_setting('archive_mode') AS archive_mode, a.failed_count::int AS failed_count,
              a.last_archived_time, a.last_failed_time
         FROM pg_stat_archiver a`,
    ),
    pool
      .query<{ timeline_id: number }>('SELECT timeline_id FROM pg_control_checkpoint()')
      .then((r) => r.rows[0]?.timeline_id ?? null)
      .catch(() => null),
    pool
      .query<{ at: Date | null }>('SELECT max(odds_updated_at) AS at FROM sports_fixtures')
      .then((r) => r.rows[0]?.at ?? null)
      .catch(() => null),
    replicaLag(db),
    pool
      .query<{ value: { stoppedAt?: string; type?: string; label?: string } }>(
        `SELECT value FROM system_settings WHERE key = 'database_backup'`,
      )
      .then((r) => r.rows[0]?.value ?? null)
      .catch(() => null),
  ]);
  const now = Date.now();
  const due = jobs.rows.filter((j) => j.due_s !== null && j.due_s > 60);
  const s = server.rows[0]!;
  const last = ledger.rows[0];
  return {
    at: new Date(now),
    jobs: {
      // a job is due while its slot is open; a minute past it, nobody ran it
      due: due.length,
      oldestDueSeconds: Math.max(0, ...due.map((j) => j.due_s!)),
      list: jobs.rows.map((j) => ({ name: j.name, lastOk: j.last_ok, lastFinishedAt: j.last_finished_at })),
    },
    outbox: outbox.map((t) => ({
      topic: t.topic,
      undelivered: t.undelivered,
      failing: t.failing,
      lagSeconds: secondsSince(t.oldestAt, now),
    })),
    payments: {
      byState: states,
      oldestPendingWithdrawalSeconds: secondsSince(backlog.oldestPendingWithdrawalAt, now),
      unknownPayouts: backlog.unknownPayouts,
    },
    ledgerCheck: last ? { ok: last.ok, at: last.started_at } : null,
    replica,
    database: {
      startedAt: s.started,
      inRecovery: s.in_recovery,
      timeline,
      archiving: {
        enabled: s.archive_mode !== 'off',
        failed: s.failed_count,
        lastArchivedAt: s.last_archived_time,
        lastFailedAt: s.last_failed_time,
      },
    },
    sportsFeedAt: feed,
    backup:
      backup?.stoppedAt && !Number.isNaN(Date.parse(backup.stoppedAt))
        ? { at: new Date(backup.stoppedAt), type: String(backup.type ?? ''), label: String(backup.label ?? '') }
        : null,
  };
}

/**
 * How far the read replica is behind the primary: WAL bytes still to replay (the primary's
 * position now against the replica's replay position), and while it is behind, the seconds
 * since the last transaction it replayed.
 */
async function replicaLag(db: Db): Promise<HealthFigures['replica']> {
  const replica = db.reads.replicaPool;
  if (!replica) return null;
  try {
    const primary = await db.reads.primaryPosition();
    const { rows } = await replica.query<{ bytes: string | null; seconds: number | null }>(
      `SELECT pg_wal_lsn_diff($1::pg_lsn, pg_last_wal_replay_lsn())::text AS bytes,
              extract(epoch FROM now() - pg_last_xact_replay_timestamp())::float8 AS seconds`,
      [primary],
    );
    const bytes = rows[0]?.bytes == null ? null : Math.max(0, Number(rows[0].bytes));
    return { up: true, lagBytes: bytes, lagSeconds: bytes ? (rows[0]?.seconds ?? null) : 0 };
  } catch {
    return { up: false, lagBytes: null, lagSeconds: null };
  }
}
