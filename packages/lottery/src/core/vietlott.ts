import type { RandomSource } from '@app/provider-kit/random';
import { z } from 'zod';
import { baoCost, choose, isBaoSize, type TierCounts, tierCounts } from './bao';

/**
 * Mega 6/45 and Power 6/55 with Vietlott's rules: a ticket line is 6 distinct numbers, 10,000
 * VND; the draw picks 6 numbers (Power also a 7th, the power number, used only by Jackpot 2).
 * Fixed prizes are paid from this table; the jackpots are pari-mutuel pools (shared equally by
 * the draw's winners of that tier) that start at their minimum, grow by a stated share of every
 * stake and roll over when nobody wins.
 */
export type VietlottGame = 'mega645' | 'power655';
export type JackpotTier = 'j1' | 'j2';
export type PrizeTier = 'j1' | 'j2' | 'g1' | 'g2' | 'g3';

export interface TierRule {
  tier: PrizeTier;
  name: string;
  /** main numbers matched */
  match: number;
  /** Power's Jackpot 2: the power number must be one of the other player's numbers */
  bonus?: boolean;
  /** VND of a fixed prize; absent for a jackpot (paid from its pool) */
  prize?: number;
}

export interface JackpotRule {
  name: string;
  /** the pool starts here and is reset here after a win (the operator funds the difference) */
  minimum: number;
  /** the share of every stake the pool grows by, in basis points */
  shareBp: number;
}

export interface VietlottRules {
  name: string;
  /** numbers run 1..max */
  max: 45 | 55;
  ticketCost: number;
  /** a 7th number is drawn (Power 6/55's power number) */
  bonus: boolean;
  /** draw days in Vietnam time, 0 = Chủ nhật, at 18:00 */
  weekdays: readonly number[];
  prefix: string;
  /** best tier first: a line wins the first tier it meets */
  tiers: readonly TierRule[];
  jackpots: Partial<Record<JackpotTier, JackpotRule>>;
}

const ty = 1_000_000_000;

export const VIETLOTT: Record<VietlottGame, VietlottRules> = {
  mega645: {
    name: 'Mega 6/45',
    max: 45,
    ticketCost: 10_000,
    bonus: false,
    weekdays: [3, 5, 0],
    prefix: 'MEGA',
    tiers: [
      { tier: 'j1', name: 'Jackpot', match: 6 },
      { tier: 'g1', name: 'Giải nhất', match: 5, prize: 10_000_000 },
      { tier: 'g2', name: 'Giải nhì', match: 4, prize: 300_000 },
      { tier: 'g3', name: 'Giải ba', match: 3, prize: 30_000 },
    ],
    jackpots: { j1: { name: 'Jackpot', minimum: 12 * ty, shareBp: 4000 } },
  },
  power655: {
    name: 'Power 6/55',
    max: 55,
    ticketCost: 10_000,
    bonus: true,
    weekdays: [2, 4, 6],
    prefix: 'POWER',
    tiers: [
      { tier: 'j1', name: 'Jackpot 1', match: 6 },
      { tier: 'j2', name: 'Jackpot 2', match: 5, bonus: true },
      { tier: 'g1', name: 'Giải nhất', match: 5, prize: 40_000_000 },
      { tier: 'g2', name: 'Giải nhì', match: 4, prize: 500_000 },
      { tier: 'g3', name: 'Giải ba', match: 3, prize: 50_000 },
    ],
    jackpots: {
      j1: { name: 'Jackpot 1', minimum: 30 * ty, shareBp: 3600 },
      j2: { name: 'Jackpot 2', minimum: 3 * ty, shareBp: 400 },
    },
  },
};
export const VIETLOTT_GAMES = Object.keys(VIETLOTT) as VietlottGame[];
export const isVietlott = (game: string): game is VietlottGame => game in VIETLOTT;

