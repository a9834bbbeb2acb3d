import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { answer, type GameDriver, PlayError, type PlayedRound, type PlaySession, send } from '../driver';
import { houseApi } from './house-instant';

/**
 * Bắn cá: a round is one shot. Shots go as the screen sends them, in batches of up to 40 under
 * an id chosen before sending (re-sent as is if the answer is lost); each shot is reported with
 * its own stake and payout.
 */
const CANNON_LEVELS = [100, 200, 500, 1_000, 2_000, 5_000, 10_000];
const TARGETS = ['tom', 'ca-nho', 'ca-he', 'ca-noc', 'rua', 'muc', 'ca-kiem', 'ca-map'];
const MAX_SHOTS = 40;

const ZFire = z.object({
  batchId: z.string(),
  stake: z.number().int(),
  payout: z.number().int(),
  settled: z.boolean(),
  shots: z.array(
    z.object({ fish: z.string(), level: z.number().int(), captured: z.boolean(), payout: z.number().int() }),
  ),
});

function cannonLevel(stake: number): number {
  const level = CANNON_LEVELS.filter((l) => l <= stake).at(-1);
  if (level === undefined) throw new PlayError(`fish: the smallest shot is ${CANNON_LEVELS[0]} VND`);
  return level;
}

export const houseFish: GameDriver = {
  plays: (game) => game.partner === 'house' && game.partnerGameId === 'fish',

  async *play(session: PlaySession, rounds: number): AsyncIterable<PlayedRound> {
    const { base, token } = houseApi(session.launchUrl);
    const level = cannonLevel(session.stake ?? 1_000);
    let fired = 0;
    while (fired < rounds) {
      const count = Math.min(MAX_SHOTS, rounds - fired);
      const shots = Array.from({ length: count }, (_, i) => ({ fish: TARGETS[(fired + i) % TARGETS.length]!, level }));
      const body = JSON.stringify({ batchId: randomUUID(), shots });
      const fire = async () =>
        answer(
          await send(new URL(`${base}/api/fish/fire`), {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-play-token': token },
            body,
          }),
          ZFire,
        );
      let batch = await fire();
      // a win that did not land yet: the same batch again finishes it (never charged twice)
      for (let i = 0; !batch.settled && i < 5; i++) batch = await fire();
      if (!batch.settled) throw new PlayError(`batch ${batch.batchId} is not settled yet`);
      for (const [i, s] of batch.shots.entries()) {
        yield {
          id: `${batch.batchId}#${i}`,
          staked: s.level,
          won: s.payout,
          detail: `${s.fish} ${s.captured ? 'captured' : 'missed'}`,
        };
      }
      fired += count;
    }
  },
};
