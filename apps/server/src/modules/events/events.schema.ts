import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The lucky-spin prize table per brand. The odds the site publishes are `weight / sum(weight)`
 * over the brand's enabled rows, and the draw reads the same rows (decision 066).
 */
export const luckySpinPrizes = pgTable(
  'lucky_spin_prizes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    brand: text('brand').notNull(),
    code: text('code').notNull(),
    label: text('label').notNull(),
    /** the English label (decision 177); null: the English site shows the Vietnamese */
    labelEn: text('label_en'),
    /** VND paid to cash; 0 is "better luck next time" */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    weight: integer('weight').notNull(),
    color: text('color').notNull(),
    /** wheel position, clockwise from the top */
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    uniqueIndex('lucky_spin_prizes_brand_code_uq').on(t.brand, t.code),
    check('lucky_spin_prizes_amount_check', sql`${t.amount} >= 0`),
    check('lucky_spin_prizes_weight_check', sql`${t.weight} > 0`),
  ],
);

/**
 * One row per spin used. `(player_id, grant_key)` is the exactly-once gate: the daily spin's key
 * is `daily:<Vietnam date>`, so concurrent requests race on this unique index and one wins.
 */
export const luckySpins = pgTable(
  'lucky_spins',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    brand: text('brand').notNull(),
    grantKey: text('grant_key').notNull(),
    prizeId: bigint('prize_id', { mode: 'number' }).notNull(),
    /** the prize as drawn: a later edit of the table does not change what is owed */
    label: text('label').notNull(),
    /** its English label as drawn, or null */
    labelEn: text('label_en'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** the uniform integer in [0, total_weight) that chose the prize, kept for audit */
    draw: integer('draw').notNull(),
    totalWeight: integer('total_weight').notNull(),
    journalId: bigint('journal_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    uniqueIndex('lucky_spins_grant_uq').on(t.playerId, t.grantKey),
    index('lucky_spins_player_idx').on(t.playerId, t.id),
    index('lucky_spins_unpaid_idx').on(t.playerId).where(sql`${t.amount} > 0 AND ${t.journalId} IS NULL`),
  ],
);

/** The app-download bonus: one row per player, ever (decision 067). */
export const appBonusClaims = pgTable(
  'app_bonus_claims',
  {
    playerId: bigint('player_id', { mode: 'number' }).primaryKey(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** what the client said about itself, kept for review: e.g. "standalone" */
    displayMode: text('display_mode').notNull(),
    userAgent: text('user_agent'),
    journalId: bigint('journal_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [check('app_bonus_claims_amount_check', sql`${t.amount} > 0`)],
);
