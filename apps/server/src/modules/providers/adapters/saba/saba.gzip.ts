import { constants, createGunzip, type Gunzip, gunzipSync } from 'node:zlib';

/**
 * What a zlib stream of Node 20-22 keeps that `gunzipSync` itself drives: the native handle and
 * the two counts its synchronous write leaves behind (output space left, input left). Not part
 * of Node's documented API: `GzipReader` checks they are there and otherwise uses `gunzipSync`.
 */
interface NativeZlib {
  _handle: {
    writeSync(
      flush: number,
      input: Buffer,
      inOffset: number,
      inLength: number,
      out: Buffer,
      outOffset: number,
      outLength: number,
    ): void;
  } | null;
  _writeState: Uint32Array;
  /** zlib's reset (`inflateReset`): Node has it on every zlib stream, @types/node declares it on inflate and deflate only. */
  reset(): void;
}

type Reusable = Gunzip & NativeZlib;

const CHUNK = 16 * 1024;

function usable(stream: Gunzip): stream is Reusable {
  const s = stream as Partial<NativeZlib>;
  return (
    typeof s._handle?.writeSync === 'function' && s._writeState instanceof Uint32Array && typeof s.reset === 'function'
  );
}

/**
 * Unpacks gzip bodies with one zlib handle kept between calls (decision 178). `gunzipSync` builds
 * a stream, a native handle with its window and a 16 KB buffer for every body and drops them:
 * for SABA's few hundred bytes that costs more than the inflating. Here the handle is reset after
 * each body and the output space reused. The native work is the very code `gunzipSync` runs, in
 * the same loop, so what is read and what is refused (bad header, CRC or length, a cut stream,
 * bytes after it, several members, past `max` bytes) is its verdict; a body that fails leaves
 * the handle closed by zlib and the next body gets a new one. Synchronous, so one reader serves
 * every call of the process.
 */
export class GzipReader {
  private stream: Reusable | null = null;
  private readonly out = Buffer.allocUnsafe(CHUNK);
  private reusable = true;

  constructor(private readonly max: number) {}

  /** The body unpacked as UTF-8 text, or null where `gunzipSync` (with `maxOutputLength: max`) refuses it. */
  text(body: Buffer): string | null {
    const stream = this.handle();
    if (!stream) return this.once(body);
    const parts: Buffer[] = [];
    let total = 0;
    let inOffset = 0;
    let inLeft = body.length;
    for (;;) {
      stream._handle!.writeSync(constants.Z_FINISH, body, inOffset, inLeft, this.out, 0, CHUNK);
      // zlib's error closed the handle (and destroyed the stream): refused, as gunzipSync throws
      if (!stream._handle || stream.destroyed) return this.drop();
      const outLeft = stream._writeState[0]!;
      const inAfter = stream._writeState[1]!;
      const have = CHUNK - outLeft;
      total += have;
      if (total > this.max) return this.drop();
      if (outLeft !== 0) {
        // the stream's end (with Z_FINISH anything short of it is zlib's "unexpected end of file")
        stream.reset();
        if (parts.length === 0) return this.out.toString('utf8', 0, have);
        parts.push(Buffer.from(this.out.subarray(0, have)));
        return Buffer.concat(parts, total).toString('utf8');
      }
      // the output space is full: keep it and go on from where the input stopped
      parts.push(Buffer.from(this.out));
      inOffset += inLeft - inAfter;
      inLeft = inAfter;
    }
  }

  /** Whether bodies go through the kept handle (false where this Node lacks what it drives). */
  get reusing(): boolean {
    return this.handle() !== null;
  }

  private handle(): Reusable | null {
    if (this.stream || !this.reusable) return this.stream;
    const stream = createGunzip({ chunkSize: CHUNK });
    // zlib reports a failure by destroying the stream, whose 'error' event comes a tick later
    stream.on('error', () => {});
    if (!usable(stream)) {
      this.reusable = false;
      stream.close();
      return null;
    }
    this.stream = stream;
    return stream;
  }

  private drop(): null {
    const stream = this.stream;
    this.stream = null;
    if (stream && !stream.destroyed) stream.close();
    return null;
  }

  private once(body: Buffer): string | null {
    try {
      return gunzipSync(body, { maxOutputLength: this.max }).toString('utf8');
    } catch {
      return null;
    }
  }
}
