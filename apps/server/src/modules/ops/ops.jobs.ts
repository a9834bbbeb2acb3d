import type { Db } from '../../db/client';
import type { Log } from '../../log';

/**
 * Scheduled jobs that run once per interval however many instances run (decision 098): each
 * instance ticks, and only the one whose `UPDATE ... WHERE next_run_at <= now()` moved the
 * slot forward runs the job. The outcome stays in `job_runs` for the health screen.
 */
export class OpsJobs {
  constructor(
    private readonly db: Db,
    private readonly log: Log,
  ) {}

  /** Claims this interval's run of `name`; false when another instance (or an earlier tick) has it. */
  async claim(name: string, intervalMs: number): Promise<boolean> {
    await this.db.pool.query('INSERT INTO job_runs (name) VALUES ($1) ON CONFLICT (name) DO NOTHING', [name]);
    const res = await this.db.pool.query(
      `UPDATE job_runs SET next_run_at = now() + $2 * interval '1 millisecond', last_started_at = now(), runs = runs + 1
        WHERE name = $1 AND next_run_at <= now()`,
      [name, intervalMs],
    );
    return res.rowCount === 1;
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
