import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/*
 * The game catalogue (product.md sections 1-3): categories as the site's routes name them, partners
 * (studios) and games, plus favourites and the progressive jackpot pools. Money never lives
 * here: a pool's amount is the balance of its ledger account (wallet module).
 */

/** Lobby categories; slugs are the site's route segments (`slot`, `tai-xiu`, `k-sport`, ...). */
export const gameCategories = pgTable(
  'game_categories',
  {
    slug: text('slug').primaryKey(),
    name: text('name').notNull(),
    /** the English name (decision 177); null: the English site shows the Vietnamese */
    nameEn: text('name_en'),
    /** set when staff rename it: the demo seed then keeps their names */
    renamedAt: timestamp('renamed_at', { withTimezone: true }),
    /** the top-level section (`cong-game`, `live-casino`, `the-thao`, `lo-de`, `da-ga`), null for a section */
    parentSlug: text('parent_slug'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [check('game_categories_slug_check', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`)],
);

/** Studios whose games the catalogue lists; `partner` is the wallet-protocol provider behind them. */
export const gamePartners = pgTable('game_partners', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  /** the English name (decision 177); null: the English site shows the Vietnamese */
  nameEn: text('name_en'),
  /** set when staff rename it: the demo seed then keeps their names */
  renamedAt: timestamp('renamed_at', { withTimezone: true }),
  /** providers.code of the integration that runs these games */
  providerCode: text('provider_code').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const games = pgTable(
  'games',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    title: text('title').notNull(),
    /** the English title (decision 177); null: the English site shows the Vietnamese */
    titleEn: text('title_en'),
    image: text('image').notNull(),
    /** game_partners.code (the studio; `partnerProviderCode` in the API) */
    partnerCode: text('partner_code').notNull(),
    /** the game's id at the partner (`partnerGameId`, `partner_game_type`) */
    partnerGameId: text('partner_game_id').notNull(),
    device: text('device').notNull().default('all').$type<'all' | 'desktop' | 'mobile'>(),
    orientation: text('orientation').notNull().default('landscape').$type<'landscape' | 'portrait' | 'all'>(),
    /** where the partner serves the game; the platform adds the play token as `token` */
    launchUrl: text('launch_url'),
    /** a direct link the site may open itself (token appended); null: ask GET /api/game/link */
    directLink: text('direct_link'),
    /** jackpot_pools.code fed by this game's bets, or null */
    jackpotPool: text('jackpot_pool'),
    streamGroupId: text('stream_group_id'),
    streamId: text('stream_id'),
    streamUniqueId: text('stream_unique_id'),
    isHot: boolean('is_hot').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    /** set when staff change the flags, order or picture: the demo seed then keeps theirs */
    curatedAt: timestamp('curated_at', { withTimezone: true }),
    /** set when staff rename the game: the demo seed then keeps their titles */
    renamedAt: timestamp('renamed_at', { withTimezone: true }),
    /** lower-cased titles (both languages) without Vietnamese accents, for search */
    searchText: text('search_text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    uniqueIndex('games_partner_game_uq').on(t.partnerCode, t.partnerGameId),
    index('games_listing_idx').on(t.enabled, t.sortOrder, t.id),
    check('games_device_check', sql`${t.device} in ('all', 'desktop', 'mobile')`),
    check('games_orientation_check', sql`${t.orientation} in ('landscape', 'portrait', 'all')`),
  ],
);

export const gameCategoryLinks = pgTable(
  'game_category_links',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    categorySlug: text('category_slug')
      .notNull()
      .references(() => gameCategories.slug, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.categorySlug] }),
    index('game_category_links_slug_idx').on(t.categorySlug),
  ],
);

/** A player's favourites; no foreign key to players (player-owned rows may be distributed). */
export const gameFavorites = pgTable(
  'game_favorites',
  {
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.gameId] })],
);

/**
 * Progressive jackpot pools. The amount is the balance of the ledger account
 * (jackpot_pool, code); this row holds the rules and the last win.
 */
export const jackpotPools = pgTable(
  'jackpot_pools',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    /** what the pool is reset to after a win, funded by the operator */
    seedAmount: bigint('seed_amount', { mode: 'number' }).notNull(),
    /** share of each stake of the pool's games, in basis points (100 = 1%) */
    contributionBp: integer('contribution_bp').notNull(),
    lastWonAt: timestamp('last_won_at', { withTimezone: true }),
    lastWinAmount: bigint('last_win_amount', { mode: 'number' }),
    lastWinPlayerId: bigint('last_win_player_id', { mode: 'number' }),
    wins: integer('wins').notNull().default(0),
  },
  (t) => [
    check('jackpot_pools_seed_check', sql`${t.seedAmount} >= 0`),
    check('jackpot_pools_bp_check', sql`${t.contributionBp} BETWEEN 0 AND 10000`),
  ],
);
