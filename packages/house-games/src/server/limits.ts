import type pg from 'pg';
import { MAX_TABLE_STAKE, MIN_TABLE_STAKE } from '../games/types';
import { HouseError } from './house.service';

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
  { code: 'bac1', game: 'baccarat_live', name: 'Baccarat trực tiếp — bàn 1', spots: 5 },
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

const vnd = (n: number) => `${n.toLocaleString('vi-VN')} VND`;

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
export function checkLimits(l: TableLimits, stakes: number[], placedThisRound: number): void {
  for (const s of stakes) {
    if (s < l.spotMin) throw limitError(`Mức cược mỗi cửa tối thiểu là ${vnd(l.spotMin)}`, l);
    if (s > l.spotMax) throw limitError(`Mức cược mỗi cửa tối đa là ${vnd(l.spotMax)}`, l);
  }
  const total = stakes.reduce((a, b) => a + b, 0);
  if (total < l.roundMin) throw limitError(`Tổng cược mỗi ván tối thiểu là ${vnd(l.roundMin)}`, l);
  if (placedThisRound + total > l.roundMax) {
    throw limitError(
      placedThisRound > 0
        ? `Tổng cược mỗi ván tối đa là ${vnd(l.roundMax)} (bạn đã đặt ${vnd(placedThisRound)} ở ván này)`
        : `Tổng cược mỗi ván tối đa là ${vnd(l.roundMax)}`,
      l,
    );
  }
}

const limitError = (message: string, limits: TableLimits) => new HouseError(400, 'TABLE_LIMIT', message, { limits });

/**
 * The shared tables' limits as stored in the house games' own table `house_table_limits`. Read
 * inside the bet's transaction (one primary-key row), so a change applies to the next bet on
 * every instance with no cache to drop.
 */
export class TableLimitsStore {
  constructor(private readonly pool: pg.Pool) {}

  async get(table: SharedTableCode, on: Pick<pg.PoolClient, 'query'> = this.pool): Promise<TableLimits> {
    const { rows } = await on.query<TableLimits>(
      `SELECT spot_min::float8 AS "spotMin", spot_max::float8 AS "spotMax", round_min::float8 AS "roundMin",
              round_max::float8 AS "roundMax" FROM house_table_limits WHERE table_code = $1`,
      [table],
    );
    return rows[0] ?? { ...DEFAULT_TABLE_LIMITS };
  }

  async all(): Promise<Record<SharedTableCode, TableLimits>> {
    const out = {} as Record<SharedTableCode, TableLimits>;
    for (const t of SHARED_TABLES) out[t.code] = await this.get(t.code);
    return out;
  }

  /** Stores a table's limits (the caller audits); refuses inconsistent ones with a 400. */
  async set(table: SharedTableCode, l: TableLimits): Promise<TableLimits> {
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
