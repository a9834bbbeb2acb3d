import { constants, createGunzip, createGzip, type Gunzip, type Gzip, gunzipSync, gzipSync } from 'node:zlib';

/**
 * What a zlib stream of Node 20-22 keeps that `gunzipSync` and `gzipSync` themselves drive: the native handle and
 * the two counts its synchronous write leaves behind (output space left, input left). Not part
 * of Node's documented API: `KeptZlib` checks they are there, and otherwise zlib's own calls are used.
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
  /** zlib's reset (`inflateReset`, `deflateReset`): Node has it on every zlib stream, @types/node declares it on inflate and deflate only. */
  reset(): void;
}

type Stream = (Gunzip | Gzip) & Partial<NativeZlib>;
type Reusable = (Gunzip | Gzip) & NativeZlib;

const CHUNK = 16 * 1024;

function usable(stream: Stream): stream is Reusable {
  return (
    typeof stream._handle?.writeSync === 'function' &&
    stream._writeState instanceof Uint32Array &&
    typeof stream.reset === 'function'
  );
}

/**
 * One zlib handle kept between calls (decision 178), driven as `gunzipSync` and `gzipSync` drive
 * theirs: the whole input with Z_FINISH, the output gathered chunk by chunk, then a reset for the
 * next call. Synchronous, so one handle serves every call of the process. A call zlib fails
 * leaves the handle closed by zlib, and the next call gets a new one.
 */
class KeptZlib {
  private stream: Reusable | null = null;
  private readonly out = Buffer.allocUnsafe(CHUNK);
  private reusable = true;

  constructor(private readonly create: () => Gunzip | Gzip) {}

  /** Whether calls go through the kept handle (false where this Node lacks what it drives). */
  get reusing(): boolean {
    return this.handle() !== null;
  }

  /**
   * `input` through the handle: its output (a view of the kept output space when it fits in one
   * chunk, good until the next call), null where zlib refuses it or it passes `max` bytes,
   * undefined where this Node has no handle to keep (the caller then uses zlib's own call).
   */
  run(input: Buffer, max: number): Buffer | null | undefined {
    const stream = this.handle();
    if (!stream) return undefined;
    const parts: Buffer[] = [];
    let total = 0;
    let inOffset = 0;
    let inLeft = input.length;
    for (;;) {
      stream._handle!.writeSync(constants.Z_FINISH, input, inOffset, inLeft, this.out, 0, CHUNK);
      // zlib's error closed the handle (and destroyed the stream): refused, as zlib's own call throws
      if (!stream._handle || stream.destroyed) return this.drop();
      const outLeft = stream._writeState[0]!;
      const inAfter = stream._writeState[1]!;
      const have = CHUNK - outLeft;
      total += have;
      if (total > max) return this.drop();
      if (outLeft !== 0) {
        // the stream's end (with Z_FINISH anything short of it is zlib's "unexpected end of file")
        stream.reset();
        if (parts.length === 0) return this.out.subarray(0, have);
        parts.push(this.out.subarray(0, have));
        return Buffer.concat(parts, total);
      }
      // the output space is full: keep it and go on from where the input stopped
      parts.push(Buffer.from(this.out));
      inOffset += inLeft - inAfter;
      inLeft = inAfter;
    }
  }

  private handle(): Reusable | null {
    if (this.stream || !this.reusable) return this.stream;
    const stream: Stream = this.create();
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
}

/**
 * Unpacks gzip bodies with one zlib handle kept between calls (decision 178). `gunzipSync` builds
 * a stream, a native handle with its window and a 16 KB buffer for every body and drops them:
 * for SABA's few hundred bytes that costs more than the inflating. Here the handle is reset after
 * each body and the output space reused. The native work is the very code `gunzipSync` runs, in
 * the same loop, so what is read and what is refused (bad header, CRC or length, a cut stream,
 * bytes after it, several members, past `max` bytes) is its verdict.
 */
export class GzipReader {
  private readonly zlib = new KeptZlib(() => createGunzip({ chunkSize: CHUNK }));

  constructor(private readonly max: number) {}

  /** The body unpacked as UTF-8 text, or null where `gunzipSync` (with `maxOutputLength: max`) refuses it. */
  text(body: Buffer): string | null {
    const out = this.zlib.run(body, this.max);
    if (out !== undefined) return out === null ? null : out.toString('utf8');
    try {
      return gunzipSync(body, { maxOutputLength: this.max }).toString('utf8');
    } catch {
      return null;
    }
  }

  /** Whether bodies go through the kept handle (false where this Node lacks what it drives). */
  get reusing(): boolean {
    return this.zlib.reusing;
  }
}

/**
 * Packs bodies as `gzipSync` does (one gzip member, zlib's default level), with one kept deflate
 * handle: `gzipSync` builds a deflate state of about 256 KB per call, whose native memory makes
 * V8 collect garbage more often. For callers that compress many small bodies (the SABA sandbox's
 * calls, the benchmark's).
 */
export class GzipWriter {
  private readonly zlib = new KeptZlib(() => createGzip({ chunkSize: CHUNK }));

  bytes(text: string): Buffer {
    const input = Buffer.from(text);
    const out = this.zlib.run(input, Number.POSITIVE_INFINITY);
    return out ? Buffer.from(out) : gzipSync(input);
  }

  /** Whether bodies go through the kept handle (false where this Node lacks what it drives). */
  get reusing(): boolean {
    return this.zlib.reusing;
  }
}
