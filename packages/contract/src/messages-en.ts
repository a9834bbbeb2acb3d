import type { AuthErrorMessage } from './auth';
import type { AuthMessage } from './auth-constants';
import type { BankErrorMessage, BankMessage } from './banks';
import type { ErrorMessage } from './errors';
import type { EventMessage } from './events';
import type { GiftcodeMessage } from './giftcodes';
import type { MissionMessage } from './missions';
import type { PaymentErrorMessage, PaymentMessage } from './payments';
import type { PromotionErrorMessage } from './promotions';
import type { TournamentMessage } from './tournaments';
import type { VipMessage } from './vip';

/**
 * The English of the messages the API and the site share (decision 156), beside the Vietnamese
 * ones of each module (`ErrorMessage`, `AuthMessage`, `PaymentMessage`...): the API answers a
 * client that asks for English with these (apps/server/src/http/locale.ts), and the site's English
 * catalogues use the same objects. Zod-free, like `./errors`, so the site's catalogue chunk can
 * import it. Vietnamese stays the default and the fallback.
 */

/** The generic error codes (`ErrorCode`). */
export const ErrorMessageEn = {
  NOT_FOUND: 'Not found',
  VALIDATION_ERROR: 'Invalid data',
  INVALID_JSON: 'The data sent is not valid JSON',
  PAYLOAD_TOO_LARGE: 'The data sent is too large',
  UNSUPPORTED_MEDIA_TYPE: 'This data format is not supported',
  INVALID_URL: 'Invalid link',
  URL_TOO_LONG: 'The link is too long',
  METHOD_NOT_ALLOWED: 'This method is not supported',
  RATE_LIMITED: 'You are going too fast, please try again shortly',
  UNAUTHORIZED: 'Please log in to continue',
  FORBIDDEN: 'You are not allowed to do this',
  ORIGIN_MISMATCH: 'Invalid request',
  MAINTENANCE_MODE: 'The system is under maintenance, please come back later',
  INTERNAL_ERROR: 'Something went wrong, please try again later',
  SERVER_BUSY: 'The system is busy, please try again in a few minutes',
  DATABASE_UNAVAILABLE: 'The system is switching to a standby server, please try again in a few seconds',
} as const satisfies Record<keyof typeof ErrorMessage, string>;

/** The accounts' messages and error codes (`AuthMessage`, the auth error codes). */
export const AuthMessageEn = {
  REGISTER_SUCCESS: 'Signed up',
  REGISTER_FAILED: 'Sign-up failed',
  LOGIN_SUCCESS: 'Logged in',
  LOGIN_FAILED: 'Login failed',
  AUTO_LOGIN_FAILED: 'Automatic login failed',
  RELOAD_TO_LOGIN: 'Please reload the page to continue logging in',
  SERVER_ERROR: 'Something went wrong, please try again later',
  LOGGED_IN_ELSEWHERE: 'Your account was logged in on another browser or device.',
  OTP_ERROR: 'Something went wrong, please enter the code again',
  RESET_TO_PHONE: "the account's registered phone number",
  RESET_TO_EMAIL: "the account's verified e-mail",
  LOGOUT_SUCCESS: 'Logged out',
  PASSWORD_CHANGED: 'Password changed',
  PASSWORD_RESET: 'Password reset, please log in again',
  PHONE_VERIFIED: 'Phone number verified',
  EMAIL_VERIFIED: 'E-mail verified',
  OTP_SENT: 'The OTP code was sent',
  USERNAME_REQUIRED: 'Please enter a username',
  USERNAME_LENGTH: 'The username must be 6 to 29 characters',
  USERNAME_NO_SPACES: 'The username cannot contain spaces',
  USERNAME_NO_ACCENTS: 'The username cannot contain accents',
  PASSWORD_REQUIRED: 'Please enter a password',
  PASSWORD_MIN: 'The password must be at least 6 characters',
  PASSWORD_MAX: 'The password cannot be longer than 128 characters',
  PASSWORD_NO_ACCENTS: 'The password cannot contain accents',
  PASSWORD_CONFIRM_MISMATCH: 'The passwords do not match',
  PHONE_REQUIRED: 'Please enter a phone number',
  PHONE_INVALID: 'Invalid phone number',
  AGE_REQUIRED: 'You must confirm that you are 18 or over',
  EMAIL_REQUIRED: 'Please enter an e-mail',
  EMAIL_INVALID: 'Invalid e-mail',
  OTP_REQUIRED: 'Please enter the OTP code',
  OTP_FORMAT: 'The OTP code has 6 digits',
  ACCOUNT_REQUIRED: 'Please enter a username, phone number or e-mail',
  TOKEN_REQUIRED: 'The login token is missing',
} satisfies Record<keyof typeof AuthMessage, string>;

