import { randomInt } from 'node:crypto';
import { z } from 'zod';
import { answer, type GameDriver, PlayError, type PlayedRound, type PlaySession, send } from '../driver';

/**
 * The house games whose round is one request (POST /house/api/play): a table bet, a spin, a
 * keno ticket. Each bet is the player's usual choice for the game.
 */
const SLOT_LINES = 20;
const SLOT_LINE_BETS = [100, 200, 500, 1000, 2000, 5000];

const table = (spot: string) => (stake: number) => ({ bets: [{ spot, amount: stake }] });
const BETS: Record<string, (stake: number) => unknown> = {
  taixiu: table('tai'),
  xocdia: table('chan'),
  baucua: table('cua'),
  rongho: table('rong'),
  roulette: table('red'),
  slot: (stake) => ({ lineBet: largestLineBet(stake) }),
  keno: (stake) => ({ picks: quickPick(5, 80), amount: stake }),
  baccarat: table('banker'),
  baccarat_nc: table('banker'),
  sicbo: sicboSpread,
};

/** Sic bo: Tài with most of the stake, a third each on single 6 and the 5-6 pair when it allows. */
function sicboSpread(stake: number) {
  const side = Math.floor(stake / 3000) * 1000;
  if (side < 1000) return { bets: [{ spot: 'big', amount: stake }] };
  return {
    bets: [
      { spot: 'big', amount: stake - 2 * side },
      { spot: 'single_6', amount: side },
      { spot: 'pair_5_6', amount: side },
    ],
  };
}

function largestLineBet(stake: number): number {
  const fitting = SLOT_LINE_BETS.filter((b) => b * SLOT_LINES <= stake);
  const lineBet = fitting.at(-1);
  if (lineBet === undefined) throw new PlayError(`slot: the smallest spin is ${SLOT_LINE_BETS[0]! * SLOT_LINES} VND`);
  return lineBet;
}

function quickPick(count: number, of: number): number[] {
  const picks = new Set<number>();
  while (picks.size < count) picks.add(randomInt(1, of + 1));
  return [...picks];
}

const ZRound = z.object({
  roundId: z.string(),
  stake: z.number().int(),
  payout: z.number().int(),
  jackpotAmount: z.number().int().nullable(),
  settled: z.boolean(),
  outcome: z.unknown(),
});

/** The house API's base (`…/house`) from a launch URL `…/house/play/<game>?token=…`. */
export function houseApi(launchUrl: URL): { base: string; token: string } {
  const token = launchUrl.searchParams.get('token');
  const at = launchUrl.pathname.lastIndexOf('/play/');
  if (!token || at < 0) throw new PlayError(`unexpected launch URL ${launchUrl.pathname}`);
  return { base: `${launchUrl.origin}${launchUrl.pathname.slice(0, at)}`, token };
}

export const houseInstant: GameDriver = {
  plays: (game) => game.partner === 'house' && game.partnerGameId in BETS,

  async *play(session: PlaySession, rounds: number): AsyncIterable<PlayedRound> {
    const { base, token } = houseApi(session.launchUrl);
    const bet = BETS[session.game.partnerGameId]!(session.stake ?? 10_000);
    for (let i = 0; i < rounds; i++) {
      const res = await send(new URL(`${base}/api/play`), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-play-token': token },
        body: JSON.stringify({ game: session.game.partnerGameId, bet }),
      });
      const round = await answer(res, ZRound);
      if (!round.settled) throw new PlayError(`round ${round.roundId} is not settled yet`);
      yield {
        id: round.roundId,
        staked: round.stake,
        won: round.payout + (round.jackpotAmount ?? 0),
        detail: JSON.stringify(round.outcome),
      };
    }
  },
};
