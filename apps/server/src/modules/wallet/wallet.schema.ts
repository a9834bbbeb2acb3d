import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/*
 * The double-entry ledger (DESIGN section 5). Only the wallet module writes these tables, and
 * only through the SQL functions of the `wallet_functions` migration: every balance change is
 * one call that checks idempotency, moves balances and appends the journal and its entries.
 * Player rows carry `player_id` but no foreign key to `players` (decision 012).
 */

/**
 * One account per (player, purpose) or (system purpose, code). A player's `deposit_held` holds
 * deposited money that may not be played (over a deposit limit, or arriving for a self-excluded
 * or disabled player) until it is returned to its source (decision 073).
 */
export const accounts = pgTable(
  'accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ownerType: text('owner_type').notNull().$type<'player' | 'system'>(),
    playerId: bigint('player_id', { mode: 'number' }),
    /** Which payment method / provider / pool a system account belongs to, e.g. 'house', 'vietqr'. */
    systemCode: text('system_code'),
    purpose: text('purpose').notNull(),
    /** Balance rows of the account; hot system accounts are spread over several (decision 011). */
    shards: smallint('shards').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('accounts_player_purpose_uq').on(t.playerId, t.purpose).where(sql`player_id IS NOT NULL`),
    uniqueIndex('accounts_system_purpose_uq').on(t.purpose, t.systemCode).where(sql`system_code IS NOT NULL`),
    check(
      'accounts_owner_check',
      sql`(owner_type = 'player' AND player_id IS NOT NULL AND system_code IS NULL AND purpose IN ('cash', 'bonus', 'pending_withdrawal', 'deposit_held'))
        OR (owner_type = 'system' AND player_id IS NULL AND system_code IS NOT NULL
            AND purpose IN ('payment_clearing', 'game_provider', 'promotions_expense', 'jackpot_pool', 'fees', 'adjustments'))`,
    ),
    check('accounts_shards_check', sql`shards BETWEEN 1 AND 256 AND (owner_type = 'system' OR shards = 1)`),
  ],
);

/** One row per business event; `(scope, external_id)` is the idempotency key. Append-only. */
export const journal = pgTable(
  'journal',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    scope: text('scope').notNull(),
    externalId: text('external_id').notNull(),
    /** Hash of the money-relevant request fields; a replay with another hash is refused. */
    requestHash: text('request_hash').notNull(),
    kind: text('kind').notNull(),
    /** The player the event is about (null for system-only events). */
    playerId: bigint('player_id', { mode: 'number' }),
    /** The event's principal amount (what the player sees in history). */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The journal this one undoes; unique, so a journal is reversed at most once. */
    reversalOf: bigint('reversal_of', { mode: 'number' }),
    /** The reservation this settle/release completes; unique, so it completes at most once. */
    completes: bigint('completes', { mode: 'number' }),
    meta: jsonb('meta').notNull().default(sql`'{}'::jsonb`).$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('journal_scope_external_uq').on(t.scope, t.externalId),
    uniqueIndex('journal_reversal_of_uq').on(t.reversalOf).where(sql`reversal_of IS NOT NULL`),
    uniqueIndex('journal_completes_uq').on(t.completes).where(sql`completes IS NOT NULL`),
    // Wins by time, for the providers' settlement recovery (decision 070): a range scan over the
    // recovery window, where a BRIN index lost to the primary key in the planner (measured).
    index('journal_win_created_idx').on(t.createdAt, t.id).where(sql`kind = 'win'`),
    check('journal_amount_check', sql`amount >= 0`),
    check('journal_key_check', sql`length(scope) BETWEEN 1 AND 64 AND length(external_id) BETWEEN 1 AND 200`),
  ],
);

/**
 * Append-only postings. The entries of one journal sum to zero (deferred constraint trigger);
 * UPDATE, DELETE and TRUNCATE are refused by triggers. No foreign keys on purpose: a key check
 * on the hot provider account would lock its row on every bet (decision 011); the ledger check
 * verifies every entry points at a real journal and account.
 */
export const entries = pgTable(
  'entries',
  {
    journalId: bigint('journal_id', { mode: 'number' }).notNull(),
    line: smallint('line').notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    shard: smallint('shard').notNull().default(0),
    playerId: bigint('player_id', { mode: 'number' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** Posted balance of a player account right after this entry (null on system accounts). */
    balanceAfter: bigint('balance_after', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.journalId, t.line] }),
    index('entries_player_idx').on(t.playerId, t.journalId).where(sql`player_id IS NOT NULL`),
    check('entries_amount_check', sql`amount <> 0 AND line >= 1`),
  ],
);

/** Current balance per account shard. Player accounts have one shard and never go below zero. */
export const balances = pgTable(
  'balances',
  {
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    shard: smallint('shard').notNull().default(0),
    playerId: bigint('player_id', { mode: 'number' }),
    posted: bigint('posted', { mode: 'number' }).notNull().default(0),
    /** Part of `posted` that only settle/release of a reservation may move. */
    held: bigint('held', { mode: 'number' }).notNull().default(0),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    /**
     * On a player's cash row: the player has a loss or wager limit, so every game posting of
     * theirs takes the full path that checks and counts it (decision 025); the fast paths
     * decline such rows.
     */
    playLimited: boolean('play_limited').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.shard] }),
    check('balances_player_nonnegative', sql`player_id IS NULL OR (posted >= 0 AND held >= 0 AND posted - held >= 0)`),
  ],
);

/**
 * What a limited player has lost (stakes minus wins) and wagered (stakes) in the current Vietnam
 * day, week and month, moved by the ledger's game function in the same statement as the money
 * (decision 025). Rows of an earlier period count as zero. Only players with a loss or wager
 * limit have rows.
 */
export const playLimitUsage = pgTable(
  'play_limit_usage',
  {
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    kind: text('kind').notNull().$type<'loss' | 'wager'>(),
    period: text('period').notNull().$type<'day' | 'week' | 'month'>(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    used: bigint('used', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.playerId, t.kind, t.period] }),
    check('play_limit_usage_kind_check', sql`${t.kind} IN ('loss', 'wager')`),
    check('play_limit_usage_period_check', sql`${t.period} IN ('day', 'week', 'month')`),
  ],
);
