import { z } from 'zod';
import { ZSuccessSchema, ZVndAmountSchema } from './envelope';
import { text } from './text';

/**
 * The money core (module `wallet`): balances, the balance stream, ledger history items, the
 * wallet's error codes and their Vietnamese messages. Other modules call the wallet through
 * its service; these schemas are what crosses HTTP.
 */

/** A VND amount that moves money: a positive safe integer. */
export const ZPositiveVndAmountSchema = ZVndAmountSchema.refine((n) => n > 0, { error: 'Số tiền phải lớn hơn 0' });

/**
 * Accounts a player owns. `pending_withdrawal` holds money reserved for a withdrawal;
 * `deposit_held` holds deposited money that may not be played (over a deposit limit, or
 * arriving while the account is self-excluded or disabled) until it is returned to its source.
 */
export const PLAYER_ACCOUNT_PURPOSES = ['cash', 'bonus', 'pending_withdrawal', 'deposit_held'] as const;
export type TPlayerAccountPurpose = (typeof PLAYER_ACCOUNT_PURPOSES)[number];

/**
 * System accounts, one per (purpose, code): `payment_clearing` per payment method, `game_provider`
 * per provider, `jackpot_pool` per pool, and `promotions_expense`, `fees`, `adjustments`.
 * System accounts may go negative.
 */
export const SYSTEM_ACCOUNT_PURPOSES = [
  'payment_clearing',
  'game_provider',
  'promotions_expense',
  'jackpot_pool',
  'fees',
  'adjustments',
] as const;
export type TSystemAccountPurpose = (typeof SYSTEM_ACCOUNT_PURPOSES)[number];

/** A player's balances in VND. `available` is what can be bet or withdrawn now. */
export const ZWalletBalanceSchema = z.object({
  /** Cash account balance. */
  cash: z.number().int(),
  /** Bonus account balance (promotions; not withdrawable until converted to cash). */
  bonus: z.number().int(),
  /** Reserved for withdrawals in progress (out of cash, not yet paid out). */
  held: z.number().int(),
  /** Cash the player can spend now. */
  available: z.number().int(),
  /**
   * Deposited money held back and not playable (over a deposit limit, or arriving while the
   * account is self-excluded or disabled); it is returned to where it came from, never released
   * to cash. Not part of cash, held or available.
   */
  depositHeld: z.number().int(),
});
export type TWalletBalance = z.infer<typeof ZWalletBalanceSchema>;

/** GET /api/user/balance. The stream (GET /api/user/balance/stream) sends the same object as `event: balance`. */
export const ZWalletBalanceResponseSchema = ZSuccessSchema(ZWalletBalanceSchema);

/** One posting of a history item, on one of the player's accounts. */
export const ZWalletJournalPostingSchema = z.object({
  account: z.enum(PLAYER_ACCOUNT_PURPOSES),
  /** Signed change of that account. */
  amount: z.number().int(),
  /** That account's balance right after the event. */
  balanceAfter: z.number().int().nullable(),
});

/** One ledger event of a player, as the history pages list it. */
export const ZWalletJournalItemSchema = z.object({
  id: z.number().int(),
  /** Business event: deposit, bet, win, rollback, withdrawal_reserve, bonus_grant, ... */
  kind: z.string(),
  scope: z.string(),
  externalId: z.string(),
  /** The event's principal amount (unsigned). */
  amount: z.number().int(),
  /** Signed change of the player's cash + bonus + pending withdrawal + held deposits together. */
  net: z.number().int(),
  postings: z.array(ZWalletJournalPostingSchema),
  /** The journal this one undid, for reversals and rollbacks. */
  reversalOf: z.number().int().nullable(),
  meta: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type TWalletJournalItem = z.infer<typeof ZWalletJournalItemSchema>;

/** Query of a player's ledger history (the history module pages through it). */
export const ZWalletJournalQuerySchema = z.object({
  since: z.coerce.date().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  kinds: z
    .array(text().regex(/^[a-z][a-z0-9_]{1,39}$/))
    .max(20)
    .optional(),
});
export type TWalletJournalQuery = z.input<typeof ZWalletJournalQuerySchema>;

/** Stable error codes of the wallet (HTTP status in the comment). */
export const WalletErrorCode = {
  /** 400: the debit is larger than the available balance. */
  INSUFFICIENT_FUNDS: 'INSUFFICIENT_FUNDS',
  /** 409: the idempotency key was used before for a different request. */
  IDEMPOTENCY_CONFLICT: 'IDEMPOTENCY_CONFLICT',
  /** 409: a game transaction whose rollback arrived first; it will never apply. */
  TRANSACTION_ROLLED_BACK: 'TRANSACTION_ROLLED_BACK',
  /** 404: the journal to reverse, or the reservation to settle or release, does not exist. */
  TRANSACTION_NOT_FOUND: 'TRANSACTION_NOT_FOUND',
  /** 409: the journal was already reversed (or rolled back) by another request. */
  ALREADY_REVERSED: 'ALREADY_REVERSED',
  /** 409: the reservation was already settled or released by another request. */
  RESERVATION_COMPLETED: 'RESERVATION_COMPLETED',
  /** 409: this journal cannot be undone this way (a reversal, a reservation step, another player's). */
  NOT_REVERSIBLE: 'NOT_REVERSIBLE',
  /** 400: amount not a positive safe integer, or postings that do not balance. */
  INVALID_AMOUNT: 'INVALID_AMOUNT',
  /** 503: the database stayed too contended to apply the change; nothing was applied. */
  WALLET_BUSY: 'WALLET_BUSY',
  /** 403: a stake that required the player's session found it ended or expired; nothing moved. */
  SESSION_NOT_LIVE: 'SESSION_NOT_LIVE',
  /** 403: the stake would pass one of the player's loss or wager limits; nothing moved. */
  PLAY_LIMIT_REACHED: 'PLAY_LIMIT_REACHED',
} as const;
export type TWalletErrorCode = (typeof WalletErrorCode)[keyof typeof WalletErrorCode];

export const WalletErrorMessage = {
  INSUFFICIENT_FUNDS: 'Số dư không đủ',
  IDEMPOTENCY_CONFLICT: 'Mã giao dịch đã được dùng cho một yêu cầu khác',
  TRANSACTION_ROLLED_BACK: 'Giao dịch đã bị huỷ',
  TRANSACTION_NOT_FOUND: 'Không tìm thấy giao dịch',
  ALREADY_REVERSED: 'Giao dịch đã được hoàn trước đó',
  RESERVATION_COMPLETED: 'Yêu cầu rút tiền đã được xử lý',
  NOT_REVERSIBLE: 'Giao dịch này không thể hoàn',
  INVALID_AMOUNT: 'Số tiền không hợp lệ',
  WALLET_BUSY: 'Hệ thống đang bận, vui lòng thử lại sau',
  SESSION_NOT_LIVE: 'Phiên đăng nhập đã kết thúc, vui lòng đăng nhập lại',
  PLAY_LIMIT_REACHED: 'Lượt cược vượt hạn mức chơi bạn đã đặt',
} satisfies Record<TWalletErrorCode, string>;
