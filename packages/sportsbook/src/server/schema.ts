import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/*
 * The sportsbook's own data (a separate party like the house games: it shares the database
 * server only and reaches the platform's money through the wallet protocol over HTTP).
 */

/**
 * Fixtures from the feed with their current prices, live state and result. The sandbox feed
 * commits to `server_seed_hash` when it lists a match and reveals `server_seed` at full time.
 */
export const sportsFixtures = pgTable(
  'sports_fixtures',
  {
    id: uuid('id').primaryKey(),
    /** sandbox | football-data | … : which feed the fixture came from */
    source: text('source').notNull(),
    externalId: text('external_id'),
    league: text('league').notNull(),
    home: text('home').notNull(),
    away: text('away').notNull(),
    kickoff: timestamp('kickoff', { withTimezone: true }).notNull(),
    status: text('status')
      .notNull()
      .$type<'scheduled' | 'live' | 'suspended' | 'finished' | 'postponed' | 'abandoned'>(),
    /** the first kick-off the feed announced: the settlement window counts from it (a postponed match keeps it) */
    originalKickoff: timestamp('original_kickoff', { withTimezone: true }),
    /** expected goals the prices (and the sandbox's match) are made from */
    lambdaHome: doublePrecision('lambda_home').notNull(),
    lambdaAway: doublePrecision('lambda_away').notNull(),
    /** per-minute scoring rates in millionths, fixed at kick-off (what the match was played with) */
    rateHome: integer('rate_home'),
    rateAway: integer('rate_away'),
    /** current prices: PricedMarket[] */
    markets: jsonb('markets').notNull(),
    oddsVersion: integer('odds_version').notNull().default(1),
    oddsUpdatedAt: timestamp('odds_updated_at', { withTimezone: true }).notNull().default(sql`now()`),
    serverSeed: text('server_seed'),
    serverSeedHash: text('server_seed_hash'),
    /** goals with their minutes; kept secret (never sent) until they happen */
    timeline: jsonb('timeline'),
    endMinute: integer('end_minute'),
    minute: integer('minute').notNull().default(0),
    scoreHome: integer('score_home'),
    scoreAway: integer('score_away'),
    htHome: integer('ht_home'),
    htAway: integer('ht_away'),
    /**
     * The outcome the legs were settled on (MatchOutcome), null while the match may still be
     * played; a different one from the feed (or staff) settles the legs again.
     */
    outcome: jsonb('outcome'),
    /** feed | window (voided when the settlement window ran out) | staff */
    outcomeSource: text('outcome_source'),
    /**
     * What the trading desk suspended: market types (`ah`, `ou`, …) or `*` for the whole match.
     * The feed keeps pricing underneath; suspended markets are not listed and take no bets or
     * cash-outs until reopened.
     */
    suspended: text('suspended').array().notNull().default(sql`'{}'::text[]`),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index('sports_fixtures_status_idx').on(t.status, t.kickoff),
    index('sports_fixtures_kickoff_idx').on(t.kickoff),
    uniqueIndex('sports_fixtures_external_uq').on(t.source, t.externalId),
    check(
      'sports_fixtures_status_check',
      sql`${t.status} in ('scheduled', 'live', 'suspended', 'finished', 'postponed', 'abandoned')`,
    ),
  ],
);

/** A bet slip: a single (one leg) or a parlay (2-10 legs). */
export const sportsBets = pgTable(
  'sports_bets',
  {
    id: uuid('id').primaryKey(),
    userId: text('user_id').notNull(),
    /** sportsbook | virtual: the catalogue game the bet was placed in */
    game: text('game').notNull(),
    kind: text('kind').notNull().$type<'single' | 'parlay'>(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    /** combined milli-odds at acceptance */
    odds: integer('odds').notNull(),
    potentialWin: bigint('potential_win', { mode: 'number' }).notNull(),
    payout: bigint('payout', { mode: 'number' }),
    /**
     * pending: bet not confirmed by the wallet; placed: stake taken, waiting for results;
     * settled: win (0 for a loss) paid; void: every leg void, stake rolled back;
     * refused: the platform refused the stake; cancelled: the bet's fate was unknown and it was rolled back
     */
    status: text('status').notNull().$type<'pending' | 'placed' | 'settled' | 'void' | 'refused' | 'cancelled'>(),
    refusal: text('refusal'),
    acceptOdds: text('accept_odds').notNull(),
    /** the play token the bet was placed with; settlement reuses it (wins are accepted after expiry) */
    token: text('token').notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }),
    /** the locked cash-out price being paid (set with the row lock before the wallet call), then paid */
    cashoutAmount: bigint('cashout_amount', { mode: 'number' }),
    cashedOutAt: timestamp('cashed_out_at', { withTimezone: true }),
    /** why staff voided the bet (trading desk) */
    voidReason: text('void_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('sports_bets_user_idx').on(t.userId, t.createdAt.desc()),
    index('sports_bets_open_idx').on(t.status).where(sql`status in ('pending', 'placed')`),
    check('sports_bets_kind_check', sql`${t.kind} in ('single', 'parlay')`),
    check(
      'sports_bets_status_check',
      sql`${t.status} in ('pending', 'placed', 'settled', 'void', 'refused', 'cancelled')`,
    ),
    check('sports_bets_stake_check', sql`${t.stake} > 0`),
  ],
);

