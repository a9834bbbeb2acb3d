import { text } from '@app/contract';
import { z } from 'zod';

/*
 * The `message` of each SABA call, as T1's rule sets, Y's DTOs (field comments translated from
 * SABA's document) and R's validators read it. Fields we do not use pass unread; the ones we do
 * are checked here, so a call that lacks them is 101 before anything is looked up.
 */

/** SABA's ids (refId, operationId, userId): printable ASCII, short enough for native ids. */
export const sabaId = text().regex(/^[\x21-\x7e]{1,40}$/);
/** Amounts: JSON numbers as SABA sends them (15.0, 5.0000); a decimal string is read the same. */
const money = z.union([z.number().min(0).finite(), text().max(24)]);
/** SABA's ticket id is a 64-bit number: kept as text, never computed with. */
const ticket = z.union([z.number(), text().max(40)]).optional();
const label = text().max(200).optional();

export const ZGetBalance = z.object({ userId: sabaId });

export const ZPlaceBet = z.object({
  operationId: sabaId,
  userId: sabaId,
  currency: z.number().int(),
  refId: sabaId,
  debitAmount: money,
  creditAmount: money.optional(),
  betAmount: money.optional(),
  actualAmount: money.optional(),
  odds: z.number().optional(),
  oddsType: z.number().int().optional(),
  homeName: label,
  awayName: label,
  homeName_en: label,
  awayName_en: label,
  leagueName: label,
  leagueName_en: label,
  betTypeName: label,
  betTypeName_en: label,
  betChoice: label,
  betChoice_en: label,
  point: z.union([label, z.number()]).optional(),
});
export type TPlaceBet = z.infer<typeof ZPlaceBet>;

const ZAdjustTxn = z.object({
  refId: sabaId,
  txId: ticket,
  creditAmount: money,
  debitAmount: money,
});

export const ZConfirmBet = z.object({
  operationId: sabaId,
  userId: sabaId,
  txns: z
    .array(ZAdjustTxn.extend({ odds: z.number().optional(), isOddsChanged: z.boolean().optional() }))
    .min(1)
    .max(50),
});
export type TConfirmBet = z.infer<typeof ZConfirmBet>;

export const ZCancelBet = z.object({
  operationId: sabaId,
  userId: sabaId,
  txns: z.array(ZAdjustTxn).min(1).max(50),
});

export const ZSettle = z.object({
  operationId: sabaId,
  txns: z
    .array(ZAdjustTxn.extend({ userId: sabaId, status: text().max(20).optional(), payout: money.optional() }))
    .min(1)
    .max(500),
});
export type TSettleTxn = z.infer<typeof ZSettle>['txns'][number];

export const ZPlaceBetParlay = z.object({
  operationId: sabaId,
  userId: sabaId,
  currency: z.number().int(),
  txns: z
    .array(
      z.object({
        refId: sabaId,
        betAmount: money.optional(),
        creditAmount: money.optional(),
        debitAmount: money,
        parlayType: text().max(40).optional(),
      }),
    )
    .min(1)
    .max(50),
  ticketDetail: z
    .array(
      z.object({
        homeName: label,
        awayName: label,
        betTypeName: label,
        betChoice: label,
        odds: z.number().optional(),
      }),
    )
    .max(30)
    .optional(),
});

export const ZAdjustBalance = z.object({
  operationId: sabaId,
  userId: sabaId,
  refId: sabaId,
  currency: z.number().int().optional(),
  txId: ticket,
  betTypeName: label,
  balanceInfo: z.object({ creditAmount: money, debitAmount: money }),
});

/**
 * The envelope: SABA's key (the vendor id) and the message object. The message is only checked to
 * be an object here, not copied key by key: the action's schema reads its fields next.
 */
export const ZEnvelope = z.object({
  key: text().max(200),
  message: z.custom<Record<string, unknown>>((v) => typeof v === 'object' && v !== null && !Array.isArray(v)),
});
