import { createHmac, createPublicKey, type KeyObject, timingSafeEqual, verify } from 'node:crypto';
import type { TProviderSignAlg } from '@app/contract';

export interface ProviderCredentials {
  signAlg: TProviderSignAlg;
  secret: string | null;
  publicKey: string | null;
}

const publicKeys = new Map<string, KeyObject>();

function publicKeyOf(pem: string): KeyObject {
  let key = publicKeys.get(pem);
  if (!key) {
    key = createPublicKey(pem);
    publicKeys.set(pem, key);
  }
  return key;
}

/** base64 of HMAC-SHA256(secret, body): what an HMAC provider puts in X-Hub88-Signature. */
export function hmacSignature(secret: string, body: Buffer | string): string {
  return createHmac('sha256', secret).update(body).digest('base64');
}

/**
 * Checks the signature header against the exact bytes received, before anything else reads
 * them: HMAC-SHA256 with the provider's shared secret, or RSA-SHA256 with its public key
 * (Hub88's scheme), both base64. Constant-time comparison for HMAC.
 */
export function verifyProviderSignature(
  creds: ProviderCredentials,
  body: Buffer,
  signature: string | undefined,
): boolean {
  if (!signature || signature.length > 2048 || !/^[A-Za-z0-9+/=_-]+$/.test(signature)) return false;
  const given = Buffer.from(signature, 'base64');
  if (creds.signAlg === 'hmac-sha256') {
    if (!creds.secret) return false;
    const expected = createHmac('sha256', creds.secret).update(body).digest();
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
  if (!creds.publicKey) return false;
  try {
    return verify('sha256', body, publicKeyOf(creds.publicKey), given);
  } catch {
    return false;
  }
}
