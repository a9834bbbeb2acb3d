import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Facts one module publishes for others (decision 070), written in the same transaction as the
 * fact itself and delivered at least once afterwards: a crash between the commit and the
 * listeners can delay what they do (a first-deposit bonus, mission progress), never lose it.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** what happened, e.g. deposit.credited */
    topic: text('topic').notNull(),
    /** the fact's own identity (deposit:42): recording it twice keeps one event */
    eventKey: text('event_key').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    /** when every listener had finished with it; null while it is still to be delivered */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    /** a delivery in progress leases the event until then; a failed one retries from then */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().default(sql`now()`),
    lastError: text('last_error'),
  },
  (t) => [
    uniqueIndex('domain_events_topic_key_idx').on(t.topic, t.eventKey),
    index('domain_events_due_idx').on(t.nextAttemptAt).where(sql`${t.deliveredAt} IS NULL`),
    // Pruning by age reads only the rows it deletes (events are delivered soon after creation).
    index('domain_events_created_idx').on(t.createdAt),
  ],
);
