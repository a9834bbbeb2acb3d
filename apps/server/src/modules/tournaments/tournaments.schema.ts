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
 * Tournaments staff define (decision 138). `rule` is the contract's TTournamentRule, the one
 * source of the scoring, the prize table and every text players read. Players see a tournament
 * once published; `finished_at` is set when its results are frozen.
 */
export const tournaments = pgTable(
  'tournaments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    /** the English title staff wrote (decision 170); null: the English site shows the Vietnamese */
    titleEn: text('title_en'),
    status: text('status').notNull().default('draft').$type<'draft' | 'published' | 'finished'>(),
    rule: jsonb('rule').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check('tournaments_status_check', sql`${t.status} IN ('draft', 'published', 'finished')`),
    check('tournaments_period_check', sql`${t.endsAt} > ${t.startsAt}`),
    index('tournaments_open_idx').on(t.status, t.endsAt),
  ],
);

/** Players who pressed "Tham gia" on an opt-in tournament: only what they settle afterwards counts. */
export const tournamentEntries = pgTable(
  'tournament_entries',
  {
    tournamentId: bigint('tournament_id', { mode: 'number' }).notNull(),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.playerId] })],
);

/**
 * Every settlement (and later correction) of a round in a tournament's games and period, once
 * per source (`bet:<provider>:<win uuid>`, `adj:<provider>:<adjust uuid>`): a redelivered event
 * inserts nothing. Scores are sums over these rows grouped by round, so the order events arrive
 * in does not matter; `corrected` marks a row from a correction (a round corrected back to
 * exactly its stake is a void and counts for nothing).
 */
export const tournamentPlays = pgTable(
  'tournament_plays',
  {
    tournamentId: bigint('tournament_id', { mode: 'number' }).notNull(),
    source: text('source').notNull(),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    roundKey: text('round_key').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    win: bigint('win', { mode: 'number' }).notNull(),
    corrected: boolean('corrected').notNull().default(false),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.source] }),
    index('tournament_plays_round_idx').on(t.tournamentId, t.playerId, t.roundKey),
  ],
);

/**
 * The frozen results: one row per ranked player, written once in the commit that finishes the
 * tournament. The prize is paid to cash keyed by (tournament, player) in the ledger; a bonus
 * prize must be wagered `wager_required` before a withdrawal (stakes settled after payment).
 */
export const tournamentResults = pgTable(
  'tournament_results',
  {
    tournamentId: bigint('tournament_id', { mode: 'number' }).notNull(),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    position: integer('position').notNull(),
    score: text('score').notNull(),
    prizeKind: text('prize_kind').$type<'cash' | 'bonus' | 'giftcode' | 'freespins'>(),
    prize: bigint('prize', { mode: 'number' }).notNull().default(0),
    wagerRequired: bigint('wager_required', { mode: 'number' }).notNull().default(0),
    wagerProgress: bigint('wager_progress', { mode: 'number' }).notNull().default(0),
    journalId: bigint('journal_id', { mode: 'number' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.playerId] }),
    index('tournament_results_player_idx').on(t.playerId),
    check('tournament_results_prize_check', sql`${t.prize} >= 0 AND ${t.wagerProgress} >= 0`),
  ],
);

/** Stakes already counted toward a bonus prize's wagering: each settlement counts once. */
export const tournamentWagerEvents = pgTable(
  'tournament_wager_events',
  {
    tournamentId: bigint('tournament_id', { mode: 'number' }).notNull(),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    source: text('source').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.playerId, t.source] })],
);
