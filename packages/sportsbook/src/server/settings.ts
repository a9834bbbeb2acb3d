import type pg from 'pg';
import { z } from 'zod';
import { MARKET_TYPES, type MarketType } from '../markets';
import { DEFAULT_MARGINS } from '../model';

/** Stake limits and risk caps of the book, in VND. */
export interface SportsLimits {
  minStake: number;
  maxStake: number;
  /** the most one slip may pay back */
  maxPayout: number;
  /** the most open bets on one market of one match may pay back together */
  liabilityPerMarket: number;
}

export const DEFAULT_LIMITS: SportsLimits = {
  minStake: 10_000,
  maxStake: 50_000_000,
  maxPayout: 2_000_000_000,
  liabilityPerMarket: 500_000_000,
};

const vnd = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const ZLimits = z.object({ minStake: vnd, maxStake: vnd, maxPayout: vnd, liabilityPerMarket: vnd });
export const ZMargins = z.object(
  Object.fromEntries(MARKET_TYPES.map((m) => [m, z.number().min(0).max(0.5)])) as Record<MarketType, z.ZodNumber>,
);

/** Per market type stake and payout caps of one slip (below the book's `limits`). */
export type MarketLimits = Partial<Record<MarketType, { maxStake?: number; maxPayout?: number }>>;
/** Percentage points added to every market type's margin in a league (−0.05 … +0.15). */
export type LeagueMargins = Record<string, number>;
/** The margins a league's prices are made with. */
export type MarginBook = (league: string) => Record<MarketType, number>;

export const ZMarketLimits = z.partialRecord(
  z.enum(MARKET_TYPES),
  z.object({ maxStake: vnd.optional(), maxPayout: vnd.optional() }),
);
export const ZLeagueMargins = z.record(z.string().min(1).max(40), z.number().min(-0.05).max(0.15));

/** Base margins plus the league's extra points, never below zero. */
export function marginBook(base: Record<MarketType, number>, leagues: LeagueMargins): MarginBook {
  return (league) => {
    const extra = leagues[league] ?? 0;
    if (extra === 0) return base;
    return Object.fromEntries(MARKET_TYPES.map((m) => [m, Math.max(0, base[m] + extra)])) as Record<MarketType, number>;
  };
}

/** One set of margins for every league, or a book by league. */
export const asBook = (m: Record<MarketType, number> | MarginBook): MarginBook =>
  typeof m === 'function' ? m : () => m;

const CACHE_MS = 5000;
const KEYS = ['margins', 'limits', 'marketLimits', 'leagueMargins'] as const;
type Key = (typeof KEYS)[number];
const PARSERS = {
  margins: ZMargins.partial(),
  limits: ZLimits.partial(),
  marketLimits: ZMarketLimits,
  leagueMargins: ZLeagueMargins,
} as const;

/**
 * Staff settings in `sports_settings`: `margins` (per market type, 0.05 = 5%) and `limits`. A
 * missing or malformed row means the defaults; rows are read again every few seconds.
 */
export class SportsSettings {
  /** The settings changed on some instance: read them again on next use. */
  invalidate(): void {
    this.cache = null;
  }

  private cache: {
    at: number;
    margins: Record<MarketType, number>;
    limits: SportsLimits;
    marketLimits: MarketLimits;
    leagueMargins: LeagueMargins;
  } | null = null;

  constructor(private readonly pool: pg.Pool) {}

  private async load() {
    if (this.cache && Date.now() - this.cache.at < CACHE_MS) return this.cache;
    const { rows } = await this.pool.query<{ key: string; value: unknown }>(
      'SELECT key, value FROM sports_settings WHERE key = ANY($1::text[])',
      [KEYS],
    );
    const row = (k: string) => rows.find((r) => r.key === k)?.value;
    const margins = ZMargins.partial().safeParse(row('margins'));
    const limits = ZLimits.partial().safeParse(row('limits'));
    const marketLimits = ZMarketLimits.safeParse(row('marketLimits') ?? {});
    const leagueMargins = ZLeagueMargins.safeParse(row('leagueMargins') ?? {});
    this.cache = {
      at: Date.now(),
      margins: { ...DEFAULT_MARGINS, ...(margins.success ? margins.data : {}) },
      limits: { ...DEFAULT_LIMITS, ...(limits.success ? limits.data : {}) },
      marketLimits: marketLimits.success ? marketLimits.data : {},
      leagueMargins: leagueMargins.success ? leagueMargins.data : {},
    };
    return this.cache;
  }

  async margins(): Promise<Record<MarketType, number>> {
    return (await this.load()).margins;
  }

  async limits(): Promise<SportsLimits> {
    return (await this.load()).limits;
  }

  async marketLimits(): Promise<MarketLimits> {
    return (await this.load()).marketLimits;
  }

  async leagueMargins(): Promise<LeagueMargins> {
    return (await this.load()).leagueMargins;
  }

  /** The margins every league's prices are made with now. */
  async marginBook(): Promise<MarginBook> {
    const c = await this.load();
    return marginBook(c.margins, c.leagueMargins);
  }

  /**
   * Merges `value` into the row (a key set to null is removed, so a league or market type goes
   * back to the default). The row's change notification drops every instance's cache.
   */
  async set(key: Key, value: Record<string, unknown>): Promise<void> {
    const removed = Object.keys(value).filter((k) => value[k] === null);
    const kept = Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null));
    const parsed = PARSERS[key].parse(kept);
    await this.pool.query(
      `INSERT INTO sports_settings (key, value) VALUES ($1, $2)
       ON CONFLICT (key) DO UPDATE SET value = (sports_settings.value - $3::text[]) || excluded.value, updated_at = now()`,
      [key, JSON.stringify(parsed), removed],
    );
    this.cache = null;
  }
}
