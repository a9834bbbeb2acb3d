import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Gift codes staff create, singly or in batches; `code` is stored upper case. */
export const giftcodes = pgTable(
  'giftcodes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    kind: text('kind').notNull().$type<'standard' | 'newbie'>(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    turnover: integer('turnover').notNull(),
    maxUses: integer('max_uses').notNull().default(1),
    uses: integer('uses').notNull().default(0),
    batchId: text('batch_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    note: text('note').notNull().default(''),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    uniqueIndex('giftcodes_code_uq').on(t.code),
    index('giftcodes_batch_idx').on(t.batchId),
    check('giftcodes_kind_check', sql`${t.kind} IN ('standard', 'newbie')`),
    check('giftcodes_uses_check', sql`${t.uses} >= 0 AND ${t.uses} <= ${t.maxUses}`),
    check('giftcodes_code_check', sql`${t.code} ~ '^[A-Z0-9]{1,20}$'`),
  ],
);

/**
 * A player's use of a code: the cash credited and the total bet needed before withdrawing.
 * pending -> eligible when settled bets reach the requirement; pending -> forfeited when staff end
 * the hold (e.g. to pay out a self-excluded player), taking the gift back as far as the cash allows.
 */
export const giftcodeRedemptions = pgTable(
  'giftcode_redemptions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    giftcodeId: bigint('giftcode_id', { mode: 'number' }).notNull(),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    code: text('code').notNull(),
    kind: text('kind').notNull().$type<'standard' | 'newbie'>(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    requiredBet: bigint('required_bet', { mode: 'number' }).notNull(),
    currentBet: bigint('current_bet', { mode: 'number' }).notNull().default(0),
    status: text('status').notNull().$type<'pending' | 'eligible' | 'forfeited'>(),
    journalId: bigint('journal_id', { mode: 'number' }),
    /** what staff took back when they ended the wagering hold (never more than the gift) */
    forfeitAmount: bigint('forfeit_amount', { mode: 'number' }),
    forfeitJournalId: bigint('forfeit_journal_id', { mode: 'number' }),
    forfeitedAt: timestamp('forfeited_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    eligibleAt: timestamp('eligible_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('giftcode_redemptions_code_player_uq').on(t.giftcodeId, t.playerId),
    // The newbie code is once per player, whichever newbie code it is.
    uniqueIndex('giftcode_redemptions_newbie_uq').on(t.playerId).where(sql`kind = 'newbie'`),
    index('giftcode_redemptions_player_idx').on(t.playerId, t.createdAt),
    check('giftcode_redemptions_status_check', sql`${t.status} IN ('pending', 'eligible', 'forfeited')`),
    check(
      'giftcode_redemptions_forfeit_check',
      sql`(${t.status} = 'forfeited') = (${t.forfeitAmount} IS NOT NULL AND ${t.forfeitedAt} IS NOT NULL) AND ${t.forfeitAmount} BETWEEN 0 AND ${t.amount}`,
    ),
  ],
);

/** Settled stakes counted toward a redemption: a replayed settlement counts once. */
export const giftcodeWagers = pgTable(
  'giftcode_wagers',
  {
    redemptionId: bigint('redemption_id', { mode: 'number' }).notNull(),
    source: text('source').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [uniqueIndex('giftcode_wagers_uq').on(t.redemptionId, t.source)],
);

/** Redemption attempts per player in fixed windows (shared by all instances). */
export const giftcodeAttempts = pgTable('giftcode_attempts', {
  playerId: bigint('player_id', { mode: 'number' }).primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().default(sql`now()`),
  attempts: integer('attempts').notNull().default(0),
});
