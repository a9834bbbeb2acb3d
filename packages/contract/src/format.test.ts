import { describe, expect, it } from 'vitest';
import { formatNumber, formatNumberFloor, formatPercent, formatVnd } from './format';

describe('number format (product.md section 9)', () => {
  it('should group amounts en-US style with at most two decimals', () => {
    expect(formatVnd(500_000)).toBe('500,000 VND');
    expect(formatVnd('20000000')).toBe('20,000,000 VND');
    expect(formatNumber(1234.5678)).toBe('1,234.57');
    expect(formatNumber(Number.NaN)).toBe('0');
  });

  it('should write percentages with a decimal point, never the Vietnamese comma', () => {
    expect(formatPercent(1.5)).toBe('1.5%');
    expect(formatPercent(1.35)).toBe('1.35%');
    expect(formatPercent(100)).toBe('100%');
    expect(formatPercent((40 / 10_000) * 100)).toBe('0.4%');
    expect(formatPercent(1 / 3)).toBe('0.33%');
  });

  it('should round balances down in the floor variant', () => {
    expect(formatNumberFloor(1234.5678)).toBe('1,234.56');
    expect(formatNumberFloor(-1.234)).toBe('-1.24');
  });
});
