import { z } from 'zod';
import { parseTimestampedSignature, safeEqual, signTimestamped, verifyTimestamped } from '../signing';

/**
 * Incoming bank-transfer notifications in the style of SePay / Casso: a bank-statement
 * watcher POSTs one JSON object per credited transfer. We accept SePay's body shape and
 * authenticate with its `Authorization: Apikey <key>` header and/or a Casso-style signature
 * header `X-Webhook-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`.
 * The signature binds the timestamp, so a captured request cannot be replayed after the window.
 */

export const BANK_SIGNATURE_HEADER = 'x-webhook-signature';
export const BANK_API_KEY_HEADER = 'authorization';

export const ZBankWebhookBodySchema = z.object({
  /** The watcher's transaction id: our idempotency key. */
  id: z.union([z.number().int().nonnegative(), z.string().min(1).max(64)]).transform(String),
  gateway: z.string().max(100),
  /** Bank statement time, Vietnam local time "YYYY-MM-DD HH:mm:ss". */
  transactionDate: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
  accountNumber: z.string().max(40),
  code: z.string().max(64).nullable().optional(),
  content: z.string().max(500),
  transferType: z.enum(['in', 'out']),
  transferAmount: z.number().int().positive().refine(Number.isSafeInteger),
  accumulated: z.number().int().optional(),
  subAccount: z.string().max(40).nullable().optional(),
  referenceCode: z.string().max(100).nullable().optional(),
  description: z.string().max(1000).optional(),
  /**
   * The sender's account, when the watcher reports it (Casso's counterAccount* fields; SePay
   * does not): where money held back from this transfer is returned (decision 073).
   */
  counterAccountBankId: z.string().max(20).nullable().optional(),
  counterAccountNumber: z.string().max(40).nullable().optional(),
  counterAccountName: z.string().max(100).nullable().optional(),
});
export type TBankWebhookBody = z.infer<typeof ZBankWebhookBodySchema>;

export interface BankWebhookAuth {
  /** Required in `Authorization: Apikey <key>` when set. */
  apiKey: string | null;
  /** Required as an HMAC signature header when set. */
  hmacSecret: string | null;
  /** Accepted clock difference for the signed timestamp, in seconds. */
  toleranceSeconds: number;
}

export type WebhookRefusal = 'missing_credentials' | 'bad_api_key' | 'missing_signature' | 'bad_signature' | 'stale';
export type VerifyResult = { ok: true } | { ok: false; reason: WebhookRefusal };

type Headers = Record<string, string | string[] | undefined>;

function header(headers: Headers, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export function signBankWebhook(rawBody: string, secret: string, timestampSeconds: number): string {
  return signTimestamped(rawBody, secret, timestampSeconds);
}

export const parseSignatureHeader = parseTimestampedSignature;

/** Checks every credential the auth config asks for; a config asking for none refuses all. */
export function verifyBankWebhook(input: {
  headers: Headers;
  rawBody: string;
  auth: BankWebhookAuth;
  nowMs: number;
}): VerifyResult {
  const { auth, headers } = input;
  if (!auth.apiKey && !auth.hmacSecret) return { ok: false, reason: 'missing_credentials' };
  if (auth.apiKey) {
    const given = header(headers, BANK_API_KEY_HEADER);
    if (!given) return { ok: false, reason: 'missing_credentials' };
    const match = /^Apikey\s+(.+)$/i.exec(given.trim());
    if (!match?.[1] || !safeEqual(match[1], auth.apiKey)) return { ok: false, reason: 'bad_api_key' };
  }
  if (auth.hmacSecret) {
    const check = verifyTimestamped(
      header(headers, BANK_SIGNATURE_HEADER),
      input.rawBody,
      auth.hmacSecret,
      input.nowMs,
      auth.toleranceSeconds,
    );
    if (!check.ok) return check;
  }
  return { ok: true };
}

/** Statement time (Vietnam, UTC+7, no DST) to a Date. */
export function parseVietnamTime(text: string): Date {
  return new Date(`${text.replace(' ', 'T')}+07:00`);
}

export function formatVietnamTime(date: Date): string {
  return new Date(date.getTime() + 7 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

// Crockford-like alphabet without 0/O, 1/I/L: codes are typed by hand into bank apps.
export const TRANSFER_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const TRANSFER_CODE_LENGTH = 8;

/**
 * Finds our transfer code (prefix + 8 characters) in free-text transfer content. Banks
 * upper-case, truncate, or join words, so we look in the raw text first, then in the
 * text with every non-alphanumeric character removed.
 */
export function extractTransferCodes(content: string, prefix: string): string[] {
  const pattern = new RegExp(`${prefix}[${TRANSFER_CODE_ALPHABET}]{${TRANSFER_CODE_LENGTH}}`, 'g');
  const upper = content.toUpperCase();
  const found = new Set<string>(upper.match(new RegExp(`(?<![A-Z0-9])${pattern.source}(?![A-Z0-9])`, 'g')) ?? []);
  if (found.size === 0) for (const m of upper.replace(/[^A-Z0-9]/g, '').match(pattern) ?? []) found.add(m);
  return [...found];
}
