import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Promotions per brand; `rule` is the enforced rule (contract ZPromotionRuleSchema), texts derive from it. */
export const promotions = pgTable(
  'promotions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    brand: text('brand').notNull(),
    slug: text('slug').notNull(),
    kind: text('kind').notNull().$type<'first_deposit' | 'refund'>(),
    rule: jsonb('rule').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    uniqueIndex('promotions_brand_slug_uq').on(t.brand, t.slug),
    check('promotions_kind_check', sql`${t.kind} IN ('first_deposit', 'refund')`),
  ],
);

/**
 * A bonus granted to a player for one deposit. The money sits in the player's bonus account
 * until the wagering is met (then it moves to cash) or the bonus ends unmet (then it is
 * forfeited). The *_journal_id columns record that the money move happened; a row whose
 * status says it should have moved but whose journal is null is finished by the next run.
 */
export const playerBonuses = pgTable(
  'player_bonuses',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    brand: text('brand').notNull(),
    promotionSlug: text('promotion_slug').notNull(),
    depositId: bigint('deposit_id', { mode: 'number' }).notNull(),
    depositAmount: bigint('deposit_amount', { mode: 'number' }).notNull(),
    bonusAmount: bigint('bonus_amount', { mode: 'number' }).notNull(),
    wagerRequired: bigint('wager_required', { mode: 'number' }).notNull(),
    wagerProgress: bigint('wager_progress', { mode: 'number' }).notNull().default(0),
    /** the rule in force at grant time: later edits of the promotion do not change a running bonus */
    rule: jsonb('rule').notNull(),
    status: text('status').notNull().default('active').$type<'active' | 'completed' | 'cancelled' | 'expired'>(),
    grantJournalId: bigint('grant_journal_id', { mode: 'number' }),
    settleJournalId: bigint('settle_journal_id', { mode: 'number' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('player_bonuses_deposit_uq').on(t.depositId),
    // One running bonus per player: what wagering counts toward is never ambiguous.
    uniqueIndex('player_bonuses_one_active_uq').on(t.playerId).where(sql`status = 'active'`),
    index('player_bonuses_player_idx').on(t.playerId, t.createdAt),
    index('player_bonuses_expiry_idx').on(t.expiresAt).where(sql`status = 'active'`),
    check('player_bonuses_status_check', sql`${t.status} IN ('active', 'completed', 'cancelled', 'expired')`),
    check('player_bonuses_amounts_check', sql`${t.bonusAmount} > 0 AND ${t.wagerProgress} >= 0`),
  ],
);

/** Settled stakes already counted toward a bonus: a replayed settlement counts once. */
export const bonusWagers = pgTable(
  'bonus_wagers',
  {
    bonusId: bigint('bonus_id', { mode: 'number' }).notNull(),
    source: text('source').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    counted: bigint('counted', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [uniqueIndex('bonus_wagers_uq').on(t.bonusId, t.source)],
);

/** Settled stakes of each player per Vietnam day, for the daily refund (each settlement once). */
export const refundStakes = pgTable(
  'refund_stakes',
  {
    source: text('source').primaryKey(),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    day: text('day').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    sports: boolean('sports').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('refund_stakes_day_player_idx').on(t.day, t.playerId)],
);

/** One refund per player and day: the unique key is what makes the daily job pay once. */
export const refundPayouts = pgTable(
  'refund_payouts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    day: text('day').notNull(),
    promotionSlug: text('promotion_slug').notNull(),
    turnover: bigint('turnover', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    journalId: bigint('journal_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    uniqueIndex('refund_payouts_player_day_uq').on(t.playerId, t.day),
    check('refund_payouts_amount_check', sql`${t.amount} > 0`),
  ],
);
