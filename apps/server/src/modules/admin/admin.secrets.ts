import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const PREFIX = 'enc:v1:';

/**
 * Staff TOTP secrets sealed at rest with AES-256-GCM (decision 098): a stolen database or
 * backup does not give away every staff member's second factor. The key comes from
 * STAFF_TOTP_KEY; outside production a fixed development key stands in (env validation refuses
 * production without one). Each value is bound to its staff account (the additional data), so a
 * sealed secret copied onto another account does not open. Values without the prefix are the
 * plain secrets stored before this change; `sealLegacy` rewrites them at start-up.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(keyText: string | undefined) {
    this.key = keyText
      ? Buffer.from(keyText, /^[0-9a-fA-F]{64}$/.test(keyText) ? 'hex' : 'base64')
      : createHash('sha256').update('development-only staff totp key').digest();
    if (this.key.length !== 32) throw new Error('STAFF_TOTP_KEY must be 32 bytes');
  }

  static isSealed(value: string): boolean {
    return value.startsWith(PREFIX);
  }

  seal(plain: string, staffId: number): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(`staff:${staffId}`));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `${PREFIX}${iv.toString('base64')}:${cipher.getAuthTag().toString('base64')}:${body.toString('base64')}`;
  }

  /** The plain secret; a legacy plain value is returned as it is. Throws on a wrong key or tampering. */
  open(stored: string, staffId: number): string {
    if (!SecretBox.isSealed(stored)) return stored;
    const [iv, tag, body] = stored.slice(PREFIX.length).split(':');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv ?? '', 'base64'));
    decipher.setAAD(Buffer.from(`staff:${staffId}`));
    decipher.setAuthTag(Buffer.from(tag ?? '', 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(body ?? '', 'base64')), decipher.final()]).toString('utf8');
  }
}
