import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { vi } from '../i18n/vi';
import { formatDateWith, formatJackpotShort, formatNumber, formatNumberFloor, formatVnd, WEEKDAYS } from './format';

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

describe('formatDateWith', () => {
  // Friday 4 December 2026, 20:00 UTC: already Saturday 03:00 in Vietnam
  const at = '2026-12-04T20:00:00Z';
  const marks = ['d0', 'd1', 'd2', 'd3', 'd4', 'd5', 'd6'];
  const kickOff = { weekday: 'short', day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' } as const;

  it("should name the weekday from the names it is given, of the day in the options' time zone", () => {
    expect(formatDateWith(at, kickOff, 'vi', marks)).toBe('03:00 d6, 05/12');
    expect(
      formatDateWith(at, { weekday: 'short', day: '2-digit', month: '2-digit', timeZone: 'UTC' }, 'vi', marks),
    ).toBe('d5, 04/12');
  });

  it("should write the catalogues' weekdays, the same whatever locale data the browser has", () => {
    const names = (c: typeof vi | typeof en) => WEEKDAYS.map((d) => c.schedule.weekday[d]);
    expect(formatDateWith(at, kickOff, 'vi', names(vi))).toBe('03:00 Thứ 7, 05/12');
    expect(formatDateWith('2026-12-06T03:00:00Z', kickOff, 'vi', names(vi))).toBe('10:00 CN, 06/12');
    expect(formatDateWith(at, kickOff, 'en', names(en))).toMatch(/^Sat 05\/12, 03:00$/);
  });
});
