import { describe, expect, it } from 'vitest';
import { formatJackpotShort, formatNumber, formatNumberFloor, formatVnd } from './format';

describe('formatNumber', () => {
  it('should group with commas and keep at most two decimals', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(1234.5678)).toBe('1,234.57');
    expect(formatNumber('2500000')).toBe('2,500,000');
    expect(formatNumber(0.1)).toBe('0.1');
    expect(formatNumber(null)).toBe('0');
    expect(formatNumber('abc')).toBe('0');
  });

  it('should round down in the floor formatter', () => {
    expect(formatNumberFloor(1234.5678)).toBe('1,234.56');
    expect(formatNumberFloor(0.999)).toBe('0.99');
    expect(formatNumberFloor(1.005)).toBe('1');
    expect(formatNumberFloor(2.3)).toBe('2.3');
    expect(formatNumberFloor(-1.234)).toBe('-1.24');
  });

  it('should format VND', () => {
    expect(formatVnd(50000)).toBe('50,000 VND');
  });
});

describe('formatJackpotShort', () => {
  it('should abbreviate to k, tr and tỷ rounding up', () => {
    expect(formatJackpotShort(999)).toBe('999');
    expect(formatJackpotShort(1000)).toBe('1k');
    expect(formatJackpotShort(1001)).toBe('1.01k');
    expect(formatJackpotShort(1_234_000)).toBe('1.24tr');
    expect(formatJackpotShort(1_000_000)).toBe('1tr');
    expect(formatJackpotShort(2_500_000_000)).toBe('2.5tỷ');
    expect(formatJackpotShort('1500000')).toBe('1.5tr');
  });
});
