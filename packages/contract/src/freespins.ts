import { z } from 'zod';
import { ZSuccessSchema } from './envelope';
import { text } from './text';

/*
 * Free rounds of a slot (issue 37, decision 164): a number of spins at a fixed line bet on one
 * slot title or any of a list, until an expiry, granted once as a prize (tournament, VIP level).
 */

/** Line bets a free round may be played at: the PP sandbox slots' own coin choices. */
export const FREE_SPIN_LINE_BETS = [200, 500, 1000, 2000, 5000] as const;

/** What a prize of free rounds gives (the grant is made from it when the prize is paid). */
export const ZFreeSpinsSchema = z.object({
  spins: z
    .number()
    .int()
    .min(1, { error: 'Số lượt quay miễn phí từ 1 đến 500' })
    .max(500, { error: 'Số lượt quay miễn phí từ 1 đến 500' }),
  lineBet: z
    .number()
    .int()
    .refine((n) => (FREE_SPIN_LINE_BETS as readonly number[]).includes(n), {
      error: `Cược mỗi dòng phải là một trong ${FREE_SPIN_LINE_BETS.join(', ')} VND`,
    }),
  /** PP slot symbols (`vs20olympus`); the spins play on any of them */
  games: z
    .array(
      text()
        .regex(/^[a-z0-9]{2,20}$/, { error: 'Mã trò chơi không hợp lệ' })
        .max(20),
    )
    .min(1, { error: 'Chọn ít nhất một trò chơi cho vòng quay miễn phí' })
    .max(12),
  /** the grant expires this many days after it is made */
  days: z.number().int().min(1, { error: 'Hạn dùng từ 1 đến 30 ngày' }).max(30, { error: 'Hạn dùng từ 1 đến 30 ngày' }),
});
export type TFreeSpins = z.infer<typeof ZFreeSpinsSchema>;

export const FreeSpinsMessage = {
  FREE_SPINS_UNKNOWN_GAME: 'Vòng quay miễn phí chỉ dành cho các trò slot của nhà cung cấp Pragmatic Play (sandbox)',
  FREE_SPINS_MIXED_STAKE: 'Các trò chơi của một giải vòng quay miễn phí phải có cùng mức tổng cược mỗi lượt',
} as const;

export const FREE_ROUND_STATUSES = ['active', 'used', 'expired'] as const;

/** A grant as its player sees it (account, promotions, the game screen). */
export const ZFreeRoundGrantSchema = z.object({
  id: z.number().int(),
  /** where it came from: `tournament`, `vip` */
  origin: z.string(),
  /** the tournament's title or the VIP level's name */
  originName: z.string(),
  games: z.array(z.object({ code: z.string(), name: z.string() })),
  lineBet: z.number().int(),
  /** the stake a round is played at (line bet × the title's cost) */
  stake: z.number().int(),
  rounds: z.number().int(),
  /** rounds played */
  used: z.number().int(),
  left: z.number().int(),
  won: z.number().int(),
  status: z.enum(FREE_ROUND_STATUSES),
  expiresAt: z.string(),
  endedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TFreeRoundGrant = z.infer<typeof ZFreeRoundGrantSchema>;
export const ZFreeRoundsResponseSchema = ZSuccessSchema(z.array(ZFreeRoundGrantSchema));
