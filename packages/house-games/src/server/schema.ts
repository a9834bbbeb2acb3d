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
  uuid,
} from 'drizzle-orm/pg-core';

/*
 * The house games provider's own data. It shares the database server with the platform in the
 * default install but is a separate party: it reads and writes only these tables and reaches
 * the platform's money only through the wallet protocol over HTTP.
 */

/**
 * Provably fair seed pairs per player. The active pair's server seed stays secret (only its
 * SHA-256 is shown); rotating reveals it and starts a new pair at nonce 0.
 */
export const houseSeeds = pgTable(
  'house_seeds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** the platform's user id as the wallet protocol names it */
    userId: text('user_id').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** the nonce the next round will use */
    nonce: integer('nonce').notNull().default(0),
    status: text('status').notNull().default('active').$type<'active' | 'revealed'>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('house_seeds_active_uq').on(t.userId).where(sql`status = 'active'`),
    index('house_seeds_user_idx').on(t.userId, t.id),
    check('house_seeds_status_check', sql`${t.status} in ('active', 'revealed')`),
  ],
);

/** Every round played, with what is needed to verify it and to settle it with the platform. */
export const houseRounds = pgTable(
  'house_rounds',
  {
    id: uuid('id').primaryKey(),
    userId: text('user_id').notNull(),
    game: text('game').notNull(),
    seedId: bigint('seed_id', { mode: 'number' }).notNull(),
    nonce: integer('nonce').notNull(),
    clientSeed: text('client_seed').notNull(),
    bet: jsonb('bet').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    payout: bigint('payout', { mode: 'number' }).notNull(),
    jackpotHit: boolean('jackpot_hit').notNull().default(false),
    jackpotAmount: bigint('jackpot_amount', { mode: 'number' }),
    outcome: jsonb('outcome').notNull(),
    /**
     * pending: bet not confirmed yet; placed: bet accepted, win not yet confirmed; settled: done;
     * refused: the platform refused the bet; rolled_back: the bet was cancelled; open: a round
     * played in steps (blackjack) waits for the player's next decision
     */
    status: text('status').notNull().$type<'pending' | 'placed' | 'settled' | 'refused' | 'rolled_back' | 'open'>(),
    /**
     * a decision of an open round whose extra stake is being sent to the wallet (its bet id is
     * `<round>:bet:<index of the decision>`); set while the call is out, so a crash leaves it for
     * recovery to roll back, and so two decisions on one round cannot race
     */
    pendingAction: text('pending_action'),
    refusal: text('refusal'),
    balanceAfter: bigint('balance_after', { mode: 'number' }),
    /** the play token the round was bet with; wins and rollbacks of unfinished rounds reuse it */
    token: text('token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    uniqueIndex('house_rounds_seed_nonce_uq').on(t.seedId, t.nonce),
    index('house_rounds_user_idx').on(t.userId, t.createdAt.desc()),
    index('house_rounds_unsettled_idx').on(t.status).where(sql`status in ('pending', 'placed')`),
    check(
      'house_rounds_status_check',
      sql`${t.status} in ('pending', 'placed', 'settled', 'refused', 'rolled_back', 'open')`,
    ),
    index('house_rounds_open_idx').on(t.userId, t.game).where(sql`status = 'open'`),
  ],
);
export * from '../partners/schema';
export * from './cockfight.schema';
export * from './limits.schema';
export * from './live.schema';
