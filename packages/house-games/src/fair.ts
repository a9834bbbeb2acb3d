import { FairRandom, hashServerSeed } from '@app/provider-kit/fair-node';
import { houseGame } from './games';
import type { Settlement } from './games/types';

export interface FairRound<TOutcome = unknown> {
  outcome: TOutcome;
  settlement: Settlement;
  stake: number;
}

/**
 * Plays one round: the outcome is a pure function of (server seed, client seed, nonce);
 * the bet only decides what the outcome pays.
 */
export function playRound(
  gameCode: string,
  bet: unknown,
  seeds: { serverSeed: string; clientSeed: string; nonce: number },
): FairRound {
  const game = houseGame(gameCode);
  if (!game) throw new Error(`unknown house game ${gameCode}`);
  const parsed = game.betSchema.parse(bet);
  const outcome = game.draw(new FairRandom(seeds.serverSeed, seeds.clientSeed, seeds.nonce));
  return { outcome, settlement: game.settle(parsed, outcome), stake: game.stakeOf(parsed) };
}

export type VerifyResult =
  | { ok: true; outcome: unknown; settlement: Settlement; stake: number; serverSeedHash: string }
  | { ok: false; reason: 'HASH_MISMATCH' | 'UNKNOWN_GAME' | 'INVALID_BET'; message: string };

/**
 * Recomputes any round from the revealed server seed: checks the seed against the hash the
 * player saw before playing, then replays the draw and the settlement.
 */
export function verifyRound(input: {
  game: string;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  bet: unknown;
}): VerifyResult {
  const hash = hashServerSeed(input.serverSeed);
  if (hash !== input.serverSeedHash.toLowerCase()) {
    return { ok: false, reason: 'HASH_MISMATCH', message: 'Hạt giống máy chủ không khớp với mã băm đã công bố' };
  }
  const game = houseGame(input.game);
  if (!game) return { ok: false, reason: 'UNKNOWN_GAME', message: 'Trò chơi không tồn tại' };
  const bet = game.betSchema.safeParse(input.bet);
  if (!bet.success) return { ok: false, reason: 'INVALID_BET', message: 'Cược không hợp lệ' };
  const outcome = game.draw(new FairRandom(input.serverSeed, input.clientSeed, input.nonce));
  let settlement: Settlement;
  try {
    settlement = game.settle(bet.data, outcome);
  } catch {
    // a round played in steps whose decisions do not fit its cards (or are unfinished)
    return { ok: false, reason: 'INVALID_BET', message: 'Các thao tác không khớp với ván bài' };
  }
  return {
    ok: true,
    outcome,
    settlement,
    stake: game.stakeOf(bet.data),
    serverSeedHash: hash,
  };
}
