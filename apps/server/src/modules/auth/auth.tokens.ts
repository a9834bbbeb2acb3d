import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 32 random bytes, URL-safe: session tokens and one-time login tokens. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored as SHA-256 hex: a database leak gives no usable session. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The play token of a session, derived from its secret token: the same value on every refresh
 * without storing it, and no way to compute it from the stored hashes.
 */
export function playTokenFor(sessionToken: string): string {
  return createHmac('sha256', sessionToken).update('play-token:v1').digest('base64url');
}

const RID_ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';

/** Public player id: 10 characters without look-alikes (0/o, 1/l/i). */
export function newRid(): string {
  let rid = '';
  for (let i = 0; i < 10; i++) rid += RID_ALPHABET[randomInt(RID_ALPHABET.length)];
  return rid;
}

export function newOtpCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** The code is salted with its row id so equal codes of different rows hash differently. */
export function hashOtp(otpId: string, code: string): string {
  return createHash('sha256').update(`${otpId}:${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
