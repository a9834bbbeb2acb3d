import { formatNumber } from '@app/provider-kit/number-format';
import { z } from 'zod';
import { allNumbers, type DrawResult, type ResultFormat, specialOf } from './results';

export const BET_TYPES = ['lo2', 'lo3', 'de', 'dau', 'duoi', 'bacang', 'xien2', 'xien3', 'xien4'] as const;
export type BetType = (typeof BET_TYPES)[number];

export interface BetRule {
  name: string;
  /** how the player's digits are read */
  digits: 1 | 2 | 3;
  /** the stake unit: a point (lô, priced per prize) or a thousand đồng */
  unit: 'diem' | 'nghin';
  /** VND a unit costs */
  unitCost: number;
  /** VND a unit wins each time it comes (once for xiên) */
  unitWin: number;
  /** most VND the operator pays on one number (or one xiên combination) of one draw, per hit */
  maxLiability: number;
  description: string;
}

const k = 1000;

/**
 * THE payout table: every price, payout and "1 ăn N" shown to players comes from here, and
 * settlement and RTP use nothing else. Lô is bought in points at the market's prices (23,000 a
 * point in the north, 18,000 for an 18-prize sheet); the others in thousands of đồng.
 */
export const PAYOUTS: Record<ResultFormat, Record<BetType, BetRule>> = {
  bac27: {
    lo2: rule('Lô 2 số', 2, 'diem', 23 * k, 80 * k, 400_000 * k, 'Hai số cuối của bất kỳ giải nào, trả theo số lần về'),
    lo3: rule('Lô 3 số', 3, 'diem', 23 * k, 900 * k, 400_000 * k, 'Ba số cuối của giải có từ 3 chữ số trở lên'),
    de: rule('Đề đặc biệt', 2, 'nghin', k, 99 * k, 500_000 * k, 'Hai số cuối của giải đặc biệt'),
    dau: rule('Đề đầu', 1, 'nghin', k, 9.5 * k, 200_000 * k, 'Chữ số hàng chục của hai số cuối giải đặc biệt'),
    duoi: rule('Đề đuôi', 1, 'nghin', k, 9.5 * k, 200_000 * k, 'Chữ số cuối cùng của giải đặc biệt'),
    bacang: rule('3 càng', 3, 'nghin', k, 900 * k, 300_000 * k, 'Ba số cuối của giải đặc biệt'),
    xien2: rule('Xiên 2', 2, 'nghin', k, 17 * k, 300_000 * k, 'Cả 2 số cùng về trong lô'),
    xien3: rule('Xiên 3', 2, 'nghin', k, 75 * k, 300_000 * k, 'Cả 3 số cùng về trong lô'),
    xien4: rule('Xiên 4', 2, 'nghin', k, 330 * k, 300_000 * k, 'Cả 4 số cùng về trong lô'),
  },
  nam18: {
    lo2: rule('Lô 2 số', 2, 'diem', 18 * k, 90 * k, 400_000 * k, 'Hai số cuối của bất kỳ giải nào, trả theo số lần về'),
    lo3: rule('Lô 3 số', 3, 'diem', 17 * k, 900 * k, 400_000 * k, 'Ba số cuối của giải có từ 3 chữ số trở lên'),
    de: rule('Đề đặc biệt', 2, 'nghin', k, 99 * k, 500_000 * k, 'Hai số cuối của giải đặc biệt'),
    dau: rule('Đề đầu', 1, 'nghin', k, 9.5 * k, 200_000 * k, 'Chữ số hàng chục của hai số cuối giải đặc biệt'),
    duoi: rule('Đề đuôi', 1, 'nghin', k, 9.5 * k, 200_000 * k, 'Chữ số cuối cùng của giải đặc biệt'),
    bacang: rule('3 càng', 3, 'nghin', k, 900 * k, 300_000 * k, 'Ba số cuối của giải đặc biệt'),
    xien2: rule('Xiên 2', 2, 'nghin', k, 35 * k, 300_000 * k, 'Cả 2 số cùng về trong lô'),
    xien3: rule('Xiên 3', 2, 'nghin', k, 230 * k, 300_000 * k, 'Cả 3 số cùng về trong lô'),
    xien4: rule('Xiên 4', 2, 'nghin', k, 1600 * k, 300_000 * k, 'Cả 4 số cùng về trong lô'),
  },
};

function rule(
  name: string,
  digits: 1 | 2 | 3,
  unit: 'diem' | 'nghin',
  unitCost: number,
  unitWin: number,
  maxLiability: number,
  description: string,
): BetRule {
  return { name, digits, unit, unitCost, unitWin, maxLiability, description };
}

