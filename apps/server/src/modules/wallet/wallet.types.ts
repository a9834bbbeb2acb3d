import { SYSTEM_ACCOUNT_PURPOSES, type TWalletBalance, ZPositiveVndAmountSchema } from '@app/contract';
import { z } from 'zod';

/*
 * Inputs of WalletService, validated on every call: other modules hand over values that came
 * from players, providers and gateways, and the ledger refuses anything malformed before SQL.
 */

/** Kinds the wallet writes itself; callers of the generic operations may not use them. */
export const RESERVED_KINDS = new Set([
  'void',
  'bet',
  'win',
  'rollback',
  'withdrawal_reserve',
  'withdrawal_settle',
  'withdrawal_release',
  'deposit_hold',
]);

export const ZPlayerIdSchema = z
  .number()
  .int()
  .positive()
  .refine((n) => Number.isSafeInteger(n), { error: 'player id out of range' });

/** Idempotency scope: who issues the keys, e.g. 'deposit', 'game:house', 'promo:welcome'. */
export const ZScopeSchema = z.string().regex(/^[a-z][a-z0-9_.:-]{0,63}$/, { error: 'invalid scope' });

/** Idempotency key within a scope: printable ASCII, e.g. a provider's transaction uuid. */
export const ZExternalIdSchema = z.string().regex(/^[\x21-\x7e]{1,200}$/, { error: 'invalid external id' });

export const ZKindSchema = z
  .string()
  .regex(/^[a-z][a-z0-9_]{1,39}$/, { error: 'invalid kind' })
  .refine((k) => !RESERVED_KINDS.has(k), { error: 'kind is reserved for the wallet' });

/** Which provider / payment method / pool a system account belongs to. */
export const ZSystemCodeSchema = z.string().regex(/^[a-z0-9][a-z0-9_.-]{0,63}$/, { error: 'invalid account code' });

/** Free-form context stored with the journal (round id, gateway reference...). Not part of the key. */
export const ZMetaSchema = z
  .record(z.string(), z.unknown())
  .refine((m) => JSON.stringify(m).length <= 4096, { error: 'meta too large' })
  .optional();

export const ZSystemAccountSchema = z.object({
  type: z.literal('system'),
  purpose: z.enum(SYSTEM_ACCOUNT_PURPOSES),
  code: ZSystemCodeSchema,
});
export type SystemAccount = z.infer<typeof ZSystemAccountSchema>;

/**
 * Player accounts that generic operations may move; pending_withdrawal moves only via
 * reserve/settle/release, deposit_held only via holdDeposit and a return's reserve (decision 073).
 */
export const ZPlayerAccountSchema = z.object({
  type: z.literal('player'),
  playerId: ZPlayerIdSchema,
  purpose: z.enum(['cash', 'bonus']),
});
export type PlayerAccount = z.infer<typeof ZPlayerAccountSchema>;

export const ZAccountSchema = z.discriminatedUnion('type', [ZPlayerAccountSchema, ZSystemAccountSchema]);
export type Account = z.infer<typeof ZAccountSchema>;

export const playerAccount = (playerId: number, purpose: PlayerAccount['purpose'] = 'cash'): PlayerAccount => ({
  type: 'player',
  playerId,
  purpose,
});
export const systemAccount = (purpose: SystemAccount['purpose'], code: string): SystemAccount => ({
  type: 'system',
  purpose,
  code,
});

const key = { scope: ZScopeSchema, externalId: ZExternalIdSchema, meta: ZMetaSchema };

export const ZCreditInputSchema = z.object({
  ...key,
  kind: ZKindSchema,
  playerId: ZPlayerIdSchema,
  amount: ZPositiveVndAmountSchema,
  /** The player's account credited (default cash). */
  account: z.enum(['cash', 'bonus']).default('cash'),
  /** Where the money comes from, e.g. payment_clearing/vietqr for a deposit. */
  from: ZSystemAccountSchema,
});
export type CreditInput = z.input<typeof ZCreditInputSchema>;

export const ZDebitInputSchema = z.object({
  ...key,
  kind: ZKindSchema,
  playerId: ZPlayerIdSchema,
  amount: ZPositiveVndAmountSchema,
  /** The player's account debited (default cash). */
  account: z.enum(['cash', 'bonus']).default('cash'),
  /** Where the money goes, e.g. fees/main. */
  to: ZSystemAccountSchema,
});
export type DebitInput = z.input<typeof ZDebitInputSchema>;

