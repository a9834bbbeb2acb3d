import type { TStaffTableLimits, TTableLimits } from '@app/contract';
import { HOUSE_GAMES } from '@app/house-games';
import {
  DEFAULT_TABLE_LIMITS,
  GAME_TABLES,
  type LimitedTableCode,
  limitsProblem,
  SHARED_TABLES,
  type TableLimitsStore,
} from '@app/house-games/server';
import { AppError } from '../../http/errors';
import type { AdminService, StaffActor } from '../admin/admin.service';

/**
 * Staff settings of the house's tables (decision 108, and per-player games decision 118): stake
 * limits per bet spot and per round, written through the house games' own store (the house games run in this process; like
 * the sportsbook's margins, decision 090, this becomes an HTTP call if they ever run apart) and
 * audited. The house game server checks every bet against the stored row; its table screen
 * shows the same row.
 */
export class TableLimitsAdmin {
  constructor(
    private readonly store: () => TableLimitsStore,
    private readonly admin: () => AdminService,
  ) {}

  async list(): Promise<TStaffTableLimits[]> {
    const all: Record<string, TTableLimits> = await this.store().all();
    return [
      ...SHARED_TABLES.map((t) => ({
        table: t.code,
        game: t.game,
        name: t.name,
        shared: true,
        spot: 'từng cửa trên bàn cược',
        limits: all[t.code]!,
        defaults: DEFAULT_TABLE_LIMITS,
      })),
      // the per-player tables (decision 118): one row per game code
      ...GAME_TABLES.map((t) => ({
        table: t.code,
        game: t.code,
        name: HOUSE_GAMES[t.code].name,
        shared: false,
        spot: t.spot,
        limits: all[t.code]!,
        defaults: t.defaults,
      })),
    ];
  }

  async set(table: LimitedTableCode, limits: TTableLimits, actor: StaffActor): Promise<TStaffTableLimits> {
    const problem = limitsProblem(limits);
    if (problem) throw new AppError(400, 'TABLE_LIMITS_INVALID', problem);
    const before = await this.store().get(table);
    const after = await this.store().set(table, limits);
    await this.admin().audit(actor, 'house.table_limits', { type: 'house_table', id: table }, { before, after });
    return (await this.list()).find((t) => t.table === table)!;
  }
}
