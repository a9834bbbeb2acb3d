import type { RandomSource } from '@app/provider-kit/random';
import { type HouseGame, settleTable, stakeOfTable, type TableBet, tableBetSchema, type WinSay } from './types';

/*
 * Sic bo (xí ngầu): three dice and the full bet board with the usual Macau pay table. Tài Xỉu
 * (`taixiu`) is its big/small board alone; this game adds every other bet.
 */

const FACES = [1, 2, 3, 4, 5, 6] as const;
const TOTALS = [4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17] as const;
const PAIRS = FACES.flatMap((a) => FACES.filter((b) => b > a).map((b) => `pair_${a}_${b}` as const));

export const SICBO_SPOTS = [
  'small',
  'big',
  'odd',
  'even',
  'any_triple',
  ...FACES.map((f) => `triple_${f}` as const),
  ...FACES.map((f) => `double_${f}` as const),
  ...TOTALS.map((t) => `total_${t}` as const),
  ...PAIRS,
  ...FACES.map((f) => `single_${f}` as const),
] as [string, ...string[]];
export type SicBoSpot = string;

export interface SicBoOutcome {
  dice: [number, number, number];
  total: number;
  triple: boolean;
}

/** Odds "n to 1" of a total bet (the bet returns n + 1 times the stake). */
export const SICBO_TOTAL_ODDS: Record<number, number> = {
  4: 60,
  17: 60,
  5: 30,
  16: 30,
  6: 17,
  15: 17,
  7: 12,
  14: 12,
  8: 8,
  13: 8,
  9: 6,
  12: 6,
  10: 6,
  11: 6,
};

/** The pay table, "n to 1". */
export const SICBO_ODDS = {
  smallBig: 1,
  oddEven: 1,
  specificTriple: 180,
  anyTriple: 30,
  double: 10,
  pair: 5,
  /** single die: 1:1 for one matching die, 2:1 for two, 3:1 for three */
  single: [0, 1, 2, 3],
} as const;

const count = (o: SicBoOutcome, face: number) => o.dice.filter((d) => d === face).length;

/** What a spot pays per 1000 staked, stake included (0 when lost), read from the board's table. */
export function sicboReturnPerMille(spot: SicBoSpot, o: SicBoOutcome): number {
  const row = RETURNS.get(spot);
  return row ? row[(o.dice[0] - 1) * 36 + (o.dice[1] - 1) * 6 + (o.dice[2] - 1)]! : 0;
}

/** The pay table's rule for one spot and one throw. */
function returnOf(spot: SicBoSpot, o: SicBoOutcome): number {
  const win = (odds: number) => (odds + 1) * 1000;
  const [kind, a, b] = spot.split('_');
  switch (kind) {
    case 'small':
      return !o.triple && o.total <= 10 ? win(SICBO_ODDS.smallBig) : 0;
    case 'big':
      return !o.triple && o.total >= 11 ? win(SICBO_ODDS.smallBig) : 0;
    case 'odd':
      return !o.triple && o.total % 2 === 1 ? win(SICBO_ODDS.oddEven) : 0;
    case 'even':
      return !o.triple && o.total % 2 === 0 ? win(SICBO_ODDS.oddEven) : 0;
    case 'any':
      return o.triple ? win(SICBO_ODDS.anyTriple) : 0;
    case 'triple':
      return o.triple && o.dice[0] === Number(a) ? win(SICBO_ODDS.specificTriple) : 0;
    case 'double':
      return count(o, Number(a)) >= 2 ? win(SICBO_ODDS.double) : 0;
    case 'total':
      return o.total === Number(a) ? win(SICBO_TOTAL_ODDS[o.total]!) : 0;
    case 'pair':
      return count(o, Number(a)) > 0 && count(o, Number(b)) > 0 ? win(SICBO_ODDS.pair) : 0;
    case 'single': {
      const n = count(o, Number(a));
      return n === 0 ? 0 : win(SICBO_ODDS.single[n]!);
    }
    default:
      return 0;
  }
}

export function sicboLabel(spot: SicBoSpot): string {
  const [kind, a, b] = spot.split('_');
  switch (kind) {
    case 'small':
      return 'Xỉu';
    case 'big':
      return 'Tài';
    case 'odd':
      return 'Lẻ';
    case 'even':
      return 'Chẵn';
    case 'any':
      return 'Bộ ba bất kỳ';
    case 'triple':
      return `Bộ ba ${a}`;
    case 'double':
      return `Đôi ${a}`;
    case 'total':
      return `Tổng ${a}`;
    case 'pair':
      return `Cặp ${a}-${b}`;
    default:
      return `Số ${a}`;
  }
}

