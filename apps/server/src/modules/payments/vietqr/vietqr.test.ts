import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crc16CcittFalse, crc16Hex } from './crc16';
import { buildVietQr, parseTlv, parseVietQr, VietQrError } from './vietqr';

// The published NAPAS sample (Sacombank BIN 970403, account 0011012345678, 180,000 VND).
const NAPAS_SAMPLE =
  '00020101021238570010A00000072701270006970403011300110123456780208QRIBFTTA530370454061800005802VN62340107NPS68690819thanh toan don hang63042E2E';

describe('crc16CcittFalse', () => {
  it('should give the CRC-16/CCITT-FALSE check value 0x29B1 for "123456789"', () => {
    expect(crc16CcittFalse('123456789')).toBe(0x29b1);
  });

  it('should give 0xFFFF for empty input and pad hex to 4 digits', () => {
    expect(crc16CcittFalse('')).toBe(0xffff);
    expect(crc16Hex('')).toBe('FFFF');
  });

  it('should reproduce the CRC of the NAPAS sample', () => {
    expect(crc16Hex(NAPAS_SAMPLE.slice(0, -4))).toBe('2E2E');
  });
});

describe('buildVietQr', () => {
  it('should build exactly the published NAPAS sample', () => {
    expect(
      buildVietQr({
        bankBin: '970403',
        accountNumber: '0011012345678',
        service: 'QRIBFTTA',
        amount: 180000,
        billNumber: 'NPS6869',
        purpose: 'thanh toan don hang',
      }),
    ).toBe(NAPAS_SAMPLE);
  });

  it('should make a static code (initiation 11, no amount field) when no amount is given', () => {
    const payload = buildVietQr({ bankBin: '970436', accountNumber: '1234567890' });
    const fields = parseTlv(payload);
    expect(fields.find((f) => f.id === '01')?.value).toBe('11');
    expect(fields.some((f) => f.id === '54')).toBe(false);
    expect(parseVietQr(payload)).toMatchObject({ amount: null, initiation: 'static', service: 'QRIBFTTA' });
  });

  it('should refuse accented text, bad BINs, bad accounts and non-integer amounts', () => {
    const base = { bankBin: '970436', accountNumber: '1234567890' };
    expect(() => buildVietQr({ ...base, purpose: 'nạp tiền' })).toThrow(VietQrError);
    expect(() => buildVietQr({ ...base, bankBin: '97043' })).toThrow(/BIN/);
    expect(() => buildVietQr({ ...base, accountNumber: '12 34' })).toThrow(/account/);
    expect(() => buildVietQr({ ...base, amount: 1000.5 })).toThrow(/amount/);
    expect(() => buildVietQr({ ...base, amount: 0 })).toThrow(/amount/);
    expect(() => buildVietQr({ ...base, purpose: 'x'.repeat(100) })).toThrow(/99/);
  });
});

describe('parseVietQr', () => {
  it('should parse the NAPAS sample into its parts', () => {
    expect(parseVietQr(NAPAS_SAMPLE)).toEqual({
      bankBin: '970403',
      accountNumber: '0011012345678',
      service: 'QRIBFTTA',
      amount: 180000,
      billNumber: 'NPS6869',
      purpose: 'thanh toan don hang',
      initiation: 'dynamic',
      currency: '704',
      country: 'VN',
    });
  });

  it('should refuse a payload whose CRC does not match', () => {
    expect(() => parseVietQr(NAPAS_SAMPLE.replace('180000', '980000'))).toThrow(/CRC/);
    expect(() => parseVietQr(`${NAPAS_SAMPLE.slice(0, -4)}2E2F`)).toThrow(/CRC/);
  });

  it('should refuse a payload without the CRC field or with a truncated field', () => {
    expect(() => parseVietQr(NAPAS_SAMPLE.slice(0, -8))).toThrow(/63/);
    expect(() => parseTlv('000201015')).toThrow(VietQrError);
    expect(() => parseTlv('0099ab')).toThrow(/truncated/);
  });

  it('should round-trip any valid input', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{6}$/),
        fc.stringMatching(/^[0-9A-Z]{1,19}$/),
        fc.option(fc.integer({ min: 1, max: 9_999_999_999_999 }), { nil: undefined }),
        fc.option(fc.stringMatching(/^[A-Z0-9 ]{1,40}$/), { nil: undefined }),
        (bankBin, accountNumber, amount, purpose) => {
          const parsed = parseVietQr(buildVietQr({ bankBin, accountNumber, amount, purpose }));
          expect(parsed.bankBin).toBe(bankBin);
          expect(parsed.accountNumber).toBe(accountNumber);
          expect(parsed.amount).toBe(amount ?? null);
          expect(parsed.purpose).toBe(purpose ?? null);
        },
      ),
    );
  });
});
