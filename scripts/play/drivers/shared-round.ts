import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { answer, PlayError, type PlayedRound, type PlaySession, send } from '../driver';
import { houseApi } from './house-instant';

/**
 * A house table whose rounds run on a clock every player shares (live baccarat, cockfight): a
 * round is one bet on one round of the schedule, placed while its betting is open with time to
 * spare, reported once the round has paid it (or refunded it).
 */
export interface SharedTable<B extends SharedBet> {
  /** what the table calls a round in messages (fight, coup) */
  noun: string;
  /** the API path of the round on the table now */
  roundPath: string;
  /** the API path a bet is posted to, and the player's bets' path */
  betPath: string;
  betsPath: string;
  /** the bet as the player's bets list it */
  bet: z.ZodType<B>;
  /** the bet's body for round `no` at `amount` */
  body(no: number, amount: number): object;
  /** the round number a bet was placed on */
  roundOf(bet: B): number;
  /** the played round's id and detail for a bet that has been paid or refunded */
  report(bet: B): Pick<PlayedRound, 'id' | 'detail'>;
}

export interface SharedBet {
  id: string;
  amount: number;
  payout: number | null;
  status: string;
}

const ZRound = z.object({ no: z.number().int(), phase: z.string(), msLeft: z.number() });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** bets are whole thousands of VND */
const tableStake = (stake: number) => Math.max(1000, Math.floor(stake / 1000) * 1000);

export async function* playSharedTable<B extends SharedBet>(
  table: SharedTable<B>,
  session: PlaySession,
  rounds: number,
): AsyncIterable<PlayedRound> {
  const { base, token } = houseApi(session.launchUrl);
  const headers = { 'x-play-token': token };
  const get = async <T>(path: string, schema: z.ZodType<T>) =>
    answer(await send(new URL(`${base}/api/${path}`), { headers }), schema);
  const amount = tableStake(session.stake ?? 10_000);
  let last = -1;
  for (let i = 0; i < rounds; i++) {
    // one bet per round: wait for the next round's betting window with time to spare
    let round = await get(table.roundPath, ZRound);
    while (round.phase !== 'betting' || round.msLeft < 1500 || round.no === last) {
      if (Date.now() > session.deadline) throw new PlayError(`no ${table.noun} opened for betting in time`);
      await sleep(Math.min(1000, Math.max(200, round.msLeft)));
      round = await get(table.roundPath, ZRound);
    }
    const res = await send(new URL(`${base}/api/${table.betPath}`), {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ ...table.body(round.no, amount), betId: randomUUID() }),
    });
    const { bet } = await answer(res, z.object({ bet: table.bet }));
    last = round.no;
    for (;;) {
      const mine = await get(table.betsPath, z.array(table.bet));
      const now = mine.find((b) => b.id === bet.id);
      if (now && (now.status === 'settled' || now.status === 'refunded')) {
        const won = now.status === 'refunded' ? now.amount : (now.payout ?? 0);
        yield { ...table.report(now), staked: now.amount, won };
        break;
      }
      if (Date.now() > session.deadline) {
        throw new PlayError(`bet ${bet.id} on ${table.noun} ${table.roundOf(bet)} is not settled yet`);
      }
      await sleep(1000);
    }
  }
}
