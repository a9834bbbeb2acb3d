import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/*
 * Secrets sealed at rest with AES-256-GCM under a versioned key ring (decisions 098, 107): staff
 * TOTP secrets and providers' HMAC keys. A stolen database or backup gives away neither.
 *
 *   enc:v2:<key id>:<iv>:<tag>:<ciphertext>   (this release; the key id names the key that sealed it)
 *   enc:v1:<iv>:<tag>:<ciphertext>            (decision 098, no key id: every key of the ring is tried)
 *   anything else                             (a plain value from before sealing; `reseal` seals it)
 *
 * Each value is bound to what it belongs to (the additional data, e.g. `staff:12`,
 * `provider:saba`), so a sealed value copied onto another row does not open. The key id is a
 * fingerprint of the key, so operators list keys and never invent ids.
 */

const V1 = 'enc:v1:';
const V2 = 'enc:v2:';

/** The fixed key standing in when none is configured outside a real production deployment (public: development only). */
export const DEVELOPMENT_SEALING_KEY = createHash('sha256').update('development-only staff totp key').digest();

export const keyIdOf = (key: Buffer): string =>
  createHash('sha256').update('sealing-key-id:').update(key).digest('hex').slice(0, 8);

/** 64 hex digits or base64 of 32 bytes, as the environment gives keys. */
export function parseSealingKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = Buffer.from(trimmed, /^[0-9a-fA-F]{64}$/.test(trimmed) ? 'hex' : 'base64');
  if (key.length !== 32) throw new Error('a sealing key must be 32 bytes (64 hex digits or base64)');
  return key;
}

/** A value sealed under a key this instance does not have (rotated out, or another deployment's). */
export class UnknownSealingKeyError extends Error {
  readonly code = 'SEALING_KEY_UNKNOWN';
  constructor(readonly keyId: string | null) {
    super(
      keyId
        ? `sealed under key ${keyId}, which is neither SEALING_KEY nor in SEALING_KEYS_PREVIOUS`
        : 'sealed (enc:v1) under none of the configured keys (SEALING_KEY, SEALING_KEYS_PREVIOUS, STAFF_TOTP_KEY)',
    );
    this.name = 'UnknownSealingKeyError';
  }
}

/** The value was sealed under a known key but does not open: tampered with, or copied from another row. */
export class SealedValueInvalidError extends Error {
  readonly code = 'SEALED_VALUE_INVALID';
  constructor(keyId: string) {
    super(`sealed value under key ${keyId} failed authentication (tampered, or bound to another row)`);
    this.name = 'SealedValueInvalidError';
  }
}

export interface SealingKeyConfig {
  SEALING_KEY?: string | undefined;
  SEALING_KEYS_PREVIOUS?: string | undefined;
  /** decision 098's key; the current key when SEALING_KEY is unset, else a previous one */
  STAFF_TOTP_KEY?: string | undefined;
}

export class Sealer {
  private readonly keys = new Map<string, Buffer>();
  readonly currentKeyId: string;

  /** The first key seals; every key opens what it sealed. */
  constructor(current: Buffer, previous: Buffer[] = []) {
    this.currentKeyId = keyIdOf(current);
    for (const key of [current, ...previous]) {
      if (key.length !== 32) throw new Error('a sealing key must be 32 bytes');
      if (!this.keys.has(keyIdOf(key))) this.keys.set(keyIdOf(key), key);
    }
  }

  /**
   * The ring from the environment. Without any key the development key seals; outside a real
   * production deployment it also stays in the ring as a previous key, so data sealed before a
   * key was configured still opens (and is re-sealed). Env validation refuses a real
   * production deployment without a key.
   */
  static fromEnv(
    env: SealingKeyConfig,
    opts: { allowDevelopmentKey: boolean } = { allowDevelopmentKey: true },
  ): Sealer {
    const configured = env.SEALING_KEY ?? env.STAFF_TOTP_KEY;
    const previous = (env.SEALING_KEYS_PREVIOUS ?? '')
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean)
      .map(parseSealingKey);
    if (env.SEALING_KEY && env.STAFF_TOTP_KEY) previous.push(parseSealingKey(env.STAFF_TOTP_KEY));
    if (!configured) return new Sealer(DEVELOPMENT_SEALING_KEY, previous);
    if (opts.allowDevelopmentKey) previous.push(DEVELOPMENT_SEALING_KEY);
    return new Sealer(parseSealingKey(configured), previous);
  }

  static isSealed(value: string): boolean {
    return value.startsWith(V1) || value.startsWith(V2);
  }

  /** The id of the key a stored value is sealed under; null for v1 and plain values. */
  static keyIdOf(stored: string): string | null {
    return stored.startsWith(V2) ? (stored.slice(V2.length).split(':')[0] ?? null) : null;
  }

  hasKey(keyId: string): boolean {
    return this.keys.has(keyId);
  }

  seal(plain: string, boundTo: string): string {
    const key = this.keys.get(this.currentKeyId)!;
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(Buffer.from(boundTo));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `${V2}${this.currentKeyId}:${iv.toString('base64')}:${cipher.getAuthTag().toString('base64')}:${body.toString('base64')}`;
  }

  /**
   * The plain value; a plain (never sealed) value is returned as it is. Throws
   * UnknownSealingKeyError when no key of the ring sealed it, SealedValueInvalidError when it
   * was tampered with or belongs to another row.
   */
  open(stored: string, boundTo: string): string {
    if (stored.startsWith(V2)) {
      const [keyId = '', iv, tag, body] = stored.slice(V2.length).split(':');
      const key = this.keys.get(keyId);
      if (!key) throw new UnknownSealingKeyError(keyId);
      const plain = decrypt(key, iv, tag, body, boundTo);
      if (plain === null) throw new SealedValueInvalidError(keyId);
      return plain;
    }
    if (stored.startsWith(V1)) {
      const [iv, tag, body] = stored.slice(V1.length).split(':');
      for (const key of this.keys.values()) {
        const plain = decrypt(key, iv, tag, body, boundTo);
        if (plain !== null) return plain;
      }
      throw new UnknownSealingKeyError(null);
    }
    return stored;
  }

  /** Whether the stored value is anything but sealed under the current key. */
  needsReseal(stored: string): boolean {
    return Sealer.keyIdOf(stored) !== this.currentKeyId;
  }

  /** The value sealed under the current key, or null when it already is; throws like `open`. */
  reseal(stored: string, boundTo: string): string | null {
    return this.needsReseal(stored) ? this.seal(this.open(stored, boundTo), boundTo) : null;
  }

  /** SQL LIKE pattern of values already sealed under the current key (to select the others). */
  get currentPattern(): string {
    return `${V2}${this.currentKeyId}:%`;
  }
}

function decrypt(
  key: Buffer,
  iv: string | undefined,
  tag: string | undefined,
  body: string | undefined,
  boundTo: string,
): string | null {
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv ?? '', 'base64'));
    decipher.setAAD(Buffer.from(boundTo));
    decipher.setAuthTag(Buffer.from(tag ?? '', 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(body ?? '', 'base64')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** What a re-seal pass did: values moved to the current key, and the ones no key of the ring opens. */
export interface ResealOutcome {
  resealed: number;
  unreadable: { row: string; reason: string }[];
}
