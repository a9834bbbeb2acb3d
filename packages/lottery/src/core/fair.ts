import { FairRandom, hashServerSeed } from '@app/provider-kit/fair-node';
import { type DrawResult, drawResult, type ResultFormat } from './results';

/**
 * A shared draw is provably fair: its server seed's SHA-256 is published when the draw opens
 * for betting, the client seed is the draw's public code, and the sheet is
 * drawResult(HMAC-SHA256(server seed, `${code}:0`) words). After the draw the seed is revealed
 * and anyone can recompute the sheet.
 */
export function fairSheet(serverSeed: string, code: string, format: ResultFormat): DrawResult {
  return drawResult(new FairRandom(serverSeed, code, 0), format);
}

export function verifyDraw(input: {
  serverSeed: string;
  serverSeedHash: string;
  code: string;
  format: ResultFormat;
}): { ok: true; result: DrawResult } | { ok: false; reason: string; message: string } {
  if (hashServerSeed(input.serverSeed) !== input.serverSeedHash.toLowerCase()) {
    return { ok: false, reason: 'HASH_MISMATCH', message: 'Hạt giống máy chủ không khớp với mã băm đã công bố' };
  }
  return { ok: true, result: fairSheet(input.serverSeed, input.code, input.format) };
}
