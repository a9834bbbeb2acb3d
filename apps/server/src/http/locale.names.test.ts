import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffTokenFor } from '../modules/admin/admin.test-support';
import {
  buildGamesTestApp,
  type GamesTestApp,
  newPlayer,
  type TestPlayer,
} from '../modules/providers/providers.test-support';

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field below
type Json = any;

const EN = { 'accept-language': 'en-GB,en;q=0.9' };
const VI = { 'accept-language': 'vi-VN,vi;q=0.9' };

/**
 * The names players read in the lobbies and on the cashier, in the client's language (decision
 * 177): game titles, lobby and category names, lucky-spin prizes and bank names. Staff's English
 * where written, else the Vietnamese; the names staff give survive a re-seed.
 */
describe('names staff write, in the language of the request', () => {
  let t: GamesTestApp;
  let p: TestPlayer;
  let content: string;
  let brand: string;
  beforeAll(async () => {
    t = await buildGamesTestApp();
    brand = t.app.services.system.brand().appName;
    await t.app.services.events.seed([brand]);
    p = await newPlayer(t, 0);
    content = await staffTokenFor(t.app, 'content');
  }, 120_000);
  afterAll(() => t.close());

  const staff = (method: 'GET' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({ method, url, payload: payload as object, headers: { 'x-staff-token': content } });
  const api = async (url: string, headers: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Json;
  };
  const game = async (headers: Record<string, string>, id: number) =>
    ((await api('/api/game/list?per_page=96', headers)) as Json[]).find((g) => g.id === id);
  const audit = async (action: string) =>
    (
      await t.db.pool.query<{ details: Json }>(
        'SELECT details FROM audit_log WHERE action = $1 ORDER BY id DESC LIMIT 1',
        [action],
      )
    ).rows[0]?.details;

  it('should list the demo games and their lobby in English for an English client, in Vietnamese for the others', async () => {
    const { rows } = await t.db.pool.query<{ id: number }>(
      "SELECT id FROM games WHERE partner_code = 'house' AND partner_game_id = 'rongho'",
    );
    const id = rows[0]!.id;
    expect(await game(EN, id)).toMatchObject({ title: 'Dragon Tiger', partnerName: 'Verified lobby' });
    expect(await game(VI, id)).toMatchObject({ title: 'Rồng Hổ', partnerName: 'Sảnh kiểm chứng' });
    expect(await game({}, id)).toMatchObject({ title: 'Rồng Hổ' });
    // a search finds a game by either language's title
    const found = (await api('/api/game/list?search=dragon%20tiger&per_page=96', EN)) as Json[];
    expect(found.map((g) => g.id)).toContain(id);

    const en = await api('/api/game/catalogue', EN);
    const vi = await api('/api/game/catalogue', VI);
    const cat = (c: Json, slug: string) => c.categories.find((x: Json) => x.slug === slug)?.name;
    expect([cat(en, 'game-bai'), cat(vi, 'game-bai')]).toEqual(['Card games', 'Game bài']);
    expect(en.partners.find((x: Json) => x.code === 'house').name).toBe('Verified lobby');
  });

  it("should show staff's new names in both languages, fall back to the Vietnamese without English, audit the rename and keep it through a re-seed", async () => {
    const { rows } = await t.db.pool.query<{ id: number }>(
      "SELECT id FROM games WHERE partner_code = 'house' AND partner_game_id = 'keno'",
    );
    const id = rows[0]!.id;
    const renamed = await staff('PUT', `/admin-api/games/${id}`, { title: 'Keno Siêu Tốc', titleEn: 'Express Keno' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ title: 'Keno Siêu Tốc', titleEn: 'Express Keno' });
    expect(await audit('game.rename')).toEqual({
      before: { title: 'Keno', titleEn: 'Keno' },
      after: { title: 'Keno Siêu Tốc', titleEn: 'Express Keno' },
    });
    expect((await game(EN, id)).title).toBe('Express Keno');
    expect((await game(VI, id)).title).toBe('Keno Siêu Tốc');

    // a flag change leaves the names; a re-seed keeps staff's names
    expect((await staff('PUT', `/admin-api/games/${id}`, { isHot: true })).statusCode).toBe(200);
    await t.app.services.games.seed();
    expect((await game(EN, id)).title).toBe('Express Keno');

    // an empty English name removes it: the English site shows the Vietnamese
    expect((await staff('PUT', `/admin-api/games/${id}`, { titleEn: '' })).json().data.titleEn).toBeNull();
    expect((await game(EN, id)).title).toBe('Keno Siêu Tốc');

    // a name too short changes nothing
    const bad = await staff('PUT', `/admin-api/games/${id}`, { title: 'K' });
    expect(bad.statusCode).toBe(400);
    expect((await game(VI, id)).title).toBe('Keno Siêu Tốc');
  });

  it('should name a lobby and a category in both languages, audited, kept through a re-seed', async () => {
    const names = (await staff('GET', '/admin-api/game-names')).json().data as Json[];
    expect(names.find((n) => n.kind === 'partner' && n.code === 'house')).toMatchObject({
      name: 'Sảnh kiểm chứng',
      nameEn: 'Verified lobby',
      renamed: false,
    });
    const lobby = await staff('PUT', '/admin-api/game-names/partner/house', {
      name: 'Sảnh minh bạch',
      nameEn: 'Provably fair lobby',
    });
    expect(lobby.statusCode, lobby.body).toBe(200);
    expect(lobby.json().data).toMatchObject({ name: 'Sảnh minh bạch', nameEn: 'Provably fair lobby', renamed: true });
    expect(await audit('game_partner.rename')).toEqual({
      before: { name: 'Sảnh kiểm chứng', nameEn: 'Verified lobby' },
      after: { name: 'Sảnh minh bạch', nameEn: 'Provably fair lobby' },
    });
    const category = await staff('PUT', '/admin-api/game-names/category/ban-ca', { name: 'Săn cá', nameEn: '' });
    expect(category.statusCode, category.body).toBe(200);
    await t.app.services.games.seed();

    const en = await api('/api/game/catalogue', EN);
    expect(en.partners.find((x: Json) => x.code === 'house').name).toBe('Provably fair lobby');
    // no English written: the Vietnamese
    expect(en.categories.find((x: Json) => x.slug === 'ban-ca').name).toBe('Săn cá');
    const tiles = (await api('/api/game/list?partner=house&per_page=96', EN)) as Json[];
    expect(new Set(tiles.map((g) => g.partnerName))).toEqual(new Set(['Provably fair lobby']));

    expect((await staff('PUT', '/admin-api/game-names/partner/nope', { name: 'Không có' })).statusCode).toBe(404);
    expect((await staff('PUT', '/admin-api/game-names/partner/house', { name: 'x' })).statusCode).toBe(400);
  });

  it("should publish the lucky spin's prizes in English where staff wrote it, and keep the spin's label as drawn", async () => {
    const label = async (headers: Record<string, string>, code: string) =>
      ((await api('/api/events/lucky-spin', headers)).prizes as Json[]).find((x) => x.code === code)?.label;
    expect(await label(EN, 'chuc-may-man')).toBe('Better luck next time');
    expect(await label(VI, 'chuc-may-man')).toBe('Chúc may mắn lần sau');
    expect(await label(EN, 'vnd-1k')).toBe('1,000 VND');

    const edit = await staff('PUT', '/admin-api/events/lucky-spin/prizes/vnd-1k', { labelEn: 'A small gift' });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await label(EN, 'vnd-1k')).toBe('A small gift');
    expect(await label(VI, 'vnd-1k')).toBe('1,000 VND');
    // a weight change leaves the English as it is
    await staff('PUT', '/admin-api/events/lucky-spin/prizes/vnd-1k', { weight: 4_000 });
    expect(await label(EN, 'vnd-1k')).toBe('A small gift');
    const table = (await staff('GET', '/admin-api/events/lucky-spin/prizes')).json().data as Json[];
    expect(table.find((x) => x.code === 'vnd-1k').labelEn).toBe('A small gift');

    // the whole table saved with the English of one prize emptied: that prize reads the Vietnamese
    const saved = await staff('PUT', '/admin-api/events/lucky-spin/prizes', {
      prizes: table.map(({ code, label: l, labelEn, amount, weight, enabled }) => ({
        code,
        label: l,
        labelEn: code === 'vnd-1k' ? '' : labelEn,
        amount,
        weight,
        enabled,
      })),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await label(EN, 'vnd-1k')).toBe('1,000 VND');
    expect(await label(EN, 'chuc-may-man')).toBe('Better luck next time');

    // a spin keeps the labels it was drawn with; the history reads them in the request's language
    await t.db.pool.query(
      `INSERT INTO lucky_spins (player_id, brand, grant_key, prize_id, label, label_en, amount, draw, total_weight)
       SELECT $1, brand, 'daily:2026-01-01', id, label, label_en, amount, 0, 1 FROM lucky_spin_prizes
        WHERE brand = $2 AND code = 'chuc-may-man'`,
      [p.id, brand],
    );
    const history = async (headers: Record<string, string>) =>
      (
        await t.app.inject({
          url: '/api/user/events/lucky-spin/history',
          headers: { ...headers, authorization: `Bearer ${p.token}` },
        })
      ).json().data[0].label;
    expect(await history(EN)).toBe('Better luck next time');
    expect(await history(VI)).toBe('Chúc may mắn lần sau');
  });

  it('should name the banks by their English names for an English client', async () => {
    const banks = async (headers: Record<string, string>) =>
      ((await api('/api/payment/banks', headers)) as Json[]).find((b) => b.bin === '970436');
    expect(await banks(EN)).toEqual({
      bin: '970436',
      shortName: 'Vietcombank',
      name: 'Joint Stock Commercial Bank for Foreign Trade of Vietnam',
    });
    expect((await banks(VI)).name).toBe('Ngân hàng TMCP Ngoại thương Việt Nam');
  });
});
