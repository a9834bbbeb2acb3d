import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/*
 * The partner sandboxes' own records (decision 132): the bets the PP and AWC sandbox game
 * servers took, as those providers keep them. They are a separate party like the house games:
 * money reaches the platform only through the provider's wallet protocol over HTTP, and these
 * rows are what the sandboxes' round feeds (PP's data feed, AWC's bet records) serve.
 */
export const sandboxBets = pgTable(
  'sandbox_bets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** 'pp' or 'awc' */
    provider: text('provider').notNull(),
    /** PP symbol or AWC gameCode */
    game: text('game').notNull(),
    /** the platform's user id, as the provider names the player */
    userId: text('user_id').notNull(),
    /** the provider's round id (a shared table's coup or fight, or one spin) */
    roundId: text('round_id').notNull(),
    /** PP `reference` / AWC `platformTxId`: the provider's key of this bet */
    reference: text('reference').notNull(),
    /** AWC platform (SEXYBCRT, SV388) or '' for PP */
    platform: text('platform').notNull().default(''),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    payout: bigint('payout', { mode: 'number' }),
    /** open (placed, not settled), settling, settled, refunded, refused (the wallet said no) */
    status: text('status').notNull().$type<'placing' | 'open' | 'settling' | 'settled' | 'refunded' | 'refused'>(),
    bet: jsonb('bet').notNull(),
    outcome: jsonb('outcome'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    /** when the round is decided (a spin: at once) */
    settlesAt: timestamp('settles_at', { withTimezone: true }).notNull().default(sql`now()`),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sandbox_bets_reference').on(t.provider, t.reference),
    index('sandbox_bets_due').on(t.status, t.settlesAt),
    index('sandbox_bets_user').on(t.provider, t.userId, t.id),
    index('sandbox_bets_time').on(t.provider, t.createdAt),
  ],
);
