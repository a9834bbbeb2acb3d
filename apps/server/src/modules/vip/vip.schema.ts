import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * The VIP ladder staff write (decision 144). `rule` is the contract's TVipRule, the one source of
 * the points, the levels, what each level gives and every text players read. One rule is
 * `published` at a time; publishing a draft retires the one before it.
 */
export const vipRules = pgTable(
  'vip_rules',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    status: text('status').notNull().default('draft').$type<'draft' | 'published' | 'retired'>(),
    rule: jsonb('rule').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [check('vip_rules_status_check', sql`${t.status} IN ('draft', 'published', 'retired')`)],
);

/**
 * Every settlement and correction of a player's round, once per source (`bet:<provider>:<win
 * uuid>`, `adj:<provider>:<adjust uuid>`), with the weight its game had when it settled. Points
 * are sums over these rows grouped by round, so a redelivered event adds nothing and the order
 * events arrive in does not matter; a round corrected back to exactly its stake is a void.
 */
export const vipPlays = pgTable(
  'vip_plays',
  {
    source: text('source').primaryKey(),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    roundKey: text('round_key').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    win: bigint('win', { mode: 'number' }).notNull(),
    percent: integer('percent').notNull(),
    corrected: boolean('corrected').notNull().default(false),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('vip_plays_player_idx').on(t.playerId, t.roundKey), index('vip_plays_at_idx').on(t.at)],
);

/** A level reached by points, once per player and level code: its bonus is paid once, keyed by the same pair. */
export const vipLevelUps = pgTable(
  'vip_level_ups',
  {
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    level: text('level').notNull(),
    ruleId: bigint('rule_id', { mode: 'number' }).notNull(),
    bonus: bigint('bonus', { mode: 'number' }).notNull(),
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull().default(sql`now()`),
    journalId: bigint('journal_id', { mode: 'number' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.level] }), check('vip_level_ups_bonus_check', sql`${t.bonus} >= 0`)],
);

/** The weekly bonus of the level held, once per player and Vietnam week (its Monday). */
export const vipWeeklyBonuses = pgTable(
  'vip_weekly_bonuses',
  {
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    week: text('week').notNull(),
    level: text('level').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    journalId: bigint('journal_id', { mode: 'number' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.playerId, t.week] }),
    check('vip_weekly_bonuses_amount_check', sql`${t.amount} > 0`),
  ],
);

/** A level staff hold a player at (with the reason); the row is gone when the level follows points again. */
export const vipOverrides = pgTable('vip_overrides', {
  playerId: bigint('player_id', { mode: 'number' }).primaryKey(),
  level: text('level').notNull(),
  reason: text('reason').notNull(),
  staffId: bigint('staff_id', { mode: 'number' }).notNull(),
  setAt: timestamp('set_at', { withTimezone: true }).notNull().default(sql`now()`),
});

/** Every staff change of a player's level, append-only, for the player's VIP history. */
export const vipStaffChanges = pgTable(
  'vip_staff_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    level: text('level'),
    reason: text('reason').notNull(),
    staffId: bigint('staff_id', { mode: 'number' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('vip_staff_changes_player_idx').on(t.playerId)],
);
