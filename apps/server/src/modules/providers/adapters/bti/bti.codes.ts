/** BTI's error codes (T1's BTI seamless controller; Y's DTOs agree). */
export const BtiError = {
  OK: 0,
  GENERAL: -1,
  CUSTOMER_NOT_FOUND: -2,
  TOKEN_NOT_VALID: -3,
  INSUFFICIENT_FUNDS: -4,
  RESTRICTED_CUSTOMER: -6,
  WRONG_REQUEST: -10,
  NO_EXISTING_SESSION: -23,
} as const;

export type TBtiError = (typeof BtiError)[keyof typeof BtiError];

export const BTI_MESSAGES: Record<TBtiError, string> = {
  0: 'No error',
  [-1]: 'GeneralError',
  [-2]: 'CustomerNotFound',
  [-3]: 'TokenNotValid',
  [-4]: 'InsufficientFunds',
  [-6]: 'RestrictedCustomer',
  [-10]: 'WrongRequest',
  [-23]: 'NoExistingSession',
};

/** The reasons BTI's GeneralError (-1) carries in `error_message`, as T1 names them. */
export const BtiReason = {
  RESERVE_NOT_FOUND: 'ReserveWasNotFound',
  AMOUNT_INVALID: 'AmountInvalid',
  DEBIT_BIGGER_THAN_RESERVE: 'TotalDebitReserveBiggerThanReserve',
  ALREADY_CANCELED: 'ReserveAlreadyCanceled',
  ALREADY_COMMITTED: 'ReserveAlreadyCommit',
  ALREADY_DEBITED: 'ReserveAlreadyDebited',
  NOT_FOUND_ON_XML: 'ReserveNotFoundOnXml',
  IP_FORBIDDEN: 'IPForbidden',
  WRONG_CUSTOMER: 'InvalidCustomerForReserve',
} as const;

export const BTI_METHODS = [
  'validatetoken',
  'reserve',
  'debitreserve',
  'cancelreserve',
  'commitreserve',
  'creditcustomer',
  'debitcustomer',
] as const;

export type BtiMethod = (typeof BTI_METHODS)[number];

/**
 * How long a reservation may stay neither committed nor cancelled before it is released by the
 * scheduled job (BTI commits or cancels within seconds of the player's bet slip).
 */
export const BTI_RESERVE_ABANDONED_MS = 30 * 60_000;

/** An answer as BTI reads it: `key=value` lines (values on one line). */
export function btiText(fields: Record<string, string | number>): string {
  return Object.entries(fields)
    .map(([k, v]) => `${k}=${String(v).replace(/[\r\n]+/g, ' ')}`)
    .join('\r\n');
}
