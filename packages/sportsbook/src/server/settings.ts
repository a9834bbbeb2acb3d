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

const CACHE_MS = 5000;

/**
 * Staff settings in `sports_settings`: `margins` (per market type, 0.05 = 5%) and `limits`. A
 * missing or malformed row means the defaults; rows are read again every few seconds.
 */
export class SportsSettings {
  /** The settings changed on some instance: read them again on next use. */
  invalidate(): void {
    this.cache = null;
  }

  private cache: { at: number; margins: Record<MarketType, number>; limits: SportsLimits } | null = null;

  constructor(private readonly pool: pg.Pool) {}

  private async load() {
    if (this.cache && Date.now() - this.cache.at < CACHE_MS) return this.cache;
    const { rows } = await this.pool.query<{ key: string; value: unknown }>(
      `SELECT key, value FROM sports_settings WHERE key IN ('margins', 'limits')`,
    );
    const row = (k: string) => rows.find((r) => r.key === k)?.value;
    const margins = ZMargins.partial().safeParse(row('margins'));
    const limits = ZLimits.partial().safeParse(row('limits'));
    this.cache = {
      at: Date.now(),
      margins: { ...DEFAULT_MARGINS, ...(margins.success ? margins.data : {}) },
      limits: { ...DEFAULT_LIMITS, ...(limits.success ? limits.data : {}) },
    };
    return this.cache;
  }

  async margins(): Promise<Record<MarketType, number>> {
    return (await this.load()).margins;
  }

  async limits(): Promise<SportsLimits> {
    return (await this.load()).limits;
  }

  async set(key: 'margins' | 'limits', value: Partial<Record<string, number>>): Promise<void> {
    const parsed = key === 'margins' ? ZMargins.partial().parse(value) : ZLimits.partial().parse(value);
    await this.pool.query(
      `INSERT INTO sports_settings (key, value) VALUES ($1, $2)
       ON CONFLICT (key) DO UPDATE SET value = sports_settings.value || excluded.value, updated_at = now()`,
      [key, JSON.stringify(parsed)],
    );
    this.cache = null;
  }
}
