import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGamesTestApp, cashOf, type GamesTestApp, newPlayer, type TestPlayer } from '../providers.test-support';

/**
 * The PP and AWC sandboxes end to end (decision 132): a launch through the provider's own call
 * (PP game/url, AWC createMember and doLoginAndLaunchGame), then play through the sandbox's game
 * API, which calls /provider/pp and /provider/awc over real HTTP in the providers' formats. The
 * balance moves by exactly what the game reported.
 */
describe('partner sandboxes', () => {
  let t: GamesTestApp;
  let base: string;
  let p: TestPlayer;

  // biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field below
  type Json = any;
  const launch = async (player: TestPlayer, partner: string, game: string, device = 'desktop', lang = 'vi') => {
    const res = await t.app.inject({
      url: `/api/game/link?partner_provider=${partner}&partner_game_type=${encodeURIComponent(game)}&device=${device}&category_name=live-casino`,
      headers: { authorization: `Bearer ${player.token}`, 'accept-language': lang },
    });
    return res;
  };
  const sessionOf = (link: string) => new URL(link).searchParams.get('s')!;
  const play = async (path: string, session: string, body?: unknown) => {
    const res = await fetch(`${base}/partners/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'x-sandbox-session': session, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Json };
  };
  const settled = async (path: string, session: string, id: number) => {
    for (let i = 0; i < 80; i++) {
      const { body } = await play(path, session);
      const bet = body.data.find((b: { id: number }) => b.id === id);
      if (bet?.status === 'settled') return bet;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error('bet not settled');
  };

  beforeAll(async () => {
    t = await buildGamesTestApp({ LIVE_TABLE_SCHEDULE: 'fast' });
    await t.app.services.providerAdapters.ensureAccounts();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    p = await newPlayer(t, 5_000_000);
  });
  afterAll(() => t.close());

  it('should launch a PP slot through game/url and move the balance by exactly each spin result', async () => {
    const res = await launch(p, 'pp', 'vs10bookeg');
    expect(res.statusCode).toBe(200);
    const link = res.json().data as string;
    expect(link).toContain('/partners/pp/gs2c/openGame.do?gameSymbol=vs10bookeg&lang=vi&platform=WEB');
    // the screens are served at the site's origin (the launch's lobby address); here the test server
    const page = await fetch(`${base}${new URL(link).pathname}${new URL(link).search}`);
    const html = await page.text();
    expect(html).toContain('Sách Ai Cập');
    // the screen's own script and stylesheet (the house games' policy allows nothing inline)
    for (const asset of html.match(/(?:src|href)="(\/partners\/assets\/[^"]+)"/g) ?? []) {
      const path = asset.replace(/^(?:src|href)="|"$/g, '');
      expect((await fetch(`${base}${path}`)).status).toBe(200);
    }
    expect(html.match(/\/partners\/assets\//g)).toHaveLength(2);
    const s = sessionOf(link);
    const opened = await play('pp/api/session', s);
    expect(opened.body.data).toMatchObject({ userId: p.user, balance: 5_000_000 });
    let before = await cashOf(t, p.id);
    for (let i = 0; i < 5; i++) {
      const { status, body } = await play('pp/api/spin', s, { lineBet: 200 });
      expect(status).toBe(200);
      expect(body.data).toMatchObject({ stake: 2000, settled: true });
      const after = await cashOf(t, p.id);
      expect(after - before).toBe(body.data.payout - 2000);
      expect(body.data.balance).toBe(after);
      before = after;
    }
    const history = await t.app.inject({
      url: '/api/user/history/bets?page=1&perPage=10',
      headers: { authorization: `Bearer ${p.token}` },
    });
    expect(history.statusCode).toBe(200);
    const rows = history.json().data as { gameName: string; partnerName: string; details?: { value: string }[] }[];
    expect(rows).toHaveLength(5);
    for (const row of rows) {
      expect(row).toMatchObject({ gameName: 'Sách Ai Cập', partnerName: 'Pragmatic Play' });
      expect(row.details?.[0]?.value).toMatch(/^Quay 10 dòng × 200 ₫ · /);
    }
  });

  it('should refuse a stake over the balance with PP code 1 worded for the player, and move nothing', async () => {
    const poor = await newPlayer(t, 1_000);
    const s = sessionOf((await launch(poor, 'pp', 'vs20olympus')).json().data);
    const { status, body } = await play('pp/api/spin', s, { lineBet: 5000 });
    expect(status).toBe(400);
    expect(body.message).toBe('Số dư không đủ để đặt cược');
    expect(await cashOf(t, poor.id)).toBe(1_000);
  });

  it('should settle live bets: AE Sexy and SV388 through AWC bet and settle, a PP table through bet, result and endRound', async () => {
    const tables = [
      ['sexy', 'MX-LIVE-001', 'banker', 'awc'],
      ['sv388', 'SV-LIVE-001', 'meron', 'awc'],
      ['pp', '401', 'player', 'pp'],
    ] as const;
    // one player per table, played side by side: each balance moves only by its own bet
    await Promise.all(
      tables.map(async ([partner, game, spot, api]) => {
        const player = await newPlayer(t, 100_000);
        const res = await launch(player, partner, game, 'mobile');
        expect(res.statusCode).toBe(200);
        const link = res.json().data as string;
        if (api === 'awc') {
          expect(link).toContain('/partners/awc/player/login/apiLogin0?platform=');
          expect(link).toContain('language=vn&isMobileLogin=true');
        } else expect(link).toContain('platform=MOBILE');
        const s = sessionOf(link);
        let table = (await play(`${api}/api/table`, s)).body.data;
        if (table.msLeft < 800 || table.phase !== 'betting') {
          await new Promise((r) => setTimeout(r, table.msLeft + (table.phase === 'betting' ? 1100 : 100)));
          table = (await play(`${api}/api/table`, s)).body.data;
        }
        const placed = await play(`${api}/api/bet`, s, { round: table.round, spot, amount: 10_000 });
        expect(placed.status).toBe(200);
        expect(await cashOf(t, player.id)).toBe(90_000);
        const bet = await settled(`${api}/api/bets`, s, placed.body.data.id);
        expect(await cashOf(t, player.id)).toBe(90_000 + bet.payout);
        expect(bet.result).toEqual(expect.any(String));
        const history = await t.app.inject({
          url: '/api/user/history/bets?page=1&perPage=10',
          headers: { authorization: `Bearer ${player.token}` },
        });
        const [row] = history.json().data;
        expect(row.betAmount).toBe(10_000);
        expect(row.winAmount).toBe(bet.payout);
        expect(row.details[0].value).toContain(`Cửa ${{ banker: 'Cái', meron: 'Meron (Đỏ)', player: 'Con' }[spot]}`);
        expect(row.details[0].value).toContain(bet.result);
      }),
    );
  });

  it("should reconcile each provider's round feed with our records and name every round that differs in one alert", async () => {
    const adapters = t.app.services.providerAdapters;
    const day = { from: new Date(Date.now() - 3_600_000), to: new Date(Date.now() + 60_000), label: 'hom-nay' };
    const self = () => base;
    const clean = await adapters.reconcile(day, self);
    expect(clean.pp).toMatchObject({ mismatches: 0 });
    expect(clean.pp!.compared).toBeGreaterThanOrEqual(6);
    expect(clean.sexy).toMatchObject({ mismatches: 0 });
    expect(clean.sexy!.compared).toBeGreaterThanOrEqual(2);
    // the provider's records change behind our back: a round we never saw, a payout that differs
    await t.db.pool.query(
      `INSERT INTO sandbox_bets (provider, game, user_id, round_id, reference, stake, payout, status, bet)
       VALUES ('pp', 'vs20olympus', $1, 'ghost-round', 'ghostref', 2000, 0, 'settled', '{}')`,
      [p.user],
    );
    const { rows } = await t.db.pool.query<{ reference: string }>(
      `UPDATE sandbox_bets SET payout = payout + 1000
        WHERE id = (SELECT id FROM sandbox_bets WHERE provider = 'awc' AND status = 'settled' ORDER BY id LIMIT 1)
        RETURNING reference`,
    );
    // and one of our records has no round at the provider
    const { rows: gone } = await t.db.pool.query<{ round_id: string }>(
      `DELETE FROM sandbox_bets WHERE id = (SELECT id FROM sandbox_bets WHERE provider = 'pp' AND game = 'vs10bookeg' ORDER BY id LIMIT 1)
       RETURNING round_id`,
    );
    const dirty = await adapters.reconcile(day, self);
    expect(dirty.pp).toMatchObject({ mismatches: 2 });
    expect(dirty.sexy).toMatchObject({ mismatches: 1 });
    const alerts = await t.db.pool.query<{ subject: string; summary: string }>(
      `SELECT subject, summary FROM ops_alerts WHERE kind = 'provider_reconciliation' ORDER BY subject`,
    );
    expect(alerts.rows.map((a) => a.subject)).toEqual(['pp:hom-nay', 'sexy:hom-nay']);
    expect(alerts.rows[0]!.summary).toContain('ghost-round: nhà cung cấp có, sổ cái không có');
    expect(alerts.rows[0]!.summary).toContain(`${gone[0]!.round_id}: sổ cái có, nhà cung cấp không có`);
    expect(alerts.rows[1]!.summary).toContain(`${rows[0]!.reference}: số tiền khác nhau`);
  });

  it("should open each partner's game in the page's language, in the partner's own code for it", async () => {
    const player = await newPlayer(t, 100_000);
    const link = async (partner: string, game: string, lang: string) => {
      const res = await launch(player, partner, game, 'desktop', lang);
      expect(res.statusCode).toBe(200);
      return new URL(res.json().data as string);
    };
    // PP game/url `language` (ISO 639-1), AWC doLoginAndLaunchGame `language` (vn/en), SABA's
    // `lang` on GetSabaUrl's address, BTI's `{lang}/sports` path: the sandboxes pass on what they got
    expect((await link('pp', 'vs10bookeg', 'vi')).searchParams.get('lang')).toBe('vi');
    expect((await link('pp', 'vs10bookeg', 'en')).searchParams.get('lang')).toBe('en');
    expect((await link('sexy', 'MX-LIVE-001', 'vi')).searchParams.get('language')).toBe('vn');
    expect((await link('sexy', 'MX-LIVE-001', 'en-GB,en;q=0.9')).searchParams.get('language')).toBe('en');
    expect((await link('saba', 'lobby', 'vi')).searchParams.get('lang')).toBe('vn');
    expect((await link('saba', 'lobby', 'en')).searchParams.get('lang')).toBe('en');
    expect((await link('bti', 'lobby', 'vi')).pathname).toBe('/partners/bti/vn/sports');
    expect((await link('bti', 'lobby', 'en')).pathname).toBe('/partners/bti/en/sports');
  });

  it('should answer a Vietnamese error when the provider does not answer its launch call', async () => {
    await t.db.pool.query(`UPDATE provider_accounts SET api_base_url = 'http://127.0.0.1:9' WHERE code = 'pp'`);
    t.app.services.providerAdapters.dropCaches();
    const res = await launch(p, 'pp', 'vs20olympus');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'PROVIDER_UNAVAILABLE',
      message: 'Nhà cung cấp Pragmatic Play đang không phản hồi, vui lòng thử lại sau ít phút',
    });
    // the English site reads it in English, with the provider's name
    const en = await launch(p, 'pp', 'vs20olympus', 'desktop', 'en');
    expect(en.json()).toMatchObject({
      code: 'PROVIDER_UNAVAILABLE',
      message: 'Pragmatic Play is not answering, please try again in a few minutes',
    });
  });
});
