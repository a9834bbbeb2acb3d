import { describe, expect, it } from 'vitest';
import { giftcodeInputError } from './validation';

describe('giftcodeInputError', () => {
  it('should answer the exact Vietnamese messages of product.md section 5', () => {
    expect(giftcodeInputError('')).toBe('Vui lòng nhập mã giftcode');
    expect(giftcodeInputError('   ')).toBe('Vui lòng nhập mã giftcode');
    expect(giftcodeInputError('A'.repeat(21))).toBe('Không được nhập quá 20 ký tự');
    expect(giftcodeInputError('A'.repeat(20).concat('-'))).toBe('Không được nhập quá 20 ký tự');
    expect(giftcodeInputError('DEMO-GIFT')).toBe('Vui lòng không nhập ký tự đặc biệt');
    expect(giftcodeInputError('MÃQUÀ')).toBe('Vui lòng không nhập ký tự đặc biệt');
    expect(giftcodeInputError('DEMO GIFT')).toBe('Vui lòng không nhập ký tự đặc biệt');
  });

  it('should accept letters and digits up to 20 characters, surrounding spaces trimmed', () => {
    for (const ok of ['DEMOGIFT', 'demogift', 'A'.repeat(20), ' TANTHU38K ', '7']) {
      expect(giftcodeInputError(ok), ok).toBeNull();
    }
  });
});
