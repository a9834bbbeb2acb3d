import { z } from 'zod';
import { ZSuccessSchema } from './envelope';
import { ZAppNameSchema } from './system';

/*
 * The brands of one deployment (decision 154), as the back office's overview shows them: each
 * brand's dashboard figures over a range of Vietnam days, and their sum.
 */

const ZDaySchema = z.iso.date({ error: 'Ngày dạng YYYY-MM-DD' });
export const ZBrandOverviewQuerySchema = z
  .object({ from: ZDaySchema, to: ZDaySchema, brand: ZAppNameSchema.optional() })
  .refine((q) => q.from <= q.to, { error: 'Ngày bắt đầu phải trước ngày kết thúc' })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 <= 92, { error: 'Tối đa 93 ngày' });

/** The dashboard's figures (`/admin-api/reports/daily`) summed over the range. */
export const ZBrandTotalsSchema = z.object({
  stakes: z.number().int(),
  wins: z.number().int(),
  ggr: z.number().int(),
  bonusCost: z.number().int(),
  ngr: z.number().int(),
  deposits: z.number().int(),
  withdrawals: z.number().int(),
  registrations: z.number().int(),
  firstDepositors: z.number().int(),
  activePlayers: z.number().int(),
});
export type TBrandTotals = z.infer<typeof ZBrandTotalsSchema>;

export const ZBrandOverviewRowSchema = z.object({
  appName: ZAppNameSchema,
  brandName: z.string(),
  siteUrl: z.string(),
  /** the brand whose back office answers */
  current: z.boolean(),
  totals: ZBrandTotalsSchema,
});
export type TBrandOverviewRow = z.infer<typeof ZBrandOverviewRowSchema>;

export const ZBrandOverviewSchema = z.object({
  /** the brands shown: those where the signed-in username has an account allowed to read reports */
  brands: z.array(ZBrandOverviewRowSchema),
  /** the shown brands' figures added up */
  sum: ZBrandTotalsSchema,
});
export type TBrandOverview = z.infer<typeof ZBrandOverviewSchema>;
export const ZBrandOverviewResponseSchema = ZSuccessSchema(ZBrandOverviewSchema);
