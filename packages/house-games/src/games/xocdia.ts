import type { RandomSource } from '@app/provider-kit/random';
import { type HouseGame, settleTable, spotSay, stakeOfTable, type TableBet, tableBetSchema } from './types';

export const XOCDIA_SPOTS = ['chan', 'le', 'do4', 'trang4', 'do3', 'trang3'] as const;
export type XocDiaSpot = (typeof XOCDIA_SPOTS)[number];
export interface XocDiaOutcome {
  /** each coin: true = red face up */
  coins: [boolean, boolean, boolean, boolean];
  reds: number;
}

const LABEL: Record<XocDiaSpot, string> = {
  chan: 'Chẵn',
  le: 'Lẻ',
  do4: '4 Đỏ',
  trang4: '4 Trắng',
  do3: '3 Đỏ 1 Trắng',
  trang3: '3 Trắng 1 Đỏ',
};

/** Return per 1000 staked, stake included. */
const RETURN: Record<XocDiaSpot, number> = {
  chan: 1960, // 1 ăn 0.96
  le: 1960,
  do4: 15000, // 1 ăn 14
  trang4: 15000,
  do3: 3800, // 1 ăn 2,8
  trang3: 3800,
};

function wins(spot: XocDiaSpot, reds: number): boolean {
  switch (spot) {
    case 'chan':
      return reds % 2 === 0;
    case 'le':
      return reds % 2 === 1;
    case 'do4':
      return reds === 4;
    case 'trang4':
      return reds === 0;
    case 'do3':
      return reds === 3;
    case 'trang3':
      return reds === 1;
  }
}

/** Xóc đĩa: four two-coloured coins shaken under a bowl. */
export const xocdia: HouseGame<TableBet<XocDiaSpot>, XocDiaOutcome> = {
  code: 'xocdia',
  name: 'Xóc Đĩa',
  betSchema: tableBetSchema(XOCDIA_SPOTS),
  // P(even reds) = 8/16, P(4 of a colour) = 1/16, P(3-1 of a colour) = 4/16.
  rtp: {
    min: 15 / 16,
    byBet: { chan: 0.98, le: 0.98, do4: 15 / 16, trang4: 15 / 16, do3: 0.95, trang3: 0.95 },
    note: 'Chẵn/Lẻ 1 ăn 0.96 (RTP 98%); 3 Đỏ/3 Trắng 1 ăn 2.8 (RTP 95%); 4 Đỏ/4 Trắng 1 ăn 14 (RTP 93.75%).',
  },
  stakeOf: stakeOfTable,
  draw(rng: RandomSource): XocDiaOutcome {
    const coins: [boolean, boolean, boolean, boolean] = [
      rng.int(2) === 1,
      rng.int(2) === 1,
      rng.int(2) === 1,
      rng.int(2) === 1,
    ];
    return { coins, reds: coins.filter(Boolean).length };
  },
  settle(bet, outcome) {
    return settleTable(
      bet,
      outcome,
      (spot, o) => (wins(spot, o.reds) ? RETURN[spot] : 0),
      (spot) => LABEL[spot],
      spotSay('winLines.xocdia'),
    );
  },
};
