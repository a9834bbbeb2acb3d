import type { RandomSource } from '@app/provider-kit/random';
import { z } from 'zod';
import type { HouseGame, Settlement, WinDetail } from './types';

/*
 * Bắn cá (fish shooting). Each shot is a stake of the chosen cannon level aimed at a fish; the
 * fish carries a multiplier and the shot captures it with probability RTP / multiplier, so every
 * shot returns 96% on average whatever the fish or the level. Shots travel to the wallet in
 * batches: one round (one bet, one win) per batch, every shot drawn from the round's fair
 * stream in order: shot i uses the i-th integer of HMAC-SHA256(server seed, "client seed:nonce").
 */

/** Return to player of every shot, in parts per million. */
export const FISH_RTP_PPM = 960_000;
export const FISH_ROLL = 1_000_000;
export const FISH_RTP = FISH_RTP_PPM / FISH_ROLL;

export interface FishType {
  name: string;
  multiplier: number;
  kind: 'normal' | 'special' | 'boss';
}

/** Multipliers all divide 960,000, so capture chances are exact (e.g. 2× → 480,000 in a million). */
export const FISH_TYPES = {
  tom: { name: 'Tôm', multiplier: 2, kind: 'normal' },
  'ca-nho': { name: 'Cá nhỏ', multiplier: 3, kind: 'normal' },
  'ca-he': { name: 'Cá hề', multiplier: 5, kind: 'normal' },
  'ca-noc': { name: 'Cá nóc', multiplier: 8, kind: 'normal' },
  rua: { name: 'Rùa biển', multiplier: 10, kind: 'normal' },
  muc: { name: 'Mực', multiplier: 15, kind: 'normal' },
  'ca-kiem': { name: 'Cá kiếm', multiplier: 20, kind: 'normal' },
  'ca-map': { name: 'Cá mập', multiplier: 30, kind: 'special' },
  'ca-voi': { name: 'Cá voi', multiplier: 50, kind: 'special' },
  'rua-vang': { name: 'Rùa vàng', multiplier: 100, kind: 'special' },
  'long-vuong': { name: 'Long Vương (Boss)', multiplier: 300, kind: 'boss' },
} as const satisfies Record<string, FishType>;
export type FishCode = keyof typeof FISH_TYPES;
export const FISH_CODES = Object.keys(FISH_TYPES) as [FishCode, ...FishCode[]];

/** Stake per shot of each cannon level, VND. */
export const CANNON_LEVELS = [100, 200, 500, 1_000, 2_000, 5_000, 10_000] as const;
/** The most shots one batch (one wallet round) may carry. */
export const MAX_SHOTS = 40;

/** A shot with roll r captures fish f when r < captureThreshold(f): P = RTP / multiplier exactly. */
export function captureThreshold(fish: FishCode): number {
  return FISH_RTP_PPM / FISH_TYPES[fish].multiplier;
}

export interface Shot {
  fish: FishCode;
  level: number;
}

export interface FishBatch {
  shots: Shot[];
}

export interface FishOutcome {
  /** one roll in [0, 1,000,000) per possible shot of the batch, in shot order */
  rolls: number[];
}

export interface ShotResult {
  fish: FishCode;
  level: number;
  captured: boolean;
  payout: number;
}

export function shotResults(batch: FishBatch, outcome: FishOutcome): ShotResult[] {
  return batch.shots.map((s, i) => {
    const captured = outcome.rolls[i]! < captureThreshold(s.fish);
    return { fish: s.fish, level: s.level, captured, payout: captured ? s.level * FISH_TYPES[s.fish].multiplier : 0 };
  });
}

const ZLevel = z
  .number({ error: 'Mức đạn không hợp lệ' })
  .refine((v) => (CANNON_LEVELS as readonly number[]).includes(v), { error: 'Mức đạn không hợp lệ' });

export const ZFishBatch = z.object({
  shots: z
    .array(z.object({ fish: z.enum(FISH_CODES, { error: 'Loại cá không hợp lệ' }), level: ZLevel }))
    .min(1, { error: 'Chưa có phát bắn nào' })
    .max(MAX_SHOTS, { error: `Tối đa ${MAX_SHOTS} phát mỗi lượt` }),
}) as unknown as z.ZodType<FishBatch>;

export const fish: HouseGame<FishBatch, FishOutcome> = {
  code: 'fish',
  name: 'Bắn Cá Thủy Cung',
  betSchema: ZFishBatch,
  rtp: {
    min: FISH_RTP,
    byBet: Object.fromEntries(FISH_CODES.map((c) => [`${FISH_TYPES[c].name} x${FISH_TYPES[c].multiplier}`, FISH_RTP])),
    note:
      'Mỗi phát bắn là một cược bằng mức đạn đã chọn. Bắn trúng cá hệ số N: bắt được với xác suất 96% / N và nhận N × mức đạn. ' +
      'RTP mọi phát bắn = 96%, với mọi loại cá và mọi mức đạn. Cá đặc biệt x30-x100, Boss Long Vương x300.',
  },
  stakeOf: (batch) => batch.shots.reduce((s, x) => s + x.level, 0),
  draw(rng: RandomSource): FishOutcome {
    const rolls = new Array<number>(MAX_SHOTS);
    for (let i = 0; i < MAX_SHOTS; i++) rolls[i] = rng.int(FISH_ROLL);
    return { rolls };
  },
  settle(batch, outcome): Settlement {
    let payout = 0;
    const wins: WinDetail[] = [];
    for (const r of shotResults(batch, outcome)) {
      payout += r.payout;
      if (r.captured)
        wins.push({
          label: `${FISH_TYPES[r.fish].name} x${FISH_TYPES[r.fish].multiplier}`,
          say: { key: 'winLines.fish', values: { fish: r.fish, multiplier: FISH_TYPES[r.fish].multiplier } },
          stake: r.level,
          payout: r.payout,
        });
    }
    return { payout, jackpotHit: false, wins };
  },
};
