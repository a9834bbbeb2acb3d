import { createCipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../config/env';
import { DEVELOPMENT_SEALING_KEY, keyIdOf, SealedValueInvalidError, Sealer, UnknownSealingKeyError } from './sealing';

const A = randomBytes(32);
const B = randomBytes(32);
const hex = (k: Buffer) => k.toString('hex');

/** decision 098's format, as an earlier release wrote it (no key id) */
function sealV1(key: Buffer, plain: string, boundTo: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(boundTo));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `enc:v1:${iv.toString('base64')}:${cipher.getAuthTag().toString('base64')}:${body.toString('base64')}`;
}

describe(Sealer.name, () => {
  it('should open a value sealed under key A after rotating to B, re-seal it under B, and still open it once A is dropped', () => {
    const sealedA = new Sealer(A).seal('JBSWY3DPEHPK3PXP', 'staff:7');
    expect(sealedA).toMatch(new RegExp(`^enc:v2:${keyIdOf(A)}:`));
    expect(sealedA).not.toContain('JBSWY3DPEHPK3PXP');

    const rotated = new Sealer(B, [A]);
    expect(rotated.open(sealedA, 'staff:7')).toBe('JBSWY3DPEHPK3PXP');
    expect(rotated.needsReseal(sealedA)).toBe(true);
    const sealedB = rotated.reseal(sealedA, 'staff:7')!;
    expect(sealedB).toMatch(new RegExp(`^enc:v2:${keyIdOf(B)}:`));
    expect(rotated.reseal(sealedB, 'staff:7')).toBeNull();

    const onlyB = new Sealer(B);
    expect(onlyB.open(sealedB, 'staff:7')).toBe('JBSWY3DPEHPK3PXP');
    // the value nobody re-sealed names its key, and the error says which one is missing
    expect(() => onlyB.open(sealedA, 'staff:7')).toThrow(UnknownSealingKeyError);
    expect(() => onlyB.open(sealedA, 'staff:7')).toThrow(`sealed under key ${keyIdOf(A)}`);
  });

  it('should refuse a value bound to another row or tampered with, with its own error', () => {
    const s = new Sealer(A);
    const sealed = s.seal('provider-secret-0123456789abcdef', 'provider:saba');
    expect(() => s.open(sealed, 'provider:evo')).toThrow(SealedValueInvalidError);
    const parts = sealed.split(':');
    parts[5] = Buffer.from('x'.repeat(32)).toString('base64');
    expect(() => s.open(parts.join(':'), 'provider:saba')).toThrow(SealedValueInvalidError);
  });

  it('should open decision 098 values (no key id) under any key of the ring and re-seal them, and pass plain values through', () => {
    const v1 = sealV1(A, 'OLDSECRET', 'staff:3');
    const ring = new Sealer(B, [A]);
    expect(ring.open(v1, 'staff:3')).toBe('OLDSECRET');
    expect(ring.reseal(v1, 'staff:3')).toMatch(new RegExp(`^enc:v2:${keyIdOf(B)}:`));
    expect(() => new Sealer(B).open(v1, 'staff:3')).toThrow(UnknownSealingKeyError);
    expect(ring.open('PLAINSECRET', 'staff:3')).toBe('PLAINSECRET');
    expect(ring.needsReseal('PLAINSECRET')).toBe(true);
  });

  it('should build the ring from the environment: SEALING_KEY first, STAFF_TOTP_KEY and SEALING_KEYS_PREVIOUS still opening', () => {
    // nothing set: the development key, as before (dev and tests need no settings)
    expect(Sealer.fromEnv({}).currentKeyId).toBe(keyIdOf(DEVELOPMENT_SEALING_KEY));
    // decision 098's variable alone is the current key
    const old = Sealer.fromEnv({ STAFF_TOTP_KEY: hex(A) });
    expect(old.currentKeyId).toBe(keyIdOf(A));
    const sealed = old.seal('S', 'staff:1');
    // moving to SEALING_KEY while STAFF_TOTP_KEY is still set keeps it as a previous key
    const moved = Sealer.fromEnv({ SEALING_KEY: B.toString('base64'), STAFF_TOTP_KEY: hex(A) });
    expect(moved.currentKeyId).toBe(keyIdOf(B));
    expect(moved.open(sealed, 'staff:1')).toBe('S');
    const listed = Sealer.fromEnv({
      SEALING_KEY: hex(B),
      SEALING_KEYS_PREVIOUS: ` ${hex(randomBytes(32))}, ${hex(A)}`,
    });
    expect(listed.open(sealed, 'staff:1')).toBe('S');
    // a real production deployment does not trust the public development key
    const devSealed = Sealer.fromEnv({}).seal('D', 'staff:1');
    expect(Sealer.fromEnv({ SEALING_KEY: hex(B) }).open(devSealed, 'staff:1')).toBe('D');
    expect(() =>
      Sealer.fromEnv({ SEALING_KEY: hex(B) }, { allowDevelopmentKey: false }).open(devSealed, 'staff:1'),
    ).toThrow(UnknownSealingKeyError);
  });

  it('should validate the keys in the environment and require one in a real production deployment', () => {
    const prod = { NODE_ENV: 'production', SEED_DEMO_DATA: 'false', LOG_LEVEL: 'silent' };
    const refused = parseEnv(prod);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.problems.join('\n')).toContain('SEALING_KEY');
    expect(parseEnv({ ...prod, SEALING_KEY: hex(A) }).ok).toBe(true);
    expect(parseEnv({ ...prod, STAFF_TOTP_KEY: hex(A) }).ok).toBe(true);
    const badPrevious = parseEnv({ ...prod, SEALING_KEY: hex(A), SEALING_KEYS_PREVIOUS: `${hex(B)},not-a-key` });
    expect(badPrevious.ok).toBe(false);
    if (!badPrevious.ok) expect(badPrevious.problems.join('\n')).toContain('SEALING_KEYS_PREVIOUS');
    expect(
      parseEnv({ ...prod, SEALING_KEY: hex(A), SEALING_KEYS_PREVIOUS: `${hex(B)}, ${B.toString('base64')}` }).ok,
    ).toBe(true);
  });
});
