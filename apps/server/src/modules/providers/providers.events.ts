import { z } from 'zod';

/**
 * A provider settled a stake (its win arrived, 0 for a lost round): what wagering and missions
 * count. Recorded with the win's record, in one durable commit, and delivered at least once
 * after it (decision 070); `transactionId` (the win's uuid) identifies it.
 */
export const ZBetSettledEventSchema = z.object({
  playerId: z.number().int().positive(),
  provider: z.string(),
  gameCode: z.string(),
  round: z.string(),
  /** the provider's transaction uuid of the win: unique per settlement */
  transactionId: z.string(),
  stake: z.number().int().nonnegative(),
  win: z.number().int().nonnegative(),
  /** decimal odds, from providers that price bets (sports); absent for casino games */
  odds: z.number().positive().nullish(),
  settledAt: z.coerce.date(),
});
export type BetSettledEvent = z.infer<typeof ZBetSettledEventSchema>;

/**
 * A settled bet's result corrected later (`transaction/adjust`): `delta` is what the round's
 * payout changed by (negative when taken back). Recorded with the adjustment's record, in one
 * durable commit, and delivered at least once; `transactionId` (the adjustment's uuid)
 * identifies it. Tournaments re-score the round with it (decision 138).
 */
export const ZBetAdjustedEventSchema = z.object({
  playerId: z.number().int().positive(),
  provider: z.string(),
  gameCode: z.string(),
  round: z.string(),
  transactionId: z.string(),
  delta: z.number().int(),
  adjustedAt: z.coerce.date(),
  /**
   * The correction voided the whole bet (`stake` negative: its stake no longer counts as played)
   * or gave a void bet a result (`stake` positive). Counted as of `settledAt`, when the bet was
   * first settled (or rolled back), so it lands where the original settlement counted (or would
   * have) whatever order the events arrive in. Absent when the bet's standing did not change.
   */
  stakeChange: z
    .object({
      stake: z.number().int(),
      odds: z.number().positive().nullish(),
      settledAt: z.coerce.date(),
    })
    .optional(),
});
export type BetAdjustedEvent = z.infer<typeof ZBetAdjustedEventSchema>;
