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
