import { describe, expect, it } from 'vitest';
import {
  buildBuyRequest,
  buildChargeRequest,
  CARD_STATUS,
  cardCredit,
  cardOutcome,
  verifyBuyRequest,
  verifyCallback,
  verifyChargeRequest,
  ZCardCallbackSchema,
} from './card.protocol';

const creds = { partnerId: 'p-1', partnerKey: 'partnerkey123' };
const card = {
  telco: 'VIETTEL' as const,
  code: '512345678901',
  serial: '10000123456789',
  declaredValue: 100_000,
  requestId: 'C-1',
};

describe('card charging signatures', () => {
  it('should sign a charge with md5(partner_key + code + serial), checked against md5sum', () => {
    const req = buildChargeRequest(creds, card);
    expect(req.sign).toBe('1c76e43e340e185a40f8cd7a2e057f0f');
    expect(req).toMatchObject({ command: 'charging', amount: 100_000, partner_id: 'p-1', request_id: 'C-1' });
    expect(verifyChargeRequest(creds, req)).toBe(true);
    expect(verifyChargeRequest(creds, { ...req, serial: '10000123456780' })).toBe(false);
    expect(verifyChargeRequest({ ...creds, partnerId: 'p-2' }, req)).toBe(false);
  });

  it('should verify callbacks by callback_sign and refuse forged ones', () => {
    const cb = ZCardCallbackSchema.parse({
      status: '1',
      request_id: 'C-1',
      trans_id: 77,
      declared_value: '100000',
      value: '100000',
      amount: '87000',
      code: card.code,
      serial: card.serial,
      telco: 'VIETTEL',
      callback_sign: '1c76e43e340e185a40f8cd7a2e057f0f',
    });
    expect(cb.status).toBe(1);
    expect(verifyCallback(creds, cb)).toBe(true);
    expect(verifyCallback(creds, { ...cb, callback_sign: 'x'.repeat(32) })).toBe(false);
    expect(verifyCallback({ ...creds, partnerKey: 'other' }, cb)).toBe(false);
  });

  it('should sign a card purchase with md5(partner_key + partner_id + "buycard" + request_id)', () => {
    const req = buildBuyRequest(creds, { carrier: 'MOBIFONE', value: 50_000, qty: 2, requestId: 'W-9' });
    expect(req.sign).toBe('b7564b2ba04d36b6964b4c6c603a1214');
    expect(verifyBuyRequest(creds, req)).toBe(true);
    expect(verifyBuyRequest(creds, { ...req, request_id: 'W-10' })).toBe(false);
  });
});

describe('cardCredit', () => {
  it('should take 13% for Viettel and Mobifone and 11% for Vinaphone', () => {
    expect(cardCredit('VIETTEL', 100_000)).toEqual({ credit: 87_000, fee: 13_000 });
    expect(cardCredit('MOBIFONE', 50_000)).toEqual({ credit: 43_500, fee: 6_500 });
    expect(cardCredit('VINAPHONE', 100_000)).toEqual({ credit: 89_000, fee: 11_000 });
  });

  it('should round the fee up so the credit never exceeds the real value minus the fee', () => {
    expect(cardCredit('VINAPHONE', 10_001)).toEqual({ credit: 8_900, fee: 1_101 });
  });
});

describe('cardOutcome', () => {
  it('should credit a correct card at its value minus the fee', () => {
    expect(cardOutcome('VIETTEL', CARD_STATUS.success, 200_000)).toEqual({
      kind: 'credit',
      realValue: 200_000,
      credit: 174_000,
      fee: 26_000,
      wrongDenomination: false,
    });
  });

  it('should credit a wrong-denomination card at its real value minus the fee', () => {
    expect(cardOutcome('VINAPHONE', CARD_STATUS.wrongValue, 50_000)).toMatchObject({
      kind: 'credit',
      credit: 44_500,
      wrongDenomination: true,
    });
  });

  it('should credit nothing for a bad card, maintenance, refusal or a zero value', () => {
    expect(cardOutcome('VIETTEL', CARD_STATUS.badCard, 100_000)).toEqual({
      kind: 'rejected',
      reason: 'Thẻ lỗi hoặc đã được sử dụng',
    });
    expect(cardOutcome('VIETTEL', CARD_STATUS.maintenance, 100_000).kind).toBe('rejected');
    expect(cardOutcome('VIETTEL', CARD_STATUS.refused, 100_000).kind).toBe('rejected');
    expect(cardOutcome('VIETTEL', CARD_STATUS.success, 0).kind).toBe('rejected');
    expect(cardOutcome('VIETTEL', CARD_STATUS.pending, 100_000)).toEqual({ kind: 'pending' });
  });
});