/** Error codes of the accounts, the wallet and the games answered by code. */
export const AuthErrorMessageEn = {
  DEVICE_FINGERPRINT_REQUIRED: 'Please reload the page and try again',
  INVALID_CREDENTIALS: 'Wrong username or password',
  ACCOUNT_LOCKED: 'The account is temporarily locked after too many failed logins',
  LOGIN_IP_LOCKED: 'Too many failed logins',
  ACCOUNT_DISABLED: 'Your account is locked, please contact customer care',
  ACCOUNT_SELF_EXCLUDED: 'Your account is in a self-exclusion period',
  EXCLUDED_ON_REGISTRY:
    'Your details match an account in self-exclusion or on a break on one of our sites, so you cannot register, log in or deposit until that period ends. Your balance is still paid out to your bank account: contact support, also if you think this is a mistake.',
  USERNAME_TAKEN: 'This username is taken',
  PHONE_TAKEN: 'This phone number is already in use',
  EMAIL_TAKEN: 'This e-mail is already in use',
  REGISTER_RATE_LIMITED: 'Too many accounts signed up',
  AUTO_LOGIN_FAILED: 'Automatic login failed',
  SESSION_REPLACED: 'Your account was logged in on another browser or device.',
  SESSION_EXPIRED: 'Your session has expired, please log in again',
  SESSION_LIMIT_REACHED: 'Your session reached the time limit you set; log in again when you want to play on',
  OTP_INVALID: 'Something went wrong, please enter the code again',
  OTP_EXPIRED: 'The OTP code has expired, please ask for a new one',
  OTP_ATTEMPTS_EXCEEDED: 'Too many wrong OTP codes, please ask for a new one',
  OTP_RESEND_TOO_SOON: 'Please wait before sending the OTP code again',
  OTP_SEND_LIMIT: 'Too many OTP codes requested',
  OTP_DELIVERY_FAILED: 'The OTP code could not be sent, please try again later',
  PHONE_ALREADY_VERIFIED: 'The phone number is already verified',
  EMAIL_ALREADY_VERIFIED: 'This e-mail is already verified',
  ACCOUNT_NOT_FOUND: 'Account not found',
  FORGOT_RATE_LIMITED: 'Too many account searches',
  WRONG_PASSWORD: 'The current password is wrong',
  CHANGE_PASSWORD_LOCKED: 'Too many wrong passwords',
  SAME_PASSWORD: 'The new password must differ from the current one',
  INSUFFICIENT_FUNDS: 'Insufficient balance',
  PROVIDER_UNAVAILABLE: 'The game provider is temporarily unavailable',
} satisfies Record<
  keyof typeof AuthErrorMessage | 'EXCLUDED_ON_REGISTRY' | 'INSUFFICIENT_FUNDS' | 'PROVIDER_UNAVAILABLE',
  string
>;

export const PaymentMessageEn = {
  VOUCHER_CREATE_FAILED: 'The deposit slip could not be created',
  TRANSACTION_EXPIRED: 'The transaction has expired',
  QR_DOWNLOAD_FAILED: 'The QR code could not be downloaded',
  GENERIC: 'Something went wrong, please try again later',
  NO_RECENT_TRANSACTIONS: 'No recent transactions',
  VOUCHER_REPLACE_CONFIRM:
    'You have an unfinished deposit slip. Creating a new one cancels the current slip. Continue?',
  CRYPTO_WARNING:
    'Send only the right coin on the right network. Anything sent wrongly is not credited and cannot be returned.',
  AMOUNT_REQUIRED: 'Please enter an amount',
  AMOUNT_INTEGER: 'The amount must be a whole number of VND',
  CODEPAY_MIN: 'The minimum deposit is 50,000 VND',
  CARRIER_REQUIRED: 'Please choose a network operator',
  DENOMINATION_REQUIRED: 'Please choose a card value',
  PIN_REQUIRED: 'Please enter the card PIN',
  PIN_INVALID: 'The card PIN has 12 to 15 digits',
  SERIAL_REQUIRED: 'Please enter the serial number',
  SERIAL_INVALID: 'The serial number has 10 to 15 digits',
  CARD_COUNT_REQUIRED: 'Please enter the number of cards',
  CARD_COUNT_RANGE: 'The number of cards is 1 to 5',
  PHONE_LAST5_REQUIRED: 'Please enter the last 5 digits of your phone number',
  PHONE_LAST5_FORMAT: 'The last 5 digits of your phone number are exactly 5 digits',
  CURRENCY_REQUIRED: 'Please choose a currency',
  CHAIN_REQUIRED: 'Please choose a network',
  ADDRESS_REQUIRED: 'Please enter the receiving wallet address',
  BANK_ACCOUNT_REQUIRED: 'Please choose a bank account',
  WITHDRAW_REQUESTED: 'Your withdrawal request has been received',
  DEPOSIT_CREDITED: 'Deposit successful',
  DEPOSIT_HELD_LABEL: 'Held back',
  DEPOSIT_RETURN_METHOD: 'Held deposit returned',
} satisfies Record<keyof typeof PaymentMessage, string>;

