import type { TOpsHealth } from '@app/contract';
import type { Db } from '../../db/client';
import type { JobClaims } from '../../db/jobs';
import { type Log, silentLog } from '../../log';
import { type LedgerCheckReport, runLedgerCheck } from '../wallet/wallet.reconcile';
import { OpsJobs } from './ops.jobs';

interface Backlogs {
  domainEvents: () => {
    backlog(): Promise<
      { topic: string; undelivered: number; failing: number; oldestAt: Date | null; lastError: string | null }[]
    >;
  };
  payments: () => {
    backlog(): Promise<{
      openExceptions: number;
      pendingWithdrawals: number;
      unknownPayouts: number;
      oldestPendingWithdrawalAt: Date | null;
    }>;
  };
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
/** A provider callback answered with one of these protocol statuses is an error (docs/provider-protocol.md). */
const ERROR_STATUS = /"status"\s*:\s*"(RS_ERROR_[A-Z_]+)"/;
const FLUSH_MS = 5_000;

/**
 * Operations (decision 098): scheduled jobs that run once per interval across instances, the
 * ledger reconciliation with its history, provider callback counts, and the health view a
 * superadmin reads (jobs, reconciliation runs, outbox and payment backlogs, callback errors).
 */
export class OpsService {
  readonly jobs: OpsJobs;
  private calls = new Map<string, { calls: number; errors: number; lastError: string | null; lastAt: Date }>();
  /** The current hour's key (ISO) and when it ends (ms), so a callback does not format a date. */
  private hour = '';
  private hourEnds = 0;
  private flushTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    private readonly deps: Backlogs,
    claims: JobClaims,
    private readonly log: Log = silentLog,
  ) {
    this.jobs = new OpsJobs(db, claims, log);
  }

  /** Runs `job` every `intervalMs`, once across all instances. Returns stop. */
  every(name: string, intervalMs: number, job: () => Promise<unknown>): () => void {
    return this.jobs.every(name, intervalMs, job);
  }

  /** The checks of `ledger:check`, kept with their outcome; breaches are logged at error level. */
  async runLedgerCheck(): Promise<LedgerCheckReport> {
    const report = await runLedgerCheck(this.db.pool);
    const breaches = report.results
      .filter((r) => !r.ok)
      .map((r) => ({ name: r.name, description: r.description, breaches: r.breaches, samples: r.samples.slice(0, 5) }));
    await this.db.pool.query(
      'INSERT INTO ledger_check_runs (started_at, duration_ms, ok, breaches, counts) VALUES ($1, $2, $3, $4, $5)',
      [report.checkedAt, report.durationMs, report.ok, JSON.stringify(breaches), report.counts],
    );
    if (report.ok) this.log.info({ durationMs: report.durationMs, counts: report.counts }, 'ledger check passed');
    for (const b of breaches) this.log.error(b, `LEDGER BREACH: ${b.description}`);
    return report;
  }

  /** Counts a provider wallet callback's answer (an onSend hook calls this); flushed every few seconds. */
  recordCallback(provider: string, payload: unknown): void {
    const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : '';
    this.recordStatus(provider, ERROR_STATUS.exec(text.slice(0, 2_000))?.[1] ?? null);
  }

  /** Counts a callback whose answer's status is known: an RS_ERROR_* status counts as an error. */
  recordStatus(provider: string, status: string | null): void {
    const error = status?.startsWith('RS_ERROR_') ? status : null;
    const now = Date.now();
    if (now >= this.hourEnds || now < this.hourEnds - 3_600_000) {
      const start = Math.floor(now / 3_600_000) * 3_600_000;
      this.hour = new Date(start).toISOString();
      this.hourEnds = start + 3_600_000;
    }
    const key = `${provider}\n${this.hour}`;
    const s = this.calls.get(key) ?? { calls: 0, errors: 0, lastError: null, lastAt: new Date(now) };
    s.calls++;
    if (error) {
      s.errors++;
      s.lastError = error;
    }
    s.lastAt = new Date(now);
    this.calls.set(key, s);
    this.flushTimer ??= setTimeout(() => void this.flushCallbacks(), FLUSH_MS).unref();
  }

  async flushCallbacks(): Promise<void> {
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    const batch = [...this.calls.entries()];
    this.calls = new Map();
    if (!batch.length) return;
    try {
      await this.db.pool.query(
        `INSERT INTO provider_callback_stats (provider, hour, calls, errors, last_error, last_at)
         SELECT * FROM unnest($1::text[], $2::timestamptz[], $3::int[], $4::int[], $5::text[], $6::timestamptz[])
         ON CONFLICT (provider, hour) DO UPDATE SET
           calls = provider_callback_stats.calls + EXCLUDED.calls,
           errors = provider_callback_stats.errors + EXCLUDED.errors,
           last_error = coalesce(EXCLUDED.last_error, provider_callback_stats.last_error),
           last_at = greatest(provider_callback_stats.last_at, EXCLUDED.last_at)`,
        [
          batch.map(([k]) => k.split('\n')[0]),
          batch.map(([k]) => k.split('\n')[1]),
          batch.map(([, v]) => v.calls),
          batch.map(([, v]) => v.errors),
          batch.map(([, v]) => v.lastError),
          batch.map(([, v]) => v.lastAt),
        ],
      );
    } catch (err) {
      this.log.warn({ err }, 'provider callback counts not saved');
    }
  }

  async health(): Promise<TOpsHealth> {
    const [jobs, runs, events, payments, providers] = await Promise.all([
      this.db.pool.query('SELECT * FROM job_runs ORDER BY name'),
      this.db.pool.query('SELECT * FROM ledger_check_runs ORDER BY id DESC LIMIT 30'),
      this.deps.domainEvents().backlog(),
      this.deps.payments().backlog(),
      this.db.pool.query(
        `SELECT provider, sum(calls)::int AS calls, sum(errors)::int AS errors, max(last_at) AS last_at
           FROM provider_callback_stats WHERE hour >= now() - interval '24 hours'
          GROUP BY provider ORDER BY provider`,
      ),
    ]);
    return {
      jobs: jobs.rows.map((r) => ({
        name: r.name,
        lastStartedAt: iso(r.last_started_at),
        lastFinishedAt: iso(r.last_finished_at),
        lastOk: r.last_ok,
        lastError: r.last_error,
        lastDurationMs: r.last_duration_ms,
        nextRunAt: iso(r.next_run_at)!,
        runs: Number(r.runs),
      })),
      ledgerChecks: runs.rows.map((r) => ({
        id: Number(r.id),
        startedAt: iso(r.started_at)!,
        durationMs: r.duration_ms,
        ok: r.ok,
        breaches: (r.breaches as { name: string; description: string; breaches: number }[]).map((b) => ({
          name: b.name,
          description: b.description,
          breaches: b.breaches,
        })),
        counts: r.counts,
      })),
      domainEvents: events.map((e) => ({ ...e, oldestAt: iso(e.oldestAt) })),
      payments: { ...payments, oldestPendingWithdrawalAt: iso(payments.oldestPendingWithdrawalAt) },
      providers: providers.rows.map((r) => ({
        provider: r.provider,
        callbacks24h: r.calls,
        errors24h: r.errors,
        lastCallbackAt: iso(r.last_at),
      })),
    };
  }
}