/** A drawn result: the 6 main numbers ascending ("05"), Power's power number apart. */
export interface VietlottResult {
  format: VietlottGame;
  numbers: string[];
  bonus: string | null;
  /** the order the balls came out (the live draw shows them so) */
  order: string[];
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * Draws without replacement, like the machine: a partial Fisher–Yates shuffle of 1..max with
 * the provably fair RNG; the first 6 are the main numbers, Power's 7th is the power number.
 */
export function drawVietlott(rng: RandomSource, game: VietlottGame): VietlottResult {
  const r = VIETLOTT[game];
  const balls = Array.from({ length: r.max }, (_, i) => i + 1);
  const count = r.bonus ? 7 : 6;
  for (let i = 0; i < count; i++) {
    const j = i + rng.int(r.max - i);
    [balls[i], balls[j]] = [balls[j]!, balls[i]!];
  }
  const order = balls.slice(0, count).map(two);
  return {
    format: game,
    numbers: order.slice(0, 6).sort(),
    bonus: r.bonus ? order[6]! : null,
    order,
  };
}

/** A result is well formed for its game: 6 distinct numbers in range (and a distinct power number). */
export function checkVietlottResult(result: VietlottResult): string | null {
  const r = VIETLOTT[result.format];
  if (!r) return 'trò chơi không hợp lệ';
  const all = [...result.numbers, ...(r.bonus ? [result.bonus ?? ''] : [])];
  if (result.numbers.length !== 6) return 'cần đúng 6 số';
  if (!r.bonus && result.bonus !== null) return 'Mega 6/45 không có số đặc biệt';
  for (const n of all) {
    if (!/^\d{2}$/.test(n) || Number(n) < 1 || Number(n) > r.max) return `số ${n} không hợp lệ`;
  }
  if (new Set(all).size !== all.length) return 'các số bị trùng';
  return null;
}

const ZNumbers = z.array(z.string().regex(/^\d{2}$/, { error: 'Số chọn không hợp lệ' }), { error: 'Hãy chọn 6 số' });

/** A ticket: one line of 6 numbers, or a bao (system) ticket of 5 or 7–18 numbers (core/bao.ts). */
export const ZVietlottBet = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('pick6'),
      numbers: ZNumbers.length(6, { error: 'Hãy chọn đúng 6 số' }),
      units: z.literal(1, { error: 'Mỗi vé là một bộ số' }).default(1),
    }),
    z.object({
      type: z.literal('bao'),
      // bao 5, or bao 7 to bao 18 (checked against BAO_SIZES when parsed)
      numbers: ZNumbers.min(5, { error: 'Vé bao: chọn 5 số hoặc từ 7 đến 18 số' }).max(18, {
        error: 'Vé bao: chọn 5 số hoặc từ 7 đến 18 số',
      }),
      units: z.literal(1, { error: 'Mỗi vé là một bộ số' }).default(1),
    }),
  ],
  { error: 'Loại vé không hợp lệ' },
);
export type VietlottBet = z.infer<typeof ZVietlottBet>;

/** Parses a ticket for a game: distinct numbers of 1..max, kept ascending; a bao of 5 or 7–18 numbers. */
export function parseVietlottBet(
  game: VietlottGame,
  raw: unknown,
): { ok: true; bet: VietlottBet } | { ok: false; message: string } {
  const parsed = ZVietlottBet.safeParse(raw);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? 'Vé cược không hợp lệ' };
  const { max, name } = VIETLOTT[game];
  const numbers = parsed.data.numbers;
  if (parsed.data.type === 'bao' && !isBaoSize(numbers.length)) {
    return { ok: false, message: 'Vé bao: chọn 5 số hoặc từ 7 đến 18 số' };
  }
  if (numbers.some((n) => Number(n) < 1 || Number(n) > max)) {
    return { ok: false, message: `${name}: mỗi số từ 01 đến ${max}` };
  }
  if (new Set(numbers).size !== numbers.length) return { ok: false, message: 'Các số trong vé không được trùng nhau' };
  return { ok: true, bet: { ...parsed.data, numbers: [...numbers].sort() } };
}

/** What a ticket costs: one line, or every line of its bao. */
export const vietlottCost = (game: VietlottGame, bet: VietlottBet): number => baoCost(game, bet.numbers.length);

/** The tier a line wins (null: nothing) and the numbers it matched. */
export function vietlottTier(
  game: VietlottGame,
  numbers: readonly string[],
  result: VietlottResult,
): { tier: PrizeTier | null; matched: string[] } {
  const drawn = new Set(result.numbers);
  const matched = numbers.filter((n) => drawn.has(n));
  const bonusHit = result.bonus !== null && numbers.includes(result.bonus);
  const rule = VIETLOTT[game].tiers.find((t) => matched.length === t.match && (!t.bonus || bonusHit));
  return { tier: rule?.tier ?? null, matched };
}

/** What each jackpot winner of a draw gets: fixed once per draw from its pool (see the service). */
export type JackpotShares = Partial<Record<JackpotTier, number>>;

