/**
 * Everything a game needs from randomness: a uniform integer in [0, n).
 * Games never see bytes or floats, so every outcome is an exact function of the
 * source and the integer draws are free of modulo bias.
 */
export interface RandomSource {
  int(n: number): number;
}

const TWO_32 = 2 ** 32;

/**
 * Turns a stream of uniform 32-bit words into unbiased integers by rejection:
 * a word is used only if it falls below the largest multiple of n that fits in
 * 2^32, so every residue is equally likely. Rejections are rare (< n / 2^32).
 */
export abstract class Uint32Random implements RandomSource {
  /** The next uniform word in [0, 2^32). */
  protected abstract next32(): number;

  int(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new RangeError(`int(n) needs 1 <= n <= 2^32, got ${n}`);
    if (n === 1) return 0;
    const limit = TWO_32 - (TWO_32 % n);
    for (;;) {
      const word = this.next32();
      if (word < limit) return word % n;
    }
  }
}

/**
 * The HMAC message of block `block` of a round: block 0 is exactly `${clientSeed}:${nonce}`,
 * further blocks (for rounds needing more than 8 words) append `:${block}`.
 */
export function fairMessage(clientSeed: string, nonce: number, block: number): string {
  return block === 0 ? `${clientSeed}:${nonce}` : `${clientSeed}:${nonce}:${block}`;
}

/**
 * Words precomputed from the fair HMAC blocks, for places where HMAC is asynchronous (the
 * browser's WebCrypto): the same words as FairRandom, in the same order.
 */
export class BufferedRandom extends Uint32Random {
  private offset = 0;

  constructor(private readonly words: Uint32Array) {
    super();
  }

  protected next32(): number {
    const word = this.words[this.offset++];
    if (word === undefined) throw new RangeError('BufferedRandom: more words needed than were precomputed');
    return word;
  }
}

/**
 * A fast, seeded, deterministic source (sfc32) for simulations of millions of rounds,
 * where an HMAC per round would dominate. Same rejection sampling as FairRandom, so
 * the game code under test is exactly the code that runs in production.
 */
export class FastRandom extends Uint32Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    super();
    this.a = 0x9e3779b9;
    this.b = 0x243f6a88;
    this.c = 0xb7e15162;
    this.d = seed >>> 0;
    for (let i = 0; i < 15; i++) this.next32();
  }

  protected next32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }
}

// Scratch for sampleDistinct: slot[p] = value currently at position p, -1 meaning "p itself".
// Shared because draws are synchronous; every touched slot is reset before returning.
const scratch = new Int32Array(0x10000).fill(-1);
/** the slots of scratch a draw touched, so that only they are reset (a draw allocates only its answer) */
const touched = new Int32Array(0x10000);

/**
 * k distinct values of [0, n) in draw order: a partial Fisher-Yates shuffle of 0..n-1 whose
 * i-th pick is the value at position i + int(n - i). Only touched positions are stored and
 * reset, so a draw costs O(k) however large n is.
 */
export function sampleDistinct(rng: RandomSource, n: number, k: number): number[] {
  if (!Number.isInteger(k) || k < 0 || k > n || n > 0x10000) {
    throw new RangeError(`cannot draw ${k} distinct values from ${n}`);
  }
  const out = new Array<number>(k);
  let t = 0;
  try {
    for (let i = 0; i < k; i++) {
      const j = i + rng.int(n - i);
      const atJ = scratch[j]!;
      const atI = scratch[i]!;
      out[i] = atJ === -1 ? j : atJ;
      // position j now holds what was at position i; position i is never read again
      scratch[j] = atI === -1 ? i : atI;
      touched[t++] = j;
    }
  } finally {
    while (t > 0) scratch[touched[--t]!] = -1;
  }
  return out;
}
