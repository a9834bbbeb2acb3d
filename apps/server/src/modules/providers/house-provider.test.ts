import { HouseService } from '@app/house-games/server';
import { roundLabel } from '@app/provider-kit/round-label';
import { WalletClient } from '@app/provider-kit/wallet-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGamesTestApp, cashOf, type GamesTestApp, newPlayer, type TestPlayer } from './providers.test-support';

/**
 * The built-in provider end to end: its game API on /house, talking to /provider/house over
 * real HTTP on the loopback address, the ledger moving by exactly each round's result.
 */
describe('house games provider', () => {
  let t: GamesTestApp;
  let base: string;
  let p: TestPlayer;

  // biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field below
  type Json = any;
  const houseApi = async (method: 'GET' | 'POST', path: string, body?: unknown, token = p.tokenPlay) => {
    const res = await fetch(`${base}/house/api/${path}`, {
      method,
      headers: { 'x-play-token': token, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: (await res.json()) as Json };
  };

  beforeAll(async () => {
    t = await buildGamesTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    p = await newPlayer(t, 2_000_000);
  });
  afterAll(() => t.close());

  it('should open a session naming the player, the balance and the committed seed', async () => {
    const { status, body } = await houseApi('GET', 'session');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ user: p.user, balance: 2_000_000 });
    expect(body.data.seed).toMatchObject({ serverSeedHash: expect.stringMatching(/^[0-9a-f]{64}$/), nonce: 0 });
  });

  it('should move the balance by exactly each round result and record every round in the bet history', async () => {
    const bets: [string, unknown][] = [
      ['taixiu', { bets: [{ spot: 'tai', amount: 10_000 }] }],
      [
        'xocdia',
        {
          bets: [
            { spot: 'chan', amount: 5_000 },
            { spot: 'do4', amount: 1_000 },
          ],
        },
      ],
      [
        'baucua',
        {
          bets: [
            { spot: 'cua', amount: 2_000 },
            { spot: 'ga', amount: 3_000 },
          ],
        },
      ],
      [
        'rongho',
        {
          bets: [
            { spot: 'rong', amount: 10_000 },
            { spot: 'hoa', amount: 1_000 },
          ],
        },
      ],
      [
        'roulette',
        {
          bets: [
            { spot: 'n17', amount: 1_000 },
            { spot: 'red', amount: 5_000 },
          ],
        },
      ],
      ['slot', { lineBet: 500 }],
      ['keno', { picks: [3, 14, 25, 36, 47], amount: 5_000 }],
    ];
    let expected = await cashOf(t, p.id);
    let rounds = 0;
    for (let i = 0; i < 3; i++) {
      for (const [game, bet] of bets) {
        const { status, body } = await houseApi('POST', 'play', { game, bet });
        expect(status, JSON.stringify(body)).toBe(200);
        const r = body.data;
        expected += r.payout - r.stake + (r.jackpotAmount ?? 0);
        expect(r.settled).toBe(true);
        expect(r.balance).toBe(expected);
        expect(r.fairness.nonce).toBe(rounds);
        rounds++;
      }
    }
    expect(await cashOf(t, p.id)).toBe(expected);

    const history = await t.app.inject({
      url: '/api/user/history/bets?per_page=50',
      headers: { authorization: `Bearer ${p.token}` },
    });
    const rows = history.json().data as { betAmount: number; winAmount: number; result: string }[];
    expect(rows).toHaveLength(rounds);
    expect(rows.every((r) => r.result !== 'processing')).toBe(true);
    const net = rows.reduce((s, r) => s + r.winAmount - r.betAmount, 0);
    expect(2_000_000 + net).toBe(expected);
    // The round numbers the game's own history shows are the ones the site's history shows.
    const inGame = (await houseApi('GET', 'rounds?limit=100')).body.data as { id: string }[];
    expect(inGame).toHaveLength(rounds);
    expect((rows as unknown as { round: string }[]).map((r) => r.round).sort()).toEqual(
      inGame.map((r) => roundLabel(r.id)).sort(),
    );
  });

  it('should let the player verify every round after rotating the seed', async () => {
    const before = (await houseApi('GET', 'session')).body.data.seed;
    const played = (await houseApi('GET', 'rounds?limit=100')).body.data as Json[];
    expect(played.every((r) => r.fairness.serverSeed === null)).toBe(true);

    const rotated = (await houseApi('POST', 'seed/rotate', { clientSeed: 'my lucky seed' })).body.data;
    expect(rotated.revealed.serverSeedHash).toBe(before.serverSeedHash);
    expect(rotated.next).toMatchObject({ clientSeed: 'my lucky seed', nonce: 0 });
    expect(rotated.next.serverSeedHash).not.toBe(before.serverSeedHash);

    const revealed = (await houseApi('GET', 'rounds?limit=100')).body.data as Json[];
    for (const r of revealed) {
      expect(r.fairness.serverSeed).toBe(rotated.revealed.serverSeed);
      const { status, body } = await houseApi('POST', 'verify', {
        game: r.game,
        serverSeed: r.fairness.serverSeed,
        serverSeedHash: r.fairness.serverSeedHash,
        clientSeed: r.fairness.clientSeed,
        nonce: r.fairness.nonce,
        bet: r.bet,
      });
      expect(status).toBe(200);
      expect(body.data.outcome).toEqual(r.outcome);
      expect(body.data.settlement.payout).toBe(r.payout);
    }
    const forged = await houseApi('POST', 'verify', {
      game: 'taixiu',
      serverSeed: 'guess',
      serverSeedHash: rotated.revealed.serverSeedHash,
      clientSeed: 'x',
      nonce: 0,
      bet: { bets: [{ spot: 'tai', amount: 1000 }] },
    });
    expect(forged).toMatchObject({ status: 400, body: { code: 'HASH_MISMATCH' } });
    // the next round uses the new pair from nonce 0
    const next = await houseApi('POST', 'play', { game: 'taixiu', bet: { bets: [{ spot: 'xiu', amount: 1_000 }] } });
    expect(next.body.data.fairness).toMatchObject({ clientSeed: 'my lucky seed', nonce: 0 });
  });

  it('should refuse bad bets and stakes above the balance without moving money', async () => {
    const poor = await newPlayer(t, 3_000);
    const tooMuch = await houseApi(
      'POST',
      'play',
      { game: 'taixiu', bet: { bets: [{ spot: 'tai', amount: 5_000 }] } },
      poor.tokenPlay,
    );
    expect(tooMuch).toMatchObject({
      status: 402,
      body: { code: 'NOT_ENOUGH_MONEY', message: 'Số dư không đủ để đặt cược', balance: 3_000 },
    });
    const odd = await houseApi(
      'POST',
      'play',
      { game: 'taixiu', bet: { bets: [{ spot: 'tai', amount: 1_500 }] } },
      poor.tokenPlay,
    );
    expect(odd).toMatchObject({ status: 400, body: { message: 'Mức cược phải là bội số của 1,000 VND' } });
    const spot = await houseApi(
      'POST',
      'play',
      { game: 'baucua', bet: { bets: [{ spot: 'meo', amount: 1_000 }] } },
      poor.tokenPlay,
    );
    expect(spot).toMatchObject({ status: 400, body: { message: 'Cửa cược không hợp lệ' } });
    expect(await cashOf(t, poor.id)).toBe(3_000);
    expect((await houseApi('GET', 'session', undefined, 'x'.repeat(43))).status).toBe(401);
  });

  it('should stop play when the session ends', async () => {
    const q = await newPlayer(t, 100_000);
    expect((await houseApi('GET', 'session', undefined, q.tokenPlay)).status).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${q.token}` } });
    const res = await houseApi(
      'POST',
      'play',
      { game: 'taixiu', bet: { bets: [{ spot: 'tai', amount: 1_000 }] } },
      q.tokenPlay,
    );
    expect(res).toMatchObject({ status: 401, body: { code: 'TOKEN_EXPIRED' } });
    expect(await cashOf(t, q.id)).toBe(100_000);
  });

  it('should serve the game screens, their bundled script and the verify page', async () => {
    const page = await fetch(`${base}/house/play/keno?token=${p.tokenPlay}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await page.text();
    expect(html).toContain('<title>Keno - House Games</title>');
    expect(html).not.toContain(p.tokenPlay);
    const script = /src="([^"]+house\.js\?v=[0-9a-f]+)"/.exec(html)?.[1];
    const style = /href="([^"]+house\.css\?v=[0-9a-f]+)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const js = await fetch(`${base}${script}`);
    expect(js.headers.get('content-type')).toContain('text/javascript');
    // the browser bundle carries the game rules and WebCrypto verification, and no Node built-ins
    const code = await js.text();
    expect(code).toContain('crypto.subtle');
    expect(code).not.toMatch(/from\s*"node:/);
    expect((await fetch(`${base}${style}`)).headers.get('content-type')).toContain('text/css');
    expect((await fetch(`${base}/house/verify`)).status).toBe(200);
    expect((await fetch(`${base}/house/play/poker`)).status).toBe(404);
  });

  it('should cancel a bet whose answer was lost and finish a win that did not land, once the platform is back', async () => {
    const q = await newPlayer(t, 100_000);
    let reachable = true;
    const client = new WalletClient({
      // port 9 (discard) on loopback refuses connections: an outage
      baseUrl: () => (reachable ? base : 'http://127.0.0.1:9'),
      credentials: () => t.app.services.providers.houseCredentials(),
      timeoutMs: 10_000,
    });
    const logs: string[] = [];
    const houseSvc = new HouseService(t.db.pool, client, {
      warn: (_o, m) => logs.push(m ?? ''),
      error: (_o, m) => logs.push(m ?? ''),
    });
    await houseSvc.session(q.tokenPlay);

    // Outage from the start: the bet's fate is unknown, the rollback cannot land either.
    reachable = false;
    await expect(
      houseSvc.play(q.tokenPlay, 'taixiu', { bets: [{ spot: 'tai', amount: 10_000 }] }),
    ).rejects.toMatchObject({
      statusCode: 503,
    });
    reachable = true;
    expect(await houseSvc.recover(0)).toBe(1);
    expect(await cashOf(t, q.id)).toBe(100_000);

    // Outage after the bet: the player sees the result, the win lands on recovery.
    const original = client.win.bind(client);
    client.win = async (w) => {
      reachable = false;
      try {
        return await original(w);
      } finally {
        reachable = true;
      }
    };
    const round = await houseSvc.play(q.tokenPlay, 'baucua', { bets: [{ spot: 'ca', amount: 10_000 }] });
    expect(round.settled).toBe(false);
    expect(await cashOf(t, q.id)).toBe(90_000);
    client.win = original;
    expect(await houseSvc.recover(0)).toBe(1);
    expect(await cashOf(t, q.id)).toBe(90_000 + round.payout);
    expect(await houseSvc.recover(0)).toBe(0);
  });
});
