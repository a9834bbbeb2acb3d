import { randomInt } from 'node:crypto';
import { z } from 'zod';
import { answer, type GameDriver, PlayError, type PlayedRound, type PlaySession, send } from '../driver';
import { houseApi } from './house-instant';

/**
 * The lottery provider's draw games: quick-pick tickets bought on the draw taking tickets
 * (POST /lottery/api/tickets), then their settlement awaited (GET /lottery/api/tickets). A
 * round is one ticket: for lô đề alternately đề đặc biệt (one number, the stake in thousands)
 * and lô 2 số (one number, as many points as the stake buys, at least one); for Mega 6/45 and
 * Power 6/55 a quick-pick line of 6 numbers at the game's ticket price (the stake is ignored), or
 * with `--bao n` a quick-pick bao ticket of n numbers at its lines' price.
 */
const ZTicket = z.object({
  id: z.string(),
  drawCode: z.string(),
  cost: z.number().int(),
  payout: z.number().int().nullable(),
  status: z.enum(['pending', 'placed', 'won', 'lost', 'refunded']),
  bet: z.object({ type: z.string(), numbers: z.array(z.string()) }),
});
const GAMES: ReadonlySet<string> = new Set(['lode-sieutoc', 'lode-3mien', 'mega645', 'power655']);
const SIX_OF: Record<string, number> = { mega645: 45, power655: 55 };
const ZOpenDraw = z.object({ id: z.number().int(), closeAt: z.string() });
const POLL_MS = 2000;

const two = () => String(randomInt(0, 100)).padStart(2, '0');
/** a quick pick: `count` distinct numbers of 1..max */
function quickPick(max: number, count: number): string[] {
  const picks = new Set<string>();
  while (picks.size < count) picks.add(String(randomInt(1, max + 1)).padStart(2, '0'));
  return [...picks].sort();
}

export const lotteryDraws: GameDriver = {
  plays: (game) => game.partner === 'lottery' && GAMES.has(game.partnerGameId),

  async *play(session: PlaySession, rounds: number): AsyncIterable<PlayedRound> {
    const { base, token } = houseApi(session.launchUrl);
    const headers = { 'content-type': 'application/json', 'x-play-token': token };
    const stake = session.stake ?? 10_000;
    const bought: z.infer<typeof ZTicket>[] = [];
    // lô đề 3 miền sells per province: take the draw closing soonest (that is still a few seconds away)
    let drawId: number | undefined;
    if (session.game.partnerGameId === 'lode-3mien') {
      const res = await send(new URL(`${base}/api/draws/open?game=lode-3mien`), { headers });
      const open = await answer(res, z.array(ZOpenDraw));
      drawId = open.find((d) => Date.parse(d.closeAt) - Date.now() > 3000)?.id;
      if (drawId === undefined) throw new PlayError('lode-3mien: no draw is taking tickets');
    }
    const max = SIX_OF[session.game.partnerGameId];
    for (let i = 0; i < rounds; i++) {
      const bet = max
        ? session.bao
          ? { type: 'bao', numbers: quickPick(max, session.bao), units: 1 }
          : { type: 'pick6', numbers: quickPick(max, 6), units: 1 }
        : i % 2 === 0
          ? { type: 'de', numbers: [two()], units: Math.max(1, Math.floor(stake / 1000)) }
          : { type: 'lo2', numbers: [two()], units: Math.max(1, Math.floor(stake / 23_000)) };
      const res = await send(new URL(`${base}/api/tickets`), {
        method: 'POST',
        headers,
        body: JSON.stringify({ game: session.game.partnerGameId, drawId, bet }),
      });
      bought.push(await answer(res, ZTicket));
    }
    const open = new Map(bought.map((t) => [t.id, t]));
    while (open.size > 0) {
      if (Date.now() > session.deadline) {
        throw new PlayError(`${open.size} ticket(s) not settled before --wait-minutes ran out`);
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      const res = await send(new URL(`${base}/api/tickets?game=${session.game.partnerGameId}&limit=100`), {
        headers,
      });
      for (const t of await answer(res, z.array(ZTicket))) {
        if (!open.has(t.id) || t.status === 'pending' || t.status === 'placed') continue;
        open.delete(t.id);
        yield {
          id: t.id,
          staked: t.cost,
          // a refunded ticket (cancelled draw) pays its cost back
          won: t.status === 'refunded' ? t.cost : (t.payout ?? 0),
          detail: `${t.drawCode} ${t.bet.type} ${t.bet.numbers.join(',')} ${t.status}`,
        };
      }
    }
  },
};
