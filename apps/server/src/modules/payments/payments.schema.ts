import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/*
 * The cashier's own records. Money itself lives in the wallet's ledger; these tables say
 * which deposit or withdrawal a ledger journal belongs to, and carry the gateway state.
 * Player rows carry `player_id` without a foreign key, like the ledger (decision 012).
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`);
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`);

/**
 * Deposit intents of every method: pending -> credited | held | failed | expired | cancelled.
 * Money arriving over a deposit limit, or for a self-excluded or disabled player, is not
 * playable: `held_amount` of it went to the player's deposit_held account (all of it: status
 * `held`) and is returned to its source by staff (decision 073).
 */
export const paymentDeposits = pgTable(
  'payment_deposits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    method: text('method').notNull().$type<'codepay' | 'bank' | 'momo' | 'crypto' | 'card'>(),
    status: text('status')
      .notNull()
      .default('pending')
      .$type<'pending' | 'credited' | 'held' | 'failed' | 'expired' | 'cancelled'>(),
    /** Requested amount; null for a crypto intent until a transfer arrives. */
    amount: bigint('amount', { mode: 'number' }),
    /** What reached the player's cash (playable). */
    creditedAmount: bigint('credited_amount', { mode: 'number' }),
    /** What arrived but was held back, not playable, to be returned (decision 073). */
    heldAmount: bigint('held_amount', { mode: 'number' }).notNull().default(0),
    fee: bigint('fee', { mode: 'number' }).notNull().default(0),
    promotionId: text('promotion_id'),
    /** Codepay/bank transfer code: unique for all time, so a code is single-use. */
    transferCode: text('transfer_code').unique(),
    /** The gateway's id for this payment (MoMo orderId, card request id, crypto tx hash). */
    providerRef: text('provider_ref'),
    /** SHA-256 of carrier + PIN, so one card is never submitted twice. */
    cardFingerprint: text('card_fingerprint'),
    details: jsonb('details').notNull().default(sql`'{}'::jsonb`).$type<Record<string, unknown>>(),
    failureReason: text('failure_reason'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
    journalId: bigint('journal_id', { mode: 'number' }),
    /** The ledger journal that put `held_amount` in the player's deposit_held account. */
    holdJournalId: bigint('hold_journal_id', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payment_deposits_player_idx').on(t.playerId, t.createdAt.desc()),
    index('payment_deposits_status_idx').on(t.status, t.method, t.createdAt),
    uniqueIndex('payment_deposits_provider_ref_uq').on(t.method, t.providerRef).where(sql`provider_ref IS NOT NULL`),
    // One open voucher per player: a new voucher cancels the current one in the same transaction.
    uniqueIndex('payment_deposits_open_voucher_uq')
      .on(t.playerId)
      .where(sql`status = 'pending' AND method IN ('codepay', 'bank')`),
    uniqueIndex('payment_deposits_card_uq')
      .on(t.cardFingerprint)
      .where(sql`card_fingerprint IS NOT NULL AND status IN ('pending', 'credited', 'held')`),
    check('payment_deposits_method_check', sql`${t.method} IN ('codepay', 'bank', 'momo', 'crypto', 'card')`),
    check(
      'payment_deposits_status_check',
      sql`${t.status} IN ('pending', 'credited', 'held', 'failed', 'expired', 'cancelled')`,
    ),
    check(
      'payment_deposits_amounts_check',
      sql`(amount IS NULL OR amount > 0) AND (credited_amount IS NULL OR credited_amount >= 0) AND fee >= 0 AND held_amount >= 0`,
    ),
    check(
      'payment_deposits_credited_check',
      sql`status NOT IN ('credited', 'held') OR (credited_amount IS NOT NULL AND credited_at IS NOT NULL)`,
    ),
    check(
      'payment_deposits_held_check',
      sql`(held_amount > 0) = (hold_journal_id IS NOT NULL) AND (status <> 'held' OR (held_amount > 0 AND credited_amount = 0))`,
    ),
  ],
);

/** Withdrawals: pending (money reserved) -> processing -> paid | rejected | failed | unknown. */
export const paymentWithdrawals = pgTable(
  'payment_withdrawals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    method: text('method').notNull().$type<'bank' | 'card' | 'crypto'>(),
    status: text('status')
      .notNull()
      .default('pending')
      .$type<'pending' | 'processing' | 'paid' | 'rejected' | 'failed' | 'unknown'>(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    fee: bigint('fee', { mode: 'number' }).notNull().default(0),
    details: jsonb('details').notNull().default(sql`'{}'::jsonb`).$type<Record<string, unknown>>(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** Hash of the request body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    rejectReason: text('reject_reason'),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    autoApproved: boolean('auto_approved').notNull().default(false),
    /** Why the withdrawal waits for staff rather than being auto-approved (decision 097). */
    holdReasons: text('hold_reasons').array(),
    providerRef: text('provider_ref'),
    reserveJournalId: bigint('reserve_journal_id', { mode: 'number' }),
    /** Set on the return of a held deposit (decision 073): the payment exception it returns. */
    paymentExceptionId: bigint('payment_exception_id', { mode: 'number' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_withdrawals_idempotency_uq').on(t.playerId, t.idempotencyKey),
    index('payment_withdrawals_player_idx').on(t.playerId, t.createdAt.desc()),
    index('payment_withdrawals_status_idx').on(t.status, t.createdAt),
    // A held deposit is returned at most once: one return per exception that is not failed.
    uniqueIndex('payment_withdrawals_exception_uq')
      .on(t.paymentExceptionId)
      .where(sql`payment_exception_id IS NOT NULL AND status NOT IN ('failed', 'rejected')`),
    check('payment_withdrawals_method_check', sql`${t.method} IN ('bank', 'card', 'crypto')`),
    check(
      'payment_withdrawals_status_check',
      sql`${t.status} IN ('pending', 'processing', 'paid', 'rejected', 'failed', 'unknown')`,
    ),
    check('payment_withdrawals_amount_check', sql`amount > 0 AND fee >= 0`),
  ],
);

/** Every gateway notification we accepted, keyed by the gateway's transaction id (idempotency). */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider').notNull(),
    externalId: text('external_id').notNull(),
    payload: jsonb('payload').notNull().$type<Record<string, unknown>>(),
    outcome: text('outcome').notNull(),
    depositId: bigint('deposit_id', { mode: 'number' }),
    withdrawalId: bigint('withdrawal_id', { mode: 'number' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [uniqueIndex('payment_webhook_events_uq').on(t.provider, t.externalId)],
);

/** Money that arrived but could not be matched cleanly: shown to staff, never silently lost. */
export const paymentExceptions = pgTable(
  'payment_exceptions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    provider: text('provider').notNull(),
    externalId: text('external_id').notNull(),
    depositId: bigint('deposit_id', { mode: 'number' }),
    playerId: bigint('player_id', { mode: 'number' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('open').$type<'open' | 'resolved'>(),
    resolution: text('resolution'),
    note: text('note'),
    details: jsonb('details').notNull().default(sql`'{}'::jsonb`).$type<Record<string, unknown>>(),
    journalId: bigint('journal_id', { mode: 'number' }),
    resolvedBy: bigint('resolved_by', { mode: 'number' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_exceptions_event_uq').on(t.provider, t.externalId),
    index('payment_exceptions_status_idx').on(t.status, t.createdAt),
    check(
      'payment_exceptions_kind_check',
      sql`${t.kind} IN ('underpaid', 'overpaid', 'unknown_code', 'late', 'reused_code', 'wrong_currency', 'unmatched', 'over_limit', 'player_excluded', 'player_disabled')`,
    ),
    check('payment_exceptions_status_check', sql`${t.status} IN ('open', 'resolved')`),
  ],
);

/** One deposit address per player and chain (USDT and KDG on TRON share the TRON address). */
export const cryptoAddresses = pgTable(
  'crypto_addresses',
  {
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    chain: text('chain').notNull(),
    address: text('address').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.chain] })],
);

/** Staff-editable cashier settings (limits, rates, gateway modes and credentials). */
export const paymentSettings = pgTable('payment_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull().$type<Record<string, unknown>>(),
  updatedBy: bigint('updated_by', { mode: 'number' }),
  updatedAt: updatedAt(),
});

/**
 * Staff corrections of a player's money (decision 124): a manual credit or debit of cash or
 * bonus, or the reversal of a payment exception credited to the wrong player. Above the
 * configured amount (always, for a reversal) a second staff member approves; the ledger moves
 * once, under the key `staff-adjustment:<id>`, when the row becomes `applied`.
 */
export const staffAdjustments = pgTable(
  'staff_adjustments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull().$type<'adjustment' | 'exception_reversal'>(),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    account: text('account').notNull().$type<'cash' | 'bonus'>(),
    direction: text('direction').notNull().$type<'credit' | 'debit'>(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    paymentExceptionId: bigint('payment_exception_id', { mode: 'number' }),
    status: text('status').notNull().default('pending').$type<'pending' | 'applied' | 'rejected'>(),
    requestedBy: bigint('requested_by', { mode: 'number' }).notNull(),
    /** The requester's Idempotency-Key: a double click or a retry finds the same request. */
    requestKey: text('request_key').notNull(),
    /** Hash of the request: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    decidedBy: bigint('decided_by', { mode: 'number' }),
    decisionNote: text('decision_note'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    journalId: bigint('journal_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_adjustments_request_uq').on(t.requestedBy, t.requestKey),
    // One reversal under way or done per exception credit.
    uniqueIndex('staff_adjustments_reversal_uq')
      .on(t.paymentExceptionId)
      .where(sql`kind = 'exception_reversal' AND status IN ('pending', 'applied')`),
    index('staff_adjustments_status_idx').on(t.status, t.createdAt),
    index('staff_adjustments_player_idx').on(t.playerId, t.createdAt),
    check('staff_adjustments_kind_check', sql`${t.kind} IN ('adjustment', 'exception_reversal')`),
    check('staff_adjustments_account_check', sql`${t.account} IN ('cash', 'bonus')`),
    check('staff_adjustments_direction_check', sql`${t.direction} IN ('credit', 'debit')`),
    check('staff_adjustments_status_check', sql`${t.status} IN ('pending', 'applied', 'rejected')`),
    check('staff_adjustments_amount_check', sql`amount > 0`),
    check(
      'staff_adjustments_applied_check',
      sql`(status = 'applied') = (journal_id IS NOT NULL) AND (status = 'pending') = (decided_at IS NULL)`,
    ),
  ],
);
