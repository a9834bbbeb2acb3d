import type pg from 'pg';

/**
 * Scheduled jobs run once per period across all instances (decision 102). Each instance keeps
 * its timer; a tick first claims the job's current period, `floor(now / interval)`, by inserting
 * it into `scheduled_job_runs`: the primary key lets exactly one instance win, the others skip
 * that period. A claim is one autocommitted statement, so it works through a transaction pooler
 * (a session advisory lock would not: the pooler hands the session to someone else). An
 * instance killed mid-run leaves its period claimed; the jobs are catch-ups, the next period
 * does the work.
 */
export class JobClaims {
  constructor(
    private readonly pool: pg.Pool,
    private readonly instance: string,
  ) {}

  /** True when this instance won `job`'s current period of `intervalMs`. */
  async claim(job: string, intervalMs: number, now = Date.now()): Promise<boolean> {
    const slot = Math.floor(now / intervalMs);
    const { rowCount } = await this.pool.query(
      `INSERT INTO scheduled_job_runs (job, slot, instance) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
      [job, slot, this.instance],
    );
    if (rowCount === 1 && slot % 100 === 0) {
      // Keep a day or so of claims; the table stays tiny.
      await this.pool.query(`DELETE FROM scheduled_job_runs WHERE claimed_at < now() - interval '1 day'`);
    }
    return rowCount === 1;
  }

  /**
   * Wraps a periodic job: the function runs only in the periods this instance claims. A failed
   * claim (database unreachable) skips the period.
   */
  once(job: string, intervalMs: number, run: () => Promise<unknown>): () => Promise<void> {
    return async () => {
      let mine = false;
      try {
        mine = await this.claim(job, intervalMs);
      } catch {
        return;
      }
      if (mine) await run();
    };
  }
}
