import type { RandomSource } from '@app/provider-kit/random';
import { type HouseGame, settleTable, spotSay, stakeOfTable, type TableBet, tableBetSchema } from './types';

export const TAIXIU_SPOTS = ['tai', 'xiu'] as const;
export type TaiXiuSpot = (typeof TAIXIU_SPOTS)[number];
export interface TaiXiuOutcome {
  dice: [number, number, number];
  total: number;
  triple: boolean;
}

const LABEL: Record<TaiXiuSpot, string> = { tai: 'Tài', xiu: 'Xỉu' };

/** Sic bo big/small: three dice; Tài 11-17, Xỉu 4-10, both lose on any triple; even money. */
export const taixiu: HouseGame<TableBet<TaiXiuSpot>, TaiXiuOutcome> = {
  code: 'taixiu',
  name: 'Tài Xỉu',
  betSchema: tableBetSchema(TAIXIU_SPOTS),
  // 105 of 216 dice combinations win each side: 2 x 105/216 = 210/216.
  rtp: {
    min: 210 / 216,
    byBet: { tai: 210 / 216, xiu: 210 / 216 },
    note: 'Tài (11-17) và Xỉu (4-10) trả 1 ăn 1; bộ ba đồng nhất thua cả hai cửa. RTP = 210/216 = 97.22%.',
  },
  stakeOf: stakeOfTable,
  draw(rng: RandomSource): TaiXiuOutcome {
    const dice: [number, number, number] = [rng.int(6) + 1, rng.int(6) + 1, rng.int(6) + 1];
    const total = dice[0] + dice[1] + dice[2];
    return { dice, total, triple: dice[0] === dice[1] && dice[1] === dice[2] };
  },
  settle(bet, outcome) {
    return settleTable(
      bet,
      outcome,
      (spot, o) => {
        if (o.triple) return 0;
        const big = o.total >= 11;
        return (spot === 'tai') === big ? 2000 : 0;
      },
      (spot) => LABEL[spot],
      spotSay('winLines.taixiu'),
    );
  },
};
