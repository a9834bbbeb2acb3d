import { createHmac, timingSafeEqual } from 'node:crypto';
import { STREAM_FORMATS } from '@app/contract';
import { z } from 'zod';

/*
 * The stream verification protocol (docs/stream-verification-protocol.md), shared by the real
 * client and the sandbox service so both sides run the same signing and the same schemas.
 */

export const VERIFY_PATH = '/v1/stream/verify';
export const OPERATOR_HEADER = 'x-operator-id';
export const SIGNATURE_HEADER = 'x-signature';
/** Requests older or newer than this are refused (replay window). */
export const SIGNATURE_TOLERANCE_S = 300;

export const ZVerifyRequestSchema = z.object({
  groupId: z.string().min(1).max(64),
  streamId: z.string().min(1).max(64),
  site: z.string().min(1).max(253),
  /** random per request: with the timestamp it makes every signature unique */
  nonce: z.string().min(8).max(64),
});
export type TVerifyRequest = z.infer<typeof ZVerifyRequestSchema>;

/** A playback address: absolute http(s), or a path on the operator's own origin (the sandbox). */
const ZPlaybackUrlSchema = z.string().refine(
  (v) => {
    if (v.startsWith('/') && !v.startsWith('//')) return true;
    try {
      const u = new URL(v);
      return (u.protocol === 'https:' || u.protocol === 'http:') && u.hostname !== '';
    } catch {
      return false;
    }
  },
  { error: 'playback.url must be an http(s) URL or an absolute path' },
);

export const ZVerifyOkSchema = z.object({
  success: z.literal(true),
  data: z.object({
    token: z.string().regex(/^[A-Za-z0-9._~-]{16,2048}$/, { error: 'token has an unexpected shape' }),
    expiresAt: z.iso.datetime({ offset: true }),
    playback: z.object({ url: ZPlaybackUrlSchema, format: z.enum(STREAM_FORMATS) }),
  }),
});
export type TVerifyOk = z.infer<typeof ZVerifyOkSchema>;

export const VERIFY_ERROR_CODES = [
  'BAD_REQUEST',
  'BAD_SIGNATURE',
  'UNKNOWN_OPERATOR',
  'SITE_NOT_ALLOWED',
  'STREAM_NOT_FOUND',
  'STREAM_OFFLINE',
] as const;
export type TVerifyErrorCode = (typeof VERIFY_ERROR_CODES)[number];

export const ZVerifyErrorSchema = z.object({
  success: z.literal(false),
  code: z.string(),
  message: z.string().optional(),
});

const hmacHex = (secret: string, message: string) => createHmac('sha256', secret).update(message, 'utf8').digest('hex');

/** `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<operator id>.<raw body>")>`. */
export function signRequest(secret: string, operatorId: string, rawBody: string, timestampS: number): string {
  return `t=${timestampS},v1=${hmacHex(secret, `${timestampS}.${operatorId}.${rawBody}`)}`;
}

export type SignatureCheck = { ok: true } | { ok: false; reason: 'missing' | 'malformed' | 'mismatch' | 'stale' };

export function verifyRequestSignature(
  header: string | undefined,
  secret: string,
  operatorId: string,
  rawBody: string,
  nowMs: number,
): SignatureCheck {
  if (!header) return { ok: false, reason: 'missing' };
  const match = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(header.trim());
  if (!match) return { ok: false, reason: 'malformed' };
  const t = Number(match[1]);
  const expected = Buffer.from(hmacHex(secret, `${t}.${operatorId}.${rawBody}`), 'utf8');
  const given = Buffer.from(match[2] as string, 'utf8');
  if (!timingSafeEqual(expected, given)) return { ok: false, reason: 'mismatch' };
  // Checked after the HMAC so a forged request learns nothing about the clock.
  if (Math.abs(nowMs / 1000 - t) > SIGNATURE_TOLERANCE_S) return { ok: false, reason: 'stale' };
  return { ok: true };
}

/** Appends the token as `token`, keeping whatever query the address already has. */
export function withToken(url: string, token: string): string {
  const [path, hash] = url.split('#', 2) as [string, string | undefined];
  const sep = path.includes('?') ? '&' : '?';
  return `${path}${sep}token=${encodeURIComponent(token)}${hash ? `#${hash}` : ''}`;
}
