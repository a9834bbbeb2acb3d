import { describe, expect, it } from 'vitest';
import { hmacSha256Hex } from '../signing';
import {
  extractTransferCodes,
  formatVietnamTime,
  parseSignatureHeader,
  parseVietnamTime,
  signBankWebhook,
  verifyBankWebhook,
  ZBankWebhookBodySchema,
} from './bank-webhook';

const auth = { apiKey: 'key-123', hmacSecret: 'whsec', toleranceSeconds: 300 };
const body = JSON.stringify({ id: 92704, transferAmount: 100000, content: 'NAPABCDEFGH' });
const now = 1_750_000_000_000;
const t = now / 1000;

function headers(over: Record<string, string | undefined> = {}) {
  return { authorization: 'Apikey key-123', 'x-webhook-signature': signBankWebhook(body, 'whsec', t), ...over };
}

describe('verifyBankWebhook', () => {
  it('should accept a request with the right API key and a fresh signature', () => {
    expect(verifyBankWebhook({ headers: headers(), rawBody: body, auth, nowMs: now })).toEqual({ ok: true });
  });

  it('should sign "<t>.<raw body>" with HMAC-SHA256 hex', () => {
    expect(signBankWebhook(body, 'whsec', t)).toBe(`t=${t},v1=${hmacSha256Hex('whsec', `${t}.${body}`)}`);
  });

  it('should refuse a missing or wrong API key', () => {
    expect(
      verifyBankWebhook({ headers: headers({ authorization: undefined }), rawBody: body, auth, nowMs: now }),
    ).toEqual({
      ok: false,
      reason: 'missing_credentials',
    });
    expect(
      verifyBankWebhook({ headers: headers({ authorization: 'Apikey key-124' }), rawBody: body, auth, nowMs: now }),
    ).toEqual({ ok: false, reason: 'bad_api_key' });
    expect(
      verifyBankWebhook({ headers: headers({ authorization: 'Bearer key-123' }), rawBody: body, auth, nowMs: now }),
    ).toEqual({
      ok: false,
      reason: 'bad_api_key',
    });
  });

  it('should refuse an unsigned, forged or tampered request', () => {
    const unsigned = headers({ 'x-webhook-signature': undefined });
    expect(verifyBankWebhook({ headers: unsigned, rawBody: body, auth, nowMs: now })).toEqual({
      ok: false,
      reason: 'missing_signature',
    });
    const forged = headers({ 'x-webhook-signature': signBankWebhook(body, 'guess', t) });
    expect(verifyBankWebhook({ headers: forged, rawBody: body, auth, nowMs: now })).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    const tampered = body.replace('100000', '900000');
    expect(verifyBankWebhook({ headers: headers(), rawBody: tampered, auth, nowMs: now })).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    const garbage = headers({ 'x-webhook-signature': 'v1=abc' });
    expect(verifyBankWebhook({ headers: garbage, rawBody: body, auth, nowMs: now })).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
  });

  it('should refuse a correctly signed request outside the time window, either side', () => {
    expect(verifyBankWebhook({ headers: headers(), rawBody: body, auth, nowMs: now + 301_000 })).toEqual({
      ok: false,
      reason: 'stale',
    });
    expect(verifyBankWebhook({ headers: headers(), rawBody: body, auth, nowMs: now - 301_000 })).toEqual({
      ok: false,
      reason: 'stale',
    });
    expect(verifyBankWebhook({ headers: headers(), rawBody: body, auth, nowMs: now + 299_000 })).toEqual({ ok: true });
  });

  it('should refuse everything when no credential is configured', () => {
    const none = { apiKey: null, hmacSecret: null, toleranceSeconds: 300 };
    expect(verifyBankWebhook({ headers: headers(), rawBody: body, auth: none, nowMs: now })).toEqual({
      ok: false,
      reason: 'missing_credentials',
    });
  });

  it('should accept API-key-only (SePay) and signature-only (Casso) configurations', () => {
    expect(
      verifyBankWebhook({
        headers: { authorization: 'apikey key-123' },
        rawBody: body,
        auth: { ...auth, hmacSecret: null },
        nowMs: now,
      }),
    ).toEqual({ ok: true });
    expect(
      verifyBankWebhook({
        headers: { 'x-webhook-signature': signBankWebhook(body, 'whsec', t) },
        rawBody: body,
        auth: { ...auth, apiKey: null },
        nowMs: now,
      }),
    ).toEqual({ ok: true });
  });
});

describe('parseSignatureHeader', () => {
  it('should read t and v1 in any order and refuse malformed values', () => {
    const sig = 'a'.repeat(64);
    expect(parseSignatureHeader(`v1=${sig}, t=12`)).toEqual({ t: 12, v1: sig });
    expect(parseSignatureHeader(`t=abc,v1=${sig}`)).toBeNull();
    expect(parseSignatureHeader('t=12,v1=xyz')).toBeNull();
  });
});

describe('ZBankWebhookBodySchema', () => {
  it('should accept the SePay body shape and keep the id as a string', () => {
    const parsed = ZBankWebhookBodySchema.parse({
      id: 92704,
      gateway: 'Vietcombank',
      transactionDate: '2023-03-25 14:02:37',
      accountNumber: '0123499999',
      code: null,
      content: 'chuyen tien NAPABCDEFGH',
      transferType: 'in',
      transferAmount: 2277000,
      accumulated: 19077000,
      subAccount: null,
      referenceCode: 'MBVCB.3278907687',
      description: '',
    });
    expect(parsed.id).toBe('92704');
  });

  it('should refuse negative or fractional amounts', () => {
    const base = {
      id: 1,
      gateway: 'x',
      transactionDate: '2023-03-25 14:02:37',
      accountNumber: '1',
      content: '',
      transferType: 'in',
    };
    expect(ZBankWebhookBodySchema.safeParse({ ...base, transferAmount: -5 }).success).toBe(false);
    expect(ZBankWebhookBodySchema.safeParse({ ...base, transferAmount: 1.5 }).success).toBe(false);
  });
});

describe('extractTransferCodes', () => {
  it('should find the code whatever the bank did to the content', () => {
    expect(extractTransferCodes('MBVCB.123 NAPABCD2345 chuyen tien', 'NAP')).toEqual(['NAPABCD2345']);
    expect(extractTransferCodes('napabcd2345', 'NAP')).toEqual(['NAPABCD2345']);
    expect(extractTransferCodes('IBFT NAP-ABCD-2345 FT2301', 'NAP')).toEqual(['NAPABCD2345']);
  });

  it('should find nothing in content without a code, and not read ambiguous characters as one', () => {
    expect(extractTransferCodes('chuyen tien an trua', 'NAP')).toEqual([]);
    expect(extractTransferCodes('NAPABCD0O1I', 'NAP')).toEqual([]);
  });
});

describe('Vietnam time', () => {
  it('should read statement times as UTC+7 and write them back', () => {
    const d = parseVietnamTime('2023-03-25 14:02:37');
    expect(d.toISOString()).toBe('2023-03-25T07:02:37.000Z');
    expect(formatVietnamTime(d)).toBe('2023-03-25 14:02:37');
  });
});
