import { z } from 'zod';
import { ZSuccessSchema } from './envelope';

/** Stake limits of the house's tables, set by staff (decisions 108, 118). Amounts in VND. */

const stake = (what: string) =>
  z
    .number({ error: `${what} phải là số` })
    .int({ error: `${what} phải là số nguyên VND` })
    .min(1_000, { error: `${what} tối thiểu 1.000 VND` })
    // a round may hold every spot of a board at the table maximum (sic bo: 52 × 50,000,000)
    .max(10_000_000_000, { error: `${what} quá lớn` })
    .refine((v) => v % 1000 === 0, { error: `${what} phải là bội số của 1.000 VND` });

export const ZTableLimitsSchema = z.object({
  spotMin: stake('Mức tối thiểu mỗi cửa'),
  spotMax: stake('Mức tối đa mỗi cửa'),
  roundMin: stake('Tổng tối thiểu mỗi ván'),
  roundMax: stake('Tổng tối đa mỗi ván'),
});
export type TTableLimits = z.infer<typeof ZTableLimitsSchema>;

export const ZStaffTableLimitsSchema = z.object({
  table: z.string(),
  game: z.string(),
  name: z.string(),
  /** a shared table on a schedule (every player in one round) or a per-player game */
  shared: z.boolean(),
  /** what one "spot" is on this table, for staff (the hand of a card game, one chi of Mậu Binh) */
  spot: z.string(),
  limits: ZTableLimitsSchema,
  defaults: ZTableLimitsSchema,
});
export type TStaffTableLimits = z.infer<typeof ZStaffTableLimitsSchema>;
export const ZStaffTableLimitsListResponseSchema = ZSuccessSchema(z.array(ZStaffTableLimitsSchema));
export const ZStaffTableLimitsResponseSchema = ZSuccessSchema(ZStaffTableLimitsSchema);
