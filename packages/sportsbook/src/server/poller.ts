import type pg from 'pg';
import { FOOTBALL_DATA_LEAGUES, parseFootballData } from '../feeds/football-data';
import { ODDS_API_LEAGUES, parseOddsApi } from '../feeds/the-odds-api';
import type { MarketType } from '../markets';
import { importFeed } from './importer';
import type { MarginBook } from './settings';

/**
 * A real feed, when one is configured (`SPORTS_FEED=real`; the sandbox stays the default):
 * football-data.org v4 for fixtures, live scores and results, The Odds API v4 for prices.
 */
export interface RealFeedConfig {
  footballData: { baseUrl: string; token: string; competitions: string[] };
  odds: { baseUrl: string; apiKey: string; sports: string[]; bookmaker: string; regions: string };
  /** between polls while all is well */
  everyMs: number;
  /** the longest wait after errors (the wait doubles from `everyMs` on each failed poll) */
  maxBackoffMs: number;
  /** prices older than this are suspended: no bet is taken on them */
  staleMs: number;
  timeoutMs: number;
}

const num = (v: string | undefined, fallback: number, min: number, max: number) => {
  const n = Number(v ?? fallback);
  return Number.isFinite(n) && n >= min && n <= max ? n : fallback;
};
const list = (v: string | undefined, fallback: string[]) =>
  v
    ? v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : fallback;

/** The real feed's settings from the environment, or null for the sandbox (the default). */
export function realFeedConfig(env: Record<string, string | undefined> = process.env): RealFeedConfig | null {
  if (env.SPORTS_FEED !== 'real') return null;
  const token = env.SPORTS_FOOTBALL_DATA_TOKEN ?? '';
  const apiKey = env.SPORTS_ODDS_API_KEY ?? '';
  if (!token || !apiKey) {
    throw new Error('SPORTS_FEED=real needs SPORTS_FOOTBALL_DATA_TOKEN and SPORTS_ODDS_API_KEY');
  }
  const everyMs = num(env.SPORTS_FEED_POLL_MS, 60_000, 1_000, 3_600_000);
  return {
    footballData: {
      baseUrl: env.SPORTS_FOOTBALL_DATA_URL ?? 'https://api.football-data.org',
      token,
      competitions: list(env.SPORTS_FOOTBALL_DATA_COMPETITIONS, Object.keys(FOOTBALL_DATA_LEAGUES)),
    },
    odds: {
      baseUrl: env.SPORTS_ODDS_API_URL ?? 'https://api.the-odds-api.com',
      apiKey,
      sports: list(env.SPORTS_ODDS_API_SPORTS, Object.keys(ODDS_API_LEAGUES)),
      bookmaker: env.SPORTS_ODDS_BOOKMAKER ?? 'pinnacle',
      regions: env.SPORTS_ODDS_REGIONS ?? 'eu',
    },
    everyMs,
    maxBackoffMs: num(env.SPORTS_FEED_MAX_BACKOFF_MS, 15 * 60_000, everyMs, 86_400_000),
    staleMs: num(env.SPORTS_FEED_STALE_MS, 5 * 60_000, 10_000, 86_400_000),
    timeoutMs: 15_000,
  };
}

export class FeedHttpError extends Error {
  constructor(
    readonly url: string,
    readonly status: number,
  ) {
    super(`feed answered HTTP ${status}`);
  }
}

/**
 * Polls the real feed on a schedule and stores what it says (importFeed). A failed poll (network,
 * HTTP error, a body not in the published format) doubles the wait up to `maxBackoffMs`; the
 * first good poll goes back to `everyMs`. After every poll, prices not refreshed for `staleMs`
 * are suspended (the markets emptied), so a feed that stops updating takes no more bets; the
 * bet slip also refuses them on its own (BetsService, `staleOddsMs`), should the poller be down.
 */
export class FeedPoller {
  private timer: NodeJS.Timeout | null = null;
  private failures = 0;
  private stopped = true;

  constructor(
    private readonly pool: pg.Pool,
    private readonly config: RealFeedConfig,
    private readonly margins: () => Promise<Record<MarketType, number> | MarginBook>,
    private readonly onResults: () => void,
    private readonly log: { warn(o: object, m?: string): void },
  ) {}

  start(): void {
    this.stopped = false;
    void this.loop();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** The wait before the next poll: `everyMs`, doubled for each failed poll in a row, capped. */
  nextDelayMs(): number {
    return Math.min(this.config.everyMs * 2 ** Math.min(this.failures, 30), this.config.maxBackoffMs);
  }

  private async loop(): Promise<void> {
    if (this.stopped) return;
    await this.poll(new Date());
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.loop(), this.nextDelayMs());
    this.timer.unref();
  }

  /**
   * One poll: fixtures and results, then prices, then suspension of stale prices. Answers what
   * was stored, or the error (after counting it towards the backoff).
   */
  async poll(
    now: Date,
  ): Promise<
    | { ok: true; fixtures: number; priced: number; resulted: number; suspended: number }
    | { ok: false; error: string; suspended: number }
  > {
    try {
      const fd = this.config.footballData;
      const fixtures = [];
      for (const code of fd.competitions) {
        const url = `${fd.baseUrl}/v4/competitions/${encodeURIComponent(code)}/matches?dateFrom=${day(now, -2)}&dateTo=${day(now, 7)}`;
        fixtures.push(...parseFootballData(await this.get(url, { 'X-Auth-Token': fd.token })));
      }
      const o = this.config.odds;
      const odds = [];
      for (const sport of o.sports) {
        const q = new URLSearchParams({
          apiKey: o.apiKey,
          regions: o.regions,
          markets: 'h2h,spreads,totals',
          oddsFormat: 'decimal',
          bookmakers: o.bookmaker,
        });
        odds.push(
          ...parseOddsApi(await this.get(`${o.baseUrl}/v4/sports/${encodeURIComponent(sport)}/odds?${q}`), o.bookmaker),
        );
      }
      const stored = await importFeed(this.pool, { fixtures, odds, margins: await this.margins() });
      this.failures = 0;
      if (stored.resulted > 0) this.onResults();
      return { ok: true, ...stored, suspended: await this.suspendStale(now) };
    } catch (err) {
      this.failures++;
      const error = err instanceof Error ? err.message : String(err);
      this.log.warn({ err: error, failures: this.failures, retryInMs: this.nextDelayMs() }, 'sports feed: poll failed');
      return { ok: false, error, suspended: await this.suspendStale(now) };
    }
  }

  /** Empties the markets of real-feed matches whose prices are older than `staleMs`. */
  async suspendStale(now: Date): Promise<number> {
    const { rowCount } = await this.pool.query(
      `UPDATE sports_fixtures SET markets = '[]', odds_version = odds_version + 1
        WHERE source <> 'sandbox' AND status IN ('scheduled', 'live') AND markets <> '[]'::jsonb
          AND odds_updated_at < $1`,
      [new Date(now.getTime() - this.config.staleMs)],
    );
    return rowCount ?? 0;
  }

  private async get(url: string, headers: Record<string, string> = {}): Promise<unknown> {
    const res = await fetch(url, { headers, signal: AbortSignal.timeout(this.config.timeoutMs) });
    if (!res.ok) throw new FeedHttpError(url.replace(/apiKey=[^&]*/, 'apiKey=…'), res.status);
    return res.json();
  }
}

const day = (now: Date, offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
