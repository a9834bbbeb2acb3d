import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatMarketOdds,
  formatOdds,
  fromDecimal,
  MAX_ODDS,
  MIN_ODDS,
  ODDS_FORMATS,
  toDecimal,
  withMargin,
} from './odds';
// @ts-expect-error plain browser JS without types: the screen's own copy of the display rule
import * as screen from './ui/sports.format.js';

const MARKETS = ['1x2', 'ht1x2', 'btts', 'cs', 'ah', 'ou', 'htah', 'htou'];

describe('odds formats', () => {
  it('should convert decimal odds to Hong Kong, Malay and Indonesian prices', () => {
    // 1.80: HK 0.80, Malay 0.80, Indo -1.25
    expect(fromDecimal(1800, 'hongkong')).toBe(0.8);
    expect(fromDecimal(1800, 'malay')).toBe(0.8);
    expect(fromDecimal(1800, 'indo')).toBe(-1.25);
    // 2.50: HK 1.50, Malay -0.67 (-1/1.5), Indo 1.50
    expect(fromDecimal(2500, 'hongkong')).toBe(1.5);
    expect(fromDecimal(2500, 'malay')).toBe(-0.67);
    expect(fromDecimal(2500, 'indo')).toBe(1.5);
    // 2.00 is even money in every format
    expect(fromDecimal(2000, 'malay')).toBe(1);
    expect(fromDecimal(2000, 'indo')).toBe(1);
    expect(formatOdds(1950, 'decimal')).toBe('1.95');
    expect(formatOdds(1950, 'malay')).toBe('0.95');
    expect(formatOdds(1950, 'indo')).toBe('-1.05');
  });

  it('should show 1X2, both-score and correct-score prices in decimal whatever the format, goal lines in it', () => {
    // a correct score at 101.00 in Malay would read -0.01, at 501.00 "-0.00": never shown so
    for (const format of ['decimal', 'malay', 'hongkong', 'indo'] as const) {
      expect(formatMarketOdds(101_000, 'cs', format)).toBe('101.00');
      expect(formatMarketOdds(501_000, 'cs::4-4', format)).toBe('501.00');
      expect(formatMarketOdds(2500, '1x2', format)).toBe('2.50');
      expect(formatMarketOdds(1060, 'ht1x2::home', format)).toBe('1.06');
      expect(formatMarketOdds(1900, 'btts::yes', format)).toBe('1.90');
    }
    expect(formatMarketOdds(2500, 'ah:-0.75:home', 'malay')).toBe('-0.67');
    expect(formatMarketOdds(1950, 'ou:2.5:over', 'indo')).toBe('-1.05');
    expect(formatMarketOdds(1950, 'htah', 'hongkong')).toBe('0.95');
    expect(formatMarketOdds(1950, 'htou', 'decimal')).toBe('1.95');
  });

  it('should price every market on the screen exactly as the server does, and never a long shot as 0.00 or a negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: MIN_ODDS / 10, max: MAX_ODDS / 10 }).map((x) => x * 10),
        fc.constantFrom(...MARKETS),
        fc.constantFrom(...ODDS_FORMATS),
        (odds, market, format) => {
          const shown = formatMarketOdds(odds, market, format);
          expect(screen.odds(odds, market, format)).toBe(shown);
          expect(screen.odds(odds, `${market}:1.5:home`, format)).toBe(
            formatMarketOdds(odds, `${market}:1.5:home`, format),
          );
          if (!['ah', 'ou', 'htah', 'htou'].includes(market)) {
            // decimal: the price itself, at least 1.01
            expect(shown).toBe((odds / 1000).toFixed(2));
            expect(Number(shown)).toBeGreaterThanOrEqual(1.01);
          }
        },
      ),
    );
  });

  it('should convert every format back to decimal', () => {
    expect(toDecimal(0.8, 'malay')).toBe(1800);
    expect(toDecimal(-0.5, 'malay')).toBe(3000);
    expect(toDecimal(-1.25, 'indo')).toBe(1800);
    expect(toDecimal(1.5, 'indo')).toBe(2500);
    expect(toDecimal(0.95, 'hongkong')).toBe(1950);
    expect(toDecimal(1.95, 'decimal')).toBe(1950);
    for (const odds of [1010, 1500, 1950, 2000, 2100, 3400, 12_000]) {
      for (const f of ['decimal', 'hongkong'] as const) expect(toDecimal(fromDecimal(odds, f), f)).toBe(odds);
    }
    expect(() => toDecimal(1.5, 'malay')).toThrow(RangeError);
    expect(() => toDecimal(0.5, 'indo')).toThrow(RangeError);
  });

  it('should take the margin off a fair price, rounding down to 0.01 and never below 1.01 nor above 501.00', () => {
    // fair 2.00 with 4%: 2 / 1.04 = 1.923… -> 1.92
    expect(withMargin(2, 0.04)).toBe(1920);
    // fair 3.00 with 6%: 2.830… -> 2.83
    expect(withMargin(3, 0.06)).toBe(2830);
    expect(withMargin(1.005, 0.05)).toBe(1010);
    expect(withMargin(2000, 0.05)).toBe(501_000);
  });
});
