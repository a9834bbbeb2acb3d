import { z } from 'zod';
import { answer, type GameDriver, PlayError, type PlayedRound, type PlaySession, send } from '../driver';

/**
 * The partners connected through their own protocols (decision 132): Pragmatic Play's slots and
 * live tables, AE Sexy's baccarat and SV388's fights, as their sandboxes' screens play them
 * (the session is the launch URL's `s`). A slot round is one spin; a table round one bet on one
 * round of the table's clock, reported once the provider has settled it with the platform.
 */
const PARTNERS = new Set(['pp', 'sexy', 'sv388']);

const ZGames = z.array(
  z.object({
    symbol: z.string(),
    type: z.string(),
    lines: z.number().int().optional(),
    ways: z.number().int().optional(),
    cost: z.number().int().optional(),
  }),
);
const ZSpin = z.object({
  id: z.number(),
  stake: z.number().int(),
  payout: z.number().int(),
  settled: z.boolean(),
  freeSpins: z.array(z.unknown()).optional(),
});
const ZTable = z.object({
  round: z.number().int(),
  phase: z.string(),
  msLeft: z.number(),
  spots: z.array(z.object({ spot: z.string(), label: z.string() })),
});
const ZPlaced = z.object({ id: z.number(), round: z.number().int(), amount: z.number().int() });
const ZBets = z.array(
  z.object({
    id: z.number(),
    stake: z.number().int(),
    payout: z.number().int().nullable(),
    status: z.string(),
    result: z.string().nullable(),
  }),
);
const LINE_BETS = [200, 500, 1000, 2000, 5000];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function sandboxApi(launch: URL) {
  const session = launch.searchParams.get('s');
  const m = /^(.*\/partners\/(?:pp|awc))\//.exec(launch.pathname);
  if (!session || !m) throw new PlayError(`the launch URL is not a partner sandbox game: ${launch.pathname}`);
  const base = `${launch.origin}${m[1]}/api`;
  const headers = { 'x-sandbox-session': session };
  return {
    get: async <T>(path: string, schema: z.ZodType<T>) =>
      answer(await send(new URL(`${base}/${path}`), { headers }), schema),
    post: async <T>(path: string, body: object, schema: z.ZodType<T>) =>
      answer(
        await send(new URL(`${base}/${path}`), {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
        schema,
      ),
  };
}

async function* spins(session: PlaySession, rounds: number): AsyncIterable<PlayedRound> {
  const api = sandboxApi(session.launchUrl);
  const title = (await api.get('games', ZGames)).find((g) => g.symbol === session.game.partnerGameId);
  // the stake is the line bet times the title's cost (its lines, or its ways' bet multiplier)
  const cost = title?.cost ?? title?.lines ?? 20;
  const paths = title?.ways ? `${title.ways} ways` : `${title?.lines ?? cost} lines`;
  const stake = session.stake ?? 10_000;
  const lineBet = LINE_BETS.filter((b) => b * cost <= stake).at(-1);
  if (lineBet === undefined) throw new PlayError(`the smallest spin of this game is ${LINE_BETS[0]! * cost} VND`);
  for (let i = 0; i < rounds; i++) {
    const spin = await api.post('spin', { lineBet }, ZSpin);
    if (!spin.settled) throw new PlayError(`spin ${spin.id} was not settled by the provider`);
    const free = spin.freeSpins?.length ? ` + ${spin.freeSpins.length} free spins` : '';
    yield { id: `spin-${spin.id}`, staked: spin.stake, won: spin.payout, detail: `${paths} × ${lineBet}${free}` };
  }
}

async function* tableBets(session: PlaySession, rounds: number): AsyncIterable<PlayedRound> {
  const api = sandboxApi(session.launchUrl);
  const amount = Math.max(1000, Math.floor((session.stake ?? 10_000) / 1000) * 1000);
  let last = -1;
  for (let i = 0; i < rounds; i++) {
    let table = await api.get('table', ZTable);
    while (table.phase !== 'betting' || table.msLeft < 1200 || table.round === last) {
      if (Date.now() > session.deadline) throw new PlayError('no round opened for betting in time');
      await sleep(Math.min(1000, Math.max(200, table.msLeft)));
      table = await api.get('table', ZTable);
    }
    const spot = table.spots[0]!;
    const placed = await api.post('bet', { round: table.round, spot: spot.spot, amount }, ZPlaced);
    last = table.round;
    for (;;) {
      const bet = (await api.get('bets', ZBets)).find((b) => b.id === placed.id);
      if (bet && (bet.status === 'settled' || bet.status === 'refunded')) {
        const won = bet.status === 'refunded' ? bet.stake : (bet.payout ?? 0);
        yield {
          id: `round-${placed.round}/${placed.id}`,
          staked: bet.stake,
          won,
          detail: `${spot.label}: ${bet.result ?? bet.status}`,
        };
        break;
      }
      if (Date.now() > session.deadline)
        throw new PlayError(`bet ${placed.id} on round ${placed.round} is not settled yet`);
      await sleep(500);
    }
  }
}

export const partnerGames: GameDriver = {
  plays: (game) => PARTNERS.has(game.partner),
  play: (session, rounds) =>
    session.game.partner === 'pp' && session.game.partnerGameId.startsWith('vs')
      ? spins(session, rounds)
      : tableBets(session, rounds),
};
