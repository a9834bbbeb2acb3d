import { randomBytes } from 'node:crypto';
import { deflateRawSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { GzipReader, GzipWriter } from './saba.gzip';

const MAX = 1024 * 1024;

/** What `gunzipSync` makes of the body: the text, or null where it refuses. */
function zlibVerdict(body: Buffer, max = MAX): string | null {
  try {
    return gunzipSync(body, { maxOutputLength: max }).toString('utf8');
  } catch {
    return null;
  }
}

/** One reader for the whole file, as the adapter keeps one: every body below goes through the same handle. */
const reader = new GzipReader(MAX);

const sameAsZlib = (body: Buffer, r = reader, max = MAX) => {
  const ours = r.text(body);
  expect(ours).toBe(zlibVerdict(body, max));
  return ours;
};

const message = (n: number) =>
  JSON.stringify({
    key: 'vendor',
    message: {
      action: 'PlaceBet',
      refId: randomBytes(12).toString('hex'),
      homeName: 'Việt Nam',
      awayName: 'Thái Lan',
      filler: randomBytes(n).toString('base64'),
    },
  });

/** A gzip member with the header fields zlib does not write: FEXTRA, FNAME, FCOMMENT. */
function withHeaderFields(text: string): Buffer {
  const plain = gzipSync(text);
  const extra = Buffer.from([4, 0, 0x41, 0x42, 1, 2]);
  const header = Buffer.from([0x1f, 0x8b, 8, 4 | 8 | 16, 0, 0, 0, 0, 0, 3]);
  return Buffer.concat([
    header,
    extra,
    Buffer.from('name.json\0'),
    Buffer.from('comment\0'),
    deflateRawSync(text),
    plain.subarray(-8),
  ]);
}

describe('SABA gzip bodies (saba.gzip)', () => {
  it('should keep one zlib handle on this Node rather than fall back to gunzipSync', () => {
    // the reader drives the handle gunzipSync drives; a Node without it would read every body the slow way
    expect(new GzipReader(MAX).reusing).toBe(true);
  });

  it('should unpack what SABA sends exactly as gunzipSync does, small, past one output chunk, at every level', () => {
    for (const n of [0, 10, 300, 3000, 20_000, 60_000]) {
      for (const level of [0, 1, 6, 9]) {
        const text = message(n);
        expect(sameAsZlib(gzipSync(text, { level }))).toBe(text);
      }
    }
    expect(sameAsZlib(withHeaderFields('{"a":"b"}'))).toBe('{"a":"b"}');
    // a character cut by the 16 KB output chunk comes out whole
    const wide = JSON.stringify({ s: `x${'ệ'.repeat(20_000)}` });
    expect(sameAsZlib(gzipSync(wide))).toBe(wide);
  });

  it('should refuse what gunzipSync refuses and accept what it accepts over random damage, good bodies in between', () => {
    for (let i = 0; i < 300; i++) {
      const good = gzipSync(message(i % 50));
      const body = Buffer.from(good);
      const kind = i % 5;
      if (kind === 0) body[Math.floor(Math.random() * body.length)]! ^= 1 << (i % 8);
      if (kind === 1) body.writeUInt32LE((body.readUInt32LE(body.length - 8) + 1) >>> 0, body.length - 8);
      if (kind === 2) body.writeUInt32LE(body.readUInt32LE(body.length - 4) + 1, body.length - 4);
      const cut = kind === 3 ? body.subarray(0, Math.floor(Math.random() * body.length)) : body;
      const padded = kind === 4 ? Buffer.concat([body, randomBytes(1 + (i % 9))]) : cut;
      sameAsZlib(padded);
      // what a refused or accepted body left in the handle does not reach the next one
      expect(sameAsZlib(good)).not.toBeNull();
    }
  });

  it('should read several members, trailing bytes and zero padding as gunzipSync does', () => {
    const a = gzipSync('{"a":1}');
    const b = gzipSync('{"b":2}');
    expect(sameAsZlib(Buffer.concat([a, a]))).toBe('{"a":1}{"a":1}');
    expect(sameAsZlib(Buffer.concat([a, b]))).toBe('{"a":1}{"b":2}');
    expect(sameAsZlib(Buffer.concat([a, Buffer.alloc(8)]))).toBe('{"a":1}');
    // bytes between the stream and a copied trailer: zlib reads another member and refuses
    expect(sameAsZlib(Buffer.concat([a, Buffer.from('xy'), a.subarray(-8)]))).toBeNull();
    const hcrc = Buffer.from(a);
    hcrc[3] = 2;
    sameAsZlib(hcrc);
    const reserved = Buffer.from(a);
    reserved[3] = 0x20;
    expect(sameAsZlib(reserved)).toBeNull();
    expect(sameAsZlib(Buffer.from([0x1f, 0x8b]))).toBeNull();
    expect(sameAsZlib(b)).toBe('{"b":2}');
  });

  it('should refuse a body that unpacks past the limit, however small its trailer says it is, and read the next', () => {
    const bomb = gzipSync(Buffer.alloc(4 * MAX, 0x20));
    expect(bomb.length).toBeLessThan(8 * 1024);
    expect(sameAsZlib(bomb)).toBeNull();
    const lying = Buffer.from(bomb);
    lying.writeUInt32LE(10, lying.length - 4);
    expect(sameAsZlib(lying)).toBeNull();
    const exact = JSON.stringify({ s: 'y'.repeat(100) });
    const small = new GzipReader(exact.length - 1);
    expect(sameAsZlib(gzipSync(exact), small, exact.length - 1)).toBeNull();
    expect(new GzipReader(exact.length).text(gzipSync(exact))).toBe(exact);
    expect(sameAsZlib(gzipSync(exact))).toBe(exact);
  });

  it('should pack bodies byte for byte as gzipSync does through one kept handle, past one output chunk too', () => {
    const writer = new GzipWriter();
    expect(writer.reusing).toBe(true);
    for (const n of [0, 10, 300, 3000, 20_000, 60_000, 10, 0]) {
      const text = message(n);
      const packed = writer.bytes(text);
      expect(packed.equals(gzipSync(text))).toBe(true);
      expect(sameAsZlib(packed)).toBe(text);
    }
    // each call's bytes are the caller's to keep: the next call does not write over them
    const first = writer.bytes('{"a":1}');
    writer.bytes('{"b":2}');
    expect(gunzipSync(first).toString()).toBe('{"a":1}');
  });
});
