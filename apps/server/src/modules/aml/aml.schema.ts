import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A suspicion an AML rule raised about a player, waiting for compliance (decision 097).
 * `dedupe_key` is the fact that raised it (deposit:42, device:<fingerprint>): a rule seeing the
 * same fact again, on another instance or after a redelivered event, adds nothing.
 */
export const amlFlags = pgTable(
  'aml_flags',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    rule: text('rule')
      .notNull()
      .$type<'large_deposit' | 'rapid_withdrawal' | 'shared_device' | 'shared_address' | 'giftcode_abuse'>(),
    dedupeKey: text('dedupe_key').notNull(),
    /** what the rule saw: amounts, linked accounts, thresholds in force */
    details: jsonb('details').notNull(),
    status: text('status').notNull().default('open').$type<'open' | 'cleared' | 'confirmed'>(),
    raisedAt: timestamp('raised_at', { withTimezone: true }).notNull().default(sql`now()`),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    outcomeNote: text('outcome_note'),
  },
  (t) => [
    uniqueIndex('aml_flags_rule_player_key_uq').on(t.rule, t.playerId, t.dedupeKey),
    index('aml_flags_open_idx').on(t.playerId).where(sql`status = 'open'`),
    index('aml_flags_status_idx').on(t.status, t.raisedAt),
    check('aml_flags_status_check', sql`${t.status} IN ('open', 'cleared', 'confirmed')`),
  ],
);

/** Compliance's notes on a flag while reviewing it. */
export const amlFlagNotes = pgTable(
  'aml_flag_notes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    flagId: bigint('flag_id', { mode: 'number' })
      .notNull()
      .references(() => amlFlags.id),
    staffId: bigint('staff_id', { mode: 'number' }).notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('aml_flag_notes_flag_idx').on(t.flagId)],
);

/**
 * The rules' thresholds, one row (decision 105): compliance edits them in the back office. A
 * statement trigger NOTIFYs `table_changed` (decision 102), so every instance drops its copy.
 */
export const amlSettings = pgTable(
  'aml_settings',
  {
    id: smallint('id').primaryKey().default(1),
    rules: jsonb('rules').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedBy: bigint('updated_by', { mode: 'number' }),
  },
  (t) => [check('aml_settings_one_row', sql`${t.id} = 1`)],
);
