import type { RandomSource } from '@app/provider-kit/random';
import { z } from 'zod';

/**
 * The two result sheets of Vietnamese lottery. Miền Bắc (and Lô đề siêu tốc) has 27 prizes,
 * special prize first; Miền Trung and Miền Nam have 18, eighth prize first, as printed.
 */
export type ResultFormat = 'bac27' | 'nam18';

export type PrizeKey = 'db' | 'g1' | 'g2' | 'g3' | 'g4' | 'g5' | 'g6' | 'g7' | 'g8';

/** [prize, how many numbers, digits per number] in the order the draw announces them */
export const PRIZE_LAYOUT: Record<ResultFormat, readonly (readonly [PrizeKey, number, number])[]> = {
  // Miền Bắc announces from the lowest prize up; the special prize comes last.
  bac27: [
    ['g7', 4, 2],
    ['g6', 3, 3],
    ['g5', 6, 4],
    ['g4', 4, 4],
    ['g3', 6, 5],
    ['g2', 2, 5],
    ['g1', 1, 5],
    ['db', 1, 5],
  ],
  nam18: [
    ['g8', 1, 2],
    ['g7', 1, 3],
    ['g6', 3, 4],
    ['g5', 1, 4],
    ['g4', 7, 5],
    ['g3', 2, 5],
    ['g2', 1, 5],
    ['g1', 1, 5],
    ['db', 1, 6],
  ],
};

export const PRIZE_NAMES: Record<PrizeKey, string> = {
  db: 'Giải đặc biệt',
  g1: 'Giải nhất',
  g2: 'Giải nhì',
  g3: 'Giải ba',
  g4: 'Giải tư',
  g5: 'Giải năm',
  g6: 'Giải sáu',
  g7: 'Giải bảy',
  g8: 'Giải tám',
};

export interface DrawResult {
  format: ResultFormat;
  prizes: Partial<Record<PrizeKey, string[]>>;
}

export const prizeCount = (format: ResultFormat) => PRIZE_LAYOUT[format].reduce((n, [, count]) => n + count, 0);

/** A result sheet is complete and well formed: every prize has its count of numbers of its length. */
export function checkResult(result: DrawResult): string | null {
  for (const [key, count, digits] of PRIZE_LAYOUT[result.format]) {
    const numbers = result.prizes[key];
    if (!numbers || numbers.length !== count) return `${key}: cần ${count} số`;
    for (const n of numbers) if (!new RegExp(`^\\d{${digits}}$`).test(n)) return `${key}: số ${n} không hợp lệ`;
  }
  return null;
}

export const ZDrawResult = z
  .object({
    format: z.enum(['bac27', 'nam18']),
    prizes: z.record(z.enum(['db', 'g1', 'g2', 'g3', 'g4', 'g5', 'g6', 'g7', 'g8']), z.array(z.string().max(6))),
  })
  .refine((r) => checkResult(r as DrawResult) === null, { error: 'Bảng kết quả không hợp lệ' });

/**
 * Draws a whole sheet: each number uniform over its digits, independently, in announcement
 * order (the order the live draw shows them). Real draws work the same way (one ball per digit).
 */
export function drawResult(rng: RandomSource, format: ResultFormat): DrawResult {
  const prizes: DrawResult['prizes'] = {};
  for (const [key, count, digits] of PRIZE_LAYOUT[format]) {
    const list: string[] = [];
    for (let i = 0; i < count; i++) list.push(String(rng.int(10 ** digits)).padStart(digits, '0'));
    prizes[key] = list;
  }
  return { format, prizes };
}

/** Every number of the sheet in announcement order, with its prize. */
export function allNumbers(result: DrawResult): { prize: PrizeKey; number: string }[] {
  const out: { prize: PrizeKey; number: string }[] = [];
  for (const [key] of PRIZE_LAYOUT[result.format]) {
    for (const number of result.prizes[key] ?? []) out.push({ prize: key, number });
  }
  return out;
}

/** The special prize's number. */
export const specialOf = (result: DrawResult): string => result.prizes.db?.[0] ?? '';
