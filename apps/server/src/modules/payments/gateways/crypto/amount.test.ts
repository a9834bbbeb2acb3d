import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cryptoToVnd, vndToCrypto } from './amount';

describe('cryptoToVnd', () => {
  it('should convert at the rate and round down', () => {
    expect(cryptoToVnd('100', 25_500)).toBe(2_550_000);
    expect(cryptoToVnd('25.5', 25_500)).toBe(650_250);
    expect(cryptoToVnd('0.000001', 25_500)).toBe(0);
    expect(cryptoToVnd('1.999999', 1)).toBe(1);
    expect(cryptoToVnd('3', 333.333333)).toBe(999);
  });

  it('should refuse malformed amounts and rates', () => {
    expect(() => cryptoToVnd('1e5', 25_500)).toThrow();
    expect(() => cryptoToVnd('-1', 25_500)).toThrow();
    expect(() => cryptoToVnd('1', 0)).toThrow();
  });
});

describe('vndToCrypto', () => {
  it('should give the token amount with 6 decimals, rounded down', () => {
    expect(vndToCrypto(400_000, 25_500)).toBe('15.686274');
    expect(vndToCrypto(100_000, 300)).toBe('333.333333');
    expect(vndToCrypto(1, 25_500)).toBe('0.000039');
  });

  it('should never pay out more VND worth than was withdrawn', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000_000 }), fc.integer({ min: 1, max: 100_000 }), (vnd, rate) => {
        expect(cryptoToVnd(vndToCrypto(vnd, rate), rate)).toBeLessThanOrEqual(vnd);
      }),
    );
  });
});
