import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addressFromAccountId,
  base58Decode,
  base58Encode,
  isValidAddress,
  isValidEvmAddress,
  isValidTronAddress,
  normalizeAddress,
  toEip55,
} from './address';

// Test vectors from the EIP-55 specification.
const EIP55_VECTORS = [
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
];
// The USDT TRC20 contract address on TRON mainnet.
const TRON_USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

describe('TRON addresses', () => {
  it('should accept a real mainnet address', () => {
    expect(isValidTronAddress(TRON_USDT)).toBe(true);
  });

  it('should refuse a changed character, a wrong length, a non-T prefix and base58-excluded characters', () => {
    expect(isValidTronAddress(`${TRON_USDT.slice(0, -1)}u`)).toBe(false);
    expect(isValidTronAddress(TRON_USDT.slice(0, -1))).toBe(false);
    expect(isValidTronAddress(`A${TRON_USDT.slice(1)}`)).toBe(false);
    expect(isValidTronAddress(`${TRON_USDT.slice(0, -1)}0`)).toBe(false);
    expect(isValidTronAddress('')).toBe(false);
  });

  it('should produce valid addresses from any 20-byte account id, and catch any single-character change', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 20, maxLength: 20 }), fc.nat(33), (id, position) => {
        const address = addressFromAccountId('TRC20', id);
        expect(isValidTronAddress(address)).toBe(true);
        const i = position + 1;
        const replacement = address[i] === 'a' ? 'b' : 'a';
        expect(isValidTronAddress(address.slice(0, i) + replacement + address.slice(i + 1))).toBe(false);
      }),
    );
  });
});

describe('base58', () => {
  it('should round-trip bytes including leading zeros', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), (bytes) => {
        expect(Buffer.from(base58Decode(base58Encode(bytes))!).equals(Buffer.from(bytes))).toBe(true);
      }),
    );
    expect(base58Decode('0OIl')).toBeNull();
  });
});

describe('EVM addresses (EIP-55)', () => {
  it('should reproduce the EIP-55 test vectors', () => {
    for (const vector of EIP55_VECTORS) {
      expect(toEip55(vector.toLowerCase())).toBe(vector);
      expect(isValidEvmAddress(vector)).toBe(true);
    }
  });

  it('should refuse a mixed-case address with a wrong checksum', () => {
    const bad = EIP55_VECTORS[0]!.replace('aA', 'Aa');
    expect(isValidEvmAddress(bad)).toBe(false);
  });

  it('should accept all-lower and all-upper addresses and normalise them to the checksum form', () => {
    const lower = EIP55_VECTORS[1]!.toLowerCase();
    expect(isValidEvmAddress(lower)).toBe(true);
    expect(isValidEvmAddress(`0x${lower.slice(2).toUpperCase()}`)).toBe(true);
    expect(normalizeAddress('ERC20', lower)).toBe(EIP55_VECTORS[1]);
  });

  it('should refuse wrong lengths, missing 0x and non-hex', () => {
    expect(isValidEvmAddress(EIP55_VECTORS[0]!.slice(0, -1))).toBe(false);
    expect(isValidEvmAddress(EIP55_VECTORS[0]!.slice(2))).toBe(false);
    expect(isValidEvmAddress(`0x${'g'.repeat(40)}`)).toBe(false);
  });
});

describe('isValidAddress', () => {
  it('should validate per chain: TRON for TRC20, EIP-55 for ERC20 and BEP20', () => {
    const evm = addressFromAccountId('BEP20', randomBytes(20));
    expect(isValidAddress('TRC20', TRON_USDT)).toBe(true);
    expect(isValidAddress('ERC20', TRON_USDT)).toBe(false);
    expect(isValidAddress('BEP20', evm)).toBe(true);
    expect(isValidAddress('TRC20', evm)).toBe(false);
  });
});
