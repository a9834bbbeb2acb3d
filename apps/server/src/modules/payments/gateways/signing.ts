import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export function hmacSha256Hex(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message, 'utf8').digest('hex');
}

export function md5Hex(message: string): string {
  return createHash('md5').update(message, 'utf8').digest('hex');
}

/** Constant-time string comparison; different lengths are simply unequal. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`: binds body and time. */
export function signTimestamped(rawBody: string, secret: string, timestampSeconds: number): string {
  return `t=${timestampSeconds},v1=${hmacSha256Hex(secret, `${timestampSeconds}.${rawBody}`)}`;
}

export function parseTimestampedSignature(value: string): { t: number; v1: string } | null {
  const parts = new Map<string, string>();
  for (const piece of value.split(',')) {
    const eq = piece.indexOf('=');
    if (eq > 0) parts.set(piece.slice(0, eq).trim(), piece.slice(eq + 1).trim());
  }
  const t = parts.get('t');
  const v1 = parts.get('v1');
  if (!t || !/^\d{1,12}$/.test(t) || !v1 || !/^[0-9a-f]{64}$/i.test(v1)) return null;
  return { t: Number(t), v1: v1.toLowerCase() };
}

export type TimestampedCheck = { ok: true } | { ok: false; reason: 'missing_signature' | 'bad_signature' | 'stale' };

export function verifyTimestamped(
  header: string | undefined,
  rawBody: string,
  secret: string,
  nowMs: number,
  toleranceSeconds: number,
): TimestampedCheck {
  if (!header) return { ok: false, reason: 'missing_signature' };
  const parsed = parseTimestampedSignature(header);
  if (!parsed) return { ok: false, reason: 'bad_signature' };
  if (!safeEqual(parsed.v1, hmacSha256Hex(secret, `${parsed.t}.${rawBody}`)))
    return { ok: false, reason: 'bad_signature' };
  if (Math.abs(nowMs / 1000 - parsed.t) > toleranceSeconds) return { ok: false, reason: 'stale' };
  return { ok: true };
}
