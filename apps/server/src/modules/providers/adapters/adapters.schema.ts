import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/*
 * Providers that speak their own wallet protocol (Pragmatic Play, AWC) reach the ledger through
 * an adapter (decision 127). These tables hold what the adapters need beyond the native
 * protocol's own: the account settings, the provider's own transaction references (their
 * idempotency keys and the state a later call is judged by) and the play session a callback
 * without a token belongs to. The money itself stays in the ledger, moved by the native
 * protocol's operations.
 */

/**
 * One provider account per adapter. Its key is the `providers` row's sealed secret (the PP
 * secret key, the AWC cert), edited where every provider key is edited.
 */
export const providerAccounts = pgTable(
  'provider_accounts',
  {
    /** the `providers` code whose key and switch this account uses */
    code: text('code').primaryKey(),
    protocol: text('protocol').notNull().$type<'pp' | 'awc' | 'saba' | 'bti' | 'im' | 'ws168'>(),
    /** PP secureLogin, AWC agentId */
    agentId: text('agent_id').notNull().default(''),
    /** PP providerId the callbacks carry; unused by AWC */
    providerId: text('provider_id').notNull().default(''),
    apiBaseUrl: text('api_base_url').notNull().default(''),
    /** VND per provider unit: 1, or 1000 for accounts kept in thousands */
    amountScale: integer('amount_scale').notNull().default(1),
    /** decimal places of the provider's amounts */
    decimals: integer('decimals').notNull().default(2),
    /** addresses and CIDR ranges callbacks may come from; empty: none */
    ipAllowList: text('ip_allow_list').array().notNull().default(sql`'{}'::text[]`),
    /** AWC platform -> our provider code (SEXYBCRT -> sexy, SV388 -> sv388) */
    platforms: jsonb('platforms').$type<Record<string, string>>().notNull().default({}),
    /** passed at launch: PP min/max bet, AWC betLimit object */
    betLimits: jsonb('bet_limits').$type<Record<string, unknown>>().notNull().default({}),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    check('provider_accounts_protocol_check', sql`${t.protocol} in ('pp', 'awc', 'saba', 'bti', 'im', 'ws168')`),
    check('provider_accounts_scale_check', sql`${t.amountScale} in (1, 1000)`),
    check('provider_accounts_decimals_check', sql`${t.decimals} between 0 and 4`),
  ],
);

/**
 * Every money call an adapter accepted, under the provider's own key (PP: kind + reference,
 * AWC: action + platformTxId). A repeat finds its row and moves nothing; a refund or cancel
 * that arrived first is found by the late bet. `remainder` is the part of a sub-đồng amount
 * the rounding kept (positive: in the operator's favour), in đồng.
 */
export const providerWireTransactions = pgTable(
  'provider_wire_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    account: text('account').notNull(),
    kind: text('kind').notNull(),
    reference: text('reference').notNull(),
    providerCode: text('provider_code').notNull(),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    round: text('round').notNull().default(''),
    gameCode: text('game_code').notNull().default(''),
    /** the amount as the provider wrote it, in its unit */
    amountUnits: text('amount_units').notNull().default('0'),
    /** what moved in the ledger, in đồng, signed (+ to the player) */
    amountVnd: bigint('amount_vnd', { mode: 'number' }).notNull().default(0),
    remainder: numeric('remainder', { precision: 24, scale: 8 }).notNull().default('0'),
    /** the native transaction uuid that moved the money, null when nothing moved */
    nativeUuid: text('native_uuid'),
    /** the call's reference of another transaction (AWC refPlatformTxId, a bet a settle names) */
    refersTo: text('refers_to'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    // reference before kind: AWC reads every call on one transaction (account, reference)
    uniqueIndex('provider_wire_transactions_key_uq').on(t.account, t.reference, t.kind),
    index('provider_wire_transactions_round_idx').on(t.account, t.playerId, t.round),
    // BTI's reservations by age, for the job that releases abandoned ones
    index('provider_wire_transactions_reserve_idx').on(t.account, t.createdAt).where(sql`${t.kind} = 'reserve'`),
  ],
);

/**
 * The play token of the player's latest launch or authentication with an account, sealed:
 * AWC callbacks carry no token, and PP's bet may leave it out, yet their stakes must be
 * checked against a live session exactly as native bets are.
 */
export const providerPlayerSessions = pgTable(
  'provider_player_sessions',
  {
    account: text('account').notNull(),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    tokenSealed: text('token_sealed').notNull(),
    /**
     * the language the game was opened in (the launch's page language): the operator's words the
     * provider's client shows the player are in it; null until a launch names one
     */
    locale: text('locale', { enum: ['vi', 'en'] }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.account, t.playerId] })],
);