/** "1 ăn 99", "1 ăn 9.5", "1 điểm 23,000đ ăn 80,000đ": the odds as players read them, from the table. */
export function oddsLabel(r: BetRule): string {
  if (r.unit === 'diem') return `1 điểm ${formatNumber(r.unitCost)}đ ăn ${formatNumber(r.unitWin)}đ`;
  return `1 ăn ${formatNumber(r.unitWin / r.unitCost)}`;
}

export const xienSize = (type: BetType): number => (type.startsWith('xien') ? Number(type.slice(4)) : 0);

export const MAX_NUMBERS_PER_TICKET = 20;
export const MAX_UNITS = 100_000;

/** What the player picks: a bet type, numbers (one bet each, or one xiên combination) and units. */
export const ZTicketBet = z
  .object({
    type: z.enum(BET_TYPES, { error: 'Loại cược không hợp lệ' }),
    numbers: z
      .array(z.string().regex(/^\d{1,3}$/, { error: 'Số chọn không hợp lệ' }))
      .min(1, { error: 'Hãy chọn ít nhất một số' })
      .max(MAX_NUMBERS_PER_TICKET, { error: `Tối đa ${MAX_NUMBERS_PER_TICKET} số mỗi vé` }),
    units: z
      .number({ error: 'Tiền cược không hợp lệ' })
      .int({ error: 'Tiền cược phải là số nguyên' })
      .min(1, { error: 'Tiền cược tối thiểu là 1' })
      .max(MAX_UNITS, { error: `Tiền cược tối đa là ${MAX_UNITS.toLocaleString('en-US')}` }),
  })
  .superRefine((bet, ctx) => {
    const digits = PAYOUTS.bac27[bet.type].digits;
    if (bet.numbers.some((n) => n.length !== digits)) {
      ctx.addIssue({ code: 'custom', message: `${PAYOUTS.bac27[bet.type].name}: mỗi số gồm ${digits} chữ số` });
    }
    if (new Set(bet.numbers).size !== bet.numbers.length) {
      ctx.addIssue({ code: 'custom', message: 'Các số trong vé không được trùng nhau' });
    }
    const size = xienSize(bet.type);
    if (size && bet.numbers.length !== size) {
      ctx.addIssue({ code: 'custom', message: `${PAYOUTS.bac27[bet.type].name} cần đúng ${size} số` });
    }
  });
export type TicketBet = z.infer<typeof ZTicketBet>;

/** One liability line per number (or per xiên combination), in the order the player gave. */
export function betLines(bet: TicketBet): string[] {
  return xienSize(bet.type) ? [[...bet.numbers].sort().join('-')] : bet.numbers;
}

export const ticketCost = (bet: TicketBet, format: ResultFormat): number =>
  betLines(bet).length * bet.units * PAYOUTS[format][bet.type].unitCost;

/** What one line wins per hit: the amount the liability caps count. */
export const lineWin = (bet: TicketBet, format: ResultFormat): number => bet.units * PAYOUTS[format][bet.type].unitWin;

export interface TicketSettlement {
  payout: number;
  /** per line: how many times it came */
  hits: { line: string; times: number }[];
}

/** How many times a line comes on a result sheet (0 or 1 for đề types and xiên). */
export function timesOf(type: BetType, line: string, result: DrawResult): number {
  const special = specialOf(result);
  switch (type) {
    case 'lo2':
      return allNumbers(result).filter((p) => p.number.slice(-2) === line).length;
    case 'lo3':
      return allNumbers(result).filter((p) => p.number.length >= 3 && p.number.slice(-3) === line).length;
    case 'de':
      return special.slice(-2) === line ? 1 : 0;
    case 'dau':
      return special.slice(-2, -1) === line ? 1 : 0;
    case 'duoi':
      return special.slice(-1) === line ? 1 : 0;
    case 'bacang':
      return special.slice(-3) === line ? 1 : 0;
    default: {
      const lo = new Set(allNumbers(result).map((p) => p.number.slice(-2)));
      return line.split('-').every((n) => lo.has(n)) ? 1 : 0;
    }
  }
}

/** Pure settlement of a ticket against a result: the gross payout in VND (0 for a loss). */
export function settleTicket(bet: TicketBet, result: DrawResult): TicketSettlement {
  const hits = betLines(bet).map((line) => ({ line, times: timesOf(bet.type, line, result) }));
  const perHit = lineWin(bet, result.format);
  return { payout: hits.reduce((sum, h) => sum + h.times * perHit, 0), hits };
}
