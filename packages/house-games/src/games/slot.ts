import type { RandomSource } from '@app/provider-kit/random';
import { z } from 'zod';
import type { HouseGame, Settlement, WinDetail } from './types';

export const SLOT_SYMBOLS = ['J', 'Q', 'K', 'A', 'lantern', 'envelope', 'coin', 'wild', 'ingot'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

export const SLOT_SYMBOL_LABEL: Record<SlotSymbol, string> = {
  J: 'J',
  Q: 'Q',
  K: 'K',
  A: 'A',
  lantern: 'Đèn lồng',
  envelope: 'Lì xì',
  coin: 'Đồng vàng',
  wild: 'Rồng (Wild)',
  ingot: 'Thỏi vàng (Jackpot)',
};

const strip = (symbols: string): readonly SlotSymbol[] => symbols.split(' ') as SlotSymbol[];

/** Reel strips, top to bottom; the window shows three consecutive stops (wrapping). */
export const SLOT_REELS: readonly (readonly SlotSymbol[])[] = [
  strip(
    'J ingot A Q coin K J lantern Q A wild J ingot K Q envelope J lantern A K Q coin J ingot Q K A wild J lantern Q K envelope',
  ),
  strip(
    'lantern K wild J Q A ingot envelope K J Q lantern coin A J K Q ingot wild J Q K A lantern envelope J Q ingot K coin A J Q',
  ),
  strip(
    'K J envelope ingot Q A J K Q coin lantern J A Q K ingot J Q envelope lantern A K J Q ingot J coin K Q A wild J lantern Q',
  ),
  strip(
    'coin Q lantern K J Q A ingot J K Q envelope wild J lantern Q A K coin J ingot Q J K A Q lantern envelope J Q K ingot J A',
  ),
  strip(
    'ingot J A Q coin J K lantern Q A J ingot Q K J envelope Q lantern A K J Q coin wild ingot J K Q A lantern J Q envelope K',
  ),
];

/** Line pays as multiples of the line bet for 3, 4 and 5 of a kind from the left. */
export const SLOT_PAYTABLE: Record<Exclude<SlotSymbol, 'ingot'>, readonly [number, number, number]> = {
  J: [9, 20, 50],
  Q: [10, 25, 60],
  K: [15, 35, 100],
  A: [20, 50, 150],
  lantern: [30, 80, 250],
  envelope: [40, 120, 400],
  coin: [60, 200, 800],
  wild: [100, 400, 2000],
};

/** Row (0 top, 1 middle, 2 bottom) per reel of each of the 20 fixed paylines. */
export const SLOT_LINES: readonly (readonly [number, number, number, number, number])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
  [1, 0, 2, 0, 1],
];

export const SLOT_LINE_BETS = [100, 200, 500, 1000, 2000, 5000] as const;
export const SLOT_MAX_LINE_BET = 5000;
/**
 * The jackpot needs five ingots on the middle line and a ticket below lineBet / 100 out of
 * SLOT_MAX_LINE_BET / 100: the chance grows with the stake, so the pool's expected value
 * per VND staked is the same at every bet size.
 */
export const SLOT_JACKPOT_TICKETS = SLOT_MAX_LINE_BET / 100;
export const SLOT_JACKPOT_CONTRIBUTION = 0.01;

export interface SlotBet {
  lineBet: number;
}

export interface SlotOutcome {
  /** stop index per reel: the symbol at the top row of the window */
  stops: [number, number, number, number, number];
  /** window[reel][row] */
  window: SlotSymbol[][];
  jackpotTicket: number;
}

/** Pay of one line as a multiple of the line bet, and the symbol and length that paid. */
export function evaluateLine(symbols: readonly SlotSymbol[]): { multiple: number; symbol: SlotSymbol; count: number } {
  const none = { multiple: 0, symbol: symbols[0]!, count: 0 };
  if (symbols[0] === 'ingot') return none;
  let wilds = 0;
  while (wilds < 5 && symbols[wilds] === 'wild') wilds++;
  let best =
    wilds >= 3 ? { multiple: SLOT_PAYTABLE.wild[wilds - 3]!, symbol: 'wild' as SlotSymbol, count: wilds } : none;
  const symbol = symbols.find((s) => s !== 'wild');
  if (symbol && symbol !== 'ingot') {
    let count = 0;
    while (count < 5 && (symbols[count] === symbol || symbols[count] === 'wild')) count++;
    if (count >= 3) {
      const multiple = SLOT_PAYTABLE[symbol][count - 3]!;
      if (multiple > best.multiple) best = { multiple, symbol, count };
    }
  }
  return best;
}

