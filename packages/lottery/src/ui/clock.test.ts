import { describe, expect, it } from 'vitest';
import { lotteryT } from '../i18n';
// @ts-expect-error plain browser JS without types, bundled into the lottery screens
import { clockText } from './clock.client.js';

describe('lottery countdown', () => {
  it('should read m:ss within the hour and hours and minutes beyond it, never minutes past 59', () => {
    expect(clockText(0)).toBe('0:00');
    expect(clockText(65)).toBe('1:05');
    expect(clockText(3599)).toBe('59:59');
    expect(clockText(3600)).toBe('1 giờ 0 phút');
    // a daily regional draw 17 h 48 min away read "1068:03" before
    expect(clockText(1068 * 60 + 3)).toBe('17 giờ 48 phút');
    expect(clockText(86400 + 2 * 3600 + 5 * 60)).toBe('1 ngày 2 giờ 5 phút');
  });

  it('should read hours and minutes in English on an English screen', () => {
    const en = lotteryT('en');
    expect(clockText(65, en)).toBe('1:05');
    expect(clockText(1068 * 60 + 3, en)).toBe('17 h 48 min');
    expect(clockText(86400 + 2 * 3600 + 5 * 60, en)).toBe('1 d 2 h 5 min');
  });
});