/** sicboLabel in the catalogue's terms: the kind of bet names the key, its faces or total are figures. */
export function sicboSay(spot: SicBoSpot): WinSay {
  const [kind, a, b] = spot.split('_');
  if (kind === 'pair') return { key: 'winLines.sicbo.pair', values: { a: Number(a), b: Number(b) } };
  if (kind === 'triple' || kind === 'double' || kind === 'total' || kind === 'single')
    return { key: `winLines.sicbo.${kind}`, values: { a: Number(a) } };
  return { key: `winLines.sicbo.${kind}` };
}

/**
 * Exact RTP of every spot: the 216 equally likely throws enumerated. Computed once at load
 * (216 × 52 settlements) and checked against hand-derived fractions in the tests.
 */
export function exactSicboRtp(): Record<string, number> {
  const rtp: Record<string, number> = {};
  for (const spot of SICBO_SPOTS) rtp[spot] = 0;
  for (const d1 of FACES)
    for (const d2 of FACES)
      for (const d3 of FACES) {
        const o = outcomeOf([d1, d2, d3]);
        for (const spot of SICBO_SPOTS) rtp[spot]! += sicboReturnPerMille(spot, o) / 1000 / 216;
      }
  return rtp;
}

function outcomeOf(dice: [number, number, number]): SicBoOutcome {
  return { dice, total: dice[0] + dice[1] + dice[2], triple: dice[0] === dice[1] && dice[1] === dice[2] };
}

/** Every spot's return for each of the 216 throws (index (d1-1)·36 + (d2-1)·6 + d3-1). */
const RETURNS = new Map<string, Int32Array>(
  SICBO_SPOTS.map((spot) => {
    const row = new Int32Array(216);
    for (let i = 0; i < 216; i++) {
      row[i] = returnOf(spot, outcomeOf([Math.floor(i / 36) + 1, (Math.floor(i / 6) % 6) + 1, (i % 6) + 1]));
    }
    return [spot, row];
  }),
);

export const SICBO_RTP = exactSicboRtp();

const pct = (x: number) => `${(x * 100).toFixed(2)}%`;
const rtpOf = (spot: string) => SICBO_RTP[spot]!;

export const sicbo: HouseGame<TableBet<SicBoSpot>, SicBoOutcome> = {
  code: 'sicbo',
  name: 'Sic Bo',
  betSchema: tableBetSchema(SICBO_SPOTS),
  rtp: {
    min: Math.min(...Object.values(SICBO_RTP)),
    byBet: {
      'Tài / Xỉu': rtpOf('big'),
      'Chẵn / Lẻ': rtpOf('odd'),
      'Bộ ba chỉ định': rtpOf('triple_1'),
      'Bộ ba bất kỳ': rtpOf('any_triple'),
      'Đôi chỉ định': rtpOf('double_1'),
      'Tổng 4 / 17': rtpOf('total_4'),
      'Tổng 5 / 16': rtpOf('total_5'),
      'Tổng 6 / 15': rtpOf('total_6'),
      'Tổng 7 / 14': rtpOf('total_7'),
      'Tổng 8 / 13': rtpOf('total_8'),
      'Tổng 9 / 12': rtpOf('total_9'),
      'Tổng 10 / 11': rtpOf('total_10'),
      'Cặp hai số': rtpOf('pair_1_2'),
      'Số đơn': rtpOf('single_1'),
    },
    note:
      `Ba xúc xắc. Tài (11-17) / Xỉu (4-10) và Chẵn / Lẻ trả 1 ăn 1, thua khi ra bộ ba (RTP ${pct(rtpOf('big'))}). ` +
      `Bộ ba chỉ định 1 ăn 180 (${pct(rtpOf('triple_1'))}), bộ ba bất kỳ 1 ăn 30 (${pct(rtpOf('any_triple'))}), ` +
      `đôi chỉ định 1 ăn 10 (${pct(rtpOf('double_1'))}), cặp hai số 1 ăn 5 (${pct(rtpOf('pair_1_2'))}). ` +
      'Tổng: 4/17 1 ăn 60, 5/16 1 ăn 30, 6/15 1 ăn 17, 7/14 1 ăn 12, 8/13 1 ăn 8, 9/12 và 10/11 1 ăn 6. ' +
      `Số đơn: 1 ăn 1, 2 hoặc 3 theo số xúc xắc trùng (${pct(rtpOf('single_1'))}).`,
  },
  stakeOf: stakeOfTable,
  draw(rng: RandomSource): SicBoOutcome {
    return outcomeOf([rng.int(6) + 1, rng.int(6) + 1, rng.int(6) + 1]);
  },
  settle(bet, outcome) {
    return settleTable(bet, outcome, sicboReturnPerMille, sicboLabel, sicboSay);
  },
};
