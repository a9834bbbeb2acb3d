import type { TOtpSent } from '@app/contract';

/**
 * A code sent and not yet expired, remembered for the tab (session storage) so that closing and
 * reopening the verification dialog shows the code field again instead of asking for a new code.
 */
interface Pending {
  sent: TOtpSent;
  /** When it was sent (ms since epoch). */
  at: number;
}

const KEY = 'pending-otp:';

export function rememberOtp(purpose: string, sent: TOtpSent, now = Date.now()): void {
  try {
    sessionStorage.setItem(KEY + purpose, JSON.stringify({ sent, at: now } satisfies Pending));
  } catch {
    // Storage off (private mode): the dialog asks for a new code when reopened.
  }
}

export function forgetOtp(purpose: string): void {
  try {
    sessionStorage.removeItem(KEY + purpose);
  } catch {}
}

/** The code still valid for `purpose`, with the seconds left before another may be requested; null when none. */
export function pendingOtp(purpose: string, now = Date.now()): { sent: TOtpSent; resendInSeconds: number } | null {
  try {
    const raw = sessionStorage.getItem(KEY + purpose);
    if (!raw) return null;
    const { sent, at } = JSON.parse(raw) as Pending;
    const elapsed = (now - at) / 1000;
    if (!(elapsed >= 0) || elapsed >= sent.expiresInSeconds) {
      sessionStorage.removeItem(KEY + purpose);
      return null;
    }
    return { sent, resendInSeconds: Math.max(0, Math.ceil(sent.resendInSeconds - elapsed)) };
  } catch {
    return null;
  }
}
