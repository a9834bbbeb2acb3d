import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgSequence, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * The sandbox gateways' state (decision 112): what a real provider would keep on its side
 * (MoMo orders, charged card requests, used cards, deposit addresses, payout answers) and the
 * callbacks it still owes us. In the database so that every instance behind the balancer sees
 * it: a sandbox call on one instance and its follow-up on another behave as on one.
 */

/** One remembered thing per (kind, key): `momo_order`, `card_request`, `used_card`, `address`, `payout`. */
export const sandboxGatewayRecords = pgTable(
  'sandbox_gateway_records',
  {
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.kind, t.key] })],
);

/**
 * Callbacks the sandbox owes our webhooks, delivered by whichever instance claims them once due
 * (the one that scheduled it, at once; any other after a crash). `signer` says which gateway
 * signs the body at delivery, as the real one would.
 */
export const sandboxGatewayCallbacks = pgTable(
  'sandbox_gateway_callbacks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    path: text('path').notNull(),
    body: text('body').notNull(),
    contentType: text('content_type').notNull(),
    signer: text('signer'),
    attempts: integer('attempts').notNull().default(0),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
  },
  (t) => [index('sandbox_gateway_callbacks_due_idx').on(t.dueAt)],
);

/** Transaction ids the sandbox hands out (bank statement ids, MoMo transIds, payout refs). */
export const sandboxGatewayIds = pgSequence('sandbox_gateway_ids');
