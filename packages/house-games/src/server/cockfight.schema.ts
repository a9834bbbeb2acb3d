import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Cockfights on the shared schedule: one row per fight, created when the fight opens, with the
 * server seed whose SHA-256 is shown to every player before betting closes (the seed itself is
 * shown once the fight has a result).
 */
export const houseFights = pgTable(
  'house_fights',
  {
    /** fight number: fight n opens at n × the schedule's period (epoch ms) */
    no: bigint('no', { mode: 'number' }).primaryKey(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('open').$type<'open' | 'settled' | 'cancelled'>(),
    result: text('result').$type<'meron' | 'wala' | 'draw'>(),
    roll: integer('roll'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('house_fights_open_idx').on(t.endsAt).where(sql`status = 'open'`),
    check('house_fights_status_check', sql`${t.status} in ('open', 'settled', 'cancelled')`),
  ],
);

/** Every bet on a fight, with the odds it was locked at; each is its own round at the wallet. */
export const houseFightBets = pgTable(
  'house_fight_bets',
  {
    id: uuid('id').primaryKey(),
    fightNo: bigint('fight_no', { mode: 'number' }).notNull(),
    userId: text('user_id').notNull(),
    side: text('side').notNull().$type<'meron' | 'wala' | 'draw'>(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** decimal odds in hundredths, stake included (900 for a draw bet) */
    odds: integer('odds').notNull(),
    /** what the bet returns once the fight has a result (null before) */
    payout: bigint('payout', { mode: 'number' }),
    /**
     * pending: bet not confirmed; placed: stake taken; settled: win (or 0) confirmed;
     * refused: the platform refused it; rolled_back: cancelled (answer unknown);
     * refunded: the fight was cancelled and the stake went back
     */
    status: text('status').notNull().$type<'pending' | 'placed' | 'settled' | 'refused' | 'rolled_back' | 'refunded'>(),
    refusal: text('refusal'),
    token: text('token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index('house_fight_bets_fight_idx').on(t.fightNo),
    index('house_fight_bets_user_idx').on(t.userId, t.createdAt.desc()),
    index('house_fight_bets_unsettled_idx').on(t.status).where(sql`status in ('pending', 'placed')`),
    check('house_fight_bets_side_check', sql`${t.side} in ('meron', 'wala', 'draw')`),
    check(
      'house_fight_bets_status_check',
      sql`${t.status} in ('pending', 'placed', 'settled', 'refused', 'rolled_back', 'refunded')`,
    ),
  ],
);
