import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every SMS and e-mail the platform sends, with its delivery outcome. The sandbox adapter
 * delivers nowhere else, so this table is also the inbox tests and the dev page read.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    /** Phone number (0xxxxxxxxx) or e-mail address. */
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    /** What the message is for (otp:verify_phone, otp:reset_password, ...). */
    purpose: text('purpose').notNull(),
    adapter: text('adapter').notNull(),
    /** sent: the provider accepted it; delivered / undelivered / failed: its later report (Twilio). */
    status: text('status', { enum: ['sent', 'delivered', 'undelivered', 'failed'] }).notNull(),
    providerMessageId: text('provider_message_id'),
    error: text('error'),
    meta: jsonb('meta'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index('outbox_messages_recipient_idx').on(t.recipient, t.createdAt),
    index('outbox_messages_provider_message_idx').on(t.adapter, t.providerMessageId),
  ],
);
