import { createHash, createHmac, randomBytes } from 'node:crypto';
import { fairMessage, Uint32Random } from './random';

/**
 * The provably fair source. Block 0 is HMAC-SHA256(key = server seed, message =
 * `${clientSeed}:${nonce}`); when a round needs more than 8 words, block k >= 1 is
 * HMAC-SHA256(server seed, `${clientSeed}:${nonce}:${k}`). Words are read big-endian,
 * 4 bytes at a time. The key is the server seed string exactly as revealed (hex text).
 */
export class FairRandom extends Uint32Random {
  private block = 0;
  private bytes: Buffer;
  private offset = 0;

  constructor(
    private readonly serverSeed: string,
    private readonly clientSeed: string,
    private readonly nonce: number,
  ) {
    super();
    this.bytes = fairBlock(serverSeed, clientSeed, nonce, 0);
  }

  protected next32(): number {
    if (this.offset + 4 > this.bytes.length) {
      this.block += 1;
      this.bytes = fairBlock(this.serverSeed, this.clientSeed, this.nonce, this.block);
      this.offset = 0;
    }
    const word = this.bytes.readUInt32BE(this.offset);
    this.offset += 4;
    return word;
  }
}

export function fairBlock(serverSeed: string, clientSeed: string, nonce: number, block: number): Buffer {
  return createHmac('sha256', serverSeed)
    .update(fairMessage(clientSeed, nonce, block))
    .digest();
}

/** A fresh server seed: 32 random bytes as 64 hex characters. */
export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

/** A default client seed; players may replace it with any text they like. */
export function newClientSeed(): string {
  return randomBytes(8).toString('hex');
}

/** The commitment shown before play: SHA-256 of the server seed text, hex. */
export function hashServerSeed(serverSeed: string): string {
  return createHash('sha256').update(serverSeed).digest('hex');
}
