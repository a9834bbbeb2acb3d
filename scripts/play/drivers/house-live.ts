import { z } from 'zod';
import type { GameDriver } from '../driver';
import { playSharedTable } from './shared-round';

/**
 * The shared live baccarat table: a round is one bet on Cái on one coup of the table's clock,
 * placed while betting is open, reported once the coup has paid it (or refunded a void coup).
 */
const ZBet = z.object({
  id: z.string(),
  round: z.number().int(),
  coup: z.number().int(),
  amount: z.number().int(),
  payout: z.number().int().nullable(),
  status: z.string(),
});

export const houseLive: GameDriver = {
  plays: (game) => game.partner === 'house' && game.partnerGameId === 'baccarat_live',

  play: (session, rounds) =>
    playSharedTable(
      {
        noun: 'coup',
        roundPath: 'live/table',
        betPath: 'live/bet',
        betsPath: 'live/bets?limit=50',
        bet: ZBet,
        body: (round, amount) => ({ table: 'bac1', round, bets: [{ spot: 'banker', amount }] }),
        roundOf: (bet) => bet.round,
        report: (now) => ({
          id: `coup-${now.round}/${now.id}`,
          detail: `cái coup=${now.coup + 1} ${now.status === 'refunded' ? 'void' : `payout=${now.payout}`}`,
        }),
      },
      session,
      rounds,
    ),
};
