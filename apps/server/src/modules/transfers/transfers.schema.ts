import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * Transfer-wallet providers (IM Sports, WS168) keep a balance of their own; money goes there and
 * back by transfers we order (decision 134). The money itself moves only in the ledger (holding
 * accounts `game_provider/<code>.transit` and `<code>.held`); these tables hold what the
 * mechanism needs beside it: each order and its state, each player's position at each provider,
 * and the provider's bet log as imported. The sandbox tables are the sandboxes' own books.
 */

/**
 * One transfer we ordered, under its idempotent order id (the provider's TransactionId /
 * merchant_order_num). `sending` is "đang chuyển": the ledger holds the amount in the
 * provider's transit account until the provider's answer or its status call says what happened.
 */
export const transferOrders = pgTable(
  'transfer_orders',
  {
    id: text('id').primaryKey(),
    account: text('account').notNull(),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    /** to: our wallet -> provider; from: provider -> our wallet */
    direction: text('direction').notNull().$type<'to' | 'from'>(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status').notNull().$type<'sending' | 'done' | 'failed'>(),
    /** what the provider answered last (code, message) or why the answer is unknown */
    lastAnswer: text('last_answer').notNull().default(''),
    checks: bigint('checks', { mode: 'number' }).notNull().default(0),
    /** why the transfer was made: open, leave, idle, withdrawal, staff */
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    index('transfer_orders_player_idx').on(t.playerId, t.createdAt),
    index('transfer_orders_sending_idx').on(t.createdAt).where(sql`status = 'sending'`),
    check('transfer_orders_direction_check', sql`${t.direction} in ('to', 'from')`),
    check('transfer_orders_status_check', sql`${t.status} in ('sending', 'done', 'failed')`),
    check('transfer_orders_amount_check', sql`${t.amount} > 0`),
  ],
);

/**
 * A player's position at a provider. `held` is the ledger's figure (transfers done plus the
 * imported bets' results); `providerBalance` what the provider last said it holds.
 */
export const transferPositions = pgTable(
  'transfer_positions',
  {
    account: text('account').notNull(),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    /** the player's id at the provider (registered once) */
    providerPlayer: text('provider_player').notNull(),
    registered: boolean('registered').notNull().default(false),
    held: bigint('held', { mode: 'number' }).notNull().default(0),
    providerBalance: bigint('provider_balance', { mode: 'number' }),
    balanceAt: timestamp('balance_at', { withTimezone: true }),
    /** the game is open: the money comes back when the player leaves or after the idle time */
    openSince: timestamp('open_since', { withTimezone: true }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.account, t.playerId] }),
    index('transfer_positions_open_idx').on(t.lastSeenAt).where(sql`open_since IS NOT NULL`),
  ],
);

/**
 * The provider's bet records as imported (IM GetBetLog, WS168 bets), one row per ticket.
 * `posted` is the result already moved between the provider's held and result accounts in the
 * ledger (+: the player won), so a re-settled ticket moves only the difference.
 */
export const transferBets = pgTable(
  'transfer_bets',
  {
    account: text('account').notNull(),
    betId: text('bet_id').notNull(),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    /** the player's result: payout - stake, in đồng; null until settled */
    net: bigint('net', { mode: 'number' }),
    posted: bigint('posted', { mode: 'number' }).notNull().default(0),
    postings: bigint('postings', { mode: 'number' }).notNull().default(0),
    status: text('status').notNull().$type<'open' | 'settled' | 'cancelled'>(),
    /** match, market, pick, odds and result as the site shows them */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    betAt: timestamp('bet_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.account, t.betId] }), index('transfer_bets_player_idx').on(t.playerId, t.betAt)],
);

/** The sandboxes' own wallet: a player's balance at the sandbox provider, in hundredths of its unit. */
export const transferSandboxPlayers = pgTable(
  'transfer_sandbox_players',
  {
    protocol: text('protocol').notNull(),
    player: text('player').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.protocol, t.player] }),
    check('transfer_sandbox_players_balance_check', sql`${t.balance} >= 0`),
  ],
);

/** Every transfer a sandbox accepted or refused, keyed by the operator's order id (its idempotency). */
export const transferSandboxOrders = pgTable(
  'transfer_sandbox_orders',
  {
    protocol: text('protocol').notNull(),
    orderId: text('order_id').notNull(),
    player: text('player').notNull(),
    /** hundredths of the unit; + into the sandbox wallet */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status').notNull().$type<'done' | 'failed'>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.protocol, t.orderId] })],
);

/** The sandboxes' tickets, from which their bet logs are answered. */
export const transferSandboxBets = pgTable(
  'transfer_sandbox_bets',
  {
    protocol: text('protocol').notNull(),
    betId: text('bet_id').notNull(),
    player: text('player').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    /** what the ticket paid back (stake included); null while open */
    payout: bigint('payout', { mode: 'number' }),
    status: text('status').notNull().$type<'open' | 'settled' | 'cancelled'>(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    betAt: timestamp('bet_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.protocol, t.betId] }),
    index('transfer_sandbox_bets_updated_idx').on(t.protocol, t.updatedAt),
  ],
);
