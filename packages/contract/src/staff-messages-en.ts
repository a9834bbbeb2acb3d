import type { AdjustmentErrorMessage } from './adjustments';
import type { AdminErrorMessage } from './admin';
import type { StaffAccountErrorMessage } from './staff-accounts';
import type { WalletErrorMessage } from './wallet';

/**
 * The English of the staff API's own messages (decision 165), beside the Vietnamese tables: the
 * back office sends its language as `Accept-Language` and the server answers staff with these
 * (apps/server/src/http/staff-locale.ts). Typed by the Vietnamese tables, so a new message there
 * needs its English here.
 */
type EnglishOf<T> = { readonly [K in keyof T]: string };

export const AdminErrorMessageEn: EnglishOf<typeof AdminErrorMessage> = {
  STAFF_INVALID_CREDENTIALS: 'Wrong username or password',
  STAFF_UNAUTHORIZED: 'Please sign in with a staff account',
  STAFF_FORBIDDEN: 'You are not allowed to do this',
  STAFF_USERNAME_TAKEN: 'This staff username is taken',
  PLAYER_SELF_EXCLUDED: 'The player is self-excluded: the account cannot be reopened before the exclusion ends',
  STAFF_ACCOUNT_LOCKED: 'This staff account is locked for a while after too many wrong passwords',
  STAFF_LOGIN_IP_LOCKED: 'Too many wrong passwords from your address',
  STAFF_SECOND_FACTOR_INVALID: 'The code is wrong or was already used',
  STAFF_CHALLENGE_EXPIRED: 'The sign-in step expired, please enter your password again',
  STAFF_SECRET_UNREADABLE:
    "The server cannot open this account's authenticator key (an encryption key is missing from its configuration). Use a recovery code or contact an administrator",
};

export const AdjustmentErrorMessageEn: EnglishOf<typeof AdjustmentErrorMessage> = {
  ADJUSTMENT_NOT_FOUND: 'Adjustment request not found',
  ADJUSTMENT_DECIDED: 'The adjustment request was already decided',
  FOUR_EYES_SAME_STAFF: 'The reviewer must be another staff member than the one who made the request',
  ADJUSTMENT_INSUFFICIENT_FUNDS: "The player's balance is too low to debit this amount",
  EXCEPTION_NOT_CREDITED: 'Only a payment exception credited to a player can be reversed',
  EXCEPTION_CREDIT_HELD:
    'This credit was held back to protect the player: refund it to its source instead of reversing the entry',
  REVERSAL_EXISTS: 'This payment exception already has a reversal awaiting review or done',
  IDEMPOTENCY_KEY_REUSED: 'This duplicate-protection key was already used for another request',
};

export const WalletErrorMessageEn: EnglishOf<typeof WalletErrorMessage> = {
  INSUFFICIENT_FUNDS: 'Insufficient balance',
  IDEMPOTENCY_CONFLICT: 'This transaction id was already used for another request',
  TRANSACTION_ROLLED_BACK: 'The transaction was cancelled',
  TRANSACTION_NOT_FOUND: 'Transaction not found',
  ALREADY_REVERSED: 'The transaction was already reversed',
  RESERVATION_COMPLETED: 'The withdrawal request was already processed',
  NOT_REVERSIBLE: 'This transaction cannot be reversed',
  INVALID_AMOUNT: 'Invalid amount',
  WALLET_BUSY: 'The system is busy, please try again shortly',
  SESSION_NOT_LIVE: 'The session has ended, please sign in again',
  PLAY_LIMIT_REACHED: 'The stake would pass a play limit the player set',
};

export const StaffAccountErrorMessageEn: EnglishOf<typeof StaffAccountErrorMessage> = {
  STAFF_SELF_CHANGE: 'You cannot change the role, disable or reset the authenticator of the account you are using',
  STAFF_LAST_SUPERADMIN: 'At least one active super administrator must remain',
  STAFF_NO_CHANGE: 'The account is already in this state; nothing changed',
};
