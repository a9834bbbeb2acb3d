import { checkResult, type DrawResult, PRIZE_LAYOUT, type PrizeKey } from '../core/results';
import type { FeedSheet } from './xskt';

/**
 * Miền Bắc results in the CSV layout published by the public GitHub repository
 * khiemdoan/vietnam-lottery-xsmb-analysis (`data/xsmb.csv`, a daily recording of the official
 * draws since 2005): one row a day, `date` (YYYY-MM-DD) then the 27 numbers in columns
 * `special`, `prize1`, `prize2_1`…`prize2_2`, `prize3_1`…`prize3_6`, `prize4_*`, `prize5_*`,
 * `prize6_*`, `prize7_*`. The numbers are written as integers, so their leading zeros are gone
 * ("79" in a giải tư is 0079): each is padded back to its prize's width, which is what makes a
 * lô on 00 or a giải bảy of "5" (05) settle correctly.
 */
export class XsmbCsvError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(`xsmb.csv line ${line}: ${message}`);
    this.name = 'XsmbCsvError';
  }
}

const COLUMN_PREFIX: Record<PrizeKey, string> = {
  db: 'special',
  g1: 'prize1',
  g2: 'prize2',
  g3: 'prize3',
  g4: 'prize4',
  g5: 'prize5',
  g6: 'prize6',
  g7: 'prize7',
  g8: 'prize8',
};

/** [column, prize, digits] for the 27 numbers, in the order PRIZE_LAYOUT lists each prize's numbers. */
const COLUMNS: readonly (readonly [string, PrizeKey, number])[] = PRIZE_LAYOUT.bac27.flatMap(([key, count, digits]) =>
  Array.from({ length: count }, (_, i) => {
    const prefix = COLUMN_PREFIX[key];
    return [count === 1 ? prefix : `${prefix}_${i + 1}`, key, digits] as const;
  }),
);

/** The column index of `date` and of each prize number, from the header; throws if one is missing. */
function readHeader(header: string): { date: number; numbers: number[] } {
  const names = header.trim().split(',');
  const at = (name: string) => {
    const i = names.indexOf(name);
    if (i < 0) throw new XsmbCsvError(1, `header has no "${name}" column`);
    return i;
  };
  return { date: at('date'), numbers: COLUMNS.map(([name]) => at(name)) };
}

function validDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const d = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === day;
}

function parseRow(row: string, line: number, layout: { date: number; numbers: number[] }, width: number): FeedSheet {
  const cells = row.trim().split(',');
  if (cells.length !== width) throw new XsmbCsvError(line, `expected ${width} fields, found ${cells.length}`);
  const day = cells[layout.date]!.trim();
  if (!validDay(day)) throw new XsmbCsvError(line, `"${day}" is not a YYYY-MM-DD date`);
  const prizes: DrawResult['prizes'] = {};
  COLUMNS.forEach(([name, key, digits], i) => {
    const raw = cells[layout.numbers[i]!]!.trim();
    if (!/^\d+$/.test(raw)) throw new XsmbCsvError(line, `${name} "${raw}" is not a number`);
    if (raw.length > digits) throw new XsmbCsvError(line, `${name} "${raw}" has more than ${digits} digits`);
    prizes[key] = [...(prizes[key] ?? []), raw.padStart(digits, '0')];
  });
  const result: DrawResult = { format: 'bac27', prizes };
  const problem = checkResult(result);
  if (problem) throw new XsmbCsvError(line, problem);
  return { day, result };
}

/**
 * Every row of the CSV as a complete 27-prize sheet, in file order (oldest first). Strict: a
 * malformed header or row throws an XsmbCsvError naming the line, rather than settling tickets
 * on a sheet that is silently missing a number.
 */
export function parseXsmbCsv(csv: string): FeedSheet[] {
  const lines = csv.split(/\r?\n/);
  const header = lines[0] ?? '';
  const layout = readHeader(header);
  const width = header.trim().split(',').length;
  const out: FeedSheet[] = [];
  lines.forEach((row, i) => {
    if (i === 0 || row.trim() === '') return;
    out.push(parseRow(row, i + 1, layout, width));
  });
  return out;
}

/**
 * The sheet of one day, or null if the CSV has no row for it yet. Only the header and that day's
 * row are parsed (and must be well formed): the published file holds twenty years of rows.
 */
export function xsmbCsvSheet(csv: string, day: string): FeedSheet | null {
  const lines = csv.split(/\r?\n/);
  const header = lines[0] ?? '';
  const layout = readHeader(header);
  const width = header.trim().split(',').length;
  for (let i = lines.length - 1; i > 0; i--) {
    const cells = lines[i]!.split(',');
    if (cells[layout.date]?.trim() === day) return parseRow(lines[i]!, i + 1, layout, width);
  }
  return null;
}