export const ZTransferInputSchema = z
  .object({ ...key, kind: ZKindSchema, amount: ZPositiveVndAmountSchema, from: ZAccountSchema, to: ZAccountSchema })
  .refine((t) => JSON.stringify(t.from) !== JSON.stringify(t.to), { error: 'from and to are the same account' });
export type TransferInput = z.input<typeof ZTransferInputSchema>;

export const ZReserveInputSchema = z.object({
  ...key,
  playerId: ZPlayerIdSchema,
  amount: ZPositiveVndAmountSchema,
  /**
   * Where the reserved money comes from: the player's cash (a withdrawal) or deposit_held (the
   * return of a held deposit to its source). A release gives it back to the same account.
   */
  from: z.enum(['cash', 'deposit_held']).default('cash'),
});
export type ReserveInput = z.input<typeof ZReserveInputSchema>;

/**
 * A deposit that may not be played: `from` (payment clearing) -> the player's deposit_held
 * account, outside cash, bonus and the available balance, until it is returned (decision 073).
 */
export const ZHoldDepositInputSchema = z.object({
  ...key,
  playerId: ZPlayerIdSchema,
  amount: ZPositiveVndAmountSchema,
  from: ZSystemAccountSchema,
});
export type HoldDepositInput = z.input<typeof ZHoldDepositInputSchema>;

export const ZJournalIdSchema = z
  .number()
  .int()
  .positive()
  .refine((n) => Number.isSafeInteger(n));

export const ZSettleInputSchema = z.object({
  ...key,
  /** journalId of the reserve. */
  reservationId: ZJournalIdSchema,
  /** Payment method the money is paid out through: the payment_clearing account's code. */
  clearing: ZSystemCodeSchema,
});
export type SettleInput = z.input<typeof ZSettleInputSchema>;

export const ZReleaseInputSchema = z.object({ ...key, reservationId: ZJournalIdSchema });
export type ReleaseInput = z.input<typeof ZReleaseInputSchema>;

export const ZReverseInputSchema = z.object({
  ...key,
  journalId: ZJournalIdSchema,
  kind: ZKindSchema.default('reversal'),
});
export type ReverseInput = z.input<typeof ZReverseInputSchema>;

/** A provider's bet or win: idempotent on (provider, transactionId). */
export const ZGameInputSchema = z.object({
  provider: ZSystemCodeSchema,
  transactionId: ZExternalIdSchema,
  playerId: ZPlayerIdSchema,
  amount: ZPositiveVndAmountSchema,
  meta: ZMetaSchema,
});
export type GameInput = z.input<typeof ZGameInputSchema>;

/**
 * A stake. With `requireSession` (the play-token hash of the player's session) it moves money
 * only while that session is open and unexpired, checked inside the ledger statement itself
 * (decision 068); otherwise SESSION_NOT_LIVE and nothing moves. Wins take no such condition:
 * they settle after the session ended.
 */
export const ZBetInputSchema = ZGameInputSchema.extend({
  requireSession: z.string().min(1).max(128).optional(),
});
export type BetInput = z.input<typeof ZBetInputSchema>;

/** Undo the provider's transaction `referenceTransactionId` (a bet or win) of the player. */
export const ZRollbackInputSchema = z.object({
  provider: ZSystemCodeSchema,
  transactionId: ZExternalIdSchema,
  referenceTransactionId: ZExternalIdSchema,
  playerId: ZPlayerIdSchema,
  meta: ZMetaSchema,
});
export type RollbackInput = z.input<typeof ZRollbackInputSchema>;

export type WalletBalance = TWalletBalance;
/** The balances a ledger operation reports with its result (deposits held for return: getPlayerBalance). */
export type OperationBalance = Omit<WalletBalance, 'depositHeld'>;

export interface WalletResult {
  journalId: number;
  /** True when the key was applied before and this is its first result again. */
  replayed: boolean;
  createdAt: Date;
  /** The main player's cash (or other touched account) balance right after the event; null if no player. */
  balanceAfter: number | null;
  /** The main player's balances now; null for system-only events. */
  balance: OperationBalance | null;
}

export interface GameResult {
  journalId: number;
  replayed: boolean;
  createdAt: Date;
  /** Player cash right after this transaction applied (null for a rollback that only left a tombstone). */
  balanceAfter: number | null;
  /** The player's available cash now: what a provider shows as the balance. */
  balance: number;
}

export const gameScope = (provider: string) => `game:${provider}`;
