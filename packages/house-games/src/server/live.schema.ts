import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Shoes of the shared live baccarat tables: one row per shoe (60 coups), created with its seed
 * the first time one of its coups is seen. The seed's SHA-256 is shown from the shoe's first
 * coup; the seed itself once the shoe's last coup is over.
 */
export const houseLiveShoes = pgTable(
  'house_live_shoes',
  {
    tableCode: text('table_code').notNull(),
    /** shoe s holds the table's coups 60s..60s+59 */
    no: bigint('no', { mode: 'number' }).notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.tableCode, t.no] })],
);

/** Every coup of a live table that was seen by a server: its times, state and (once dealt) cards. */
export const houseLiveRounds = pgTable(
  'house_live_rounds',
  {
    tableCode: text('table_code').notNull(),
    /** coup n opens at n × the schedule's period (epoch ms) */
    no: bigint('no', { mode: 'number' }).notNull(),
    shoeNo: bigint('shoe_no', { mode: 'number' }).notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /**
     * open: betting or waiting to be dealt; dealt: cards fixed, bets' payouts computed;
     * void: no server dealt it in time (every bet is refunded; its cards are burned)
     */
    status: text('status').notNull().default('open').$type<'open' | 'dealt' | 'void'>(),
    /** the coup (cards, totals, winner), once dealt */
    outcome: jsonb('outcome'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tableCode, t.no] }),
    index('house_live_rounds_open_idx').on(t.closesAt).where(sql`status = 'open'`),
    check('house_live_rounds_status_check', sql`${t.status} in ('open', 'dealt', 'void')`),
  ],
);

/** A player's bet on a coup (one or more spots); each is its own round at the wallet. */
export const houseLiveBets = pgTable(
  'house_live_bets',
  {
    id: uuid('id').primaryKey(),
    tableCode: text('table_code').notNull(),
    roundNo: bigint('round_no', { mode: 'number' }).notNull(),
    userId: text('user_id').notNull(),
    /** [{ spot, amount }] */
    spots: jsonb('spots').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** what the bet returns once the coup is dealt (null before) */
    payout: bigint('payout', { mode: 'number' }),
    /**
     * pending: bet not confirmed; placed: stake taken; settled: win (or 0) confirmed;
     * refused: the platform refused it; rolled_back: its answer never came; refunded: the coup was void
     */
    status: text('status').notNull().$type<'pending' | 'placed' | 'settled' | 'refused' | 'rolled_back' | 'refunded'>(),
    refusal: text('refusal'),
    token: text('token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index('house_live_bets_round_idx').on(t.tableCode, t.roundNo),
    index('house_live_bets_user_idx').on(t.userId, t.createdAt.desc()),
    index('house_live_bets_unsettled_idx').on(t.status).where(sql`status in ('pending', 'placed')`),
    check(
      'house_live_bets_status_check',
      sql`${t.status} in ('pending', 'placed', 'settled', 'refused', 'rolled_back', 'refunded')`,
    ),
  ],
);
