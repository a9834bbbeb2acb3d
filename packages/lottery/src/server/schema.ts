import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/*
 * The lottery provider's own data. Like the house games it shares the database server with
 * the platform but is a separate party: it reads and writes only these tables and reaches the
 * platform's money only through the wallet protocol over HTTP.
 */

/**
 * One draw of one game (and province, for lô đề 3 miền). A sandbox draw commits to its server
 * seed (the hash is public from the moment the draw opens) and reveals it once drawn.
 */
export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    game: text('game').notNull(),
    /** public code of the draw; the provably fair client seed */
    code: text('code').notNull(),
    /** lô đề 3 miền: nam, trung or bac, and the drawing province's code */
    region: text('region').notNull().default(''),
    province: text('province').notNull().default(''),
    /** the sheet (bac27, nam18) or the Vietlott game (mega645, power655) */
    format: text('format').notNull().$type<'bac27' | 'nam18' | 'mega645' | 'power655'>(),
    source: text('source').notNull().$type<'sandbox' | 'feed'>(),
    drawAt: timestamp('draw_at', { withTimezone: true }).notNull(),
    closeAt: timestamp('close_at', { withTimezone: true }).notNull(),
    /** a draw without a result by then is cancelled and its tickets refunded */
    cancelAt: timestamp('cancel_at', { withTimezone: true }).notNull(),
    serverSeed: text('server_seed'),
    serverSeedHash: text('server_seed_hash'),
    result: jsonb('result'),
    /** open: taking tickets until close_at; drawn: result known, settling; settled; cancelled */
    status: text('status').notNull().$type<'open' | 'drawn' | 'settled' | 'cancelled'>(),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    /**
     * Mega / Power: each jackpot tier's pool, winners and share, fixed once the draw is drawn
     * and none of its tickets is still pending; its tickets are paid only after that
     */
    jackpot: jsonb('jackpot'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    uniqueIndex('lottery_draws_code_uq').on(t.code),
    index('lottery_draws_game_idx').on(t.game, t.drawAt.desc()),
    index('lottery_draws_active_idx').on(t.status, t.drawAt).where(sql`status in ('open', 'drawn')`),
    check('lottery_draws_status_check', sql`${t.status} in ('open', 'drawn', 'settled', 'cancelled')`),
  ],
);

/** A ticket: one bet type, its numbers and stake units, on one draw; one wallet round. */
export const lotteryTickets = pgTable(
  'lottery_tickets',
  {
    id: uuid('id').primaryKey(),
    drawId: bigint('draw_id', { mode: 'number' }).notNull(),
    userId: text('user_id').notNull(),
    game: text('game').notNull(),
    betType: text('bet_type').notNull(),
    bet: jsonb('bet').notNull(),
    cost: bigint('cost', { mode: 'number' }).notNull(),
    /** gross payout once the draw is settled (0 for a loss) */
    payout: bigint('payout', { mode: 'number' }),
    hits: jsonb('hits'),
    /**
     * pending: bet not confirmed; placed: stake taken; won / lost: win (0 for a loss)
     * confirmed; refused: the platform refused the stake; refunded: the bet was rolled back
     */
    status: text('status').notNull().$type<'pending' | 'placed' | 'won' | 'lost' | 'refused' | 'refunded'>(),
    refusal: text('refusal'),
    /** the play token the ticket was bought with; its win or refund reuses it (accepted after expiry) */
    token: text('token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index('lottery_tickets_user_idx').on(t.userId, t.createdAt.desc()),
    index('lottery_tickets_draw_idx').on(t.drawId, t.status),
    check(
      'lottery_tickets_status_check',
      sql`${t.status} in ('pending', 'placed', 'won', 'lost', 'refused', 'refunded')`,
    ),
  ],
);

/** What each line of a ticket would win per hit: the liability the caps count per number and draw. */
export const lotteryTicketLines = pgTable(
  'lottery_ticket_lines',
  {
    ticketId: uuid('ticket_id').notNull(),
    drawId: bigint('draw_id', { mode: 'number' }).notNull(),
    betType: text('bet_type').notNull(),
    line: text('line').notNull(),
    winPerHit: bigint('win_per_hit', { mode: 'number' }).notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    uniqueIndex('lottery_ticket_lines_pk').on(t.ticketId, t.position),
    index('lottery_ticket_lines_exposure_idx').on(t.drawId, t.betType, t.line),
  ],
);

/**
 * Mega 6/45 and Power 6/55 jackpot pools (Power has two): the amount carried to the next draw.
 * A draw adds its share of stakes and, if won, pays it out and resets the pool to its minimum;
 * each draw's figures are kept on the draw (lottery_draws.jackpot).
 */
export const lotteryJackpots = pgTable(
  'lottery_jackpots',
  {
    game: text('game').notNull(),
    tier: text('tier').notNull().$type<'j1' | 'j2'>(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** the last draw whose figures are in amount */
    lastDrawId: bigint('last_draw_id', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    uniqueIndex('lottery_jackpots_pk').on(t.game, t.tier),
    check('lottery_jackpots_amount_check', sql`${t.amount} >= 0`),
  ],
);
