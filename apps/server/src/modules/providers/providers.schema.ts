import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/*
 * Game providers calling the seamless wallet protocol (docs/provider-protocol.md). The money
 * of every callback is in the ledger (wallet module, idempotent on the transaction_uuid);
 * these tables hold what the protocol itself needs: credentials, and the transactions and
 * rounds as the provider named them (win -> bet lookups, bet history).
 */

export const providers = pgTable(
  'providers',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    signAlg: text('sign_alg').notNull().default('hmac-sha256').$type<'hmac-sha256' | 'rsa-sha256'>(),
    /** HMAC-SHA256 shared secret (hmac-sha256), sealed with AES-256-GCM (decision 107: `enc:v2:<key id>:...`) */
    secret: text('secret'),
    /** PEM public key that verifies the provider's RSA-SHA256 signatures (rsa-sha256) */
    publicKey: text('public_key'),
    enabled: boolean('enabled').notNull().default(true),
    /** when staff last set the key (secret or public key) and which staff member; null: the platform's own */
    keyChangedAt: timestamp('key_changed_at', { withTimezone: true }),
    keyChangedBy: bigint('key_changed_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    check('providers_code_check', sql`${t.code} ~ '^[a-z0-9_-]{2,32}$'`),
    check(
      'providers_key_check',
      sql`(${t.signAlg} = 'hmac-sha256' AND ${t.secret} IS NOT NULL) OR (${t.signAlg} = 'rsa-sha256' AND ${t.publicKey} IS NOT NULL)`,
    ),
  ],
);

/**
 * Every transaction a provider sent that moved (or, for a tombstone, voided) money, keyed by
 * the provider's transaction_uuid. Records of ledger postings are written just after the
 * ledger's own commit, gathered (decisions 051, 057); the journal stays the authority.
 */
export const providerTransactions = pgTable(
  'provider_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    providerCode: text('provider_code').notNull(),
    transactionUuid: text('transaction_uuid').notNull(),
    kind: text('kind').notNull().$type<'bet' | 'win' | 'rollback' | 'adjust'>(),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    round: text('round').notNull(),
    gameCode: text('game_code'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** win: its bet; rollback: the bet it cancels; adjust: the bet whose settlement it corrects */
    referenceUuid: text('reference_uuid'),
    /** ledger journal id, null when nothing moved (a zero win, a rollback of an unknown bet) */
    journalId: bigint('journal_id', { mode: 'number' }),
    /** the player's balance in the first answer, returned again to identical replays */
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    jackpotAmount: bigint('jackpot_amount', { mode: 'number' }),
    requestHash: text('request_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    uniqueIndex('provider_transactions_uuid_uq').on(t.providerCode, t.transactionUuid),
    // Only rollbacks are looked up by the bet they refer to: bets and wins stay out of this index.
    index('provider_transactions_rollback_of_idx')
      .on(t.providerCode, t.referenceUuid)
      .where(sql`${t.kind} = 'rollback'`),
    check('provider_transactions_kind_check', sql`${t.kind} in ('bet', 'win', 'rollback', 'adjust')`),
    check('provider_transactions_amount_check', sql`${t.amount} >= 0`),
  ],
);

/**
 * A game round of one player as the bet history shows it. Live tables share a round id among
 * all their players, hence the player in the key.
 */
export const providerRounds = pgTable(
  'provider_rounds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    providerCode: text('provider_code').notNull(),
    round: text('round').notNull(),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    gameCode: text('game_code').notNull(),
    betAmount: bigint('bet_amount', { mode: 'number' }).notNull().default(0),
    winAmount: bigint('win_amount', { mode: 'number' }).notNull().default(0),
    /** open until a win with round_closed, or a rollback, arrives */
    status: text('status').notNull().default('open').$type<'open' | 'closed' | 'cancelled'>(),
    /** the round's lines as its provider last described them (`meta.details`: a parlay's legs) */
    details: jsonb('details'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    uniqueIndex('provider_rounds_round_uq').on(t.providerCode, t.playerId, t.round),
    index('provider_rounds_player_idx').on(t.playerId, t.createdAt.desc()),
    check('provider_rounds_status_check', sql`${t.status} in ('open', 'closed', 'cancelled')`),
  ],
);
