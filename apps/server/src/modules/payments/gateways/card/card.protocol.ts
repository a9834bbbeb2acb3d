import { CARD_CARRIERS, CARD_DENOMINATIONS, CARD_FEE_PERCENT, type TCardCarrier } from '@app/contract';
import { z } from 'zod';
import { md5Hex, safeEqual } from '../signing';

/**
 * Prepaid phone-card charging ("đổi thẻ cào") in the protocol most Vietnamese card
 * exchanges share (TSR-style `chargingws/v2`): we POST the card with
 * `sign = md5(partner_key + code + serial)`; the exchange answers 99 (pending) and later
 * calls our callback with the outcome and `callback_sign = md5(partner_key + code + serial)`.
 * Status 1 = card valid at the declared value, 2 = valid but a different real value,
 * 3 = bad card, 4 = maintenance, 99 = pending, 100 = request refused.
 */

// Carriers, denominations and fees (product.md section 9: Viettel 13%, Vinaphone 11%, Mobifone 13%) live in the contract.
export { CARD_CARRIERS, CARD_DENOMINATIONS, CARD_FEE_PERCENT, type TCardCarrier };

export interface CardCredentials {
  partnerId: string;
  partnerKey: string;
}

export const CARD_STATUS = {
  success: 1,
  wrongValue: 2,
  badCard: 3,
  maintenance: 4,
  pending: 99,
  refused: 100,
} as const;

export const ZCardChargeRequestSchema = z.object({
  telco: z.enum(CARD_CARRIERS),
  code: z.string().regex(/^\d{8,20}$/),
  serial: z.string().regex(/^[0-9A-Za-z]{8,20}$/),
  amount: z.coerce.number().int().positive(),
  request_id: z.string().min(1).max(64),
  partner_id: z.string().min(1).max(64),
  sign: z.string().regex(/^[0-9a-f]{32}$/i),
  command: z.literal('charging'),
});
export type TCardChargeRequest = z.infer<typeof ZCardChargeRequestSchema>;

export const ZCardChargeResponseSchema = z.object({
  trans_id: z.coerce.string().nullable().optional(),
  request_id: z.string().nullable().optional(),
  status: z.coerce.number().int(),
  message: z.string().optional(),
  declared_value: z.coerce.number().int().nullable().optional(),
  value: z.coerce.number().int().nullable().optional(),
  amount: z.coerce.number().int().nullable().optional(),
});
export type TCardChargeResponse = z.infer<typeof ZCardChargeResponseSchema>;

/** Callback body; exchanges send numbers as strings or numbers, so both are accepted. */
export const ZCardCallbackSchema = z.object({
  status: z.coerce.number().int(),
  message: z.string().max(255).optional().default(''),
  request_id: z.string().min(1).max(64),
  trans_id: z.coerce.string().max(64),
  declared_value: z.coerce.number().int().nonnegative(),
  value: z.coerce.number().int().nonnegative(),
  amount: z.coerce.number().int().nonnegative(),
  code: z.string().max(20),
  serial: z.string().max(20),
  telco: z.enum(CARD_CARRIERS),
  callback_sign: z.string().max(64),
});
export type TCardCallback = z.infer<typeof ZCardCallbackSchema>;

export function chargeSign(partnerKey: string, code: string, serial: string): string {
  return md5Hex(partnerKey + code + serial);
}

export function buildChargeRequest(
  creds: CardCredentials,
  card: { telco: TCardCarrier; code: string; serial: string; declaredValue: number; requestId: string },
): TCardChargeRequest {
  return {
    telco: card.telco,
    code: card.code,
    serial: card.serial,
    amount: card.declaredValue,
    request_id: card.requestId,
    partner_id: creds.partnerId,
    sign: chargeSign(creds.partnerKey, card.code, card.serial),
    command: 'charging',
  };
}

export function verifyChargeRequest(creds: CardCredentials, req: TCardChargeRequest): boolean {
  return (
    req.partner_id === creds.partnerId &&
    safeEqual(req.sign.toLowerCase(), chargeSign(creds.partnerKey, req.code, req.serial))
  );
}

