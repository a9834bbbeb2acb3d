import { z } from 'zod';
import type { GameDriver } from '../driver';
import { playSharedTable } from './shared-round';

/**
 * The house cockfight table: a round is one bet on Meron on one fight of the shared schedule,
 * placed while betting is open, reported once the fight's result has paid it (or refunded it).
 */
const ZBet = z.object({
  id: z.string(),
  fight: z.number().int(),
  side: z.string(),
  amount: z.number().int(),
  odds: z.number().int(),
  payout: z.number().int().nullable(),
  status: z.string(),
  result: z.string().nullable(),
});

export const houseCockfight: GameDriver = {
  plays: (game) => game.partner === 'house' && game.partnerGameId === 'cockfight',

  play: (session, rounds) =>
    playSharedTable(
      {
        noun: 'fight',
        roundPath: 'cockfight/fight',
        betPath: 'cockfight/bet',
        betsPath: 'cockfight/bets?limit=50',
        bet: ZBet,
        body: (fight, amount) => ({ fight, side: 'meron', amount }),
        roundOf: (bet) => bet.fight,
        report: (now) => ({
          id: `fight-${now.fight}/${now.id}`,
          detail: `meron@${(now.odds / 100).toFixed(2)} result=${now.result ?? 'cancelled'}`,
        }),
      },
      session,
      rounds,
    ),
};
