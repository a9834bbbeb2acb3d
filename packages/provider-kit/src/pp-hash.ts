import { createHash, timingSafeEqual } from 'node:crypto';

/*
 * Pragmatic Play's request hash, shared by the operator's adapter (which checks it) and the PP
 * sandbox (which signs with it), so both sides cannot drift apart (docs/provider-protocol.md).
 */

/**
 * md5 (hex, lower case) of every parameter but `hash`, sorted by name, joined as `k=v&k=v`
 * with the values as the form decodes them, then the secret key.
 */
export function ppHash(params: Readonly<Record<string, string>>, secret: string): string {
  return ppDigest(params, secret).toString('hex');
}

function ppDigest(params: Readonly<Record<string, string>>, secret: string): Buffer {
  const keys = Object.keys(params).sort();
  let payload = '';
  for (const k of keys) if (k !== 'hash') payload += payload ? `&${k}=${params[k]}` : `${k}=${params[k]}`;
  return createHash('md5')
    .update(payload + secret, 'utf8')
    .digest();
}

/** Whether the form's `hash` is PP's hash of its other parameters under `secret` (constant time). */
export function ppHashMatches(params: Readonly<Record<string, string>>, secret: string): boolean {
  const sent = params.hash;
  if (typeof sent !== 'string' || !/^[0-9a-fA-F]{32}$/.test(sent)) return false;
  // the digest's bytes against the sent hex's bytes: no hex string built, one buffer decoded
  return timingSafeEqual(Buffer.from(sent, 'hex'), ppDigest(params, secret));
}