/**
 * A ticket's payout: every line it stands for (one, or all of a bao's) paid its tier, fixed
 * prizes from the table and jackpots at the share fixed for the draw; `tier` is its best tier.
 */
export function settleVietlott(
  game: VietlottGame,
  bet: VietlottBet,
  result: VietlottResult,
  shares: JackpotShares,
): { payout: number; tier: PrizeTier | null; matched: string[]; tiers: TierCounts } {
  const drawn = new Set(result.numbers);
  const matched = bet.numbers.filter((n) => drawn.has(n));
  const tiers = tierCounts(game, bet.numbers, result);
  let payout = 0;
  let tier: PrizeTier | null = null;
  for (const rule of VIETLOTT[game].tiers) {
    const n = tiers[rule.tier] ?? 0;
    if (!n) continue;
    tier ??= rule.tier;
    payout += n * (rule.prize ?? shares[rule.tier as JackpotTier] ?? 0);
  }
  return { payout, tier, matched, tiers };
}

export interface JackpotFix {
  /** the pool this draw paid from (carried amount + this draw's share of its stakes) */
  pool: number;
  winners: number;
  /** each winner's share (0 if none) */
  each: number;
  /** the pool carried to the next draw: the pool when nobody won, else the minimum plus the indivisible remainder */
  next: number;
}

/** The jackpot arithmetic of one draw for one tier: integer VND, nothing created or lost. */
export function fixJackpot(rule: JackpotRule, carried: number, stakes: number, winners: number): JackpotFix {
  const pool = carried + Math.floor((stakes * rule.shareBp) / 10_000);
  if (winners === 0) return { pool, winners, each: 0, next: pool };
  const each = Math.floor(pool / winners);
  return { pool, winners, each, next: rule.minimum + (pool - each * winners) };
}

/**
 * Exact odds of each tier for one line, by counting: of the C(max, 6) equally likely main
 * draws, C(6, m)·C(max−6, 6−m) share exactly m numbers with the line; for Power, given 5
 * matches the power number is uniform over the max−6 numbers outside the draw, one of which is
 * the line's sixth number.
 */
export function tierOdds(game: VietlottGame): Record<PrizeTier, { ways: number; total: number }> {
  const r = VIETLOTT[game];
  const total = choose(r.max, 6);
  const ways = (m: number) => choose(6, m) * choose(r.max - 6, 6 - m);
  const out = {} as Record<PrizeTier, { ways: number; total: number }>;
  for (const t of r.tiers) out[t.tier] = { ways: ways(t.match), total };
  if (r.bonus) {
    // ways(5) counts lines × outside numbers; the power number picks one outside number of max−6
    const five = ways(5);
    out.j2 = { ways: five / (r.max - 6), total };
    out.g1 = { ways: five - five / (r.max - 6), total };
  }
  return out;
}

/**
 * The published return to player of a line: the fixed prizes' part exactly (Σ P(tier)·prize /
 * ticket), and the jackpots' part as the share of stakes their pools receive (every VND of a
 * pool is paid to a winner in the end; the minimum the operator tops it up to is on top).
 */
export function vietlottRtp(game: VietlottGame): { fixed: number; jackpot: number; total: number } {
  const r = VIETLOTT[game];
  const odds = tierOdds(game);
  let fixed = 0;
  for (const t of r.tiers) if (t.prize) fixed += (odds[t.tier].ways / odds[t.tier].total) * t.prize;
  fixed /= r.ticketCost;
  const jackpot = Object.values(r.jackpots).reduce((s, j) => s + j.shareBp / 10_000, 0);
  const round = (x: number) => Math.round(x * 10_000) / 10_000;
  return { fixed: round(fixed), jackpot: round(jackpot), total: round(fixed + jackpot) };
}

const VN_OFFSET_MS = 7 * 3600_000;

/** The next `count` official draws (18:00 Vietnam time on the game's days) after `now`. */
export function vietlottOfficialTimes(game: VietlottGame, now: number, count: number): number[] {
  const out: number[] = [];
  const today = new Date(now + VN_OFFSET_MS);
  for (let d = 0; out.length < count && d < 14; d++) {
    const at = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + d, 18, 0) - VN_OFFSET_MS;
    if (at > now && VIETLOTT[game].weekdays.includes(new Date(at + VN_OFFSET_MS).getUTCDay())) out.push(at);
  }
  return out;
}
