import { describe, expect, it } from 'vitest';
import {
  carrierOf,
  formatWaitVi,
  isVietnameseMobile,
  maskEmail,
  maskPhone,
  normalisePhone,
  ZRegisterRequestSchema,
  ZUsernameSchema,
} from './auth';

describe('auth contract', () => {
  it('should normalise Vietnamese phone notations to 0xxxxxxxxx', () => {
    expect(normalisePhone('+84 98 123 4567')).toBe('0981234567');
    expect(normalisePhone('84981234567')).toBe('0981234567');
    expect(normalisePhone(' 098.123.4567 ')).toBe('0981234567');
    expect(normalisePhone('(098) 123-4567')).toBe('0981234567');
    // 84 followed by fewer digits is not a country code
    expect(normalisePhone('8412345')).toBe('8412345');
  });

  it('should accept allocated mobile prefixes only', () => {
    for (const ok of ['0321234567', '0561234567', '0701234567', '0891234567', '0991234567', '0871234567']) {
      expect(isVietnameseMobile(ok)).toBe(true);
    }
    for (const bad of ['0311234567', '0501234567', '0951234567', '0241234567', '981234567', '09812345678']) {
      expect(isVietnameseMobile(bad)).toBe(false);
    }
  });

  it('should map every listed prefix to its carrier and anything else to other', () => {
    const expected: Record<string, string[]> = {
      viettel: ['086', '096', '097', '098', '032', '033', '034', '035', '036', '037', '038', '039'],
      mobifone: ['089', '090', '093', '070', '076', '077', '078', '079'],
      vinaphone: ['088', '091', '094', '081', '082', '083', '084', '085'],
      other: ['092', '052', '056', '058', '059', '099', '087'],
    };
    for (const [carrier, prefixes] of Object.entries(expected)) {
      for (const prefix of prefixes) expect(carrierOf(`${prefix}1234567`)).toBe(carrier);
    }
  });

  it('should mask phone numbers and e-mail addresses', () => {
    expect(maskPhone('0981234567')).toBe('098****567');
    expect(maskEmail('nguyenvana@gmail.com')).toBe('ng********@gmail.com');
    expect(maskEmail('ab@x.vn')).toBe('ab***@x.vn');
  });

  it('should say waits in Vietnamese', () => {
    expect(formatWaitVi(0.2)).toBe('1 giây');
    expect(formatWaitVi(59)).toBe('59 giây');
    expect(formatWaitVi(60)).toBe('1 phút');
    expect(formatWaitVi(61)).toBe('2 phút');
    expect(formatWaitVi(3600)).toBe('1 giờ');
    expect(formatWaitVi(5400)).toBe('1 giờ 30 phút');
  });

  it('should report only the first failing username rule', () => {
    const result = ZUsernameSchema.safeParse('có dấu');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Tên đăng nhập không được chứa khoảng trắng']);
  });

  it('should turn empty affiliate fields into null and normalise the phone', () => {
    const parsed = ZRegisterRequestSchema.parse({
      username: 'player01',
      password: 'secret1',
      phone: '+84 912 345 678',
      ageConfirmed: true,
      aff_id: ' ',
      utm_source: 'zalo',
    });
    expect(parsed).toMatchObject({ phone: '0912345678', aff_id: null, utm_source: 'zalo', utm_term: null });
  });
});
