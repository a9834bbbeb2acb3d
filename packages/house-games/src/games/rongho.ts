import { sampleDistinct } from '@app/provider-kit/random';
import { type Card, cardAt } from './cards';
import { type HouseGame, settleTable, spotSay, stakeOfTable, type TableBet, tableBetSchema } from './types';

export const RONGHO_SPOTS = ['rong', 'ho', 'hoa'] as const;
export type RongHoSpot = (typeof RONGHO_SPOTS)[number];
export const RONGHO_DECKS = 8;
export interface RongHoOutcome {
  dragon: Card;
  tiger: Card;
  winner: RongHoSpot;
}

const LABEL: Record<RongHoSpot, string> = { rong: 'Rồng', ho: 'Hổ', hoa: 'Hòa' };

// With 8 decks, P(tie) = 13 * 32 * 31 / (416 * 415) = 12896 / 172640.
const P_TIE = 12896 / 172640;

/**
 * Rồng Hổ (dragon tiger): one card each from a freshly shuffled 8-deck shoe, ace low,
 * higher rank wins. Rồng/Hổ pay 1 to 1 and return half the stake on a tie; Hòa pays 11 to 1.
 */
export const rongho: HouseGame<TableBet<RongHoSpot>, RongHoOutcome> = {
  code: 'rongho',
  name: 'Rồng Hổ',
  betSchema: tableBetSchema(RONGHO_SPOTS),
  rtp: {
    min: 12 * P_TIE,
    byBet: { rong: 1 - P_TIE / 2, ho: 1 - P_TIE / 2, hoa: 12 * P_TIE },
    note: 'Rồng/Hổ trả 1 ăn 1, hòa hoàn một nửa tiền cược (RTP 96.27%); Hòa trả 1 ăn 11 (RTP 89.64%). Bài từ 8 bộ, A nhỏ nhất.',
  },
  stakeOf: stakeOfTable,
  draw(rng) {
    const [d, t] = sampleDistinct(rng, 52 * RONGHO_DECKS, 2) as [number, number];
    const dragon = cardAt(d);
    const tiger = cardAt(t);
    const winner = dragon.rank > tiger.rank ? 'rong' : dragon.rank < tiger.rank ? 'ho' : 'hoa';
    return { dragon, tiger, winner };
  },
  settle(bet, outcome) {
    return settleTable(
      bet,
      outcome,
      (spot, o) => {
        if (spot === 'hoa') return o.winner === 'hoa' ? 12000 : 0;
        if (o.winner === 'hoa') return 500;
        return o.winner === spot ? 2000 : 0;
      },
      (spot) => LABEL[spot],
      spotSay('winLines.rongho'),
    );
  },
};
