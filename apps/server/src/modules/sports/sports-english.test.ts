import type { PricedMarket } from '@app/sportsbook';
import { SandboxFeed, SportsSettings, sportsTiming } from '@app/sportsbook/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGamesTestApp, cashOf, type GamesTestApp, newPlayer } from '../providers/providers.test-support';

/**
 * The sportsbook in the language of the launch (decision 176): the screen and its rules page in
 * English when the launch says `lang=en`, and the API's refusals in English when the screen asks
 * with `Accept-Language: en`, bet placement and the wallet's refusals included. Without a
 * language, everything is the Vietnamese it always was.
 */
describe('the sportsbook in English', () => {
  let t: GamesTestApp;
  const log = { warn: () => {}, error: () => {} };
  interface Fx {
    id: string;
    home: string;
    away: string;
    markets: PricedMarket[];
  }

  beforeAll(async () => {
    t = await buildGamesTestApp();
    // the sportsbook reaches the wallet over loopback HTTP
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const settings = new SportsSettings(t.db.pool);
    await new SandboxFeed(
      t.db.pool,
      sportsTiming({ SPORTS_SPEED: '60' }),
      () => settings.margins(),
      () => {},
      log,
    ).tick(new Date());
    // a test app and a feed tick: more than the default hook time on a loaded 2-core machine
  }, 180_000);
  afterAll(() => t.close());

  const place = (token: string, body: unknown, lang?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/sports/api/bets',
      headers: { 'x-play-token': token, ...(lang ? { 'accept-language': lang } : {}) },
      payload: body as object,
    });

  it('should serve the screen and its rules page in the language of the launch, Vietnamese without one', async () => {
    const p = await newPlayer(t, 0);
    const en = (await t.app.inject({ url: `/sports/play/sportsbook?token=${p.tokenPlay}&lang=en` })).body;
    expect(en).toContain('<html lang="en">');
    expect(en).toContain('data-lang="en"');
    expect(en).toContain('<title>Sports</title>');
    expect(en).toContain('>Bet slip <b id="slip-count"');
    expect(en).toContain('<option value="hongkong">Hong Kong (HK)</option>');
    expect(en).toContain('href="/sports/rules?lang=en"');
    const virtual = (await t.app.inject({ url: `/sports/play/virtual?token=${p.tokenPlay}&lang=en-GB` })).body;
    expect(virtual).toContain('<title>Virtual football</title>');
    for (const lang of ['', '&lang=vi', '&lang=fr']) {
      const vi = (await t.app.inject({ url: `/sports/play/sportsbook?token=${p.tokenPlay}${lang}` })).body;
      expect(vi).toContain('<html lang="vi">');
      expect(vi).toContain('>Phiếu cược <b id="slip-count"');
      expect(vi).toContain('href="/sports/rules"');
    }
    // the screen's script carries both catalogues and no text of its own
    const script = await t.app.inject({ url: '/sports/assets/sports.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain('Parlay slip ({{count}})');
    expect(script.body).toContain('Phiếu cược xiên ({{count}})');

    const rules = (await t.app.inject({ url: '/sports/rules?lang=en' })).body;
    expect(rules).toContain('<html lang="en">');
    expect(rules).toContain('<title>Sports betting rules</title>');
    expect(rules).toMatch(/stand for \d+ hours from the original kick-off/);
    expect((await t.app.inject({ url: '/sports/rules' })).body).toContain('giờ kể từ giờ bóng lăn ban đầu');
  });

  it('should refuse a bet in English when asked in English, moving no money, and in Vietnamese otherwise', async () => {
    const p = await newPlayer(t, 1_000_000);
    const { rows } = await t.db.pool.query<Fx>(
      `SELECT id, home, away, markets FROM sports_fixtures WHERE league = 'epl' AND status = 'scheduled' ORDER BY kickoff LIMIT 1`,
    );
    const f = rows[0]!;
    const draw = f.markets.find((m) => m.market === '1x2')!.selections.find((s) => s.pick === 'draw')!;
    const leg = { fixtureId: f.id, key: draw.key, odds: draw.odds };
    const slip = (stake: number, legs = [leg]) => ({ game: 'sportsbook', stake, accept: 'any', legs });

    const low = await place(p.tokenPlay, slip(5_000), 'en-GB,en;q=0.9');
    expect(low.statusCode).toBe(400);
    expect(low.json()).toMatchObject({
      code: 'STAKE_OUT_OF_RANGE',
      message: 'The stake must be from 10,000 to 50,000,000 VND',
    });
    expect((await place(p.tokenPlay, slip(5_000))).json().message).toBe('Tiền cược phải từ 10,000 đến 50,000,000 VND');

    // team names stay as the feed gives them
    const closed = await place(p.tokenPlay, slip(10_000, [{ ...leg, key: '1x2::nobody' }]), 'en');
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({
      code: 'MARKET_CLOSED',
      fixtureId: f.id,
      message: `This selection of ${f.home} - ${f.away} has closed or its line has changed`,
    });
    const empty = await place(p.tokenPlay, slip(10_000, []), 'en');
    expect(empty.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'The bet slip has no selection' });
    const noToken = await t.app.inject({
      method: 'GET',
      url: '/sports/api/bets',
      headers: { 'accept-language': 'en' },
    });
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json().message).toBe(
      'Your session is not valid, please open the sportsbook again from the home page',
    );
    const quote = await t.app.inject({
      method: 'POST',
      url: '/sports/api/bets/00000000-0000-4000-8000-000000000000/cashout-quote',
      headers: { 'x-play-token': p.tokenPlay, 'accept-language': 'en' },
      payload: {},
    });
    expect(quote.json()).toMatchObject({ code: 'BET_NOT_FOUND', message: 'Bet not found' });
    expect(await cashOf(t, p.id)).toBe(1_000_000);

    // the platform's refusal (not enough money) in the screen's language too
    const poor = await newPlayer(t, 15_000);
    const refused = await place(poor.tokenPlay, slip(20_000), 'en');
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({
      code: 'NOT_ENOUGH_MONEY',
      message: 'Your balance is not enough to place this bet',
    });
    expect((await place(poor.tokenPlay, slip(20_000))).json().message).toBe('Số dư không đủ để đặt cược');
    expect(await cashOf(t, poor.id)).toBe(15_000);
  });
});