export const sportsBetLegs = pgTable(
  'sports_bet_legs',
  {
    betId: uuid('bet_id')
      .notNull()
      .references(() => sportsBets.id, { onDelete: 'cascade' }),
    idx: integer('idx').notNull(),
    fixtureId: uuid('fixture_id')
      .notNull()
      .references(() => sportsFixtures.id),
    market: text('market').notNull(),
    line: doublePrecision('line'),
    pick: text('pick').notNull(),
    /** `market:line` — liability is capped per fixture and market key */
    marketKey: text('market_key').notNull(),
    odds: integer('odds').notNull(),
    inPlay: integer('in_play').notNull().default(0),
    /** win | half_win | push | half_lose | lose | void, once the match has a result */
    result: text('result'),
    /** why the trading desk voided this selection (its market or its bet): results no longer change it */
    voidReason: text('void_reason'),
  },
  (t) => [
    primaryKey({ columns: [t.betId, t.idx] }),
    index('sports_bet_legs_fixture_idx').on(t.fixtureId, t.marketKey),
    index('sports_bet_legs_open_idx').on(t.fixtureId).where(sql`result is null`),
  ],
);

/**
 * Money moved on a bet after its settlement: `result` rows correct it to a changed result (the
 * difference between what the new result pays and what was paid so far), `debt` rows collect,
 * from a later win, what a correction could not take from a short balance. Sent through the
 * wallet protocol's `transaction/adjust` as `<bet>:adj:<seq>`, so each moves money once.
 */
export const sportsBetAdjustments = pgTable(
  'sports_bet_adjustments',
  {
    betId: uuid('bet_id')
      .notNull()
      .references(() => sportsBets.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    userId: text('user_id').notNull(),
    purpose: text('purpose').notNull().$type<'result' | 'debt'>(),
    /** signed VND asked for: + pays the player, − takes back */
    delta: bigint('delta', { mode: 'number' }).notNull(),
    /** signed VND that moved (a debit takes at most the balance); null until the platform answered */
    applied: bigint('applied', { mode: 'number' }),
    reason: text('reason').notNull(),
    /**
     * A correction that turns the whole bet void (`void`: its stake no longer counts as played)
     * or gives a void bet a result (`reinstated`: its stake counts again); null otherwise. Sent
     * with the adjustment so wagering, missions and rebates correct what they counted.
     */
    stakeChange: text('stake_change').$type<'void' | 'reinstated'>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.betId, t.seq] }),
    index('sports_bet_adjustments_user_idx').on(t.userId),
    index('sports_bet_adjustments_pending_idx').on(t.createdAt).where(sql`applied is null`),
    check('sports_bet_adjustments_purpose_check', sql`${t.purpose} in ('result', 'debt')`),
    check('sports_bet_adjustments_delta_check', sql`${t.delta} <> 0`),
    check(
      'sports_bet_adjustments_stake_change_check',
      sql`${t.stakeChange} is null or ${t.stakeChange} in ('void', 'reinstated')`,
    ),
  ],
);

/**
 * Per-player limits the trading desk sets (a sharp or a bonus abuser): the largest stake and the
 * largest payout of one slip, below the book's limits.
 */
export const sportsPlayerLimits = pgTable('sports_player_limits', {
  userId: text('user_id').primaryKey(),
  maxStake: bigint('max_stake', { mode: 'number' }),
  maxPayout: bigint('max_payout', { mode: 'number' }),
  reason: text('reason').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
});

/** In-play slips waiting out the bet delay (the desk watches them); deleted once decided. */
export const sportsBetDelays = pgTable('sports_bet_delays', {
  id: uuid('id').primaryKey(),
  userId: text('user_id').notNull(),
  stake: bigint('stake', { mode: 'number' }).notNull(),
  /** the slip's legs with the fixtures' names, as the desk shows them */
  legs: jsonb('legs').notNull(),
  until: timestamp('until', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
});

/**
 * A cash-out price offered to a player, locked for a few seconds: accepting it pays exactly this
 * amount, and only while every leg's current price is still the one quoted (`odds`).
 */
export const sportsCashoutQuotes = pgTable(
  'sports_cashout_quotes',
  {
    id: uuid('id').primaryKey(),
    betId: uuid('bet_id')
      .notNull()
      .references(() => sportsBets.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** the current milli-odds of every open leg when quoted, by leg index */
    odds: jsonb('odds').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('sports_cashout_quotes_bet_idx').on(t.betId)],
);

/** Staff settings: margins per market type, stake limits, liability caps (one row per key). */
export const sportsSettings = pgTable('sports_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
});
