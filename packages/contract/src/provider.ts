import { z } from 'zod';
import { ZRoundDetailsSchema } from './games';
import { text, ZJsonValueSchema } from './text';

/**
 * The seamless wallet protocol game providers call at /provider/{code}/... (DESIGN section 6,
 * docs/provider-protocol.md). Modelled on Hub88's operator wallet API: JSON bodies signed over
 * the raw bytes, answers always HTTP 200 with a `status`, idempotent on `transaction_uuid`.
 *
 * Amounts are integer VND (1 = one đồng, no minor unit), JSON safe integers, never negative.
 */

export const PROVIDER_SIGNATURE_HEADER = 'x-hub88-signature';
export const PROVIDER_CURRENCY = 'VND';

export const ProviderStatus = {
  OK: 'RS_OK',
  UNKNOWN: 'RS_ERROR_UNKNOWN',
  INVALID_PARTNER: 'RS_ERROR_INVALID_PARTNER',
  INVALID_TOKEN: 'RS_ERROR_INVALID_TOKEN',
  TOKEN_EXPIRED: 'RS_ERROR_TOKEN_EXPIRED',
  INVALID_SIGNATURE: 'RS_ERROR_INVALID_SIGNATURE',
  INVALID_GAME: 'RS_ERROR_INVALID_GAME',
  WRONG_CURRENCY: 'RS_ERROR_WRONG_CURRENCY',
  WRONG_SYNTAX: 'RS_ERROR_WRONG_SYNTAX',
  NOT_ENOUGH_MONEY: 'RS_ERROR_NOT_ENOUGH_MONEY',
  USER_DISABLED: 'RS_ERROR_USER_DISABLED',
  LIMIT_REACHED: 'RS_ERROR_LIMIT_REACHED',
  TRANSACTION_DOES_NOT_EXIST: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  TRANSACTION_ROLLED_BACK: 'RS_ERROR_TRANSACTION_ROLLED_BACK',
  DUPLICATE_TRANSACTION: 'RS_ERROR_DUPLICATE_TRANSACTION',
} as const;
export type TProviderStatus = (typeof ProviderStatus)[keyof typeof ProviderStatus];
export const ZProviderStatusSchema = z.enum(Object.values(ProviderStatus) as [TProviderStatus, ...TProviderStatus[]]);

/** Transaction and request ids: printable ASCII, as the ledger keys them. */
const uuidLike = text().regex(/^[\x21-\x7e]{1,100}$/, { error: 'must be 1-100 printable ASCII characters' });
const vnd = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** Fields every call carries. `request_uuid` identifies the network request, echoed back. */
const ZBase = z.object({
  request_uuid: uuidLike,
  /** The play token from the launch link. */
  token: text().min(1).max(256),
  game_code: text().min(1).max(100).optional(),
});

/**
 * user/balance. `user` may be left out on the first call of a game session: the token names
 * the player and the answer carries the platform's user id for later calls.
 */
export const ZProviderBalanceRequestSchema = ZBase.extend({ user: text().min(1).max(64).optional() });
export type TProviderBalanceRequest = z.infer<typeof ZProviderBalanceRequestSchema>;

const ZTransactionBase = ZBase.extend({
  user: text().min(1).max(64),
  transaction_uuid: uuidLike,
  /** The provider's own id of the transaction, kept for reconciliation. */
  supplier_transaction_id: text().max(100).optional(),
  /** The game round; bets, wins and rollbacks of one round share it. */
  round: text().min(1).max(100),
  round_closed: z.boolean().optional(),
  /**
   * Free-form data about the round. Two keys the platform reads (extensions): `odds`, the bet's
   * decimal odds (on bets: promotions and missions with a minimum odds read it), and `details`,
   * the lines the bet history shows under the round (on any call; the newest call's list wins,
   * a win's or rollback's over a bet's).
   */
  meta: z
    .object({ odds: z.number().min(1).max(1_000_000).optional(), details: ZRoundDetailsSchema.optional() })
    .catchall(ZJsonValueSchema)
    .optional(),
});

export const ZProviderBetRequestSchema = ZTransactionBase.extend({
  currency: text().min(3).max(8),
  amount: vnd.refine((v) => v > 0, { error: 'amount must be positive' }),
  game_code: text().min(1).max(100),
});
export type TProviderBetRequest = z.infer<typeof ZProviderBetRequestSchema>;

