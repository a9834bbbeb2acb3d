import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FingerprintSource, fingerprintOf, readCookie, simpleHash } from './fingerprint';

const source: FingerprintSource = {
  visitorId: 'abc123',
  confidence: 0.6,
  screen: '1440x900',
  colorDepth: 24,
  hardwareConcurrency: 8,
  canvas: { winding: true, geometry: 'data:image/png;base64,AAA', text: 'data:image/png;base64,BBB' },
  webgl: { version: 'WebGL 1.0', vendor: 'Google Inc.' },
};

describe('device fingerprint', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('should be the SHA-256 hex of the collected data', async () => {
    const fp = await fingerprintOf(source);
    expect(fp).toMatch(/^[0-9a-f]{64}$/);
    expect(await fingerprintOf({ ...source })).toBe(fp);
    expect(await fingerprintOf({ ...source, screen: '360x800' })).not.toBe(fp);
  });

  it('should fall back to a simple hash when digest fails', async () => {
    vi.stubGlobal('crypto', {
      subtle: {
        digest: () => Promise.reject(new Error('insecure context')),
      },
    });
    const fp = await fingerprintOf(source);
    expect(fp).toBe(simpleHash(JSON.stringify(source)));
    expect(fp).toMatch(/^fnv[0-9a-f]{16}$/);
  });

  it('should give different simple hashes for different input', () => {
    expect(simpleHash('a')).not.toBe(simpleHash('b'));
    expect(simpleHash('')).toBe('fnvcbf29ce484222325');
  });

  it('should read a cookie by exact name', () => {
    vi.stubGlobal('document', { cookie: 'x_device_fingerprint=no; device_fingerprint=abc%20def; other=1' });
    expect(readCookie('device_fingerprint')).toBe('abc def');
    expect(readCookie('missing')).toBeNull();
  });
});
