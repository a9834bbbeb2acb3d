import { DEFAULT_MARGINS, MARKET_LABELS, MARKET_TYPES, type MarketType } from '@app/sportsbook';
import type { SandboxFeed, SportsSettings } from '@app/sportsbook/server';
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
    private readonly parts: () => { settings: SportsSettings; feed: SandboxFeed },
    private readonly admin: () => AdminService,
  ) {}

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