export const BankMessageEn = {
  BANK_REQUIRED: 'Please choose a bank',
  BANK_UNKNOWN: 'This bank is not supported',
  ACCOUNT_NUMBER_REQUIRED: 'Please enter the account number',
  ACCOUNT_NUMBER_INVALID: 'The account number has 6 to 19 digits only',
  HOLDER_NAME_REQUIRED: "Please enter the account holder's name",
  HOLDER_NAME_FORMAT: "The holder's name must be in capitals, without accents",
  HOLDER_NAME_LENGTH: "The holder's name is 2 to 50 characters",
  ADDED: 'Bank account added; please wait for it to be verified',
} satisfies Record<keyof typeof BankMessage, string>;

export const BankErrorMessageEn = {
  BANK_ACCOUNT_EXISTS: 'This bank account is already on your list',
  BANK_ACCOUNT_TAKEN: 'This bank account is registered to someone else',
  BANK_ACCOUNT_LIMIT: 'You have reached the maximum number of bank accounts',
  BANK_ACCOUNT_NOT_FOUND: 'Bank account not found',
  BANK_ACCOUNT_STATUS: 'The bank account status does not allow this',
} satisfies Record<keyof typeof BankErrorMessage, string>;

export const GiftcodeMessageEn = {
  REQUIRED: 'Please enter a gift code',
  MAX_LENGTH: 'No more than 20 characters',
  SPECIAL_CHARACTERS: 'Please do not use special characters',
  GIFTCODE_INVALID: 'Invalid gift code',
  PHONE_NOT_VERIFIED: 'Please verify your phone number to use gift codes',
  NEWBIE_BANK_REQUIRED: 'Please link and verify a bank account to use the newcomer code',
  NEWBIE_CARRIER: 'The newcomer code is only for Viettel, Mobifone or Vinaphone phone numbers',
  GIFTCODE_RATE_LIMITED: 'You have entered gift codes too many times, please try again in a few minutes',
  GIFTCODE_RETRY: 'Something went wrong, please try again later',
  GIFTCODE_CODE_TAKEN: 'This gift code already exists',
  GIFTCODE_NOTHING_PENDING: 'The player has no gift code waiting for its wagering',
  GIFTCODE_FORFEIT_UNFINISHED: 'The gift code is being withdrawn, please try again in a few minutes',
  GIFTCODE_FORFEIT_PLAYER_ACTIVE: 'Gift codes are only withdrawn from self-excluded or locked players',
} satisfies Record<keyof typeof GiftcodeMessage, string>;

export const PromotionErrorMessageEn = {
  PROMOTION_NOT_FOUND: 'This promotion does not exist',
  PROMOTION_FIRST_DEPOSIT_ONLY: 'This promotion is only for your first deposit',
  PROMOTION_ACTIVE_EXISTS: 'You are already taking part in another promotion',
  NO_ACTIVE_PROMOTION: 'You have no promotion in progress',
  WAGERING_INCOMPLETE: 'You have not finished the promotion wagering yet',
} satisfies Record<keyof typeof PromotionErrorMessage, string>;

export const MissionMessageEn = {
  MISSION_NOT_FOUND: 'This mission does not exist',
  MISSION_ALREADY_ACCEPTED: 'You have already taken this mission',
  MISSION_NOT_COMPLETED: 'This mission is not completed yet',
  MISSION_ALREADY_REWARDED: 'You have already received the reward of this mission',
  MISSION_EXPIRED: 'This mission has expired',
  MISSION_MUST_DEPOSIT: 'Make your first deposit to take part in missions',
  MISSION_MUST_VERIFY_PHONE: 'Verify your phone number to take part in missions',
} satisfies Record<keyof typeof MissionMessage, string>;

/** The events' refusals a player meets (`EventMessage`). */
export const EventMessageEn = {
  SPIN_MUST_DEPOSIT: 'Make at least one deposit to get free spins every day',
  SPIN_NO_SPINS_LEFT: 'You have used all your spins today. New spins come after 00:00 (Vietnam time)',
  SPIN_ACCOUNT_RESTRICTED: 'Your account is suspended from events',
  SPIN_UNAVAILABLE: 'The wheel is being updated, please come back later',
  APP_BONUS_NOT_IN_APP: 'Please open the app installed on your home screen to get the app bonus',
  APP_BONUS_ALREADY_CLAIMED: 'You have already received the app bonus',
} satisfies Partial<Record<keyof typeof EventMessage, string>>;

