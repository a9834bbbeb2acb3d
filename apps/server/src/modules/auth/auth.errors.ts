import { AuthErrorMessage, type TAuthErrorCode } from '@app/contract';
import { AppError, WordedError } from '../../http/errors';
import { localizeMessage, requestLocale, texts } from '../../http/locale';
import type { Throttle } from './auth.throttle';

export const authError = (statusCode: number, code: TAuthErrorCode, message: string = AuthErrorMessage[code]) =>
  new AppError(statusCode, code, message);

/** A 429 whose message says how long to wait; the error handler turns retryAfterSeconds into Retry-After. */
export const lockedError = (code: TAuthErrorCode, seconds: number) =>
  new WordedError(
    429,
    code,
    texts()('auth.locked', {
      message: localizeMessage(requestLocale(), code, AuthErrorMessage[code]),
      wait: waitText(seconds),
    }),
    { retryAfterSeconds: seconds },
  );

/** '2 phút', '1 giờ 5 phút' ('2 minutes', '1 hour 5 minutes') in the request's language. */
export function waitText(seconds: number): string {
  const t = texts();
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return t('auth.seconds', { count: s });
  const minutes = Math.ceil(s / 60);
  if (minutes < 60) return t('auth.minutes', { count: minutes });
  const hours = t('auth.hours', { count: Math.floor(minutes / 60) });
  const rest = minutes % 60;
  return rest ? t('auth.hoursMinutes', { hours, minutes: t('auth.minutes', { count: rest }) }) : hours;
}

/** Refuses with a 429 saying how long to wait while the throttle key is locked. */
export async function assertNotLocked(throttle: Throttle, key: string, code: TAuthErrorCode): Promise<void> {
  const seconds = await throttle.lockedFor(key);
  if (seconds > 0) throw lockedError(code, seconds);
}
