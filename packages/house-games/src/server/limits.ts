import type pg from 'pg';
import { BACCARAT_SPOTS } from '../games/baccarat';
import { BAUCUA_SPOTS } from '../games/baucua';
import { STAKE_CHI } from '../games/maubinh';
import { RONGHO_SPOTS } from '../games/rongho';
import { ROULETTE_SPOTS } from '../games/roulette';
import { SICBO_SPOTS } from '../games/sicbo';
import { TAIXIU_SPOTS } from '../games/taixiu';
import { MAX_TABLE_STAKE, MIN_TABLE_STAKE, type TableBet } from '../games/types';
import { XOCDIA_SPOTS } from '../games/xocdia';
import { HouseError, houseError } from './house-error';

/** Stake limits of a shared table, in VND (decision 108). */
export interface TableLimits {
  /** each bet spot (side) of a bet */
  spotMin: number;
  spotMax: number;
  /** a bet's total (minimum) and a player's total over one round (maximum) */
  roundMin: number;
  roundMax: number;
}

/** The shared-schedule tables whose limits staff set: the live baccarat table and the cockfights. */
export const SHARED_TABLES = [
  { code: 'bac1', game: 'baccarat_live', name: 'Baccarat bàn chung — bàn 1', spots: 5 },
  { code: 'cockfight', game: 'cockfight', name: 'Đá gà', spots: 3 },
] as const;
export type SharedTableCode = (typeof SHARED_TABLES)[number]['code'];
export const SHARED_TABLE_CODES = SHARED_TABLES.map((t) => t.code) as [SharedTableCode, ...SharedTableCode[]];

/** Today's limits of every table until staff set others: the table stakes' own bounds, no round cap below them. */
export const DEFAULT_TABLE_LIMITS: TableLimits = {
  spotMin: MIN_TABLE_STAKE,
  spotMax: MAX_TABLE_STAKE,
  roundMin: MIN_TABLE_STAKE,
  roundMax: 5 * MAX_TABLE_STAKE,
};

/** What a bet of a per-player game puts on its spots, and the round's total at the bet (or deal). */
export interface RoundStakes {
  spots: number[];
  total: number;
}

/**
 * The per-player house tables whose limits staff set (decision 118), keyed by game code. Every
 * round is the player's own, so the round is the one bet (or the deal of a card game: the later
 * decisions that stake more, such as a double or the play bet, follow from the deal).
 */
interface GameTableDef {
  code: string;
  /** what one "spot" is on this game, for staff */
  spot: string;
  /** the most spots one bet holds, and what the round stakes per unit on a spot (Mậu Binh: 12 chi) */
  spots: number;
  perSpot?: number;
  stakes(bet: unknown): RoundStakes;
}

const onSpots = (bet: unknown): RoundStakes => {
  const spots = (bet as TableBet<string>).bets.map((b) => b.amount);
  return { spots, total: spots.reduce((a, b) => a + b, 0) };
};
const board = <C extends string>(code: C, spots: readonly string[]) => ({
  code,
  spot: 'từng cửa trên bàn cược',
  spots: spots.length,
  stakes: onSpots,
});
const hand = <C extends string>(code: C) => ({
  code,
  spot: 'tiền cược tay bài',
  spots: 1,
  stakes: (bet: unknown): RoundStakes => {
    const amount = (bet as { amount: number }).amount;
    return { spots: [amount], total: amount };
  },
});

