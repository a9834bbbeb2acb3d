import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGamesTestApp, cashOf, type GamesTestApp, newPlayer, type TestPlayer } from './providers.test-support';

/** The lottery provider's HTTP API at /lottery: what a screen or a script sees, bad input included. */
describe('lottery API', () => {
  let t: GamesTestApp;
  let base: string;
  let p: TestPlayer;

  // biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field below
  type Json = any;
  const call = async (
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    token: string | null = p.tokenPlay,
    lang?: string,
  ) => {
    const res = await fetch(`${base}/lottery${path}`, {
      method,
      headers: {
        ...(token ? { 'x-play-token': token } : {}),
        ...(lang ? { 'accept-language': lang } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Json };
  };

  beforeAll(async () => {
    t = await buildGamesTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    p = await newPlayer(t, 100_000);
  });
  afterAll(() => t.close());

  it('should publish each bet type with its price, payout, odds label and RTP from the one table', async () => {
    const { status, body } = await call('GET', '/api/games/lode-sieutoc', undefined, null);
    expect(status).toBe(200);
    const de = body.data.betTypes.bac27.find((b: Json) => b.type === 'de');
    expect(de).toMatchObject({ name: 'Đề đặc biệt', unitCost: 1000, unitWin: 99_000, odds: '1 ăn 99', rtp: 0.99 });
    const three = (await call('GET', '/api/games/lode-3mien', undefined, null)).body.data;
    expect(Object.keys(three.betTypes)).toEqual(['nam18', 'bac27']);
    expect(three.regions.map((r: Json) => `${r.name} ${r.time}`)).toEqual([
      'Miền Nam 16:15',
      'Miền Trung 17:15',
      'Miền Bắc 18:15',
    ]);
  });

  it('should publish Mega 6/45 and Power 6/55 with their prize tiers, odds, jackpots and RTP', async () => {
    const mega = (await call('GET', '/api/games/mega645', undefined, null)).body.data;
    expect(mega).toMatchObject({ kind: 'vietlott', max: 45, ticketCost: 10_000, weekdays: [3, 5, 0] });
    expect(mega.tiers.map((t: Json) => `${t.name} ${t.prize ?? 'pool'} ${t.odds}`)).toEqual([
      'Jackpot pool 1/8,145,060',
      'Giải nhất 10000000 1/34,808',
      'Giải nhì 300000 1/733',
      'Giải ba 30000 1/45',
    ]);
    expect(mega.rtp).toEqual({ fixed: 0.137, jackpot: 0.4, total: 0.537 });
    const power = (await call('GET', '/api/games/power655', undefined, null)).body.data;
    expect(power.jackpots).toMatchObject({ j1: { minimum: 30_000_000_000 }, j2: { minimum: 3_000_000_000 } });
    const pools = (await call('GET', '/api/jackpots?game=power655', undefined, null)).body.data;
    expect(pools.map((j: Json) => j.name)).toEqual(['Jackpot 1', 'Jackpot 2']);
    expect(pools[0].amount).toBeGreaterThanOrEqual(30_000_000_000);
    const none = await call('GET', '/api/jackpots?game=lode-sieutoc', undefined, null);
    expect([none.status, none.body.message]).toEqual([404, 'Trò chơi này không có Jackpot']);
    const before = await cashOf(t, p.id);
    const bad = await call('POST', '/api/tickets', {
      game: 'power655',
      bet: { type: 'pick6', numbers: ['01', '02', '03', '04', '05', '56'] },
    });
    expect([bad.status, bad.body.message]).toEqual([400, 'Power 6/55: mỗi số từ 01 đến 55']);
    expect(await cashOf(t, p.id)).toBe(before);
  });

  it('should sell a ticket on the current draw and list it, with the draw committed by its hash only', async () => {
    const draw = (await call('GET', '/api/draws/current?game=lode-sieutoc')).body.data;
    expect(draw.fairness).toMatchObject({ serverSeedHash: expect.stringMatching(/^[0-9a-f]{64}$/), serverSeed: null });
    const bought = await call('POST', '/api/tickets', {
      game: 'lode-sieutoc',
      bet: { type: 'xien2', numbers: ['11', '22'], units: 5 },
    });
    expect(bought.status).toBe(200);
    expect(bought.body.data).toMatchObject({ cost: 5000, potentialWin: 85_000, status: 'placed', balance: 95_000 });
    const mine = (await call('GET', '/api/tickets?game=lode-sieutoc')).body.data;
    expect(mine[0]).toMatchObject({ id: bought.body.data.id, drawCode: expect.stringMatching(/^ST-\d{8}-\d{6}$/) });
  });

  it('should answer bad input with a clear 4xx in Vietnamese and take nothing', async () => {
    const before = await cashOf(t, p.id);
    const cases: [string, 'GET' | 'POST', unknown, string | null, number, string][] = [
      [
        '/api/tickets',
        'POST',
        { game: 'lode-sieutoc', bet: { type: 'de', numbers: ['1'], units: 1 } },
        p.tokenPlay,
        400,
        'Đề đặc biệt: mỗi số gồm 2 chữ số',
      ],
      ['/api/tickets', 'POST', { game: 'keno', bet: {} }, p.tokenPlay, 400, 'Trò chơi không tồn tại'],
      [
        '/api/tickets',
        'POST',
        { game: 'lode-sieutoc', bet: { type: 'de', numbers: ['12'], units: 1 } },
        null,
        401,
        'Phiên chơi không hợp lệ, vui lòng mở lại trò chơi từ trang chủ',
      ],
      ['/api/tickets', 'POST', '{not json', p.tokenPlay, 400, 'Dữ liệu gửi lên không hợp lệ'],
      [
        '/api/tickets',
        'POST',
        { game: 'lode-sieutoc', bet: { type: 'de', numbers: ['12'], units: 1000 } },
        p.tokenPlay,
        402,
        'Số dư không đủ để mua vé',
      ],
      [
        '/api/tickets',
        'POST',
        { game: 'lode-3mien', bet: { type: 'de', numbers: ['12'], units: 1 } },
        p.tokenPlay,
        400,
        'Hãy chọn miền và đài trước khi mua vé',
      ],
      [
        '/api/tickets',
        'POST',
        { game: 'lode-sieutoc', drawId: 987654, bet: { type: 'de', numbers: ['12'], units: 1 } },
        p.tokenPlay,
        404,
        'Kỳ quay không tồn tại',
      ],
      ['/api/results?game=lode-sieutoc&date=26-11-2026', 'GET', undefined, null, 400, 'Ngày phải có dạng YYYY-MM-DD'],
      ['/api/draws/abc', 'GET', undefined, null, 400, 'Mã kỳ quay không hợp lệ'],
      [
        '/api/tickets',
        'POST',
        { game: 'lode-sieutoc', drawId: -1, bet: {} },
        p.tokenPlay,
        400,
        'Mã kỳ quay không hợp lệ',
      ],
      ['/play/mega999', 'GET', undefined, null, 400, 'Trò chơi không tồn tại'],
    ];
    for (const [path, method, body, token, status, message] of cases) {
      const res = await call(method, path, body, token);
      expect({ path, status: res.status, message: res.body.message }).toEqual({ path, status, message });
    }
    expect(await cashOf(t, p.id)).toBe(before);
  });

  it('should refuse in English when the screen asks in English (decision 169), taking nothing', async () => {
    const before = await cashOf(t, p.id);
    const de = { game: 'lode-sieutoc', bet: { type: 'de', numbers: ['12'], units: 1 } };
    const cases: [string, 'GET' | 'POST', unknown, string | null, number, string][] = [
      [
        '/api/tickets',
        'POST',
        { game: 'power655', bet: { type: 'pick6', numbers: ['01', '02', '03', '04', '05', '56'] } },
        p.tokenPlay,
        400,
        'The ticket is not valid: check its numbers and stake',
      ],
      [
        '/api/tickets',
        'POST',
        de,
        null,
        401,
        'Your game session is not valid, please open the game again from the home page',
      ],
      ['/api/tickets', 'POST', '{not json', p.tokenPlay, 400, 'The request is not valid'],
      [
        '/api/tickets',
        'POST',
        { ...de, bet: { ...de.bet, units: 1000 } },
        p.tokenPlay,
        402,
        'Your balance is not enough to buy this ticket',
      ],
      [
        '/api/tickets',
        'POST',
        { ...de, game: 'lode-3mien' },
        p.tokenPlay,
        400,
        'Choose a region and a province before buying a ticket',
      ],
      ['/api/tickets', 'POST', { ...de, drawId: 987654 }, p.tokenPlay, 404, 'The draw does not exist'],
      [
        '/api/results?game=lode-sieutoc&date=26-11-2026',
        'GET',
        undefined,
        null,
        400,
        'The date must be in the form YYYY-MM-DD',
      ],
      ['/api/jackpots?game=lode-sieutoc', 'GET', undefined, null, 404, 'This game has no jackpot'],
    ];
    for (const [path, method, body, token, status, message] of cases) {
      const res = await call(method, path, body, token, 'en-GB,en;q=0.9');
      expect({ path, status: res.status, message: res.body.message }).toEqual({ path, status, message });
      // the same refusal without a language, or in any other, stays Vietnamese
      const vi = await call(method, path, body, token, 'fr');
      expect(vi.status).toBe(status);
      expect(vi.body.message).not.toBe(message);
    }
    expect(await cashOf(t, p.id)).toBe(before);
  });

  it('should serve the screen in the language of the launch, Vietnamese without one', async () => {
    const en = await (await fetch(`${base}/lottery/play/lode-3mien?token=${p.tokenPlay}&lang=en`)).text();
    expect(en).toContain('<html lang="en">');
    expect(en).toContain('<title>3-region lô đề</title>');
    expect(en).toContain('"lang":"en"');
    for (const lang of ['', '&lang=vi', '&lang=xx']) {
      const vi = await (await fetch(`${base}/lottery/play/lode-3mien?token=${p.tokenPlay}${lang}`)).text();
      expect(vi).toContain('<html lang="vi">');
      expect(vi).toContain('<title>Lô Đề 3 Miền</title>');
    }
  });

  it('should recompute a revealed sheet on the verify endpoint and refuse a seed that does not match', async () => {
    const { createHash } = await import('node:crypto');
    const seed = 'f'.repeat(64);
    const hash = createHash('sha256').update(seed).digest('hex');
    const ok = await call(
      'POST',
      '/api/verify',
      { serverSeed: seed, serverSeedHash: hash, code: 'ST-20261126-200000', format: 'bac27' },
      null,
    );
    expect(ok.status).toBe(200);
    expect(ok.body.data.result.prizes.db[0]).toMatch(/^\d{5}$/);
    const bad = await call(
      'POST',
      '/api/verify',
      { serverSeed: 'x', serverSeedHash: hash, code: 'c', format: 'bac27' },
      null,
    );
    expect(bad).toMatchObject({ status: 400, body: { code: 'HASH_MISMATCH' } });
  });

  it('should serve each kind of game screen with its bundled script and style', async () => {
    for (const [game, name, file, text] of [
      ['lode-3mien', 'Lô Đề 3 Miền', 'lottery', 'Chọn nhanh'],
      ['mega645', 'Mega 6/45', 'vietlott', 'Chọn 6 số từ 01 đến'],
    ] as const) {
      const page = await fetch(`${base}/lottery/play/${game}?token=${p.tokenPlay}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('referrer-policy')).toBe('no-referrer');
      const html = await page.text();
      expect(html).toContain(name);
      const script = new RegExp(`src="([^"]+${file}\\.js\\?v=[0-9a-f]+)"`).exec(html)?.[1];
      const js = await fetch(`${base}${script}`);
      expect(js.headers.get('content-type')).toContain('text/javascript');
      const body = await js.text();
      expect(body).toContain(text);
      // one file: the shared screen code is bundled in, not imported at run time
      expect(body).not.toMatch(/from\s*["']\.\/screen/);
      const style = /href="([^"]+lottery\.css\?v=[0-9a-f]+)"/.exec(html)?.[1];
      expect((await fetch(`${base}${style}`)).headers.get('content-type')).toContain('text/css');
    }
    expect((await fetch(`${base}/lottery/assets/nope.js`)).status).toBe(404);
  });
});
