import { sql } from 'drizzle-orm';
import { bigint, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Which instance ran a scheduled job in which period (db/jobs.ts, decision 102): the primary key
 * lets one instance of the cluster claim each period.
 */
export const scheduledJobRuns = pgTable(
  'scheduled_job_runs',
  {
    job: text('job').notNull(),
    /** floor(epoch ms / the job's interval) */
    slot: bigint('slot', { mode: 'number' }).notNull(),
    instance: text('instance').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.job, t.slot] })],
);
