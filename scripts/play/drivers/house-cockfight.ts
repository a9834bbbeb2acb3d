import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { answer, type GameDriver, PlayError, type PlayedRound, type PlaySession, send } from '../driver';
import { houseApi } from './house-instant';

/**
 * The house cockfight table: a round is one bet on Meron on one fight of the shared schedule,
 * placed while betting is open, reported once the fight's result has paid it (or refunded it).
 */
const ZFight = z.object({
  no: z.number().int(),
  phase: z.enum(['betting', 'fighting', 'result']),
  msLeft: z.number(),
  odds: z.object({ meron: z.number().int(), wala: z.number().int(), draw: z.number().int() }),
});
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
const ZPlaced = z.object({ bet: ZBet });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** bets are whole thousands of VND */
const tableStake = (stake: number) => Math.max(1000, Math.floor(stake / 1000) * 1000);

export const houseCockfight: GameDriver = {
  plays: (game) => game.partner === 'house' && game.partnerGameId === 'cockfight',

  async *play(session: PlaySession, rounds: number): AsyncIterable<PlayedRound> {
    const { base, token } = houseApi(session.launchUrl);
    const headers = { 'x-play-token': token };
    const get = async <T>(path: string, schema: z.ZodType<T>) =>
      answer(await send(new URL(`${base}/api/${path}`), { headers }), schema);
    const amount = tableStake(session.stake ?? 10_000);
    let lastFight = -1;
    for (let i = 0; i < rounds; i++) {
      // one bet per fight: wait for the next fight's betting window with time to spare
      let fight = await get('cockfight/fight', ZFight);
      while (fight.phase !== 'betting' || fight.msLeft < 1500 || fight.no === lastFight) {
        if (Date.now() > session.deadline) throw new PlayError('no fight opened for betting in time');
        await sleep(Math.min(1000, Math.max(200, fight.msLeft)));
        fight = await get('cockfight/fight', ZFight);
      }
      const res = await send(new URL(`${base}/api/cockfight/bet`), {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ fight: fight.no, side: 'meron', amount, betId: randomUUID() }),
      });
      const { bet } = await answer(res, ZPlaced);
      lastFight = fight.no;
      for (;;) {
        const mine = await get('cockfight/bets?limit=50', z.array(ZBet));
        const now = mine.find((b) => b.id === bet.id);
        if (now && (now.status === 'settled' || now.status === 'refunded')) {
          const won = now.status === 'refunded' ? now.amount : (now.payout ?? 0);
          yield {
            id: `fight-${now.fight}/${now.id}`,
            staked: now.amount,
            won,
            detail: `meron@${(now.odds / 100).toFixed(2)} result=${now.result ?? 'cancelled'}`,
          };
          break;
        }
        if (Date.now() > session.deadline)
          throw new PlayError(`bet ${bet.id} on fight ${bet.fight} is not settled yet`);
        await sleep(1000);
      }
    }
  },
};
