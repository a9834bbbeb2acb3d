import type { RandomSource } from '@app/provider-kit/random';
import { type HouseGame, settleTable, spotSay, stakeOfTable, type TableBet, tableBetSchema } from './types';

/** Die faces in order 0..5. */
export const BAUCUA_SPOTS = ['bau', 'cua', 'tom', 'ca', 'ga', 'nai'] as const;
export type BauCuaSpot = (typeof BAUCUA_SPOTS)[number];
export interface BauCuaOutcome {
  dice: [BauCuaSpot, BauCuaSpot, BauCuaSpot];
}

export const BAUCUA_LABEL: Record<BauCuaSpot, string> = {
  bau: 'Bầu',
  cua: 'Cua',
  tom: 'Tôm',
  ca: 'Cá',
  ga: 'Gà',
  nai: 'Nai',
};

const face = (rng: RandomSource): BauCuaSpot => BAUCUA_SPOTS[rng.int(6)]!;

/** Bầu cua: three animal dice; each die showing your animal pays 1 to 1. */
export const baucua: HouseGame<TableBet<BauCuaSpot>, BauCuaOutcome> = {
  code: 'baucua',
  name: 'Bầu Cua',
  betSchema: tableBetSchema(BAUCUA_SPOTS),
  // Return 2x/3x/4x with probability 75/216, 15/216, 1/216: (150 + 45 + 4) / 216 = 199/216.
  rtp: {
    min: 199 / 216,
    byBet: Object.fromEntries(BAUCUA_SPOTS.map((s) => [s, 199 / 216])),
    note: 'Mỗi con vật xuất hiện trả 1 ăn 1 (1 con: x2, 2 con: x3, 3 con: x4 kể cả tiền cược). RTP = 199/216 = 92.13%.',
  },
  stakeOf: stakeOfTable,
  draw(rng) {
    return { dice: [face(rng), face(rng), face(rng)] };
  },
  settle(bet, outcome) {
    return settleTable(
      bet,
      outcome,
      (spot, o) => {
        const hits = o.dice.filter((d) => d === spot).length;
        return hits === 0 ? 0 : (hits + 1) * 1000;
      },
      (spot) => BAUCUA_LABEL[spot],
      spotSay('baucua.animals'),
    );
  },
};
