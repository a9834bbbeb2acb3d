import { FairRandom, hashServerSeed } from '@app/provider-kit/fair-node';
import { type DrawResult, drawResult, type ResultFormat } from './results';
import { drawVietlott, isVietlott, type VietlottGame, type VietlottResult } from './vietlott';

/**
 * A shared draw is provably fair: its server seed's SHA-256 is published when the draw opens
 * for betting, the client seed is the draw's public code, and the sheet is
 * drawResult(HMAC-SHA256(server seed, `${code}:0`) words). After the draw the seed is revealed
 * and anyone can recompute the sheet.
 */
export function fairSheet(serverSeed: string, code: string, format: ResultFormat): DrawResult {
  return drawResult(new FairRandom(serverSeed, code, 0), format);
}

/** Mega 6/45 and Power 6/55 the same way: the balls of drawVietlott from HMAC-SHA256(server seed, `${code}:0`). */
export function fairVietlott(serverSeed: string, code: string, game: VietlottGame): VietlottResult {
  return drawVietlott(new FairRandom(serverSeed, code, 0), game);
}

/** Any draw's result from its revealed seed, by the draw's format. */
export function fairResult(serverSeed: string, code: string, format: string): DrawResult | VietlottResult {
  return isVietlott(format)
    ? fairVietlott(serverSeed, code, format)
    : fairSheet(serverSeed, code, format as ResultFormat);
}

export function verifyDraw(input: {
  serverSeed: string;
  serverSeedHash: string;
  code: string;
  format: ResultFormat | VietlottGame;
}): { ok: true; result: DrawResult | VietlottResult } | { ok: false; reason: string; message: string } {
  if (hashServerSeed(input.serverSeed) !== input.serverSeedHash.toLowerCase()) {
    return { ok: false, reason: 'HASH_MISMATCH', message: 'Hạt giống máy chủ không khớp với mã băm đã công bố' };
  }
  return { ok: true, result: fairResult(input.serverSeed, input.code, input.format) };
}
