import { randomUUID } from 'node:crypto';
import type { TTournamentBoard, TTournamentRule } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffTokenFor } from '../admin/admin.test-support';
import { siteCatalogue } from '../games/games.site';
import {
  buildGamesTestApp,
  type GamesTestApp,
  house,
  newPlayer,
  type TestPlayer,
} from '../providers/providers.test-support';
import { TournamentsService } from './tournaments.service';

/** Reads `event: board` messages of one open stream, in order. */
async function openBoard(url: string, token?: string) {
  const controller = new AbortController();
  const res = await fetch(url, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal: controller.signal,
  });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  /** The next board, within `ms`. */
  const next = async (ms = 8_000): Promise<TTournamentBoard> => {
    const deadline = Date.now() + ms;
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const message = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = message.split('\n').find((l) => l.startsWith('data: '));
        if (message.includes('event: board') && data) return JSON.parse(data.slice(6));
        continue;
      }
      if (Date.now() > deadline) throw new Error('no board event in time');
      const chunk = await Promise.race([
        reader.read(),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no board event in time')), ms)),
      ]);
      if (chunk.done) throw new Error('stream ended');
      buffer += decoder.decode(chunk.value, { stream: true });
    }
  };
  return { status: res.status, type: res.headers.get('content-type'), next, close: () => controller.abort() };
}

