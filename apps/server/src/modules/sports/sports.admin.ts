import type { MatchOutcome } from '@app/sportsbook';
import { DEFAULT_MARGINS, MARKET_LABELS, MARKET_TYPES, type MarketType } from '@app/sportsbook';
import { type BetsService, type SandboxFeed, type SportsSettings, setStaffResult } from '@app/sportsbook/server';
import type pg from 'pg';
import { AppError } from '../../http/errors';
import type { AdminService, StaffActor } from '../admin/admin.service';

export interface MarginRow {
  market: MarketType;
  label: string;
  /** 0.05 = 5%: the house's share taken from the fair price */
  margin: number;
  defaultMargin: number;
}

/**
 * Staff settings of the built-in sportsbook (decision 089): margins per market type, written
 * through the sportsbook's own settings object (it runs in this process) and audited. The
 * sandbox's listed matches are priced again at once, so players see the new odds now.
 */
export class SportsAdmin {
  constructor(
    private readonly parts: () => { settings: SportsSettings; feed: SandboxFeed; bets: BetsService },
    private readonly admin: () => AdminService,
    private readonly pool: pg.Pool,
  ) {}

  /**
   * Sets or corrects a match's result (audited as `sports.result` with the outcome before and
   * after and the reason). Its bets settle on it; those already paid get the difference
   * ("điều chỉnh kết quả") at once rather than at the next settlement pass.
   */
  async setResult(fixtureId: string, outcome: MatchOutcome, reason: string, actor: StaffActor) {
    const done = await setStaffResult(this.pool, fixtureId, outcome);
    if (!done) throw new AppError(404, 'MATCH_NOT_FOUND', 'Trận đấu không tồn tại');
    await this.admin().audit(
      actor,
      'sports.result',
      { type: 'sports_fixture', id: fixtureId },
      { before: done.before, after: outcome, reason, legs: done.legs },
    );
    await this.parts().bets.recover();
    return { legs: done.legs };
  }

  async margins(): Promise<MarginRow[]> {
    const current = await this.parts().settings.margins();
    return MARKET_TYPES.map((market) => ({
      market,
      label: MARKET_LABELS[market],
      margin: current[market],
      defaultMargin: DEFAULT_MARGINS[market],
    }));
  }

  async setMargins(
    changes: Partial<Record<MarketType, number>>,
    actor: StaffActor,
  ): Promise<{ margins: MarginRow[]; repriced: number }> {
    const { settings, feed } = this.parts();
    const before = await settings.margins();
    await settings.set('margins', changes);
    const after = await settings.margins();
    const changed = MARKET_TYPES.filter((m) => before[m] !== after[m]);
    const repriced = changed.length > 0 ? await feed.reprice(after) : 0;
    await this.admin().audit(
      actor,
      'sports.margins',
      { type: 'sports_settings', id: 'margins' },
      {
        before: Object.fromEntries(changed.map((m) => [m, before[m]])),
        after: Object.fromEntries(changed.map((m) => [m, after[m]])),
        repriced,
      },
    );
    return { margins: await this.margins(), repriced };
  }
}
