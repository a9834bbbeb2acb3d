import type { TOpsAlertKind } from '@app/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { staff } from '../admin/admin.schema';

/**
 * Scheduled jobs' claims and last outcomes (decision 098). An instance runs a job only after
 * claiming its slot (`UPDATE ... WHERE next_run_at <= now()`), so with several instances each
 * interval's run happens exactly once; the row is also what the health screen shows.
 */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull().default(sql`now()`),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  lastOk: boolean('last_ok'),
  lastError: text('last_error'),
  lastDurationMs: integer('last_duration_ms'),
  runs: bigint('runs', { mode: 'number' }).notNull().default(0),
});

/** Every ledger reconciliation run (the checks of `ledger:check`), kept for its history. */
export const ledgerCheckRuns = pgTable('ledger_check_runs', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().default(sql`now()`),
  durationMs: integer('duration_ms').notNull(),
  ok: boolean('ok').notNull(),
  /** the checks that failed, with their breach counts and samples */
  breaches: jsonb('breaches').notNull(),
  counts: jsonb('counts').notNull(),
});

/**
 * Provider wallet callbacks per provider and hour: how many, how many answered with an error
 * status, and the last error. Counted in memory and added here every few seconds by each
 * instance (additive upserts, so instances never overwrite each other).
 */
export const providerCallbackStats = pgTable(
  'provider_callback_stats',
  {
    provider: text('provider').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    calls: integer('calls').notNull().default(0),
    errors: integer('errors').notNull().default(0),
    lastError: text('last_error'),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.hour] })],
);

/**
 * Alerts for staff (decision 106): a failing ledger check, a provider answering with errors, a
 * payout whose outcome nobody knows. One open alert per kind and subject: a run seeing it again
 * counts an occurrence; once acknowledged (audited), the next breach opens a new one.
 */
export const opsAlerts = pgTable(
  'ops_alerts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull().$type<TOpsAlertKind>(),
    subject: text('subject').notNull(),
    summary: text('summary').notNull(),
    details: jsonb('details').notNull(),
    raisedAt: timestamp('raised_at', { withTimezone: true }).notNull().default(sql`now()`),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().default(sql`now()`),
    occurrences: integer('occurrences').notNull().default(1),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgedBy: bigint('acknowledged_by', { mode: 'number' }),
    ackNote: text('ack_note'),
  },
  (t) => [
    uniqueIndex('ops_alerts_open_uq').on(t.kind, t.subject).where(sql`acknowledged_at IS NULL`),
    index('ops_alerts_raised_idx').on(t.raisedAt),
  ],
);

/**
 * Each alert's message to each on-call staff member per channel (decision 123). The key makes
 * sending idempotent: a redelivered `ops.alert_raised` finds the row and sends nothing again.
 * A row is claimed (`sending`) before the adapter is called and settled after; a claim older
 * than a few minutes is a crash between the two and is sent again (an alert twice beats none).
 */
export const opsAlertDeliveries = pgTable(
  'ops_alert_deliveries',
  {
    alertId: bigint('alert_id', { mode: 'number' })
      .notNull()
      .references(() => opsAlerts.id),
    staffId: bigint('staff_id', { mode: 'number' })
      .notNull()
      .references(() => staff.id),
    channel: text('channel').notNull().$type<'email' | 'sms'>(),
    /** the address it went (or was to go) to */
    recipient: text('recipient').notNull(),
    status: text('status')
      .notNull()
      .$type<'sending' | 'sent' | 'failed' | 'gave_up' | 'rate_limited' | 'summarised' | 'skipped'>(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    outboxMessageId: bigint('outbox_message_id', { mode: 'number' }),
    /** the digest message that told of it instead, when the hourly limit held it back */
    digestKey: text('digest_key'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().default(sql`now()`),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.alertId, t.staffId, t.channel] }),
    index('ops_alert_deliveries_rate_idx').on(t.staffId, t.channel, t.claimedAt),
  ],
);
