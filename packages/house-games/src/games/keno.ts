import { sampleDistinct } from '@app/provider-kit/random';
import { z } from 'zod';
import { type HouseGame, ZTableStakeSchema } from './types';

export const KENO_NUMBERS = 80;
export const KENO_DRAWN = 20;
export const KENO_MAX_PICKS = 10;

/**
 * Return multiple of the stake (stake included) by number of picks, then by hits.
 * Every entry is a multiple of 0.5, so stakes in whole thousands pay whole VND.
 */
export const KENO_PAYTABLE: Record<number, Record<number, number>> = {
  1: { 1: 3.8 },
  2: { 1: 1, 2: 9.5 },
  3: { 2: 2.5, 3: 44 },
  4: { 2: 1.5, 3: 7, 4: 100 },
  5: { 2: 1, 3: 3, 4: 15, 5: 350 },
  6: { 3: 2, 4: 9, 5: 80, 6: 1500 },
  7: { 3: 1, 4: 5, 5: 24, 6: 250, 7: 4000 },
  8: { 4: 3, 5: 14, 6: 100, 7: 1000, 8: 10000 },
  9: { 4: 2, 5: 5.5, 6: 45, 7: 300, 8: 3000, 9: 10000 },
  10: { 0: 3, 5: 4, 6: 20, 7: 120, 8: 1000, 9: 5000, 10: 10000 },
};

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return r;
}

/** Hypergeometric P(hits | picks): `hits` of the player's numbers among the 20 drawn of 80. */
export function kenoHitProbability(picks: number, hits: number): number {
  return (choose(picks, hits) * choose(KENO_NUMBERS - picks, KENO_DRAWN - hits)) / choose(KENO_NUMBERS, KENO_DRAWN);
}

/** Published RTP per number of picks (derived from the paytable; the tests recompute it). */
export const KENO_RTP: Record<number, number> = {
  1: 0.95,
  2: 0.95095,
  3: 0.9574,
  4: 0.92803,
  5: 0.92937,
  6: 0.95761,
  7: 0.9239,
  8: 0.94133,
  9: 0.94742,
  10: 0.93315,
};

/** How many of the picks are among the drawn numbers. */
export function kenoHits(picks: readonly number[], drawn: readonly number[]): number {
  let hits = 0;
  for (const n of picks) if (drawn.includes(n)) hits++;
  return hits;
}

export interface KenoBet {
  picks: number[];
  amount: number;
}
export interface KenoOutcome {
  /** the 20 numbers (1..80) in draw order */
  drawn: number[];
}

export const keno: HouseGame<KenoBet, KenoOutcome> = {
  code: 'keno',
  name: 'Keno',
  betSchema: z.object({
    picks: z
      .array(
        z
          .number()
          .int()
          .min(1, { error: 'Số chọn phải từ 1 đến 80' })
          .max(KENO_NUMBERS, { error: 'Số chọn phải từ 1 đến 80' }),
      )
      .min(1, { error: 'Vui lòng chọn ít nhất 1 số' })
      .max(KENO_MAX_PICKS, { error: `Chỉ được chọn tối đa ${KENO_MAX_PICKS} số` })
      .refine((p) => new Set(p).size === p.length, { error: 'Các số chọn không được trùng nhau' }),
    amount: ZTableStakeSchema,
  }),
  rtp: {
    min: Math.min(...Object.values(KENO_RTP)),
    byBet: Object.fromEntries(Object.entries(KENO_RTP).map(([k, v]) => [`picks_${k}`, v])),
    note: 'Quay 20 số trong 80; chọn 1-10 số, trả thưởng theo số trúng. RTP từ 92.39% (7 số) đến 95.76% (6 số).',
  },
  stakeOf: (bet) => bet.amount,
  draw(rng) {
    return { drawn: sampleDistinct(rng, KENO_NUMBERS, KENO_DRAWN).map((n) => n + 1) };
  },
  settle(bet, outcome) {
    const hits = kenoHits(bet.picks, outcome.drawn);
    const multiple = KENO_PAYTABLE[bet.picks.length]?.[hits] ?? 0;
    const payout = Math.round(bet.amount * multiple);
    return {
      payout,
      jackpotHit: false,
      wins:
        payout > 0
          ? [
              {
                label: `Trúng ${hits}/${bet.picks.length}`,
                say: { key: 'keno.hits', values: { hits, picks: bet.picks.length } },
                stake: bet.amount,
                payout,
              },
            ]
          : [],
    };
  },
};
