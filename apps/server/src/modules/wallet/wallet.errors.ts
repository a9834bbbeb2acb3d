import { playLimitMessage, type TWalletErrorCode, WalletErrorMessage, ZPlayLimitRefusalSchema } from '@app/contract';
import { AppError, WordedError } from '../../http/errors';
import { requestLocale } from '../../http/locale';

const STATUS: Record<TWalletErrorCode, number> = {
  INSUFFICIENT_FUNDS: 400,
  IDEMPOTENCY_CONFLICT: 409,
  TRANSACTION_ROLLED_BACK: 409,
  TRANSACTION_NOT_FOUND: 404,
  ALREADY_REVERSED: 409,
  RESERVATION_COMPLETED: 409,
  NOT_REVERSIBLE: 409,
  INVALID_AMOUNT: 400,
  WALLET_BUSY: 503,
  SESSION_NOT_LIVE: 403,
  PLAY_LIMIT_REACHED: 403,
};

export function walletError(code: TWalletErrorCode, details?: Record<string, unknown>): AppError {
  return new AppError(STATUS[code], code, WalletErrorMessage[code], details);
}

/** What the wallet's SQL functions raise (SQLSTATE class WL, see migration wallet_functions). */
const SQLSTATE_CODES: Record<string, TWalletErrorCode> = {
  WL001: 'INSUFFICIENT_FUNDS',
  WL002: 'IDEMPOTENCY_CONFLICT',
  WL003: 'TRANSACTION_ROLLED_BACK',
  WL004: 'TRANSACTION_NOT_FOUND',
  WL005: 'ALREADY_REVERSED',
  WL006: 'NOT_REVERSIBLE',
  WL007: 'INVALID_AMOUNT',
  WL010: 'SESSION_NOT_LIVE',
  WL011: 'PLAY_LIMIT_REACHED',
  // A player balance row refusing to go negative or below its hold (CHECK), should a
  // conditional update ever let one through.
  '23514': 'INSUFFICIENT_FUNDS',
};

/** The limit a stake would pass, from the ledger's detail: its message names it and its reset. */
function playLimitError(err: unknown): AppError {
  const detail = typeof err === 'object' && err !== null && 'detail' in err ? String(err.detail) : '';
  const parsed = ZPlayLimitRefusalSchema.safeParse(safeJson(detail));
  if (!parsed.success) return walletError('PLAY_LIMIT_REACHED');
  const message = playLimitMessage(parsed.data, requestLocale());
  return new WordedError(STATUS.PLAY_LIMIT_REACHED, 'PLAY_LIMIT_REACHED', message, { limit: parsed.data });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function sqlStateOf(err: unknown): string | undefined {
  return typeof err === 'object' && err !== null && 'code' in err && typeof err.code === 'string'
    ? err.code
    : undefined;
}

/** The AppError for a ledger refusal, or undefined for anything unexpected. */
export function walletErrorFromSql(err: unknown, already: TWalletErrorCode = 'ALREADY_REVERSED'): AppError | undefined {
  const state = sqlStateOf(err);
  const code = state ? SQLSTATE_CODES[state] : undefined;
  if (!code) return undefined;
  if (code === 'PLAY_LIMIT_REACHED') return playLimitError(err);
  return walletError(code === 'ALREADY_REVERSED' ? already : code);
}

const RETRYABLE_STATES = new Set([
  '40001', // serialization_failure
  '40P01', // deadlock_detected
  '55P03', // lock_not_available
  '57P01', // admin_shutdown: our backend was terminated
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08003',
  '08006',
]);

/**
 * Failures after which running the same call again is safe and may succeed. Connection loss is
 * included: the outcome of the interrupted call is unknown, and the idempotency key makes the
 * retry either apply it or return what had committed.
 */
export function isRetryable(err: unknown): boolean {
  const state = sqlStateOf(err);
  if (state && RETRYABLE_STATES.has(state)) return true;
  if (state === 'ECONNRESET' || state === 'ECONNREFUSED' || state === 'EPIPE') return true;
  const message = err instanceof Error ? err.message : '';
  return /Connection terminated|terminating connection|Client has encountered a connection error/i.test(message);
}

/** Serialization failures and deadlocks: contention, as opposed to a lost connection. */
export function isContention(err: unknown): boolean {
  const state = sqlStateOf(err);
  return state === '40001' || state === '40P01' || state === '55P03';
}
