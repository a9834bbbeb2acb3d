import type { PrizeTier, VietlottGame, VietlottResult } from './vietlott';
import { VIETLOTT } from './vietlott';

/**
 * Vietlott's system tickets ("vé bao"). A bao ticket stands for a set of ordinary 6-number
 * lines and is priced and paid as exactly those lines:
 * - bao 7 … bao 18: every 6-number combination of the chosen numbers (C(n, 6) lines);
 * - bao 5: the 5 chosen numbers with each other number of the game (max − 5 lines).
 * Payouts are counted here in closed form (how many lines meet each tier), so a bao 18 is
 * settled without walking its 18,564 lines; `baoLines` walks them, and the tests check the two
 * agree line by line.
 */
export const BAO_SIZES = [5, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18] as const;
export type BaoSize = (typeof BAO_SIZES)[number];
export const isBaoSize = (n: number): n is BaoSize => (BAO_SIZES as readonly number[]).includes(n);

export const choose = (n: number, k: number): number => {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return Math.round(r);
};

/** How many 6-number lines a ticket of `size` chosen numbers stands for (6: one line). */
export function lineCount(game: VietlottGame, size: number): number {
  return size === 5 ? VIETLOTT[game].max - 5 : choose(size, 6);
}

/** The price of a ticket of `size` chosen numbers: its lines at the game's line price. */
export const baoCost = (game: VietlottGame, size: number): number => lineCount(game, size) * VIETLOTT[game].ticketCost;

export type TierCounts = Partial<Record<PrizeTier, number>>;

/**
 * How many of a ticket's lines win each tier when `k` of its `size` numbers are among the six
 * drawn, and (Power) whether the power number is one of its other numbers. A line wins only its
 * best tier, as a single ticket does: 6 → Jackpot (1), 5 with the power number → Jackpot 2,
 * 5 → Giải nhất, 4 → Giải nhì, 3 → Giải ba.
 */
export function tierCountsFor(game: VietlottGame, size: number, k: number, powerChosen: boolean): TierCounts {
  const r = VIETLOTT[game];
  // lines by how many drawn numbers they hold; fives split by whether they hold the power number
  const byMatch = new Map<number, number>();
  let fivesWithPower = 0;
  if (size === 5) {
    // a line is the five plus x: x drawn (6 − k of them) adds a match, any other x does not
    const drawnOutside = 6 - k;
    const others = r.max - 5 - drawnOutside;
    byMatch.set(k + 1, drawnOutside);
    byMatch.set(k, (byMatch.get(k) ?? 0) + others);
    if (r.bonus) {
      // k = 4 with the power number among the five: both fives hold it; k = 5: x = power number
      if (k + 1 === 5 && powerChosen) fivesWithPower += drawnOutside;
      if (k === 5) fivesWithPower += 1;
    }
  } else {
    const unmatched = size - k;
    for (let m = 3; m <= 6; m++) byMatch.set(m, choose(k, m) * choose(unmatched, 6 - m));
    // a five holding the power number: five of the k drawn plus the power number as its sixth
    if (r.bonus && powerChosen) fivesWithPower = choose(k, 5);
  }
  const counts: TierCounts = {};
  for (const t of r.tiers) counts[t.tier] = 0;
  for (const [m, n] of byMatch) {
    if (n <= 0 || m < 3) continue;
    if (m === 5 && r.bonus) {
      counts.j2 = (counts.j2 ?? 0) + fivesWithPower;
      counts.g1 = (counts.g1 ?? 0) + n - fivesWithPower;
      continue;
    }
    const tier = r.tiers.find((t) => t.match === m && !t.bonus);
    if (tier) counts[tier.tier] = (counts[tier.tier] ?? 0) + n;
  }
  return counts;
}

/** The tier counts of a ticket's numbers against a drawn result. */
export function tierCounts(game: VietlottGame, numbers: readonly string[], result: VietlottResult): TierCounts {
  const drawn = new Set(result.numbers);
  const k = numbers.filter((n) => drawn.has(n)).length;
  const powerChosen = result.bonus !== null && numbers.includes(result.bonus);
  return tierCountsFor(game, numbers.length, k, powerChosen);
}

/** The fixed prizes of a set of tier counts (jackpots are paid from their pools apart). */
export function fixedPrizes(game: VietlottGame, counts: TierCounts): number {
  return VIETLOTT[game].tiers.reduce((s, t) => s + (t.prize ? t.prize * (counts[t.tier] ?? 0) : 0), 0);
}

/** Every 6-number line a ticket stands for, each ascending (for checking and showing, not settling). */
export function baoLines(game: VietlottGame, numbers: readonly string[]): string[][] {
  const sorted = [...numbers].sort();
  if (sorted.length === 5) {
    const taken = new Set(sorted);
    const out: string[][] = [];
    for (let x = 1; x <= VIETLOTT[game].max; x++) {
      const n = String(x).padStart(2, '0');
      if (!taken.has(n)) out.push([...sorted, n].sort());
    }
    return out;
  }
  const out: string[][] = [];
  const line: string[] = [];
  const walk = (from: number) => {
    if (line.length === 6) {
      out.push([...line]);
      return;
    }
    for (let i = from; i <= sorted.length - (6 - line.length); i++) {
      line.push(sorted[i]!);
      walk(i + 1);
      line.pop();
    }
  };
  walk(0);
  return out;
}

export interface BaoPrizeRow {
  /** how many of the chosen numbers are among the six drawn */
  matched: number;
  /** Power: the power number is one of the chosen numbers (only rows where that changes the prize) */
  power: boolean;
  tiers: TierCounts;
  /** the fixed prizes, VND (jackpots on top) */
  fixed: number;
}

/**
 * The prize table of a bao, as Vietlott publishes one per bao: for each number of matches
 * (and, for Power, with or without the power number among the chosen), how many lines win each
 * tier. Rows that win nothing are left out.
 */
export function baoPrizeTable(game: VietlottGame, size: number): BaoPrizeRow[] {
  const rows: BaoPrizeRow[] = [];
  const top = Math.min(size, 6);
  for (let k = top; k >= 0; k--) {
    const variants = [false];
    // the power number is never drawn among the six, so it can only be an unmatched chosen number
    if (VIETLOTT[game].bonus && size - k >= 1) variants.push(true);
    let last = '';
    for (const power of variants) {
      const tiers = tierCountsFor(game, size, k, power);
      const key = JSON.stringify(tiers);
      if (key === last || Object.values(tiers).every((n) => !n)) continue;
      last = key;
      rows.push({ matched: k, power, tiers, fixed: fixedPrizes(game, tiers) });
    }
  }
  return rows;
}

/** The most a ticket's fixed prizes can pay, over every outcome (jackpots are pools, not counted). */
export const topFixedPrize = (game: VietlottGame, size: number): number =>
  Math.max(0, ...baoPrizeTable(game, size).map((r) => r.fixed));