describe(`${TournamentsService.name} live parts`, () => {
  let t: GamesTestApp;
  let base: string;
  let content: string;
  beforeAll(async () => {
    t = await buildGamesTestApp();
    content = await staffTokenFor(t.app, 'content');
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const rule: TTournamentRule = {
    startsAt: new Date(Date.now() - 60_000).toISOString(),
    endsAt: new Date(Date.now() + 3600_000).toISOString(),
    sections: [],
    games: [{ provider: 'house', gameCode: 'taixiu' }],
    entry: 'everyone',
    scoring: 'turnover',
    minStake: 10_000,
    prizes: [{ from: 1, to: 1, kind: 'cash', amount: 100_000, wagering: null }],
    tie: 'first_to_reach',
    minDeposit: null,
    minVipLevel: null,
  };

  const play = async (p: TestPlayer, stake: number) => {
    const h = house(t, p);
    const bet = randomUUID();
    expect((await h.bet(bet, stake)).status).toBe('RS_OK');
    expect((await h.win(randomUUID(), bet, 0)).status).toBe('RS_OK');
    await t.app.services.providers.repo.drain();
    await t.app.services.domainEvents.deliver();
  };

  it("should push each listener the new standings with their own row when a round is settled, and refuse a draft's stream", async () => {
    const slug = `stream-${randomUUID().slice(0, 8)}`;
    const headers = { 'x-staff-token': content };
    const created = await t.app.inject({
      method: 'POST',
      url: '/admin-api/tournaments',
      headers,
      payload: { slug, title: 'Đua top trực tiếp', rule },
    });
    const id = created.json().data.id;
    // a draft has no public stream
    const draft = await fetch(`${base}/api/tournaments/${slug}/leaderboard/stream`);
    expect(draft.status).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: `/admin-api/tournaments/${id}/publish`, headers })).statusCode,
    ).toBe(200);

    const leader = await newPlayer(t, 1_000_000);
    const me = await newPlayer(t, 1_000_000);
    await play(leader, 50_000);

    const mine = await openBoard(`${base}/api/tournaments/${slug}/leaderboard/stream`, me.token);
    const guest = await openBoard(`${base}/api/tournaments/${slug}/leaderboard/stream`);
    try {
      expect(mine.status).toBe(200);
      expect(mine.type).toContain('text/event-stream');
      const first = await mine.next();
      expect(first.ranked).toBe(1);
      expect(first.me).toBeNull();
      expect((await guest.next()).joined).toBeNull();

      // a settled round moves the player onto the board, pushed without asking
      await play(me, 20_000);
      const second = await mine.next();
      expect(second.me).toMatchObject({ position: 2, score: 20_000 });
      expect(second.top.map((r) => r.score)).toEqual([50_000, 20_000]);
      const guestSees = await guest.next();
      expect(guestSees.me).toBeNull();
      expect(guestSees.top).toEqual(second.top);

      // and past the leader: position 1 takes the prize
      await play(me, 40_000);
      const third = await mine.next();
      expect(third.me).toMatchObject({ position: 1, score: 60_000, prizeText: '100,000 VND tiền mặt' });
    } finally {
      mine.close();
      guest.close();
    }
  });

  it('should badge the games a running tournament scores, and none of a draft or an upcoming one', async () => {
    const headers = { 'x-staff-token': content };
    const make = async (over: Partial<TTournamentRule>, publish: boolean) => {
      const slug = `badge-${randomUUID().slice(0, 8)}`;
      const created = await t.app.inject({
        method: 'POST',
        url: '/admin-api/tournaments',
        headers,
        payload: { slug, title: `Giải ${slug}`, rule: { ...rule, ...over } },
      });
      expect(created.statusCode, created.body).toBe(200);
      if (publish)
        await t.app.inject({
          method: 'POST',
          url: `/admin-api/tournaments/${created.json().data.id}/publish`,
          headers,
        });
      return slug;
    };
    await make({ games: [{ provider: 'house', gameCode: 'baccarat' }] }, false);
    await make(
      {
        games: [{ provider: 'house', gameCode: 'sicbo' }],
        startsAt: new Date(Date.now() + 3600_000).toISOString(),
        endsAt: new Date(Date.now() + 7200_000).toISOString(),
      },
      true,
    );
    const running = await make({ games: [{ provider: 'house', gameCode: 'roulette' }] }, true);
    const badges = await t.app.services.tournaments.badges([
      { provider: 'house', gameCode: 'roulette' },
      { provider: 'house', gameCode: 'baccarat' },
      { provider: 'house', gameCode: 'sicbo' },
      { provider: 'other', gameCode: 'roulette' },
    ]);
    expect(badges[0]).toEqual({ slug: running, title: `Giải ${running}` });
    expect(badges.slice(1)).toEqual([null, null, null]);
    // after its end no tile carries it
    expect(
      await t.app.services.tournaments.badges(
        [{ provider: 'house', gameCode: 'roulette' }],
        new Date(Date.now() + 7200_000),
      ),
    ).toEqual([null]);

    // the lobby's tiles carry the badge of the game they show
    const lobby = siteCatalogue(t.app.services.games, (g) => t.app.services.tournaments.badges(g));
    const { items } = await lobby.list({ category: 'live-casino', type: 'roulette', page: 1, perPage: 96 });
    const tile = items.find((g) => g.partner === 'house' && g.partnerGameId === 'roulette');
    expect(tile?.tournament?.slug).toBe(running);
    expect(
      items
        .filter((g) => g.partnerGameId !== 'roulette' && g.partnerGameId !== 'taixiu')
        .every((g) => g.tournament === null),
    ).toBe(true);
  });

  it('should pay a gift-code prize once: a code made and redeemed for the winner, held by its wagering, in the history', async () => {
    const headers = { 'x-staff-token': content };
    const slug = `gift-${randomUUID().slice(0, 8)}`;
    const giftRule: TTournamentRule = {
      ...rule,
      games: [{ provider: 'house', gameCode: 'sicbo' }],
      prizes: [{ from: 1, to: 1, kind: 'giftcode', amount: 30_000, wagering: 3 }],
    };
    // a gift code needs its wagering, a cash prize none
    const bad = await t.app.inject({
      method: 'POST',
      url: '/admin-api/tournaments/preview',
      headers,
      payload: { rule: { ...giftRule, prizes: [{ ...giftRule.prizes[0], wagering: null }] } },
    });
    expect(bad.statusCode).toBe(400);
    const created = await t.app.inject({
      method: 'POST',
      url: '/admin-api/tournaments',
      headers,
      payload: { slug, title: 'Đua top giftcode', rule: giftRule },
    });
    const id = created.json().data.id as number;
    expect(created.json().data.texts.prizeLines).toEqual(['Hạng 1: Giftcode 30,000 VND (vòng cược x3)']);
    await t.app.inject({ method: 'POST', url: `/admin-api/tournaments/${id}/publish`, headers });

    const winner = await newPlayer(t, 1_000_000);
    const h = house(t, winner);
    const bet = randomUUID();
    expect((await h.bet(bet, 20_000, { game_code: 'sicbo' })).status).toBe('RS_OK');
    expect((await h.win(randomUUID(), bet, 0, { game_code: 'sicbo' })).status).toBe('RS_OK');
    await t.app.services.providers.repo.drain();
    await t.app.services.domainEvents.deliver();

    const cash = (await t.wallet.getPlayerBalance(winner.id)).available;
    const after = new Date(Date.parse(giftRule.endsAt) + 3 * 60_000);
    const tournaments = t.app.services.tournaments;
    await Promise.all([tournaments.runFinish(after), tournaments.runFinish(after)]);
    await tournaments.runFinish(after);
    await tournaments.prizes(winner.id);
    expect((await t.wallet.getPlayerBalance(winner.id)).available).toBe(cash + 30_000);
    const code = `DT${id}X${winner.id}`;
    const { rows } = await t.db.pool.query(
      `SELECT count(*)::int AS n FROM journal WHERE kind = 'giftcode' AND meta->>'code' = $1`,
      [code],
    );
    expect(rows[0].n).toBe(1);

    const auth = { authorization: `Bearer ${winner.token}` };
    const gifts = await t.app.inject({ method: 'GET', url: '/api/user/history/giftcodes', headers: auth });
    expect(gifts.json().data).toContainEqual(expect.objectContaining({ code, requiredBet: 90_000 }));
    const tab = await t.app.inject({ method: 'GET', url: '/api/user/history/transactions', headers: auth });
    expect(tab.json().data).toContainEqual(expect.objectContaining({ amount: 30_000, method: `Giftcode ${code}` }));
    // held like any gift code until 3 x 30,000 VND is wagered; the tournament adds no second hold
    expect((await t.app.services.giftcodes.withdrawalCheck(winner.id))?.code).toBe('GIFTCODE_WAGERING_INCOMPLETE');
    expect(await tournaments.withdrawalCheck(winner.id)).toBeNull();
    // the frozen board says what was won
    const frozen = await t.app.inject({ method: 'GET', url: `/api/tournaments/${slug}/leaderboard`, headers: auth });
    expect(frozen.json().data.me).toMatchObject({ position: 1, prizeText: 'Giftcode 30,000 VND (vòng cược x3)' });
    // nobody else can redeem the winner's code
    const other = await newPlayer(t, 0);
    await t.db.pool.query('UPDATE players SET phone_verified = true WHERE id = $1', [other.id]);
    const stolen = await t.app.inject({
      method: 'POST',
      url: '/api/user/giftcode/redeem',
      headers: { authorization: `Bearer ${other.token}` },
      payload: { code },
    });
    expect(stolen.json().code).toBe('GIFTCODE_INVALID');
    expect((await t.wallet.getPlayerBalance(other.id)).available).toBe(0);
  });
});