/** Exact RTP of the line pays (the same for every line: each reel's stop is uniform). */
export function exactSlotLineRtp(): number {
  const dist = SLOT_REELS.map((reel) => SLOT_SYMBOLS.map((s) => reel.filter((x) => x === s).length / reel.length));
  let expected = 0;
  const n = SLOT_SYMBOLS.length;
  const line: SlotSymbol[] = new Array(5);
  const walk = (reel: number, p: number) => {
    if (p === 0) return;
    if (reel === 5) {
      expected += p * evaluateLine(line).multiple;
      return;
    }
    for (let i = 0; i < n; i++) {
      line[reel] = SLOT_SYMBOLS[i]!;
      walk(reel + 1, p * dist[reel]![i]!);
    }
  };
  walk(0, 1);
  return expected;
}

/** P(five ingots on the middle line) before the stake-weighted ticket. */
export function slotFiveIngotProbability(): number {
  return SLOT_REELS.reduce((p, reel) => (p * reel.filter((s) => s === 'ingot').length) / reel.length, 1);
}

// Published figure, derived by exactSlotLineRtp() (checked by the tests).
const BASE_RTP = 0.94397;

export const slot: HouseGame<SlotBet, SlotOutcome> = {
  code: 'slot',
  name: 'Thần Tài 5 Cuộn',
  betSchema: z.object({
    lineBet: z
      .number({ error: 'Mức cược không hợp lệ' })
      .refine((v) => (SLOT_LINE_BETS as readonly number[]).includes(v), {
        error: `Mức cược mỗi dòng phải là một trong ${SLOT_LINE_BETS.join(', ')} VND`,
      }),
  }),
  rtp: {
    min: BASE_RTP,
    byBet: { lines: BASE_RTP, jackpot_contribution: SLOT_JACKPOT_CONTRIBUTION },
    note: '20 dòng cố định, Rồng thay thế mọi biểu tượng trừ Thỏi vàng. RTP các dòng thắng 94.40%; thêm 1% mỗi lượt quay góp vào hũ Jackpot lũy tiến, trả lại cho người chơi khi nổ hũ (5 Thỏi vàng trên dòng giữa).',
  },
  jackpotContribution: SLOT_JACKPOT_CONTRIBUTION,
  stakeOf: (bet) => bet.lineBet * SLOT_LINES.length,
  draw(rng: RandomSource): SlotOutcome {
    const stops = SLOT_REELS.map((reel) => rng.int(reel.length)) as SlotOutcome['stops'];
    const window = SLOT_REELS.map((reel, r) => [0, 1, 2].map((row) => reel[(stops[r]! + row) % reel.length]!));
    return { stops, window, jackpotTicket: rng.int(SLOT_JACKPOT_TICKETS) };
  },
  settle(bet, outcome): Settlement {
    let payout = 0;
    const wins: WinDetail[] = [];
    const symbols: SlotSymbol[] = new Array(5);
    for (let l = 0; l < SLOT_LINES.length; l++) {
      const rows = SLOT_LINES[l]!;
      for (let r = 0; r < 5; r++) symbols[r] = outcome.window[r]![rows[r]!]!;
      const { multiple, symbol, count } = evaluateLine(symbols);
      if (multiple > 0) {
        const paid = multiple * bet.lineBet;
        payout += paid;
        wins.push({
          label: `Dòng ${l + 1}: ${count} × ${SLOT_SYMBOL_LABEL[symbol]}`,
          say: { key: 'winLines.slot', values: { line: l + 1, count, symbol } },
          stake: bet.lineBet,
          payout: paid,
        });
      }
    }
    const fiveIngots = outcome.window.every((col) => col[1] === 'ingot');
    const jackpotHit = fiveIngots && outcome.jackpotTicket < bet.lineBet / 100;
    return { payout, jackpotHit, wins };
  },
};
