import type { TStaffTableLimits, TTableLimits } from '@app/contract';
import {
  DEFAULT_TABLE_LIMITS,
  limitsProblem,
  SHARED_TABLES,
  type SharedTableCode,
  type TableLimitsStore,
} from '@app/house-games/server';
import { AppError } from '../../http/errors';
import type { AdminService, StaffActor } from '../admin/admin.service';

/**
 * Staff settings of the house's shared tables (decision 108): stake limits per bet spot and per
 * round, written through the house games' own store (the house games run in this process; like
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
    const all = await this.store().all();
    return SHARED_TABLES.map((t) => ({
      table: t.code,
      game: t.game,
      name: t.name,
      limits: all[t.code],
      defaults: DEFAULT_TABLE_LIMITS,
    }));
  }

  async set(table: SharedTableCode, limits: TTableLimits, actor: StaffActor): Promise<TStaffTableLimits> {
    const problem = limitsProblem(limits);
    if (problem) throw new AppError(400, 'TABLE_LIMITS_INVALID', problem);
    const before = await this.store().get(table);
    const after = await this.store().set(table, limits);
    await this.admin().audit(actor, 'house.table_limits', { type: 'house_table', id: table }, { before, after });
    return (await this.list()).find((t) => t.table === table)!;
  }
}
