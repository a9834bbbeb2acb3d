import { z } from 'zod';
import { type GameDriver, PlayError, type PlayedRound, type PlaySession, send } from '../driver';

/**
 * IM Sports and WS168, the transfer-wallet providers (decisions 134, 153): `npm run play` opens
 * them as the site's transfer panel does (the money goes to the provider, then its launch call
 * answers the game's address) and plays through the sandbox's game screen API with the money
 * held there. A round is one ticket: IM the home side (1X2) of the next match of our feed open
 * for bets, WS168 Meron on the fight of our cockfight schedule taking bets; it is reported once
 * the provider has settled it by that match's or fight's result (run the platform with
 * SPORTS_SPEED=60 and COCKFIGHT_SCHEDULE=fast). play.ts brings the money back at the end.
 */
const PROVIDERS: Record<string, { code: 'im' | 'ws168' }> = { im: { code: 'im' }, ws168: { code: 'ws168' } };

const ZState = z.object({
  ok: z.literal(true),
  balance: z.number(),
  events: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      closesAt: z.string(),
      picks: z.array(z.object({ key: z.string(), label: z.string(), odds: z.number() })),
    }),
  ),
  tickets: z.array(
    z.object({
      betId: z.string(),
      match: z.string(),
      pick: z.string(),
      stake: z.number(),
      payout: z.number().nullable(),
      status: z.string(),
      result: z.string().nullable(),
    }),
  ),
});
const ZPlaced = z.object({ ok: z.literal(true), ticket: z.object({ betId: z.string() }) });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The sandbox screen's own calls (not the platform's envelope): `{ ok, ... }` or `{ ok: false, message }`. */
async function screen<T>(url: URL, schema: z.ZodType<T>, body?: object): Promise<T> {
  const res = await send(
    url,
    body ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {},
  );
  const json = (await res.json().catch(() => null)) as { ok?: boolean; message?: string } | null;
  const parsed = schema.safeParse(json);
  if (!parsed.success)
    throw new PlayError(`${url.pathname}: HTTP ${res.status} ${json?.message ?? 'unexpected answer'}`);
  return parsed.data;
}

async function* tickets(session: PlaySession, rounds: number): AsyncIterable<PlayedRound> {
  const provider = PROVIDERS[session.game.partner]!;
  const launch = session.launchUrl;
  const p = launch.searchParams.get('p');
  const s = launch.searchParams.get('s');
  if (!launch.pathname.startsWith(`/sandbox/${provider.code}/`) || !p || !s)
    throw new PlayError(`the launch address is not the ${provider.code} sandbox's screen: ${launch.pathname}`);
  const api = (path: string) => {
    const u = new URL(`/sandbox/${provider.code}/${path}`, launch.origin);
    u.searchParams.set('p', p);
    u.searchParams.set('s', s);
    return u;
  };
  const stake = Math.max(1000, Math.floor((session.stake ?? 10_000) / 1000) * 1000);
  const open = new Set<string>();
  while (open.size < rounds) {
    const state = await screen(api('state'), ZState);
    const event = state.events.find((e) => Date.parse(e.closesAt) > Date.now() + 3000);
    // the screen lists the home side (IM) and Meron (WS168) first
    const pick = event?.picks[0];
    if (event && pick) {
      const placed = await screen(api('play'), ZPlaced, { p, s, stake, event: event.id, pick: pick.key });
      open.add(placed.ticket.betId);
      continue;
    }
    if (Date.now() > session.deadline) throw new PlayError('no match or fight opened for bets in time');
    await sleep(2000);
  }
  while (open.size > 0) {
    if (Date.now() > session.deadline) throw new PlayError(`${open.size} ticket(s) not settled in time`);
    for (const t of (await screen(api('state'), ZState)).tickets) {
      if (!open.has(t.betId) || t.status === 'open') continue;
      open.delete(t.betId);
      yield {
        id: t.betId,
        staked: t.stake,
        won: t.payout ?? 0,
        detail: `${t.match}: ${t.pick} → ${t.result ?? t.status}`,
      };
    }
    if (open.size > 0) await sleep(2000);
  }
}

export const transferProviders: GameDriver = {
  plays: (game) => game.partner in PROVIDERS,
  transfer: (game) => PROVIDERS[game.partner]!.code,
  play: (session, rounds) => tickets(session, rounds),
};
