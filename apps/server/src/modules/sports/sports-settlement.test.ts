import { WalletClient } from '@app/provider-kit/wallet-client';
import { DEFAULT_MARGINS, KICK_OFF, type PricedMarket, parseFootballData, priceMarkets, rateOf } from '@app/sportsbook';
import { BetsService, importFeed, SportsSettings } from '@app/sportsbook/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGamesTestApp, cashOf, type GamesTestApp, newPlayer } from '../providers/providers.test-support';
import { type FdChanges, fdMatch } from './sports.feed-samples';

/**
 * Settlement against feed sequences as football-data.org sends them (the recorded match shape,
 * its status and score changed step by step): every bet's final state and the wallet to the đồng.
 */
describe(BetsService.name, () => {
  let t: GamesTestApp;
  let bets: BetsService;
  const log = { warn: () => {}, error: () => {} };
  const margins = DEFAULT_MARGINS;
  let nextId = 900_000;

  beforeAll(async () => {
    t = await buildGamesTestApp();
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const wallet = new WalletClient({
      baseUrl: () => base,
      credentials: () => t.app.services.providers.sportsCredentials(),
    });
    bets = new BetsService(t.db.pool, wallet, new SportsSettings(t.db.pool), 0, log);
  });
  afterAll(async () => {
    await t.close();
  });

  /** A match listed by the feed for in an hour, priced by our model so bets can be placed on it. */
  const listed = async (kickoff = new Date(Date.now() + 3_600_000)) => {
    const id = nextId++;
    const feed = (changes: FdChanges = {}) =>
      importFeed(t.db.pool, { fixtures: parseFootballData({ matches: [fdMatch(id, kickoff, changes)] }), margins });
    await feed();
    const markets = priceMarkets({ home: rateOf(1.5), away: rateOf(1.1) }, KICK_OFF, margins);
    const { rows } = await t.db.pool.query<{ id: string }>(
      `UPDATE sports_fixtures SET markets = $2 WHERE source = 'football-data' AND external_id = $1 RETURNING id`,
      [String(id), JSON.stringify(markets)],
    );
    const fixtureId = rows[0]!.id;
    const leg = (market: string, pick: string, line: number | null = null) => {
      const s = markets
        .find((m) => m.market === market && (line === null || m.selections[0]!.line === line))!
        .selections.find((x) => x.pick === pick)!;
      return { fixtureId, key: s.key, odds: s.odds };
    };
    return { id, fixtureId, feed, leg, markets: markets as PricedMarket[] };
  };

  it('should settle a match whose half-time score arrives after its first "finished" result, once', async () => {
    const m = await listed();
    const p = await newPlayer(t, 100_000);
    const ft = await bets.place(p.tokenPlay, {
      game: 'sportsbook',
      stake: 10_000,
      accept: 'any',
      legs: [m.leg('1x2', 'home')],
    });
    const ht = await bets.place(p.tokenPlay, {
      game: 'sportsbook',
      stake: 10_000,
      accept: 'any',
      legs: [m.leg('ht1x2', 'draw')],
    });
    expect(await cashOf(t, p.id)).toBe(80_000);

    // football-data.org: FINISHED 2-1 with the half-time score still null (it is filled in later)
    const finished = { status: 'FINISHED', fullTime: { home: 2, away: 1 }, halfTime: { home: null, away: null } };
    expect(await m.feed(finished)).toMatchObject({ resulted: 1 });
    await bets.settleReady();
    // the full-time bet is paid at once; the first-half bet waits for its score
    expect(await bets.bet(p.user, ft.id)).toMatchObject({ status: 'settled', payout: Math.floor(10 * ft.odds) });
    expect(await bets.bet(p.user, ht.id)).toMatchObject({ status: 'placed', payout: null });

    // the same answer again changes nothing; the next poll carries the half-time score 1-1
    expect(await m.feed(finished)).toMatchObject({ resulted: 0 });
    const withHalf = { ...finished, halfTime: { home: 1, away: 1 } };
    expect(await m.feed(withHalf)).toMatchObject({ resulted: 1 });
    expect(await m.feed(withHalf)).toMatchObject({ resulted: 0 });
    await bets.settleReady();
    await bets.settleReady();
    expect(await bets.bet(p.user, ht.id)).toMatchObject({ status: 'settled', payout: Math.floor(10 * ht.odds) });
    expect(await cashOf(t, p.id)).toBe(80_000 + Math.floor(10 * ft.odds) + Math.floor(10 * ht.odds));
  });

  it('should settle an awarded result that arrives without a half-time score', async () => {
    const m = await listed();
    const p = await newPlayer(t, 100_000);
    const ft = await bets.place(p.tokenPlay, {
      game: 'sportsbook',
      stake: 10_000,
      accept: 'any',
      legs: [m.leg('1x2', 'away')],
    });
    const awarded = { status: 'AWARDED', fullTime: { home: 0, away: 3 }, halfTime: { home: null, away: null } };
    expect(await m.feed(awarded)).toMatchObject({ resulted: 1 });
    await bets.settleReady();
    expect(await bets.bet(p.user, ft.id)).toMatchObject({ status: 'settled', payout: Math.floor(10 * ft.odds) });
    expect(await cashOf(t, p.id)).toBe(90_000 + Math.floor(10 * ft.odds));
  });
});
