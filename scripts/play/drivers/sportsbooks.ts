import { z } from 'zod';
import { answer, type GameDriver, PlayError, type PlayedRound, type PlaySession, send } from '../driver';

/**
 * SABA Sports and BTI Sports (decision 146), as their sandboxes' screens play them: the launch
 * address opens the provider's page (SABA's GetSabaUrl address; BTI's operatorToken address,
 * whose page calls ValidateToken), whose boot block names its play API and session. A round is
 * a single on the home side (1X2) of the next match listed open for bets, at the listed price;
 * it is reported once the provider has settled it with the platform, after the feed published
 * the match's result (run the platform with SPORTS_SPEED=60; `vsports` plays virtual football).
 */
const PROVIDERS = new Set(['saba', 'bti']);

const ZBoot = z.object({ api: z.string(), session: z.string() });
const ZMatches = z.object({
  matches: z.array(
    z.object({
      id: z.string(),
      home: z.string(),
      away: z.string(),
      kickoff: z.string(),
      markets: z.array(
        z.object({ market: z.string(), selections: z.array(z.object({ key: z.string(), label: z.string() })) }),
      ),
    }),
  ),
});
const ZPlaced = z.object({ id: z.number(), reference: z.string(), stake: z.number().int() });
const ZBets = z.array(
  z.object({
    reference: z.string(),
    match: z.string(),
    pick: z.string(),
    stake: z.number().int(),
    payout: z.number().int().nullable(),
    status: z.string(),
    result: z.string().nullable(),
  }),
);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function screenApi(launch: URL) {
  const res = await send(launch);
  const html = await res.text();
  const raw = /<script type="application\/json" id="boot">(.*?)<\/script>/.exec(html)?.[1];
  if (!res.ok || !raw) throw new PlayError(`the launch address is not a sportsbook sandbox screen: ${launch.pathname}`);
  const boot = ZBoot.parse(JSON.parse(raw));
  const base = `${launch.origin}${boot.api}`;
  const headers = { 'x-sandbox-session': boot.session };
  return {
    get: async <T>(path: string, schema: z.ZodType<T>) =>
      answer(await send(new URL(`${base}${path}`), { headers }), schema),
    post: async <T>(path: string, body: object, schema: z.ZodType<T>) =>
      answer(
        await send(new URL(`${base}${path}`), {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
        schema,
      ),
  };
}

async function* tickets(session: PlaySession, rounds: number): AsyncIterable<PlayedRound> {
  const api = await screenApi(session.launchUrl);
  const stake = Math.max(10_000, Math.floor((session.stake ?? 10_000) / 1000) * 1000);
  const open = new Set<string>();
  for (let i = 0; i < rounds; i++) {
    let placed: z.infer<typeof ZPlaced> | null = null;
    while (!placed) {
      const { matches } = await api.get('/matches', ZMatches);
      const match = matches.find((m) => Date.parse(m.kickoff) > Date.now() + 2000);
      const pick = match?.markets.find((k) => k.market === '1x2')?.selections[0];
      if (match && pick) {
        placed = await api.post('/bet', { match: match.id, selection: pick.key, stake }, ZPlaced);
        break;
      }
      if (Date.now() > session.deadline) throw new PlayError('no match opened for bets in time');
      await sleep(3000);
    }
    open.add(placed.reference);
  }
  while (open.size > 0) {
    if (Date.now() > session.deadline) throw new PlayError(`${open.size} ticket(s) not settled in time`);
    for (const b of await api.get('/bets', ZBets)) {
      if (!open.has(b.reference) || (b.status !== 'settled' && b.status !== 'refunded')) continue;
      open.delete(b.reference);
      yield {
        id: b.reference,
        staked: b.stake,
        won: b.status === 'refunded' ? b.stake : (b.payout ?? 0),
        detail: `${b.match}: ${b.pick} → ${b.result ?? b.status}`,
      };
    }
    if (open.size > 0) await sleep(2000);
  }
}

export const sportsbookSandboxes: GameDriver = {
  plays: (game) => PROVIDERS.has(game.partner) && ['lobby', 'vsports'].includes(game.partnerGameId),
  play: (session, rounds) => tickets(session, rounds),
};
