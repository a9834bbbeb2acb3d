import { BufferedRandom, fairMessage } from '@app/provider-kit/random';
import { houseGame } from '../games';
import type { Settlement } from '../games/types';

/*
 * Provably fair verification with WebCrypto, for the verify page: the player's browser
 * recomputes a round without trusting the server's answer. Same words as FairRandom.
 */

const encoder = new TextEncoder();

async function hmacKey(serverSeed: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
}

/** The first `blocks` HMAC blocks of a round as big-endian words (8 words per block). */
export async function fairWords(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  blocks = 8,
): Promise<Uint32Array> {
  const key = await hmacKey(serverSeed);
  const words = new Uint32Array(blocks * 8);
  for (let b = 0; b < blocks; b++) {
    const mac = new DataView(await crypto.subtle.sign('HMAC', key, encoder.encode(fairMessage(clientSeed, nonce, b))));
    for (let i = 0; i < 8; i++) words[b * 8 + i] = mac.getUint32(i * 4, false);
  }
  return words;
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

export type BrowserVerifyResult =
  | { ok: true; outcome: unknown; settlement: Settlement; stake: number; hashMatches: true }
  | { ok: false; message: string };

/** Recomputes a round from a revealed seed. */
export async function verifyInBrowser(input: {
  game: string;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  bet: unknown;
}): Promise<BrowserVerifyResult> {
  if ((await sha256Hex(input.serverSeed)) !== input.serverSeedHash.trim().toLowerCase()) {
    return { ok: false, message: 'Hạt giống máy chủ không khớp với mã băm đã công bố trước khi chơi' };
  }
  const game = houseGame(input.game);
  if (!game) return { ok: false, message: 'Trò chơi không tồn tại' };
  const bet = game.betSchema.safeParse(input.bet);
  if (!bet.success) return { ok: false, message: 'Cược không hợp lệ' };
  // 32 blocks (256 words): blackjack's 80-card shoe prefix is the largest draw of a round; the
  // live table's whole 416-card shoe takes 415 words (80 blocks leave room for rejected draws)
  const blocks = input.game === 'baccarat_live' ? 80 : 32;
  const rng = new BufferedRandom(await fairWords(input.serverSeed, input.clientSeed, input.nonce, blocks));
  const outcome = game.draw(rng);
  let settlement: Settlement;
  try {
    settlement = game.settle(bet.data, outcome);
  } catch {
    // a round played in steps whose decisions do not fit its cards (or are unfinished)
    return { ok: false, message: 'Các thao tác không khớp với ván bài' };
  }
  return {
    ok: true,
    outcome,
    settlement,
    stake: game.stakeOf(bet.data),
    hashMatches: true,
  };
}
