import type { Region } from '../core/regions';
import type { DrawResult } from '../core/results';
import { parseMienBacFeed } from './xskt';
import { xsmbCsvSheet } from './xsmb-csv';

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

/**
 * The daily CSV recording of Miền Bắc results published on GitHub by
 * khiemdoan/vietnam-lottery-xsmb-analysis (`data/xsmb.csv`, crawled from xoso.com.vn by a daily
 * job, so it can lag the draw by hours: the draw waits for it up to its deadline). The file holds
 * every day since 2005; only its header and the asked day's row are parsed, and a malformed row
 * throws rather than settling on a wrong sheet.
 */
export class XsmbCsvSource implements ResultsSource {
  readonly name = 'xsmb.csv (khiemdoan/vietnam-lottery-xsmb-analysis)';

  constructor(
    private readonly url = 'https://raw.githubusercontent.com/khiemdoan/vietnam-lottery-xsmb-analysis/refs/heads/main/data/xsmb.csv',
    private readonly timeoutMs = 20_000,
  ) {}

  covers(region: Region): boolean {
    return region === 'bac';
  }

  async sheet(region: Region, _province: string, day: string): Promise<DrawResult | null> {
    if (region !== 'bac') return null;
    const res = await fetch(this.url, { signal: AbortSignal.timeout(this.timeoutMs) });
    if (!res.ok) throw new Error(`${this.name} answered HTTP ${res.status}`);
    return xsmbCsvSheet(await res.text(), day)?.result ?? null;
  }
}