const GAME_TABLE_DEFS = [
  board('taixiu', TAIXIU_SPOTS),
  board('xocdia', XOCDIA_SPOTS),
  board('baucua', BAUCUA_SPOTS),
  board('rongho', RONGHO_SPOTS),
  board('sicbo', SICBO_SPOTS),
  board('roulette', ROULETTE_SPOTS),
  board('baccarat', BACCARAT_SPOTS),
  board('baccarat_nc', BACCARAT_SPOTS),
  hand('blackjack'),
  hand('xidach'),
  {
    code: 'threecard',
    spot: 'cược Ante, cược Pair Plus',
    spots: 2,
    stakes: (bet) => {
      const { ante, pairPlus } = bet as { ante: number; pairPlus: number };
      return { spots: pairPlus > 0 ? [ante, pairPlus] : [ante], total: ante + pairPlus };
    },
  },
  {
    code: 'maubinh',
    spot: `tiền một chi (ván đặt ${STAKE_CHI} chi)`,
    spots: 1,
    perSpot: STAKE_CHI,
    stakes: (bet) => {
      const chi = (bet as { chi: number }).chi;
      return { spots: [chi], total: STAKE_CHI * chi };
    },
  },
] as const satisfies readonly GameTableDef[];

export type GameTableCode = (typeof GAME_TABLE_DEFS)[number]['code'];
export interface GameTable extends GameTableDef {
  code: GameTableCode;
  /** today's bounds: any spot within the table stakes, every spot at once (seeded by the migration) */
  defaults: TableLimits;
}

export const GAME_TABLES: readonly GameTable[] = GAME_TABLE_DEFS.map((d: GameTableDef & { code: GameTableCode }) => ({
  ...d,
  defaults: {
    spotMin: MIN_TABLE_STAKE,
    spotMax: MAX_TABLE_STAKE,
    roundMin: MIN_TABLE_STAKE,
    roundMax: d.spots * MAX_TABLE_STAKE * (d.perSpot ?? 1),
  },
}));
export const GAME_TABLE_CODES = GAME_TABLES.map((t) => t.code) as [GameTableCode, ...GameTableCode[]];

/** Every table whose limits staff set: the shared tables and the per-player games. */
export type LimitedTableCode = SharedTableCode | GameTableCode;
export const LIMITED_TABLE_CODES = [...SHARED_TABLE_CODES, ...GAME_TABLE_CODES] as [
  LimitedTableCode,
  ...LimitedTableCode[],
];

export const gameTable = (code: string): GameTable | undefined => GAME_TABLES.find((t) => t.code === code);

/** The limits a table plays with until staff set others. */
export function defaultLimitsOf(table: LimitedTableCode): TableLimits {
  return { ...(gameTable(table)?.defaults ?? DEFAULT_TABLE_LIMITS) };
}

const vnd = (n: number) => `${n.toLocaleString('en-US')} VND`;

/** Why limits cannot be stored (Vietnamese, for staff), or null when they are consistent. */
export function limitsProblem(l: TableLimits): string | null {
  const all = [l.spotMin, l.spotMax, l.roundMin, l.roundMax];
  if (all.some((v) => !Number.isSafeInteger(v) || v % 1000 !== 0)) return 'Các mức cược phải là bội số của 1.000 VND';
  if (l.spotMin < MIN_TABLE_STAKE) return `Mức cược tối thiểu mỗi cửa không thấp hơn ${vnd(MIN_TABLE_STAKE)}`;
  if (l.spotMax > MAX_TABLE_STAKE) return `Mức cược tối đa mỗi cửa không vượt quá ${vnd(MAX_TABLE_STAKE)}`;
  if (l.spotMin > l.spotMax) return 'Mức tối thiểu mỗi cửa phải nhỏ hơn hoặc bằng mức tối đa';
  if (l.roundMin < l.spotMin) return 'Tổng cược tối thiểu mỗi ván không thấp hơn mức tối thiểu mỗi cửa';
  if (l.roundMin > l.roundMax) return 'Tổng cược tối thiểu mỗi ván phải nhỏ hơn hoặc bằng mức tối đa';
  if (l.spotMax > l.roundMax) return 'Tổng cược tối đa mỗi ván không thấp hơn mức tối đa mỗi cửa';
  return null;
}

/**
 * Refuses a bet outside the table's limits (before any money moves): each spot, the bet's
 * total, and the player's total on the round with what they already placed.
 */
