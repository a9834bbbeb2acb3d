import * as platform from '@app/contract/format';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumber, formatRate, formatVnd } from './number-format';

describe('number format of the built-in providers', () => {
  it('should write figures as the platform does: en-US grouping, a decimal point, at most 2 decimals', () => {
    expect(formatNumber(1_000_000)).toBe('1,000,000');
    expect(formatNumber(0.96)).toBe('0.96');
    expect(formatNumber(2.8)).toBe('2.8');
    expect(formatNumber(9.5)).toBe('9.5');
    expect(formatVnd(50_000)).toBe('50,000 VND');
    expect(formatRate(0.96524)).toBe('96.52%');
  });

  it('should agree with @app/contract/format for every amount and odds value', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -1e12, max: 1e12 }), fc.double({ min: -1e9, max: 1e9, noNaN: true })),
        (n) => {
          expect(formatNumber(n)).toBe(platform.formatNumber(n));
          expect(formatVnd(n)).toBe(platform.formatVnd(n));
        },
      ),
    );
  });
});
