import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Free rounds of a slot granted to a player (decision 164). `source` is the prize's key
 * (`tournament/prize:<tournament>:<player>`, `vip/levelup:<player>:<level>`): a prize paid twice
 * finds its grant and makes no second one. `used` counts the rounds the game has taken; the
 * grant is `used` when none is left and `expired` once its time is up with rounds unplayed.
 */
export const freeRoundGrants = pgTable(
  'free_round_grants',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    source: text('source').notNull().unique(),
    /** what the player reads it came from: { origin: 'tournament' | 'vip', name } */
    origin: jsonb('origin').notNull(),
    provider: text('provider').notNull(),
    games: text('games').array().notNull(),
    lineBet: integer('line_bet').notNull(),
    rounds: integer('rounds').notNull(),
    used: integer('used').notNull().default(0),
    status: text('status').notNull().default('active').$type<'active' | 'used' | 'expired'>(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    check('free_round_grants_status_check', sql`${t.status} IN ('active', 'used', 'expired')`),
    check('free_round_grants_used_check', sql`${t.used} >= 0 AND ${t.used} <= ${t.rounds} AND ${t.rounds} > 0`),
    index('free_round_grants_player_idx').on(t.playerId, t.status),
    index('free_round_grants_expiry_idx').on(t.status, t.expiresAt),
  ],
);

/**
 * The rounds a grant's game has played, one per bet reference of the provider: a repeated bet
 * finds its row and takes no second round; the win is credited once, by the ledger key
 * `freespins/win:<grant>:<reference>`, and `journal_id` records it.
 */
export const freeRoundSpins = pgTable(
  'free_round_spins',
  {
    grantId: bigint('grant_id', { mode: 'number' }).notNull(),
    reference: text('reference').notNull(),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    round: text('round').notNull(),
    game: text('game').notNull(),
    status: text('status').notNull().default('taken').$type<'taken' | 'paid' | 'refunded'>(),
    win: bigint('win', { mode: 'number' }).notNull().default(0),
    journalId: bigint('journal_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.grantId, t.reference] }),
    index('free_round_spins_round_idx').on(t.playerId, t.round),
    check('free_round_spins_status_check', sql`${t.status} IN ('taken', 'paid', 'refunded')`),
    check('free_round_spins_win_check', sql`${t.win} >= 0`),
  ],
);
