import { describe, expect, it } from 'vitest';
import { formatJackpotShort } from './jackpot-format';

describe('formatJackpotShort', () => {
  it('should leave amounts below a thousand whole', () => {
    expect(formatJackpotShort(0)).toBe('0');
    expect(formatJackpotShort(999)).toBe('999');
    expect(formatJackpotShort(998.2)).toBe('999');
  });

  it('should abbreviate to k, tr and tỷ at each unit exactly', () => {
    expect(formatJackpotShort(1000)).toBe('1k');
    expect(formatJackpotShort(1_000_000)).toBe('1tr');
    expect(formatJackpotShort(1_000_000_000)).toBe('1tỷ');
    expect(formatJackpotShort(1.5e9)).toBe('1.5tỷ');
    expect(formatJackpotShort(2_500_000_000)).toBe('2.5tỷ');
  });

  it('should round up, never down', () => {
    expect(formatJackpotShort(1001)).toBe('1.01k');
    expect(formatJackpotShort(1_000_001)).toBe('1.01tr');
    expect(formatJackpotShort(1_234_000)).toBe('1.24tr');
    expect(formatJackpotShort(1_230_000)).toBe('1.23tr');
    // One đồng over a billion is still over: floating point would have lost it.
    expect(formatJackpotShort(1_000_000_001)).toBe('1.01tỷ');
    expect(formatJackpotShort(1_100_000_000)).toBe('1.1tỷ');
  });

  it('should carry into the next unit instead of showing 1,000 of the smaller one', () => {
    expect(formatJackpotShort(999_999)).toBe('1tr');
    expect(formatJackpotShort(999_991)).toBe('1tr');
    expect(formatJackpotShort(999_990)).toBe('999.99k');
    expect(formatJackpotShort(999_999_999)).toBe('1tỷ');
  });

  it('should group thousands of billions the en-US way', () => {
    expect(formatJackpotShort(1_234_567_000_000)).toBe('1,234.57tỷ');
  });

  it('should read numeric strings and treat junk, negatives and empties as zero', () => {
    expect(formatJackpotShort('1500000')).toBe('1.5tr');
    expect(formatJackpotShort('abc')).toBe('0');
    expect(formatJackpotShort(-5000)).toBe('0');
    expect(formatJackpotShort(null)).toBe('0');
    expect(formatJackpotShort('')).toBe('0');
  });
});
