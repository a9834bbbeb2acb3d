import { randomUUID } from 'node:crypto';
import { GameMessage } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN } from '../auth/auth.test-support';
import { buildGamesTestApp, type GamesTestApp, newPlayer, type TestPlayer } from '../providers/providers.test-support';
import { systemAccount } from '../wallet/wallet.types';
import { externalLaunchUrl, SEED_GAMES, SEED_PROVIDERS } from './games.catalogue';
import { buildLaunchUrl, GamesService, searchKey } from './games.service';

describe(GamesService.name, () => {
  let t: GamesTestApp;
  let p: TestPlayer;
  const auth = () => ({ authorization: `Bearer ${p.token}` });
  const list = (query: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/api/game/list?${query}`, headers });

  beforeAll(async () => {
    t = await buildGamesTestApp();
    p = await newPlayer(t, 0);
  });
  afterAll(() => t.close());

  /**
   * The demo's external providers are switched off, and a lobby lists only games that open
   * (decision 099): the listing and filter tests switch them on, then back as seeded.
   */
  async function withAllProviders(fn: () => Promise<void>) {
    const external = SEED_PROVIDERS.filter((x) => !x.enabled).map((x) => x.code);
    const set = async (on: boolean) => {
      await t.db.pool.query('UPDATE providers SET enabled = $2 WHERE code = ANY($1)', [external, on]);
      for (const code of external) t.app.services.providers.forget(code);
    };
    await set(true);
    try {
      await fn();
    } finally {
      await set(false);
    }
  }

  describe('catalogue', () => {
    it('should list the seeded games with every field of the spec, paginated', async () => {
      await withAllProviders(async () => {
        const res = await list('per_page=12&page=1');
        expect(res.statusCode).toBe(200);
        const body = res.json();
        const pages = Math.ceil(SEED_GAMES.length / 12);
        expect(body.meta.pagination).toEqual({ page: 1, perPage: 12, total: SEED_GAMES.length, totalPages: pages });
        expect(body.data).toHaveLength(12);
        const taixiu = body.data.find((g: { partnerGameId: string }) => g.partnerGameId === 'taixiu');
        expect(taixiu).toEqual({
          id: expect.any(Number),
          uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
          title: 'Tài Xỉu',
          image: '/games/house-taixiu.svg',
          partnerName: 'Sảnh kiểm chứng',
          partner: 'house',
          partnerProviderCode: 'house',
          partnerGameId: 'taixiu',
          device: 'all',
          orientationType: 'landscape',
          link: '/game/play?partner_provider=house&partner_game_type=taixiu',
          gameDirectLink: null,
          isFavorite: false,
          jackpot: 0,
          streamInfo: { groupId: null, streamId: null, streamUniqueId: null },
          categories: ['game-nhanh', 'tai-xiu'],
          isHot: true,
          isNew: false,
        });
        const last = await list(`per_page=12&page=${pages}`);
        expect(last.json().data).toHaveLength(SEED_GAMES.length - 12 * (pages - 1));
        const beyond = await list('per_page=12&page=9');
        expect(beyond.json()).toMatchObject({ data: [], meta: { pagination: { total: SEED_GAMES.length } } });
      });
    });

    it('should filter by category (a section includes its pages), partner, hot, new and device', async () => {
      await withAllProviders(async () => {
        const titles = async (q: string) =>
          (await list(q)).json().data.map((g: { title: string }) => g.title) as string[];
        expect(await titles('category=no-hu')).toEqual(['Thần Tài 5 Cuộn']);
        const portal = await titles('category=cong-game&per_page=96');
        expect(portal).toEqual(expect.arrayContaining(['Keno', 'Thần Tài 5 Cuộn', 'Bắn Cá Thủy Cung', 'Mậu Binh']));
        expect(portal).not.toContain('K Sport');
        expect(await titles('partner=lottery&per_page=96')).toEqual([
          'Lô Đề 3 Miền',
          'Lô Đề Siêu Tốc',
          'Mega 6/45',
          'Power 6/55',
        ]);
        expect(await titles('category=lo-de&device=desktop')).toEqual([]);
        expect((await titles('category=lo-de&device=mobile')).length).toBe(4);
        // on a computer the cockfight section lists only what opens there: WS168's own window (decision 168)
        const arenas = await titles('category=da-ga&device=desktop&per_page=96');
        expect(arenas).toContain('Đá Gà WS168');
        expect(arenas).not.toContain('Đá Gà Thomo');
        expect(arenas).not.toContain('Đá Gà GA28');
        expect(await titles('category=da-ga&device=mobile&per_page=96')).toEqual(
          expect.arrayContaining(['Đá Gà Thomo', 'Đá Gà WS168']),
        );
        const hot = (await list('hot=true&per_page=96')).json().data as { isHot: boolean }[];
        expect(hot.length).toBeGreaterThan(0);
        expect(hot.every((g) => g.isHot)).toBe(true);
        const live = (await list('category=baccarat')).json().data as { streamInfo: { groupId: string | null } }[];
        expect(live.map((g) => g.streamInfo.groupId)).toContain('lotus-live');
      });
    });

    it('should search titles ignoring Vietnamese accents and treat LIKE wildcards literally', async () => {
      await withAllProviders(async () => {
        const titles = async (q: string) =>
          (await list(`search=${encodeURIComponent(q)}`)).json().data.map((g: { title: string }) => g.title);
        expect(await titles('bau cua')).toEqual(['Bầu Cua']);
        expect(await titles('BẦU CUA')).toEqual(['Bầu Cua']);
        expect(await titles('bau')).toEqual(['Bầu Cua', 'Kho Báu Rồng Vàng']);
        expect(await titles('%')).toEqual([]);
        expect(await titles('_')).toEqual([]);
        expect(searchKey('  Đá Gà  GA28 ')).toBe('da ga ga28');
      });
    });

    it('should refuse bad list parameters with a Vietnamese message', async () => {
      const res = await list('per_page=13');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      expect(res.json().message).toContain('Số mục mỗi trang');
      expect((await list('page=0')).statusCode).toBe(400);
      expect((await list('category=../../etc')).statusCode).toBe(400);
      expect((await list('favorite=true')).statusCode).toBe(401);
    });

    it('should describe categories with counts and partners with their state', async () => {
      const res = await t.app.inject('/api/game/catalogue');
      const { categories, partners } = res.json().data;
      expect(categories.find((c: { slug: string }) => c.slug === 'live-casino')).toMatchObject({ parent: null });
      expect(categories.find((c: { slug: string }) => c.slug === 'tai-xiu')).toMatchObject({
        parent: 'live-casino',
        // Tài Xỉu and Sic Bo
        count: 2,
      });
      expect(partners.find((x: { code: string }) => x.code === 'house')).toMatchObject({ enabled: true });
      // K Sport's protocol is not public: it stays unconnected (decision 146); SABA is the sandbox's
      expect(partners.find((x: { code: string }) => x.code === 'ksport')).toMatchObject({ enabled: false });
      expect(partners.find((x: { code: string }) => x.code === 'saba')).toMatchObject({ enabled: true });
    });

    it('should seed idempotently without funding the pool twice', async () => {
      const before = (await list('per_page=96')).json().meta.pagination.total;
      await t.app.services.games.seed();
      expect((await list('per_page=96')).json().meta.pagination.total).toBe(before);
      const pool = await t.wallet.getSystemBalance(systemAccount('jackpot_pool', 'than-tai'));
      expect(pool).toBe(50_000_000);
    });

    it('should switch off a game an earlier catalogue listed, and leave a game staff switched off as it is', async () => {
      const [listed] = SEED_GAMES;
      const { rows } = await t.db.pool.query<{ id: number }>(
        `INSERT INTO games (title, image, partner_code, partner_game_id, launch_url, search_text)
         VALUES ('Retired', '/img/x.png', $1, 'retired-game', 'https://example.invalid/x', 'retired') RETURNING id`,
        [listed!.partner],
      );
      await t.db.pool.query('UPDATE games SET enabled = false, curated_at = now() WHERE partner_game_id = $1', [
        listed!.partnerGameId,
      ]);
      try {
        await t.app.services.games.seed();
        const state = await t.db.pool.query<{ partner_game_id: string; enabled: boolean }>(
          'SELECT partner_game_id, enabled FROM games WHERE id = $1 OR partner_game_id = $2 ORDER BY id',
          [rows[0]!.id, listed!.partnerGameId],
        );
        expect(state.rows).toEqual([
          { partner_game_id: listed!.partnerGameId, enabled: false },
          { partner_game_id: 'retired-game', enabled: false },
        ]);
        const other = await t.db.pool.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM games WHERE enabled AND partner_game_id <> $1',
          [listed!.partnerGameId],
        );
        expect(other.rows[0]!.n).toBe(SEED_GAMES.length - 1);
      } finally {
        await t.db.pool.query('DELETE FROM games WHERE id = $1', [rows[0]!.id]);
        await t.db.pool.query('UPDATE games SET enabled = true, curated_at = NULL WHERE partner_game_id = $1', [
          listed!.partnerGameId,
        ]);
      }
    });
  });

  describe('favourites', () => {
    const uuidOf = async (partnerGameId: string) =>
      ((await list('per_page=96')).json().data as { uuid: string; partnerGameId: string }[]).find(
        (g) => g.partnerGameId === partnerGameId,
      )!.uuid;
    const fav = (method: 'POST' | 'DELETE', payload: object, headers: Record<string, string>) =>
      t.app.inject({ method, url: '/api/game/favorite', payload, headers: { origin: ORIGIN, ...headers } });

    it('should add and remove a favourite of one self, with the spec toasts', async () => {
      const uuid = await uuidOf('baucua');
      const added = await fav('POST', { uuid, name: 'Bầu Cua', userId: p.id }, auth());
      expect(added.statusCode).toBe(200);
      expect(added.json().data).toEqual({ uuid, isFavorite: true, message: GameMessage.FAVORITE_ADDED });
      // adding twice is harmless
      expect((await fav('POST', { uuid, name: 'Bầu Cua', userId: p.id }, auth())).statusCode).toBe(200);
      const mine = (await list('favorite=true', auth())).json().data as { uuid: string; isFavorite: boolean }[];
      expect(mine).toEqual([expect.objectContaining({ uuid, isFavorite: true })]);
      const asGuest = (await list('search=bau')).json().data[0];
      expect(asGuest.isFavorite).toBe(false);

      const removed = await fav('DELETE', { uuid, name: 'Bầu Cua', userId: String(p.id) }, auth());
      expect(removed.json().data).toEqual({ uuid, isFavorite: false, message: GameMessage.FAVORITE_REMOVED });
      expect((await list('favorite=true', auth())).json().data).toEqual([]);
    });

    it("should refuse guests, someone else's list, unknown games and bad input", async () => {
      const uuid = await uuidOf('keno');
      expect((await fav('POST', { uuid, userId: p.id }, {})).statusCode).toBe(401);
      const other = await fav('POST', { uuid, userId: p.id + 1 }, auth());
      expect(other.statusCode).toBe(403);
      expect(other.json()).toMatchObject({ code: 'FAVORITE_NOT_OWN' });
      const unknown = await fav('POST', { uuid: randomUUID(), userId: p.id }, auth());
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('Trò chơi không tồn tại hoặc đã ngừng hoạt động');
      expect((await fav('POST', { uuid: 'not-a-uuid', userId: p.id }, auth())).statusCode).toBe(400);
      expect((await list('favorite=true', auth())).json().data).toEqual([]);
    });
  });

  describe('launch link', () => {
    const link = (query: string, headers: Record<string, string> = auth()) =>
      t.app.inject({ url: `/api/game/link?${query}`, headers });

    it('should return an http(s) URL carrying the play token as `token`', async () => {
      const res = await link('partner_game_type=taixiu&partner_provider=house&device=desktop&category_name=tai-xiu');
      expect(res.statusCode).toBe(200);
      const url = new URL(res.json().data);
      expect(url.protocol).toBe('http:');
      expect(url.pathname).toBe('/house/play/taixiu');
      expect(url.searchParams.get('token')).toBe(p.tokenPlay);
      expect(url.searchParams.get('device')).toBe('desktop');
      // The section it was launched from, for the game's way back (unknown sections: home).
      expect(url.searchParams.get('lobby_url')).toBe(`${url.origin}/`);
      const fromLobby = new URL(
        (await link('partner_game_type=taixiu&partner_provider=house&device=mobile&category_name=live-casino')).json()
          .data,
      );
      expect(fromLobby.searchParams.get('lobby_url')).toBe(`${url.origin}/live-casino`);
      expect(url.searchParams.get('lang')).toBe('vi');
    });

    it("should launch in the site page's language and lead back to that language's section", async () => {
      const res = await link('partner_game_type=mega645&partner_provider=lottery&device=mobile&category_name=lo-de', {
        ...auth(),
        'accept-language': 'en',
      });
      expect(res.statusCode).toBe(200);
      const url = new URL(res.json().data);
      expect(url.pathname).toBe('/lottery/play/mega645');
      expect(url.searchParams.get('lang')).toBe('en');
      expect(url.searchParams.get('lobby_url')).toBe(`${url.origin}/en/lo-de`);
    });

    it('should answer guests with 401 and refusals with 400 and a message to show', async () => {
      expect((await link('partner_game_type=taixiu&partner_provider=house', {})).statusCode).toBe(401);
      const off = await link('partner_game_type=lobby&partner_provider=ksport');
      expect(off.statusCode).toBe(400);
      expect(off.json()).toMatchObject({
        code: 'PROVIDER_UNAVAILABLE',
        message: 'Nhà cung cấp trò chơi đang bảo trì, vui lòng quay lại sau',
      });
      const none = await link('partner_game_type=nope&partner_provider=house');
      expect(none.statusCode).toBe(400);
      expect(none.json().code).toBe('GAME_NOT_FOUND');
      const desktop = await link('partner_game_type=mega645&partner_provider=lottery&device=desktop');
      expect(desktop.statusCode).toBe(400);
      expect(desktop.json().message).toBe('Trò chơi chỉ hỗ trợ trên điện thoại');
      expect((await link('partner_provider=house')).statusCode).toBe(400);
    });

    it('should never hand out a launch address that is not http(s)', async () => {
      await t.db.pool.query(`UPDATE games SET launch_url = 'javascript:alert(1)' WHERE partner_game_id = 'keno'`);
      try {
        const res = await link('partner_game_type=keno&partner_provider=house');
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: 'INVALID_GAME_LINK', message: 'Không thể lấy link game' });
      } finally {
        await t.db.pool.query(`UPDATE games SET launch_url = '/house/play/keno' WHERE partner_game_id = 'keno'`);
      }
      expect(() => buildLaunchUrl('data:text/html,hi', 'http://x.test', {})).toThrow();
      expect(() => buildLaunchUrl('ftp://files.test/game', 'http://x.test', {})).toThrow();
      expect(buildLaunchUrl('https://games.test/a?x=1', 'http://x.test', { token: 't k' })).toBe(
        'https://games.test/a?x=1&token=t+k',
      );
    });
  });

  describe('direct link', () => {
    const direct = (url: string, headers: Record<string, string> = auth()) =>
      t.app.inject({ url: `/api/game/direct-link?url=${encodeURIComponent(url)}`, headers });

    it("should add the play token to this site's and the catalogue's game addresses, uncached", async () => {
      const own = await direct('http://localhost/house/play/keno?device=desktop');
      expect(own.statusCode).toBe(200);
      expect(own.headers['cache-control']).toBe('no-store');
      const url = new URL(own.json().data);
      expect(url.pathname).toBe('/house/play/keno');
      expect(url.searchParams.get('device')).toBe('desktop');
      expect(url.searchParams.get('token')).toBe(p.tokenPlay);
      const provider = new URL(externalLaunchUrl('lotus-slots', 'dragon-treasure'));
      const theirs = await direct(`${provider.origin}/direct/dragon-treasure`);
      expect(theirs.statusCode).toBe(200);
      expect(new URL(theirs.json().data).searchParams.get('token')).toBe(p.tokenPlay);
    });

    it('should never send the play token to another site, and refuse guests', async () => {
      for (const url of ['https://evil.example/steal', 'javascript:alert(1)', '/house/play/keno', 'not a url']) {
        const res = await direct(url);
        expect(res.statusCode, url).toBe(400);
        expect(res.json()).toMatchObject({ code: 'INVALID_GAME_LINK', message: 'Không thể lấy link game' });
        expect(res.body).not.toContain(p.tokenPlay);
      }
      expect((await direct('http://localhost/house/play/keno', {})).statusCode).toBe(401);
    });
  });

  describe('jackpots', () => {
    it('should list jackpot games with their pool and the big jackpot', async () => {
      const explode = (await t.app.inject('/api/game/explode-jackpot')).json();
      const slot = (await list('category=no-hu')).json().data[0];
      expect(explode).toEqual({
        success: true,
        data: {
          games: [
            {
              id: slot.id,
              jackpot: 50_000_000,
              image: '/games/house-slot.svg',
              // what the popup's tile opens
              title: slot.title,
              partnerProviderCode: slot.partnerProviderCode,
              partnerGameId: 'slot',
              orientationType: slot.orientationType,
            },
          ],
        },
      });
      expect(slot.jackpot).toBe(50_000_000);
      const big = (await t.app.inject('/api/game/jackpot')).json().data;
      expect(big).toMatchObject({ jackpot: 50_000_000, name: 'Hũ Thần Tài', total: 50_000_000 });
      expect(big.pools).toEqual([
        {
          code: 'than-tai',
          name: 'Hũ Thần Tài',
          amount: 50_000_000,
          seed: 50_000_000,
          lastWonAt: null,
          lastWinAmount: null,
        },
      ]);
    });

    it('should push the jackpot to open pages as Server-Sent Events', async () => {
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const controller = new AbortController();
      try {
        const res = await fetch(`${address}/api/game/jackpot/stream`, { signal: controller.signal });
        expect(res.headers.get('content-type')).toContain('text/event-stream');
        const reader = res.body!.getReader();
        let text = '';
        while (!text.includes('event: jackpot')) text += new TextDecoder().decode((await reader.read()).value);
        while (!/data: .*\n\n/.test(text)) text += new TextDecoder().decode((await reader.read()).value);
        const data = JSON.parse(/data: (.*)\n/.exec(text)![1]!);
        const slot = (await list('category=no-hu&per_page=12'))
          .json()
          .data.find((g: { partnerGameId: string }) => g.partnerGameId === 'slot');
        expect(data).toMatchObject({
          jackpot: 50_000_000,
          total: 50_000_000,
          games: [{ id: slot.id, jackpot: 50_000_000 }],
        });

        // A bet on the jackpot game feeds the pool: open pages get the new amount unasked.
        const game = await t.app.services.games.providerGame('house', 'slot');
        await t.app.services.games.contribute({
          provider: 'house',
          betTransactionId: `sse-${randomUUID()}`,
          playerId: p.id,
          game: game!,
          stake: 1_000_000,
        });
        text = text.slice(text.indexOf(/data: (.*)\n/.exec(text)![0]) + 6);
        while (!text.includes('event: jackpot')) text += new TextDecoder().decode((await reader.read()).value);
        while (!/event: jackpot\ndata: .*\n\n/.test(text))
          text += new TextDecoder().decode((await reader.read()).value);
        const update = JSON.parse(/event: jackpot\ndata: (.*)\n/.exec(text)![1]!);
        expect(update).toMatchObject({ total: 50_010_000, games: [{ id: slot.id, jackpot: 50_010_000 }] });
      } finally {
        controller.abort();
      }
    });
  });
});
