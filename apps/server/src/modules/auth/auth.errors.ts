import { AuthErrorMessage, formatWaitVi, type TAuthErrorCode } from '@app/contract';
import { AppError } from '../../http/errors';
import type { Throttle } from './auth.throttle';

export const authError = (statusCode: number, code: TAuthErrorCode, message: string = AuthErrorMessage[code]) =>
  new AppError(statusCode, code, message);

/** A 429 whose message says how long to wait; the error handler turns retryAfterSeconds into Retry-After. */
export const lockedError = (code: TAuthErrorCode, seconds: number) =>
  new AppError(429, code, `${AuthErrorMessage[code]}. Vui lòng thử lại sau ${formatWaitVi(seconds)}.`, {
    retryAfterSeconds: seconds,
  });

/** Refuses with a 429 saying how long to wait while the throttle key is locked. */
export async function assertNotLocked(throttle: Throttle, key: string, code: TAuthErrorCode): Promise<void> {
  const seconds = await throttle.lockedFor(key);
  if (seconds > 0) throw lockedError(code, seconds);
}