export const ZProviderWinRequestSchema = ZTransactionBase.extend({
  currency: text().min(3).max(8),
  /** 0 closes a lost round. */
  amount: vnd,
  /** The bet this win settles. */
  reference_transaction_uuid: uuidLike,
  game_code: text().min(1).max(100),
  /**
   * Extension: the round hit the platform's progressive jackpot of this game. The platform pays
   * the whole pool on top of `amount` and resets it to its seed; the answer's `jackpot_amount`
   * says how much that was.
   */
  jackpot_win: z.boolean().optional(),
});
export type TProviderWinRequest = z.infer<typeof ZProviderWinRequestSchema>;

export const ZProviderRollbackRequestSchema = ZTransactionBase.extend({
  /** The bet to cancel. */
  reference_transaction_uuid: uuidLike,
});
export type TProviderRollbackRequest = z.infer<typeof ZProviderRollbackRequestSchema>;

/** A bet and its win in one call (optional in Hub88's family of APIs; instant games use it). */
export const ZProviderBetWinRequestSchema = ZTransactionBase.extend({
  currency: text().min(3).max(8),
  bet_amount: vnd.refine((v) => v > 0, { error: 'bet_amount must be positive' }),
  win_amount: vnd,
  game_code: text().min(1).max(100),
  jackpot_win: z.boolean().optional(),
});
export type TProviderBetWinRequest = z.infer<typeof ZProviderBetWinRequestSchema>;

/**
 * Extension: a correction of money already settled on a bet (a sports result changed after its
 * bets were paid). `direction` says which way the `amount` moves; a debit takes at most the
 * player's available cash, the answer's `amount_applied` says how much moved (the provider keeps
 * the rest as the player's debt, docs/provider-protocol.md). Idempotent on `transaction_uuid`.
 */
export const ZProviderAdjustRequestSchema = ZTransactionBase.extend({
  currency: text().min(3).max(8),
  amount: vnd.refine((v) => v > 0, { error: 'amount must be positive' }),
  direction: z.enum(['credit', 'debit']),
  /** The bet whose settlement is corrected. */
  reference_transaction_uuid: uuidLike,
  game_code: text().min(1).max(100),
  /** Why, in words the player can read (kept with the ledger entry). */
  reason: text().min(1).max(200),
  /**
   * Whether the bet still counts as played: `void` when the correction voids the whole bet (its
   * stake stops counting toward wagering, missions and rebates), `reinstated` when a void bet
   * gets a result (its stake counts again); absent when that does not change.
   */
  stake_change: z.enum(['void', 'reinstated']).optional(),
});
export type TProviderAdjustRequest = z.infer<typeof ZProviderAdjustRequestSchema>;

/**
 * Every answer. `balance` (integer VND, what the player may bet now) is present whenever the
 * request was authentic and named a known player, including RS_ERROR_NOT_ENOUGH_MONEY; it is
 * null only when the request could not be trusted (bad signature, unknown provider, malformed).
 */
export const ZProviderResponseSchema = z.object({
  status: ZProviderStatusSchema,
  request_uuid: z.string().nullable(),
  user: z.string().nullable(),
  currency: z.literal(PROVIDER_CURRENCY),
  balance: z.number().int().nullable(),
  /** Transactions only: the platform's id of the applied transaction. */
  transaction_id: z.string().optional(),
  /** Wins with jackpot_win: what the pool paid. */
  jackpot_amount: z.number().int().optional(),
  /**
   * Refusals a player must understand (RS_ERROR_LIMIT_REACHED): which limit, what is left and
   * when it resets, in Vietnamese, for the game to show. An extension of ours; providers that
   * do not know it ignore it.
   */
  message: z.string().optional(),
  /** transaction/adjust: how much moved (a debit may take less than asked when the balance is short). */
  amount_applied: z.number().int().optional(),
});
export type TProviderResponse = z.infer<typeof ZProviderResponseSchema>;

/** Signing algorithms a provider may use; HMAC is the default. */
export const PROVIDER_SIGN_ALGS = ['hmac-sha256', 'rsa-sha256'] as const;
export type TProviderSignAlg = (typeof PROVIDER_SIGN_ALGS)[number];