/** The cashier's error codes (`PaymentErrorMessage`). */
export const PaymentErrorMessageEn = {
  AMOUNT_TOO_LOW: 'The amount is below the minimum',
  AMOUNT_TOO_HIGH: 'The amount is over the maximum',
  VOUCHER_EXISTS: PaymentMessageEn.VOUCHER_REPLACE_CONFIRM,
  VOUCHER_CREATE_FAILED: PaymentMessageEn.VOUCHER_CREATE_FAILED,
  TRANSACTION_EXPIRED: PaymentMessageEn.TRANSACTION_EXPIRED,
  DEPOSIT_NOT_FOUND: 'Deposit not found',
  PROMOTION_NOT_AVAILABLE: 'The promotion does not apply to this deposit method',
  METHOD_UNAVAILABLE: 'This payment method is paused, please choose another one',
  CARD_DENOMINATION_INVALID: 'Invalid card value',
  CARD_ALREADY_SUBMITTED: 'This card was already sent',
  CRYPTO_CHAIN_UNSUPPORTED: 'This currency is not supported on this network',
  CRYPTO_ADDRESS_INVALID: 'Invalid wallet address',
  INSUFFICIENT_BALANCE: 'Your balance is not enough for this transaction',
  BANK_ACCOUNT_NOT_VERIFIED: 'Withdrawals go only to your verified bank account',
  PHONE_LAST5_MISMATCH: 'The last 5 digits of the phone number are wrong',
  IDEMPOTENCY_KEY_REQUIRED: 'The duplicate-protection key (Idempotency-Key) is missing',
  IDEMPOTENCY_KEY_REUSED: 'This request reuses the key of another request',
  WITHDRAWAL_BLOCKED: 'You cannot withdraw at the moment',
  WITHDRAWAL_NOT_FOUND: 'Withdrawal not found',
  STAFF_PAYOUT_NOT_EXCLUDED: 'Payouts are made only for self-excluded players; other players withdraw themselves',
  WITHDRAWAL_STATUS: 'The withdrawal status does not allow this',
  DEPOSIT_BLOCKED: 'Your account cannot deposit at the moment',
  WEBHOOK_UNAUTHORIZED: 'Invalid signature',
  WEBHOOK_STALE: 'The request has expired',
  SANDBOX_DISABLED: 'The test gateway is off',
  PAYMENT_EXCEPTION_NOT_FOUND: 'Payment exception not found',
  PAYMENT_EXCEPTION_RESOLVED: 'The payment exception was already handled',
  PAYMENT_HELD_RETURN_ONLY:
    'This money is held back to protect the player (over a deposit limit, or the account self-excluded or locked): it can only be returned to its source',
  PAYMENT_EXCEPTION_NOT_HELD: 'This payment exception holds no money to return',
  RETURN_DESTINATION_REQUIRED:
    "The deposit has no source account; choose one of the player's verified bank accounts to return it to",
  RETURN_TO_SOURCE_ONLY: 'The deposit has a source account; the money can only be returned there',
} satisfies Record<keyof typeof PaymentErrorMessage, string>;

/** The VIP programme's refusals (`VipMessage`). */
export const VipMessageEn = {
  VIP_RULE_NOT_FOUND: 'VIP rules not found',
  VIP_RULE_NOT_DRAFT: 'Only draft VIP rules can be edited or published',
  VIP_NOT_CONFIGURED: 'The VIP programme has not been published',
  VIP_LEVEL_UNKNOWN: 'This VIP level is not in the rules in force',
  VIP_PLAYER_NOT_FOUND: 'Player not found',
  VIP_WITHDRAWAL_LIMIT: "You have reached the day's withdrawal limit of VIP level",
} satisfies Record<keyof typeof VipMessage, string>;

/** The tournaments' refusals (`TournamentMessage`). */
export const TournamentMessageEn = {
  TOURNAMENT_NOT_FOUND: 'This tournament does not exist',
  TOURNAMENT_NOT_OPT_IN: 'This tournament scores automatically, you do not need to join',
  TOURNAMENT_ENDED: 'The tournament has ended',
  TOURNAMENT_ALREADY_JOINED: 'You have already joined this tournament',
  TOURNAMENT_SLUG_TAKEN: 'This tournament code is taken, please choose another',
  TOURNAMENT_NOT_DRAFT: 'Only draft tournaments can be edited or published',
  TOURNAMENT_ACCOUNT_RESTRICTED: 'Your account cannot take part in tournaments at the moment',
  TOURNAMENT_WAGERING_INCOMPLETE: 'Finish the wagering of your tournament prize before withdrawing',
  TOURNAMENT_VIP_LEVEL_REQUIRED: 'This tournament is for players from the VIP level in its rules',
  TOURNAMENT_VIP_LEVEL_UNKNOWN: 'This VIP level is not in the VIP programme in force',
} satisfies Record<keyof typeof TournamentMessage, string>;
