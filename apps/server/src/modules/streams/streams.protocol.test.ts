import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { envFor } from '../../config/env';
import { SANDBOX_BASE_URL, streamsConfigFrom } from './streams.config';

const parseStreamsConfig = (vars: Record<string, string>) => streamsConfigFrom(envFor(vars));

import { encodePng, FRAME_SIZE, ROUND_S, renderFrame } from './streams.frames';
import { signRequest, verifyRequestSignature, withToken, ZVerifyOkSchema } from './streams.protocol';

const SECRET = 'a-shared-secret-of-the-operator';
const NOW = Date.UTC(2026, 10, 22, 4, 0, 0);

describe('stream verification protocol', () => {
  const body = JSON.stringify({
    groupId: 'lotus-live',
    streamId: 'table-1',
    site: 'xc03.example',
    nonce: 'n-12345678',
  });

  it('should accept a request signed with the shared secret within the time window', () => {
    const sig = signRequest(SECRET, 'op-1', body, NOW / 1000);
    expect(sig).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifyRequestSignature(sig, SECRET, 'op-1', body, NOW + 60_000)).toEqual({ ok: true });
  });

  it('should refuse a changed body, another operator, another secret, a stale or missing signature', () => {
    const sig = signRequest(SECRET, 'op-1', body, NOW / 1000);
    expect(verifyRequestSignature(sig, SECRET, 'op-1', body.replace('table-1', 'table-2'), NOW)).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    expect(verifyRequestSignature(sig, SECRET, 'op-2', body, NOW)).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifyRequestSignature(sig, 'another-secret-entirely', 'op-1', body, NOW)).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    expect(verifyRequestSignature(sig, SECRET, 'op-1', body, NOW + 301_000)).toEqual({ ok: false, reason: 'stale' });
    expect(verifyRequestSignature(undefined, SECRET, 'op-1', body, NOW)).toEqual({ ok: false, reason: 'missing' });
    expect(verifyRequestSignature('v1=abc', SECRET, 'op-1', body, NOW)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('should validate answers: token shape, playback address and format', () => {
    const ok = {
      success: true,
      data: {
        token: 'abcdefghijklmnop.qrst',
        expiresAt: '2026-11-22T04:10:00.000Z',
        playback: { url: 'https://live.example/hls/t1.m3u8', format: 'hls' },
      },
    };
    expect(ZVerifyOkSchema.safeParse(ok).success).toBe(true);
    const bad = (patch: Record<string, unknown>) =>
      ZVerifyOkSchema.safeParse({ ...ok, data: { ...ok.data, ...patch } }).success;
    expect(bad({ token: 'short' })).toBe(false);
    expect(bad({ token: 'has spaces in it, no good' })).toBe(false);
    expect(bad({ playback: { url: 'javascript:alert(1)', format: 'hls' } })).toBe(false);
    expect(bad({ playback: { url: '//evil.example/x', format: 'hls' } })).toBe(false);
    expect(bad({ playback: { url: '/sandbox/streams/live/a/b', format: 'mjpeg' } })).toBe(true);
    expect(bad({ playback: { url: 'https://live.example/x', format: 'flv' } })).toBe(false);
    expect(bad({ expiresAt: 'tomorrow' })).toBe(false);
  });

  it('should append the token to a playback address, keeping its query and fragment', () => {
    expect(withToken('/live/a/b', 'x.y')).toBe('/live/a/b?token=x.y');
    expect(withToken('https://h/p?q=1#f', 'a+b')).toBe('https://h/p?q=1&token=a%2Bb#f');
  });
});

describe('stream verification settings', () => {
  it('should default to the sandbox', () => {
    const c = parseStreamsConfig({});
    expect(c).toMatchObject({ mode: 'sandbox', baseUrl: SANDBOX_BASE_URL, timeoutMs: 3000 });
  });

  it('should require the URL and a long secret in live mode, naming each bad setting', () => {
    expect(() => parseStreamsConfig({ STREAM_VERIFY_MODE: 'live' })).toThrow(
      /STREAM_VERIFY_URL: required[\s\S]*STREAM_VERIFY_SECRET: required/,
    );
    expect(() =>
      parseStreamsConfig({ STREAM_VERIFY_MODE: 'live', STREAM_VERIFY_URL: 'ftp://x', STREAM_VERIFY_SECRET: 'short' }),
    ).toThrow(/STREAM_VERIFY_URL: must be an http\(s\) URL[\s\S]*STREAM_VERIFY_SECRET: must be at least 16/);
    expect(() => parseStreamsConfig({ STREAM_VERIFY_TIMEOUT_MS: '50' })).toThrow(/STREAM_VERIFY_TIMEOUT_MS/);
    const live = parseStreamsConfig({
      STREAM_VERIFY_MODE: 'live',
      STREAM_VERIFY_URL: 'https://verify.example',
      STREAM_VERIFY_SECRET: 'sixteen-chars-or-more',
      STREAM_VERIFY_TIMEOUT_MS: '1500',
    });
    expect(live).toMatchObject({ mode: 'live', baseUrl: 'https://verify.example', timeoutMs: 1500 });
  });
});

/** Reads the palette indices back out of one of our PNGs (filter 0 rows). */
function decode(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  let at = 8;
  let width = 0;
  let height = 0;
  const idat: Buffer[] = [];
  const types: string[] = [];
  while (at < png.length) {
    const len = png.readUInt32BE(at);
    const type = png.toString('ascii', at + 4, at + 8);
    types.push(type);
    const data = png.subarray(at + 8, at + 8 + len);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
    }
    if (type === 'IDAT') idat.push(data);
    at += 12 + len;
  }
  const raw = inflateSync(Buffer.concat(idat));
  return { width, height, types, raw };
}

describe('sandbox live frames', () => {
  it('should encode a valid indexed PNG', () => {
    const pixels = new Uint8Array([0, 1, 1, 0]);
    const { width, height, types, raw } = decode(encodePng(2, 2, pixels, ['#000000', '#ffffff']));
    expect({ width, height, types }).toEqual({ width: 2, height: 2, types: ['IHDR', 'PLTE', 'IDAT', 'IEND'] });
    expect([...raw]).toEqual([0, 0, 1, 0, 1, 0]);
  });

  it('should show every viewer the same picture at the same moment, and a moving one over time', () => {
    const t = ROUND_S * 1000 * 100_000 + 9_000;
    for (const kind of ['baccarat', 'blackjack', 'poker', 'sicbo', 'roulette'] as const) {
      const a = renderFrame(kind, 'lotus-live/table-1', t);
      expect(renderFrame(kind, 'lotus-live/table-1', t).equals(a)).toBe(true);
      expect(renderFrame(kind, 'lotus-live/table-1', t + 600).equals(a)).toBe(false);
      const { width, height } = decode(a);
      expect([width, height]).toEqual([FRAME_SIZE, FRAME_SIZE]);
      // Small enough for a thumbnail stream: a few kB per frame.
      expect(a.length).toBeLessThan(12_000);
    }
  });

  it('should deal a different round on another table', () => {
    const t = ROUND_S * 1000 * 100_000 + 14_000;
    expect(
      renderFrame('baccarat', 'lotus-live/table-1', t).equals(renderFrame('baccarat', 'lotus-live/table-2', t)),
    ).toBe(false);
  });
});
