import { z } from 'zod';
import { answer, type GameDriver, PlayError, type PlayedRound, type PlaySession, send } from '../driver';
import { houseApi } from './house-instant';

/**
 * The built-in sportsbook and virtual football (packages/sportsbook): a round is a single on a
 * listed market (the home side's Asian handicap on the main line) of the next match that will
 * have been played before the wait is over (the session says how long a match lasts at the
 * platform's clock), at the listed price ("always accept a changed price"); it settles when the
 * match has been played. When no such match is listed yet it waits for one. Run the platform
 * with SPORTS_SPEED=60 so real-league matches settle within minutes.
 */
const ZMarket = z.object({
  market: z.string(),
  selections: z.array(z.object({ key: z.string(), pick: z.string(), odds: z.number().int() })),
});
const ZMatches = z.object({
  items: z.array(
    z.object({ id: z.string(), home: z.string(), away: z.string(), kickoff: z.string(), markets: z.array(ZMarket) }),
  ),
});
const ZLeg = z.object({ label: z.string(), result: z.string().nullable(), home: z.string(), away: z.string() });
const ZBet = z.object({
  id: z.string(),
  stake: z.number().int(),
  payout: z.number().int().nullable(),
  status: z.string(),
  legs: z.array(ZLeg),
});

const ZSession = z.object({ matchMs: z.object({ sportsbook: z.number(), virtual: z.number() }) });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Time left after the result for the settlement loop and our polling to see it. */
const SETTLE_SLACK_MS = 30_000;

export const sportsBook: GameDriver = {
  plays: (game) => game.partner === 'sports' && ['sportsbook', 'virtual'].includes(game.partnerGameId),

  async *play(session: PlaySession, rounds: number): AsyncIterable<PlayedRound> {
    const { base, token } = houseApi(session.launchUrl);
    const game = session.game.partnerGameId;
    const headers = { 'content-type': 'application/json', 'x-play-token': token };
    const stake = session.stake ?? 10_000;
    const open = new Set<string>();
    const { matchMs } = await answer(await send(new URL(`${base}/api/session`), { headers }), ZSession);
    const lasts = game === 'virtual' ? matchMs.virtual : matchMs.sportsbook;
    for (let i = 0; i < rounds; i++) {
      let match: z.infer<typeof ZMatches>['items'][number] | undefined;
      for (;;) {
        const { items } = await answer(
          await send(new URL(`${base}/api/matches?status=upcoming&game=${game}&limit=50`), { headers }),
          ZMatches,
        );
        // open for bets (kick-off ahead) and over, with its result, before the wait is
        match = items.find(
          (m) =>
            m.markets.some((x) => x.market === 'ah') &&
            Date.parse(m.kickoff) > Date.now() + 2_000 &&
            Date.parse(m.kickoff) + lasts + SETTLE_SLACK_MS < session.deadline,
        );
        if (match) break;
        if (Date.now() + lasts + SETTLE_SLACK_MS > session.deadline) {
          throw new PlayError(`${game}: no match open for bets will be played within --wait-minutes`);
        }
        await sleep(3000);
      }
      const s = match.markets.find((x) => x.market === 'ah')!.selections.find((x) => x.pick === 'home')!;
      const bet = await answer(
        await send(new URL(`${base}/api/bets`), {
          method: 'POST',
          headers,
          body: JSON.stringify({
            game,
            stake,
            accept: 'any',
            legs: [{ fixtureId: match.id, key: s.key, odds: s.odds }],
          }),
        }),
        ZBet,
      );
      open.add(bet.id);
    }
    while (open.size > 0) {
      if (Date.now() > session.deadline) throw new PlayError(`${open.size} bet(s) not settled before --wait-minutes`);
      const list = await answer(await send(new URL(`${base}/api/bets?limit=100`), { headers }), z.array(ZBet));
      for (const b of list) {
        if (!open.has(b.id) || b.status === 'placed' || b.payout === null) continue;
        open.delete(b.id);
        const leg = b.legs[0]!;
        yield {
          id: b.id,
          staked: b.stake,
          won: b.payout,
          detail: `${leg.home} - ${leg.away}: ${leg.label} → ${leg.result}`,
        };
      }
      if (open.size > 0) await sleep(2000);
    }
  },
};
