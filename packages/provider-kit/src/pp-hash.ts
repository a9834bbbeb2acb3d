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
  const payload = Object.keys(params)
    .filter((k) => k !== 'hash')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
  return createHash('md5')
    .update(payload + secret, 'utf8')
    .digest('hex');
}

/** Whether the form's `hash` is PP's hash of its other parameters under `secret` (constant time). */
export function ppHashMatches(params: Readonly<Record<string, string>>, secret: string): boolean {
  const sent = params.hash;
  if (typeof sent !== 'string' || !/^[0-9a-fA-F]{32}$/.test(sent)) return false;
  return timingSafeEqual(Buffer.from(sent.toLowerCase(), 'hex'), Buffer.from(ppHash(params, secret), 'hex'));
}
