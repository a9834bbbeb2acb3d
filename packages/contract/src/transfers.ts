import { z } from 'zod';
import { ZSuccessSchema } from './envelope';
import { ZPositiveVndAmountSchema } from './wallet';

/*
 * Transfer-wallet providers (IM Sports, WS168; decision 134): the player's money at each, shown
 * apart from the wallet, and the calls that move it there and back.
 */

export const TRANSFER_PROVIDER_CODES = ['im', 'ws168'] as const;

export const ZTransferPositionSchema = z.object({
  code: z.enum(TRANSFER_PROVIDER_CODES),
  name: z.string(),
  /** our books' figure of the money at the provider (transfers done plus its imported bets) */
  held: z.number().int(),
  /** what the provider said it holds when last asked, moved by our transfers since */
  providerBalance: z.number().int().nullable(),
  balanceAt: z.string().nullable(),
  /** "đang chuyển": sent either way, waiting for the provider's answer or status call */
  inTransit: z.number().int(),
  /** the game is open (the money comes back when the player leaves or after the idle time) */
  open: z.boolean(),
});
export type TTransferPosition = z.infer<typeof ZTransferPositionSchema>;

export const ZTransferOrderSchema = z.object({
  id: z.string(),
  direction: z.enum(['to', 'from']),
  amount: z.number().int(),
  status: z.enum(['sending', 'done', 'failed']),
  reason: z.string(),
  createdAt: z.string(),
});
export type TTransferOrder = z.infer<typeof ZTransferOrderSchema>;

export const ZTransferParamsSchema = z.object({
  code: z.enum(TRANSFER_PROVIDER_CODES, { error: 'Sảnh không tồn tại' }),
});

export const ZTransferOpenRequestSchema = z.object({
  /** how much to take to the provider; default: all the cash (within the player's limits) */
  amount: ZPositiveVndAmountSchema.optional(),
  mobile: z.boolean().default(false),
});
export type TTransferOpenRequest = z.infer<typeof ZTransferOpenRequestSchema>;

export const ZTransferPositionsResponseSchema = ZSuccessSchema(z.array(ZTransferPositionSchema));
export const ZTransferOpenResponseSchema = ZSuccessSchema(
  z.object({ url: z.string(), order: ZTransferOrderSchema.nullable(), position: ZTransferPositionSchema }),
);
export const ZTransferLeaveResponseSchema = ZSuccessSchema(
  z.object({ order: ZTransferOrderSchema.nullable(), position: ZTransferPositionSchema }),
);

/** A ticket from a transfer provider's imported bet log, as staff read it (decision 184). */
export const ZTransferTicketSchema = z.object({
  provider: z.string(),
  providerName: z.string(),
  /** the provider's own bet id, whole: what its back office and the player's screen show */
  betId: z.string(),
  stake: z.number().int(),
  /** what it paid back (stake included); null while open */
  paid: z.number().int().nullable(),
  status: z.enum(['open', 'settled', 'cancelled']),
  /** match, market, pick, odds and result */
  line: z.string(),
  betAt: z.string(),
});
export type TTransferTicket = z.infer<typeof ZTransferTicketSchema>;

export const ZStaffPlayerTransfersResponseSchema = ZSuccessSchema(
  z.object({
    positions: z.array(ZTransferPositionSchema),
    orders: z.array(ZTransferOrderSchema),
    /** the latest tickets of the bet-log window (7 days), newest first */
    tickets: z.array(ZTransferTicketSchema),
  }),
);

export const ZTransferStaffParamsSchema = z.object({ id: z.coerce.number().int().positive() });
