import {
  type BaccaratSpot,
  dealShoe,
  LIVE_COUPS_PER_SHOE,
  LIVE_SCHEDULES,
  liveClientSeed,
  liveTimesOf,
  settleCoup,
  shoeEndsAt,
  verifyRound,
} from '@app/house-games';
import { HouseService, LiveBaccaratService } from '@app/house-games/server';
import { FairRandom, hashServerSeed } from '@app/provider-kit/fair-node';
import { WalletClient } from '@app/provider-kit/wallet-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGamesTestApp, cashOf, type GamesTestApp, house, newPlayer } from './providers.test-support';

const S = LIVE_SCHEDULES.fast;
/** coups ten years ahead, at the start of a shoe: the app's own ticker (real clock) never reaches them */
const FAR = Math.ceil((Date.now() + 10 * 365 * 86_400_000) / S.periodMs / LIVE_COUPS_PER_SHOE) * LIVE_COUPS_PER_SHOE;
const TABLE = 'bac1' as const;

type Spots = { spot: BaccaratSpot; amount: number }[];

describe(LiveBaccaratService.name, () => {
  let t: GamesTestApp;
  let base: string;
  let now = 0;
  let live: LiveBaccaratService;
  let second: LiveBaccaratService;
  let next = FAR;

  beforeAll(async () => {
    t = await buildGamesTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const wallet = new WalletClient({
      baseUrl: () => base,
      credentials: () => t.app.services.providers.houseCredentials(),
    });
    const log = { warn: () => {}, error: () => {} };
    const houseSvc = new HouseService(t.db.pool, wallet, log);
    live = new LiveBaccaratService(t.db.pool, wallet, houseSvc, S, log, () => now);
    // a second server instance on the same database and clock
    second = new LiveBaccaratService(t.db.pool, wallet, houseSvc, S, log, () => now);
  });
  afterAll(() => t.close());

  /** Opens the next coup (in betting) and returns its times. */
  async function openCoup() {
    const times = liveTimesOf(next++, S);
    now = times.opensAt + 500;
    const view = await live.current(TABLE);
    expect(view).toMatchObject({ no: times.no, phase: 'betting', status: 'open', cards: [], result: null });
    return times;
  }

  /** What the coup pays each bet, from the shoe's own seed (read back as the verify page would). */
  async function expectedPayout(no: number, spots: Spots): Promise<number> {
    const times = liveTimesOf(no, S);
    const { rows } = await t.db.pool.query<{ server_seed: string }>(
      'SELECT server_seed FROM house_live_shoes WHERE table_code = $1 AND no = $2',
      [TABLE, times.shoe],
    );
    const shoe = dealShoe(new FairRandom(rows[0]!.server_seed, liveClientSeed(TABLE, times.shoe), 0));
    return settleCoup({ bets: spots }, shoe.coups[times.coup]!).payout;
  }

  it('should deal one coup to several players, card by card, and pay each of them exactly once', async () => {
    const players = await Promise.all([newPlayer(t, 2_000_000), newPlayer(t, 2_000_000), newPlayer(t, 2_000_000)]);
    const stakes: Spots[] = [
      [{ spot: 'player', amount: 100_000 }],
      [
        { spot: 'banker', amount: 200_000 },
        { spot: 'tie', amount: 10_000 },
      ],
      [
        { spot: 'player_pair', amount: 10_000 },
        { spot: 'banker', amount: 50_000 },
        { spot: 'banker_pair', amount: 5_000 },
      ],
    ];
    const times = await openCoup();
    for (const [i, p] of players.entries()) {
      const placed = await live.placeBet(p.tokenPlay, { table: TABLE, round: times.no, bets: stakes[i]! });
      expect(placed.bet.status).toBe('placed');
    }
    const staked = stakes.map((s) => s.reduce((a, b) => a + b.amount, 0));
    for (const [i, p] of players.entries()) expect(await cashOf(t, p.id)).toBe(2_000_000 - staked[i]!);
    const open = await live.current(TABLE);
    expect(open.players).toBe(3);
    expect(open.totals).toMatchObject({ player: 100_000, banker: 250_000, tie: 10_000, player_pair: 10_000 });
    expect(open.shoe.serverSeed).toBeNull();
    expect(open.shoe.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);

    // betting closes on the schedule
    now = times.closesAt;
    await expect(
      live.placeBet(players[0]!.tokenPlay, { table: TABLE, round: times.no, bets: [{ spot: 'tie', amount: 1_000 }] }),
    ).rejects.toMatchObject({ statusCode: 409, code: 'BETTING_CLOSED' });
    // two instances tick at once: the coup is dealt once
    await Promise.all([live.tick(), second.tick()]);
    const dealing = await live.current(TABLE);
    expect(dealing).toMatchObject({ phase: 'dealing', status: 'dealt', result: null, cards: [] });
    now = times.closesAt + Math.ceil((2 * S.dealMs) / 7);
    expect((await live.current(TABLE)).cards.map((c) => c.side)).toEqual(['player', 'banker']);
    // nobody is paid before the last card is out
    await live.tick();
    for (const [i, p] of players.entries()) expect(await cashOf(t, p.id)).toBe(2_000_000 - staked[i]!);

    now = times.endsAt;
    await Promise.all([live.tick(), second.tick()]);
    await live.tick();
    const done = await live.current(TABLE);
    expect(done.phase).toBe('result');
    expect(done.cards.length).toBeGreaterThanOrEqual(4);
    expect(done.result).not.toBeNull();
    for (const [i, p] of players.entries()) {
      const payout = await expectedPayout(times.no, stakes[i]!);
      expect(await cashOf(t, p.id)).toBe(2_000_000 - staked[i]! + payout);
      const [bet] = await live.myBets(p.tokenPlay);
      expect(bet).toMatchObject({ status: 'settled', payout, round: times.no, coup: times.coup });
    }
    // the road shows the coup once it is over
    expect(done.roads.at(-1)?.winner).toBe(done.result!.winner);

    // a duplicated win callback for a bet changes nothing
    const [betA] = await live.myBets(players[0]!.tokenPlay);
    const cashA = await cashOf(t, players[0]!.id);
    const again = await house(t, players[0]!).win(`${betA!.id}:win`, `${betA!.id}:bet`, betA!.payout!, {
      round: betA!.id,
      game_code: 'baccarat_live',
    });
    expect(again.status).toBe('RS_OK');
    expect(await cashOf(t, players[0]!.id)).toBe(cashA);

    // the shoe's seed is revealed when the shoe ends, and every bet verifies from it
    now = shoeEndsAt(times.shoe, S);
    const [bet] = await live.myBets(players[1]!.tokenPlay);
    expect(hashServerSeed(bet!.fairness.serverSeed!)).toBe(bet!.fairness.serverSeedHash);
    const verified = verifyRound({
      game: 'baccarat_live',
      serverSeed: bet!.fairness.serverSeed!,
      serverSeedHash: bet!.fairness.serverSeedHash,
      clientSeed: bet!.fairness.clientSeed,
      nonce: 0,
      bet: { coup: bet!.coup, bets: bet!.bets },
    });
    expect(verified.ok && verified.settlement.payout).toBe(bet!.payout);
  });

  it('should void a coup no server dealt in time (a restart) and refund every bet exactly once', async () => {
    const a = await newPlayer(t, 1_000_000);
    const b = await newPlayer(t, 1_000_000);
    const times = await openCoup();
    await live.placeBet(a.tokenPlay, { table: TABLE, round: times.no, bets: [{ spot: 'banker', amount: 300_000 }] });
    await live.placeBet(b.tokenPlay, { table: TABLE, round: times.no, bets: [{ spot: 'player', amount: 40_000 }] });
    expect(await cashOf(t, a.id)).toBe(700_000);
    // every server was down from betting until after the coup's end: the players never saw it dealt
    now = times.endsAt + 2_000;
    await Promise.all([live.tick(), second.tick()]);
    await live.tick();
    expect((await live.round(TABLE, times.no)).status).toBe('void');
    expect(await cashOf(t, a.id)).toBe(1_000_000);
    expect(await cashOf(t, b.id)).toBe(1_000_000);
    const [bet] = await live.myBets(a.tokenPlay);
    expect(bet!.status).toBe('refunded');
    // a replayed rollback and a late win move nothing
    const replay = await house(t, a).rollback(`${bet!.id}:rollback-again`, `${bet!.id}:bet`, { round: bet!.id });
    expect(replay.status).toBe('RS_OK');
    const late = await house(t, a).win(`${bet!.id}:win`, `${bet!.id}:bet`, 585_000, {
      round: bet!.id,
      game_code: 'baccarat_live',
    });
    expect(late.status).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');
    expect(await cashOf(t, a.id)).toBe(1_000_000);
  });

  it('should deal the next coups from the same shoe and keep the roads in order', async () => {
    const p = await newPlayer(t, 1_000_000);
    const winners: string[] = [];
    let cash = 1_000_000;
    for (let i = 0; i < 3; i++) {
      const times = await openCoup();
      await live.placeBet(p.tokenPlay, { table: TABLE, round: times.no, bets: [{ spot: 'player', amount: 10_000 }] });
      now = times.closesAt;
      await live.tick();
      now = times.endsAt;
      await live.tick();
      const view = await live.round(TABLE, times.no);
      winners.push(view.result!.winner);
      cash += (await expectedPayout(times.no, [{ spot: 'player', amount: 10_000 }])) - 10_000;
      expect(view.roads.map((r) => r.winner).slice(-winners.length)).toEqual(winners);
    }
    expect(await cashOf(t, p.id)).toBe(cash);
  });

  it('should answer a retried bet with the first outcome and refuse bad bets over HTTP with a clear 4xx', async () => {
    const p = await newPlayer(t, 100_000);
    const times = await openCoup();
    const betId = crypto.randomUUID();
    const bets: Spots = [{ spot: 'tie', amount: 5_000 }];
    const one = await live.placeBet(p.tokenPlay, { table: TABLE, round: times.no, bets, betId });
    const two = await live.placeBet(p.tokenPlay, { table: TABLE, round: times.no, bets, betId });
    expect(two.bet.id).toBe(one.bet.id);
    expect(await cashOf(t, p.id)).toBe(95_000);
    await expect(
      live.placeBet(p.tokenPlay, { table: TABLE, round: times.no, bets: [{ spot: 'player', amount: 5_000 }], betId }),
    ).rejects.toMatchObject({ code: 'DUPLICATE_BET' });
    await expect(
      live.placeBet(p.tokenPlay, { table: TABLE, round: times.no, bets: [{ spot: 'player', amount: 500_000 }] }),
    ).rejects.toMatchObject({ statusCode: 402 });
    expect(await cashOf(t, p.id)).toBe(95_000);

    const res = await fetch(`${base}/house/api/live/table?table=bac1`);
    expect(res.status).toBe(200);
    const post = (body: unknown) =>
      fetch(`${base}/house/api/live/bet`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-play-token': p.tokenPlay },
        body: JSON.stringify(body),
      });
    const bad = await post({ table: 'bac1', round: 1, bets: [{ spot: 'dragon', amount: 1_000 }] });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toBe('Cửa cược không hợp lệ');
    const odd = await post({ table: 'bac1', round: 1, bets: [{ spot: 'player', amount: 1_500 }] });
    expect(odd.status).toBe(400);
    // the real clock's coup is not round 1: betting on it is closed
    const closed = await post({ table: 'bac1', round: 1, bets: [{ spot: 'player', amount: 1_000 }] });
    expect(closed.status).toBe(409);
    expect(await cashOf(t, p.id)).toBe(95_000);
  });
});
