import { BufferedRandom, fairMessage } from '@app/provider-kit/random';
import { houseGame } from '../games';
import type { Settlement } from '../games/types';
import { houseT } from '../i18n';

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
  | { ok: false; key: string; message: string };

const vi = houseT('vi');
/** a failed check: its catalogue key (the page words it in its language) and the Vietnamese sentence */
const failed = (key: string) => ({ ok: false as const, key, message: vi(key) });

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
    return failed('verify.hashMismatch');
  }
  const game = houseGame(input.game);
  if (!game) return failed('verify.unknownGame');
  const bet = game.betSchema.safeParse(input.bet);
  if (!bet.success) return failed('verify.badBet');
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
    return failed('verify.badActions');
  }
  return {
    ok: true,
    outcome,
    settlement,
    stake: game.stakeOf(bet.data),
    hashMatches: true,
  };
}
