import { describe, expect, it } from 'vitest';
import { FairRandom, hashServerSeed } from './fair-node';
import { FastRandom, fairMessage, sampleDistinct, Uint32Random } from './random';

// Reference values computed outside this code base with OpenSSL:
//   printf 'client-seed:0' | openssl dgst -sha256 -hmac 3f1c0d6c5d2b4e0fa4b0f2d9e6a1c7b8
//   printf 'client-seed:0:1' | openssl dgst -sha256 -hmac 3f1c0d6c5d2b4e0fa4b0f2d9e6a1c7b8
//   printf 3f1c0d6c5d2b4e0fa4b0f2d9e6a1c7b8 | sha256sum
const SERVER_SEED = '3f1c0d6c5d2b4e0fa4b0f2d9e6a1c7b8';
const BLOCK0 = '11243a3ac599b8fc54a24afc008b3b1a80a10de6c0bf97b2c69b8a6bfb1fd6b0';
const BLOCK1_FIRST_WORD = 0x93fcdecf;
const SEED_HASH = '701e6b90ede77836bd2e0e66535ca95596dca5adb26db161d51e3d196201afc7';

/** Feeds fixed words, to observe exactly which words the sampler accepts. */
class Scripted extends Uint32Random {
  used = 0;
  constructor(private readonly words: number[]) {
    super();
  }
  protected next32(): number {
    const w = this.words[this.used++];
    if (w === undefined) throw new Error('script exhausted');
    return w;
  }
}

function chiSquare(counts: number[], expected: number): number {
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
}

describe(FairRandom.name, () => {
  it('should hash the server seed with SHA-256 as the published commitment', () => {
    expect(hashServerSeed(SERVER_SEED)).toBe(SEED_HASH);
  });

  it('should read the HMAC-SHA256 of "clientSeed:nonce" as big-endian words, then continue with ":1"', () => {
    const rng = new FairRandom(SERVER_SEED, 'client-seed', 0);
    const words = Array.from({ length: 9 }, () => rng.int(2 ** 32));
    const expected = Array.from({ length: 8 }, (_, i) => Number.parseInt(BLOCK0.slice(i * 8, i * 8 + 8), 16));
    expect(words).toEqual([...expected, BLOCK1_FIRST_WORD]);
    expect(fairMessage('client-seed', 0, 0)).toBe('client-seed:0');
    expect(fairMessage('client-seed', 0, 3)).toBe('client-seed:0:3');
  });

  it('should give different outcomes for a different nonce or client seed', () => {
    const a = new FairRandom(SERVER_SEED, 'client-seed', 1).int(2 ** 32);
    const b = new FairRandom(SERVER_SEED, 'other', 0).int(2 ** 32);
    expect(a).not.toBe(Number.parseInt(BLOCK0.slice(0, 8), 16));
    expect(b).not.toBe(Number.parseInt(BLOCK0.slice(0, 8), 16));
    expect(a).not.toBe(b);
  });

  it('should be uniform over dice faces (chi-square, 5 degrees of freedom)', () => {
    const counts = [0, 0, 0, 0, 0, 0];
    const rounds = 20_000;
    for (let nonce = 0; nonce < rounds; nonce++) {
      const rng = new FairRandom(SERVER_SEED, 'uniformity', nonce);
      for (let i = 0; i < 3; i++) counts[rng.int(6)]!++;
    }
    // 20.52 is the 0.1% critical value; a biased mapping lands far beyond it.
    expect(chiSquare(counts, (rounds * 3) / 6)).toBeLessThan(20.52);
  });
});

describe('rejection sampling', () => {
  it('should reject words at or above the largest multiple of n', () => {
    // 2^32 mod 3 = 1, so 0xffffffff is the one rejected word for n = 3.
    const rng = new Scripted([0xffffffff, 5]);
    expect(rng.int(3)).toBe(2);
    expect(rng.used).toBe(2);
    const accept = new Scripted([0xfffffffe]);
    expect(accept.int(3)).toBe(0xfffffffe % 3);
    expect(accept.used).toBe(1);
  });

  it('should have no modulo bias where plain modulo would be badly skewed', () => {
    // n = 3 * 2^30: plain `word % n` puts half the mass below 2^30; uniform puts a third there.
    const n = 3 * 2 ** 30;
    const rng = new FastRandom(42);
    let low = 0;
    const draws = 300_000;
    for (let i = 0; i < draws; i++) if (rng.int(n) < 2 ** 30) low++;
    expect(low / draws).toBeGreaterThan(0.33);
    expect(low / draws).toBeLessThan(0.337);
  });

  it('should refuse ranges it cannot serve', () => {
    const rng = new FastRandom(1);
    expect(() => rng.int(0)).toThrow(RangeError);
    expect(() => rng.int(1.5)).toThrow(RangeError);
    expect(() => rng.int(2 ** 32 + 1)).toThrow(RangeError);
    expect(rng.int(1)).toBe(0);
  });

  it('should draw distinct values uniformly (keno numbers)', () => {
    const rng = new FastRandom(7);
    const counts = new Array(80).fill(0);
    const rounds = 50_000;
    let distinctFailures = 0;
    for (let r = 0; r < rounds; r++) {
      const drawn = sampleDistinct(rng, 80, 20);
      if (new Set(drawn).size !== 20) distinctFailures++;
      for (const n of drawn) counts[n]++;
    }
    expect(distinctFailures).toBe(0);
    // 79 degrees of freedom: 0.1% critical value 124.8.
    expect(chiSquare(counts, (rounds * 20) / 80)).toBeLessThan(124.8);
  });
});

describe(sampleDistinct.name, () => {
  it('should equal a plain partial Fisher-Yates shuffle for the same draws', () => {
    const a = new FastRandom(99);
    const b = new FastRandom(99);
    for (let round = 0; round < 2000; round++) {
      const fast = sampleDistinct(a, 80, 20);
      const pool = Array.from({ length: 80 }, (_, i) => i);
      const plain: number[] = [];
      for (let i = 0; i < 20; i++) {
        const j = i + b.int(80 - i);
        [pool[i], pool[j]] = [pool[j]!, pool[i]!];
        plain.push(pool[i]!);
      }
      expect(fast).toEqual(plain);
    }
  });
});
