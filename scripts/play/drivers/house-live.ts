import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { answer, type GameDriver, PlayError, type PlayedRound, type PlaySession, send } from '../driver';
import { houseApi } from './house-instant';

/**
 * The shared live baccarat table: a round is one bet on Cái on one coup of the table's clock,
 * placed while betting is open, reported once the coup has paid it (or refunded a void coup).
 */
const ZTable = z.object({
  no: z.number().int(),
  phase: z.enum(['betting', 'dealing', 'result']),
  msLeft: z.number(),
});
const ZBet = z.object({
  id: z.string(),
  round: z.number().int(),
  coup: z.number().int(),
  amount: z.number().int(),
  payout: z.number().int().nullable(),
  status: z.string(),
});
const ZPlaced = z.object({ bet: ZBet });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** bets are whole thousands of VND */
const tableStake = (stake: number) => Math.max(1000, Math.floor(stake / 1000) * 1000);

export const houseLive: GameDriver = {
  plays: (game) => game.partner === 'house' && game.partnerGameId === 'baccarat_live',

  async *play(session: PlaySession, rounds: number): AsyncIterable<PlayedRound> {
    const { base, token } = houseApi(session.launchUrl);
    const headers = { 'x-play-token': token };
    const get = async <T>(path: string, schema: z.ZodType<T>) =>
      answer(await send(new URL(`${base}/api/${path}`), { headers }), schema);
    const amount = tableStake(session.stake ?? 10_000);
    let lastCoup = -1;
    for (let i = 0; i < rounds; i++) {
      // one bet per coup: wait for the next coup's betting window with time to spare
      let table = await get('live/table', ZTable);
      while (table.phase !== 'betting' || table.msLeft < 1500 || table.no === lastCoup) {
        if (Date.now() > session.deadline) throw new PlayError('no coup opened for betting in time');
        await sleep(Math.min(1000, Math.max(200, table.msLeft)));
        table = await get('live/table', ZTable);
      }
      const res = await send(new URL(`${base}/api/live/bet`), {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          table: 'bac1',
          round: table.no,
          bets: [{ spot: 'banker', amount }],
          betId: randomUUID(),
        }),
      });
      const { bet } = await answer(res, ZPlaced);
      lastCoup = table.no;
      for (;;) {
        const mine = await get('live/bets?limit=50', z.array(ZBet));
        const now = mine.find((b) => b.id === bet.id);
        if (now && (now.status === 'settled' || now.status === 'refunded')) {
          yield {
            id: `coup-${now.round}/${now.id}`,
            staked: now.amount,
            won: now.status === 'refunded' ? now.amount : (now.payout ?? 0),
            detail: `cái coup=${now.coup + 1} ${now.status === 'refunded' ? 'void' : `payout=${now.payout}`}`,
          };
          break;
        }
        if (Date.now() > session.deadline) throw new PlayError(`bet ${bet.id} on coup ${bet.round} is not settled yet`);
        await sleep(1000);
      }
    }
  },
};