export function verifyCallback(creds: CardCredentials, cb: TCardCallback): boolean {
  return safeEqual(cb.callback_sign.toLowerCase(), chargeSign(creds.partnerKey, cb.code, cb.serial));
}

/** What the player gets for a card whose real value is `realValue`: value minus the carrier fee, floored. */
export function cardCredit(carrier: TCardCarrier, realValue: number): { credit: number; fee: number } {
  const fee = Math.ceil((realValue * CARD_FEE_PERCENT[carrier]) / 100);
  return { credit: realValue - fee, fee };
}

export type CardOutcome =
  | { kind: 'credit'; realValue: number; credit: number; fee: number; wrongDenomination: boolean }
  | { kind: 'rejected'; reason: string }
  | { kind: 'pending' };

/**
 * Turns a charging result into what we do: a correct card credits its value minus the fee;
 * a wrong-denomination card credits its REAL value minus the fee; a bad card credits nothing.
 */
export function cardOutcome(carrier: TCardCarrier, status: number, realValue: number): CardOutcome {
  switch (status) {
    case CARD_STATUS.success:
    case CARD_STATUS.wrongValue: {
      if (!Number.isSafeInteger(realValue) || realValue <= 0)
        return { kind: 'rejected', reason: 'Thẻ không có giá trị' };
      return {
        kind: 'credit',
        realValue,
        ...cardCredit(carrier, realValue),
        wrongDenomination: status === CARD_STATUS.wrongValue,
      };
    }
    case CARD_STATUS.pending:
      return { kind: 'pending' };
    case CARD_STATUS.badCard:
      return { kind: 'rejected', reason: 'Thẻ lỗi hoặc đã được sử dụng' };
    case CARD_STATUS.maintenance:
      return { kind: 'rejected', reason: 'Nhà mạng đang bảo trì, vui lòng thử lại sau' };
    default:
      return { kind: 'rejected', reason: 'Thẻ không hợp lệ' };
  }
}

/** Buying cards for a withdrawal: `sign = md5(partner_key + partner_id + "buycard" + request_id)`. */
export const ZCardBuyRequestSchema = z.object({
  partner_id: z.string().min(1).max(64),
  command: z.literal('buycard'),
  request_id: z.string().min(1).max(64),
  service_code: z.enum(CARD_CARRIERS),
  value: z.coerce.number().int().positive(),
  qty: z.coerce.number().int().min(1).max(5),
  sign: z.string().regex(/^[0-9a-f]{32}$/i),
});
export type TCardBuyRequest = z.infer<typeof ZCardBuyRequestSchema>;

export const ZCardBuyResponseSchema = z.object({
  status: z.coerce.number().int(),
  message: z.string().optional(),
  trans_id: z.coerce.string().nullable().optional(),
  request_id: z.string().optional(),
  cards: z
    .array(
      z.object({
        code: z.string(),
        serial: z.string(),
        value: z.coerce.number().int(),
        expired: z.string().optional(),
      }),
    )
    .optional(),
});
export type TCardBuyResponse = z.infer<typeof ZCardBuyResponseSchema>;

export function buySign(creds: CardCredentials, requestId: string): string {
  return md5Hex(`${creds.partnerKey}${creds.partnerId}buycard${requestId}`);
}

export function buildBuyRequest(
  creds: CardCredentials,
  order: { carrier: TCardCarrier; value: number; qty: number; requestId: string },
): TCardBuyRequest {
  return {
    partner_id: creds.partnerId,
    command: 'buycard',
    request_id: order.requestId,
    service_code: order.carrier,
    value: order.value,
    qty: order.qty,
    sign: buySign(creds, order.requestId),
  };
}

export function verifyBuyRequest(creds: CardCredentials, req: TCardBuyRequest): boolean {
  return req.partner_id === creds.partnerId && safeEqual(req.sign.toLowerCase(), buySign(creds, req.request_id));
}
