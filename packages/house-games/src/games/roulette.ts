import { type HouseGame, settleTable, stakeOfTable, type TableBet, tableBetSchema, type WinSay } from './types';

export const RED_NUMBERS = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

const STRAIGHTS = Array.from({ length: 37 }, (_, n) => `n${n}` as const);
export const ROULETTE_SPOTS = [
  ...STRAIGHTS,
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
  'dozen1',
  'dozen2',
  'dozen3',
  'col1',
  'col2',
  'col3',
] as const;
export type RouletteSpot = (typeof ROULETTE_SPOTS)[number];
export interface RouletteOutcome {
  number: number;
  color: 'green' | 'red' | 'black';
}

const LABELS: Record<string, string> = {
  red: 'Đỏ',
  black: 'Đen',
  odd: 'Lẻ',
  even: 'Chẵn',
  low: '1-18',
  high: '19-36',
  dozen1: '1-12',
  dozen2: '13-24',
  dozen3: '25-36',
  col1: 'Cột 1',
  col2: 'Cột 2',
  col3: 'Cột 3',
};

/** Return per 1000 staked (stake included) of a spot for a number; 0 when it loses. */
export function rouletteReturn(spot: RouletteSpot, n: number): number {
  if (spot.startsWith('n')) return Number(spot.slice(1)) === n ? 36_000 : 0;
  if (n === 0) return 0;
  switch (spot) {
    case 'red':
      return RED_NUMBERS.has(n) ? 2000 : 0;
    case 'black':
      return RED_NUMBERS.has(n) ? 0 : 2000;
    case 'odd':
      return n % 2 === 1 ? 2000 : 0;
    case 'even':
      return n % 2 === 0 ? 2000 : 0;
    case 'low':
      return n <= 18 ? 2000 : 0;
    case 'high':
      return n >= 19 ? 2000 : 0;
    case 'dozen1':
    case 'dozen2':
    case 'dozen3':
      return Math.ceil(n / 12) === Number(spot.slice(5)) ? 3000 : 0;
    case 'col1':
    case 'col2':
    case 'col3':
      return ((n - 1) % 3) + 1 === Number(spot.slice(3)) ? 3000 : 0;
    default:
      return 0;
  }
}

const allSpots = ROULETTE_SPOTS as unknown as readonly [RouletteSpot, ...RouletteSpot[]];

/** European roulette, single zero: straight pays 35 to 1, dozens and columns 2 to 1, even chances 1 to 1. */
export const roulette: HouseGame<TableBet<RouletteSpot>, RouletteOutcome> = {
  code: 'roulette',
  name: 'Roulette',
  betSchema: tableBetSchema(allSpots),
  // Every bet returns 36 units over the 37 pockets: 36/37.
  rtp: {
    min: 36 / 37,
    byBet: { straight: 36 / 37, even_chance: 36 / 37, dozen_column: 36 / 37 },
    note: 'Roulette châu Âu một số 0: số đơn trả 1 ăn 35, tá/cột 1 ăn 2, Đỏ/Đen/Chẵn/Lẻ/1-18/19-36 1 ăn 1. RTP = 36/37 = 97.30%.',
  },
  stakeOf: stakeOfTable,
  draw(rng) {
    const number = rng.int(37);
    return { number, color: number === 0 ? 'green' : RED_NUMBERS.has(number) ? 'red' : 'black' };
  },
  settle(bet, outcome) {
    return settleTable(
      bet,
      outcome,
      (spot, o) => rouletteReturn(spot, o.number),
      (spot) => (spot.startsWith('n') ? `Số ${spot.slice(1)}` : (LABELS[spot] ?? spot)),
      (spot): WinSay =>
        spot.startsWith('n')
          ? { key: 'winLines.roulette.number', values: { n: Number(spot.slice(1)) } }
          : { key: `winLines.roulette.${spot}` },
    );
  },
};
