import { sql } from 'drizzle-orm';
import { bigint, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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

/**
 * What the sandbox payment gateways remember between calls (MoMo orders, phone-card requests,
 * used cards, crypto addresses, payouts), shared by every instance: a gateway's follow-up call
 * may reach another instance than the first (decision 102).
 */
export const sandboxGatewayState = pgTable(
  'sandbox_gateway_state',
  {
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.kind, t.key] })],
);
