import type { Region } from '../core/regions';
import type { DrawResult } from '../core/results';
import { parseMienBacFeed } from './xskt';

/**
 * Where official results come from. `sheet` answers the complete sheet of a region's province
 * for a Vietnam day, or null while it is not published yet (the draw loop asks again until the
 * draw's deadline, then cancels the draw and refunds its tickets).
 */
export interface ResultsSource {
  readonly name: string;
  /** whether this source publishes the region's results */
  covers(region: Region): boolean;
  sheet(region: Region, province: string, day: string): Promise<DrawResult | null>;
}

/** xskt.com.vn's RSS feed of Miền Bắc (one sheet a day, whichever province draws). */
export class XsktMienBacSource implements ResultsSource {
  readonly name = 'xskt.com.vn';

  constructor(
    private readonly url = 'https://xskt.com.vn/rss-feed/mien-bac-xsmb.rss',
    private readonly timeoutMs = 10_000,
  ) {}

  covers(region: Region): boolean {
    return region === 'bac';
  }

  async sheet(region: Region, _province: string, day: string): Promise<DrawResult | null> {
    if (region !== 'bac') return null;
    const res = await fetch(this.url, { signal: AbortSignal.timeout(this.timeoutMs) });
    if (!res.ok) throw new Error(`${this.name} answered HTTP ${res.status}`);
    return parseMienBacFeed(await res.text()).find((s) => s.day === day)?.result ?? null;
  }
}