export function checkLimits(
  l: TableLimits,
  stakes: number[],
  placedThisRound: number,
  total = stakes.reduce((a, b) => a + b, 0),
): void {
  for (const s of stakes) {
    if (s < l.spotMin) throw limitError('errors.spotMin', { amount: vnd(l.spotMin) }, l);
    if (s > l.spotMax) throw limitError('errors.spotMax', { amount: vnd(l.spotMax) }, l);
  }
  if (total < l.roundMin) throw limitError('errors.roundMin', { amount: vnd(l.roundMin) }, l);
  if (placedThisRound + total > l.roundMax) {
    throw placedThisRound > 0
      ? limitError('errors.roundMaxPlaced', { amount: vnd(l.roundMax), placed: vnd(placedThisRound) }, l)
      : limitError('errors.roundMax', { amount: vnd(l.roundMax) }, l);
  }
}

const limitError = (key: string, params: Record<string, unknown>, limits: TableLimits) =>
  houseError(400, 'TABLE_LIMIT', key, params, { limits });

/**
 * Refuses a per-player game's bet (or deal) outside its limits; games without staff limits
 * (slot, keno, fish) pass. Call it inside the bet's transaction, before the wallet is asked.
 */
export async function checkGameLimits(
  store: TableLimitsStore,
  on: Pick<pg.PoolClient, 'query'>,
  game: string,
  bet: unknown,
): Promise<void> {
  const table = gameTable(game);
  if (!table) return;
  const { spots, total } = table.stakes(bet);
  checkLimits(await store.get(table.code, on), spots, 0, total);
}

/**
 * Every table's limits as stored in the house games' own table `house_table_limits` (a row per
 * shared table code or per-player game code). Read
 * inside the bet's transaction (one primary-key row), so a change applies to the next bet on
 * every instance with no cache to drop.
 */
export class TableLimitsStore {
  constructor(private readonly pool: pg.Pool) {}

  async get(table: LimitedTableCode, on: Pick<pg.PoolClient, 'query'> = this.pool): Promise<TableLimits> {
    const { rows } = await on.query<TableLimits>(
      `SELECT spot_min::float8 AS "spotMin", spot_max::float8 AS "spotMax", round_min::float8 AS "roundMin",
              round_max::float8 AS "roundMax" FROM house_table_limits WHERE table_code = $1`,
      [table],
    );
    return rows[0] ?? defaultLimitsOf(table);
  }

  async all(): Promise<Record<LimitedTableCode, TableLimits>> {
    const { rows } = await this.pool.query<TableLimits & { code: string }>(
      `SELECT table_code AS code, spot_min::float8 AS "spotMin", spot_max::float8 AS "spotMax",
              round_min::float8 AS "roundMin", round_max::float8 AS "roundMax" FROM house_table_limits`,
    );
    const out = {} as Record<LimitedTableCode, TableLimits>;
    for (const code of LIMITED_TABLE_CODES) {
      const row = rows.find((r) => r.code === code);
      out[code] = row
        ? { spotMin: row.spotMin, spotMax: row.spotMax, roundMin: row.roundMin, roundMax: row.roundMax }
        : defaultLimitsOf(code);
    }
    return out;
  }

  /** Stores a table's limits (the caller audits); refuses inconsistent ones with a 400. */
  async set(table: LimitedTableCode, l: TableLimits): Promise<TableLimits> {
    const problem = limitsProblem(l);
    if (problem) throw new HouseError(400, 'TABLE_LIMITS_INVALID', problem);
    await this.pool.query(
      `INSERT INTO house_table_limits (table_code, spot_min, spot_max, round_min, round_max) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (table_code) DO UPDATE SET spot_min = EXCLUDED.spot_min, spot_max = EXCLUDED.spot_max,
         round_min = EXCLUDED.round_min, round_max = EXCLUDED.round_max, updated_at = now()`,
      [table, l.spotMin, l.spotMax, l.roundMin, l.roundMax],
    );
    return this.get(table);
  }
}
