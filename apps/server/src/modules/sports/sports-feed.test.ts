import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WalletClient } from '@app/provider-kit/wallet-client';
import type { PricedMarket } from '@app/sportsbook';
import { BetsService, FeedPoller, type RealFeedConfig, realFeedConfig, SportsSettings } from '@app/sportsbook/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGamesTestApp, cashOf, type GamesTestApp, newPlayer } from '../providers/providers.test-support';

const samples = new URL('../../../../../packages/sportsbook/src/feeds/samples/', import.meta.url);
const read = (name: string) => JSON.parse(readFileSync(new URL(name, samples), 'utf8'));

/**
 * The real feed's poller against the recorded football-data.org and The Odds API answers,
 * served from a loopback HTTP server that can be told to fail.
 */
describe(FeedPoller.name, () => {
  let t: GamesTestApp;
  let base: string;
  let feedServer: Server;
  let bets: BetsService;
  let settings: SportsSettings;
  let poller: FeedPoller;
  const requests: string[] = [];
  /** what the loopback feed answers next: a body, or an HTTP error status */
  const answer: { matches: unknown; odds: unknown; oddsStatus: number } = {
    matches: null,
    odds: null,
    oddsStatus: 200,
  };
  const config = (url: string): RealFeedConfig => ({
    footballData: { baseUrl: url, token: 'fd-token', competitions: ['PL'] },
    odds: { baseUrl: url, apiKey: 'odds-key', sports: ['soccer_epl'], bookmaker: 'betway', regions: 'uk' },
    everyMs: 1000,
    maxBackoffMs: 5000,
    staleMs: 60_000,
    timeoutMs: 10_000,
  });

  // The recorded answers, with Manchester City - Sheffield United (TIMED in the recording) moved
  // to tomorrow, and the first recorded odds event priced for it (its teams and time set so):
  // the two recordings are of different seasons.
  const kickoff = new Date(Date.now() + 86_400_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const recordedMatches = read('football-data-v4-teams-65-matches.json');
  const timed = recordedMatches.matches.find((m: { id: number }) => m.id === 436138);
  const matches = (changed: object = {}) => ({
    ...recordedMatches,
    matches: recordedMatches.matches.map((m: { id: number }) =>
      m.id === 436138 ? { ...timed, utcDate: kickoff, ...changed } : m,
    ),
  });
  const [firstOdds] = read('the-odds-api-v4-soccer-epl-h2h.json');
  const outcomes = firstOdds.bookmakers[0].markets[0].outcomes as { name: string; price: number }[];
  const odds = [
    {
      ...firstOdds,
      commence_time: kickoff,
      home_team: 'Manchester City',
      away_team: 'Sheffield United',
      bookmakers: [
        {
          ...firstOdds.bookmakers[0],
          markets: [
            {
              ...firstOdds.bookmakers[0].markets[0],
              outcomes: outcomes.map((o) => ({
                ...o,
                name:
                  o.name === firstOdds.home_team
                    ? 'Manchester City'
                    : o.name === firstOdds.away_team
                      ? 'Sheffield United'
                      : o.name,
              })),
            },
          ],
        },
      ],
    },
  ];

  const fixture = async () =>
    (
      await t.db.pool.query<{ id: string; status: string; markets: PricedMarket[] }>(
        `SELECT id, status, markets FROM sports_fixtures WHERE source = 'football-data' AND external_id = '436138'`,
      )
    ).rows[0]!;
  const homeWin = async () => {
    const f = await fixture();
    const s = f.markets.find((m) => m.market === '1x2')!.selections.find((x) => x.pick === 'home')!;
    return { fixtureId: f.id, key: s.key, odds: s.odds };
  };

  beforeAll(async () => {
    feedServer = createServer((req: IncomingMessage, res: ServerResponse) => {
      const url = new URL(req.url ?? '/', 'http://feed');
      requests.push(url.pathname);
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (url.pathname === '/v4/competitions/PL/matches') {
        if (req.headers['x-auth-token'] !== 'fd-token') return send(403, { message: 'The resource is restricted' });
        return send(200, answer.matches);
      }
      if (url.pathname === '/v4/sports/soccer_epl/odds') {
        if (url.searchParams.get('apiKey') !== 'odds-key') return send(401, { message: 'Invalid API key' });
        expect(url.searchParams.get('oddsFormat')).toBe('decimal');
        return send(answer.oddsStatus, answer.oddsStatus === 200 ? answer.odds : { message: 'Internal error' });
      }
      send(404, { message: 'not found' });
    });
    await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
    const feedUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;

    t = await buildGamesTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    settings = new SportsSettings(t.db.pool);
    const wallet = new WalletClient({
      baseUrl: () => base,
      credentials: () => t.app.services.providers.sportsCredentials(),
    });
    const log = { warn: () => {}, error: () => {} };
    bets = new BetsService(t.db.pool, wallet, settings, 0, log, config(feedUrl).staleMs);
    poller = new FeedPoller(
      t.db.pool,
      config(feedUrl),
      () => settings.margins(),
      () => {},
      log,
    );
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => feedServer.close(resolve));
  });

  it('should read the real feed settings from the environment, the sandbox being the default', () => {
    expect(realFeedConfig({})).toBeNull();
    expect(() => realFeedConfig({ SPORTS_FEED: 'real' })).toThrow(/SPORTS_FOOTBALL_DATA_TOKEN/);
    const c = realFeedConfig({
      SPORTS_FEED: 'real',
      SPORTS_FOOTBALL_DATA_TOKEN: 'a',
      SPORTS_ODDS_API_KEY: 'b',
      SPORTS_FEED_POLL_MS: '30000',
    })!;
    expect(c).toMatchObject({ everyMs: 30_000, staleMs: 300_000, maxBackoffMs: 900_000 });
    expect(c.footballData).toMatchObject({
      baseUrl: 'https://api.football-data.org',
      competitions: ['PL', 'PD', 'SA', 'BL1', 'CL'],
    });
    expect(c.odds).toMatchObject({ baseUrl: 'https://api.the-odds-api.com', bookmaker: 'pinnacle' });
  });

  it('should store fixtures and prices, back off on errors, suspend prices the feed stops updating, and settle on its result', async () => {
    answer.matches = matches();
    answer.odds = odds;
    const now = new Date();
    const first = await poller.poll(now);
    expect(first).toEqual({
      ok: true,
      fixtures: recordedMatches.matches.length,
      priced: 1,
      // the recording's 24 finished matches arrive with their outcome (its postponed one has none:
      // it may still be played within the settlement window)
      resulted: 24,
      suspended: 0,
    });
    expect(requests).toEqual(['/v4/competitions/PL/matches', '/v4/sports/soccer_epl/odds']);
    expect(poller.nextDelayMs()).toBe(1000);
    // Betway's recorded 5.00 / 4.20 / 1.60 (overround 1.063, above the 6% margin: kept)
    expect((await fixture()).markets[0]!.selections.map((s) => s.odds)).toEqual([5000, 4200, 1600]);

    const p = await newPlayer(t, 100_000);
    const leg = await homeWin();
    const bet = await bets.place(p.tokenPlay, { game: 'sportsbook', stake: 20_000, accept: 'none', legs: [leg] });
    expect(await cashOf(t, p.id)).toBe(80_000);

    // the odds API fails: the wait doubles on every failed poll, up to the cap
    answer.oddsStatus = 500;
    const delays: number[] = [];
    for (let i = 0; i < 4; i++) {
      expect(await poller.poll(now)).toMatchObject({ ok: false, error: 'feed answered HTTP 500', suspended: 0 });
      delays.push(poller.nextDelayMs());
    }
    expect(delays).toEqual([2000, 4000, 5000, 5000]);
    // still fresh: the prices stand
    expect((await fixture()).markets).toHaveLength(1);

    // a minute without new prices: the match's markets are suspended and take no bets
    // from the clock now, not from before the first poll: that poll may take over a second under load
    const later = new Date(Date.now() + 61_000);
    expect(await poller.poll(later)).toMatchObject({ ok: false, suspended: 1 });
    expect((await fixture()).markets).toEqual([]);
    await expect(
      bets.place(p.tokenPlay, { game: 'sportsbook', stake: 10_000, accept: 'any', legs: [leg] }),
    ).rejects.toMatchObject({ statusCode: 409, code: 'MARKET_CLOSED' });
    expect(await cashOf(t, p.id)).toBe(80_000);

    // the feed is back: prices again, normal pace again
    answer.oddsStatus = 200;
    expect(await poller.poll(new Date())).toMatchObject({ ok: true, priced: 1, suspended: 0 });
    expect(poller.nextDelayMs()).toBe(1000);
    expect((await fixture()).markets).toHaveLength(1);

    // if the poller itself stops, the bet slip refuses prices past their age on its own
    await t.db.pool.query(
      `UPDATE sports_fixtures SET odds_updated_at = now() - interval '2 minutes' WHERE source = 'football-data' AND external_id = '436138'`,
    );
    await expect(
      bets.place(p.tokenPlay, { game: 'sportsbook', stake: 10_000, accept: 'any', legs: [await homeWin()] }),
    ).rejects.toMatchObject({ statusCode: 409, code: 'MARKET_CLOSED', message: expect.stringMatching(/tạm ngưng/) });
    expect(await cashOf(t, p.id)).toBe(80_000);

    // full time as football-data.org reports it: the bet is paid at 5.00, once
    answer.matches = matches({
      status: 'FINISHED',
      score: {
        winner: 'HOME_TEAM',
        duration: 'REGULAR',
        fullTime: { home: 2, away: 0 },
        halfTime: { home: 1, away: 0 },
      },
    });
    expect(await poller.poll(new Date())).toMatchObject({ ok: true, resulted: 1 });
    expect(await poller.poll(new Date())).toMatchObject({ ok: true, resulted: 0 });
    await bets.settleReady();
    expect((await bets.bet(p.user, bet.id))!).toMatchObject({ status: 'settled', payout: 100_000 });
    expect(await cashOf(t, p.id)).toBe(80_000 + 100_000);
  });

  it('should count an answer not in the published format as a failed poll and store nothing of it', async () => {
    answer.oddsStatus = 200;
    answer.odds = { message: 'You have reached your quota' };
    const before = poller.nextDelayMs();
    expect(await poller.poll(new Date())).toMatchObject({ ok: false });
    expect(poller.nextDelayMs()).toBe(before * 2);
  });
});
