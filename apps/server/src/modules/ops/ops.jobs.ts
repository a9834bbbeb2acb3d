import type { Db } from '../../db/client';
import type { JobClaims } from '../../db/jobs';
import type { Log } from '../../log';

/**
 * Scheduled jobs whose outcome the health screen shows (decision 098). Which instance runs a
 * period is decided by the platform's one claim mechanism (db/jobs.ts, decision 102: a row per
 * job and period, so exactly one instance wins it, through a transaction pooler too); this class
 * keeps each job's last start, finish and outcome in `job_runs`.
 */
export class OpsJobs {
  constructor(
    private readonly db: Db,
    private readonly claims: JobClaims,
    private readonly log: Log,
  ) {}

  /** Claims this period's run of `name`; false when another instance (or an earlier tick) has it. */
  async claim(name: string, intervalMs: number): Promise<boolean> {
    if (!(await this.claims.claim(name, intervalMs))) return false;
    await this.db.pool.query(
      `INSERT INTO job_runs (name, next_run_at, last_started_at, runs)
            VALUES ($1, now() + $2 * interval '1 millisecond', now(), 1)
       ON CONFLICT (name) DO UPDATE SET next_run_at = EXCLUDED.next_run_at, last_started_at = now(), runs = job_runs.runs + 1`,
      [name, intervalMs],
    );
    return true;
  }

  async finish(name: string, startedAt: number, error: unknown): Promise<void> {
    await this.db.pool.query(
      `UPDATE job_runs SET last_finished_at = now(), last_ok = $2, last_error = $3, last_duration_ms = $4 WHERE name = $1`,
      [
        name,
        error === null,
        error === null ? null : String((error as Error)?.message ?? error).slice(0, 500),
        Date.now() - startedAt,
      ],
    );
  }

  /** Claims and runs `name` now if its slot is due; true when this call ran it. */
  async runIfDue(name: string, intervalMs: number, job: () => Promise<unknown>): Promise<boolean> {
    if (!(await this.claim(name, intervalMs))) return false;
    const startedAt = Date.now();
    let error: unknown = null;
    try {
      await job();
    } catch (err) {
      error = err ?? new Error('failed');
      this.log.error({ err, job: name }, 'scheduled job failed');
    }
    await this.finish(name, startedAt, error);
    return true;
  }

  /** Ticks every `tickMs` (at most a minute) and runs the job when its interval is due. Returns stop. */
  every(name: string, intervalMs: number, job: () => Promise<unknown>): () => void {
    let running = false;
    const tick = async () => {
      if (running) return;
      running = true;
      try {
        await this.runIfDue(name, intervalMs, job);
      } catch (err) {
        this.log.error({ err, job: name }, 'scheduled job could not be claimed');
      } finally {
        running = false;
      }
    };
    const timer = setInterval(() => void tick(), Math.min(intervalMs, 60_000));
    timer.unref();
    void tick();
    return () => clearInterval(timer);
  }
}
