import { randomUUID } from 'node:crypto';
import { FISH_TYPES, type FishCode } from '@app/house-games';
import { FishService, HouseService } from '@app/house-games/server';
import { WalletClient, WalletUnreachable } from '@app/provider-kit/wallet-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGamesTestApp, cashOf, type GamesTestApp, newPlayer } from './providers.test-support';

const shots = (n: number, fish: FishCode = 'ca-he', level = 1000) => Array.from({ length: n }, () => ({ fish, level }));

describe(FishService.name, () => {
  let t: GamesTestApp;
  let base: string;
  let wallet: WalletClient;
  let houseSvc: HouseService;
  let fishSvc: FishService;

  beforeAll(async () => {
    t = await buildGamesTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    wallet = new WalletClient({ baseUrl: () => base, credentials: () => t.app.services.providers.houseCredentials() });
    houseSvc = new HouseService(t.db.pool, wallet, { warn: () => {}, error: () => {} });
    fishSvc = new FishService(t.db.pool, wallet, houseSvc);
  });
  afterAll(() => t.close());

  const ledgerRows = async (round: string) =>
    (await t.db.pool.query<{ n: string }>(`SELECT count(*) AS n FROM house_rounds WHERE id = $1`, [round])).rows[0]!.n;

  it('should settle a batch of shots as one bet and one win and move the balance by exactly won - staked', async () => {
    const p = await newPlayer(t, 1_000_000);
    const id = randomUUID();
    const r = await fishSvc.fire(p.tokenPlay, id, { shots: [...shots(10), ...shots(5, 'long-vuong', 2000)] });
    expect(r.stake).toBe(20_000);
    expect(r.shots).toHaveLength(15);
    expect(r.payout).toBe(r.shots.reduce((s, x) => s + x.payout, 0));
    for (const s of r.shots) expect(s.payout).toBe(s.captured ? s.level * FISH_TYPES[s.fish].multiplier : 0);
    expect(r.settled).toBe(true);
    expect(await cashOf(t, p.id)).toBe(1_000_000 - 20_000 + r.payout);
    expect(r.balance).toBe(1_000_000 - 20_000 + r.payout);
    expect(Number(await ledgerRows(id))).toBe(1);
    const history = await t.app.inject({
      url: '/api/user/history/bets?per_page=50',
      headers: { authorization: `Bearer ${p.token}` },
    });
    expect(history.json().data).toHaveLength(1);
    expect(history.json().data[0]).toMatchObject({ betAmount: 20_000, winAmount: r.payout });
  });

  it('should answer a re-sent batch (retry, reload, two tabs at once) with the same shots and never charge it twice', async () => {
    const p = await newPlayer(t, 1_000_000);
    const id = randomUUID();
    const batch = { shots: shots(20, 'tom', 500) };
    const [a, b] = await Promise.all([fishSvc.fire(p.tokenPlay, id, batch), fishSvc.fire(p.tokenPlay, id, batch)]);
    const c = await fishSvc.fire(p.tokenPlay, id, batch);
    expect(b.shots).toEqual(a.shots);
    expect(c).toMatchObject({ shots: a.shots, payout: a.payout, fairness: a.fairness });
    expect(await cashOf(t, p.id)).toBe(1_000_000 - 10_000 + a.payout);
    // the next batch uses the next nonce: the re-sends drew nothing
    const next = await fishSvc.fire(p.tokenPlay, randomUUID(), { shots: shots(1) });
    expect(next.fairness.nonce).toBe(a.fairness.nonce + 1);
    // the same id with other shots is refused and moves nothing
    await expect(fishSvc.fire(p.tokenPlay, id, { shots: shots(20, 'ca-voi', 500) })).rejects.toMatchObject({
      statusCode: 409,
      code: 'DUPLICATE_BATCH',
    });
    const other = await newPlayer(t, 100_000);
    await expect(fishSvc.fire(other.tokenPlay, id, batch)).rejects.toMatchObject({ code: 'DUPLICATE_BATCH' });
    expect(await cashOf(t, other.id)).toBe(100_000);
    expect(await cashOf(t, p.id)).toBe(1_000_000 - 10_000 + a.payout - 1000 + next.payout);
  });

  it('should finish a batch the server recorded but never sent, when the screen sends it again after a reload', async () => {
    const p = await newPlayer(t, 100_000);
    const id = randomUUID();
    const batch = { shots: shots(8, 'muc', 1000) };
    const original = wallet.bet.bind(wallet);
    wallet.bet = async () => {
      throw new Error('process died before the bet left');
    };
    await expect(fishSvc.fire(p.tokenPlay, id, batch)).rejects.toThrow('process died');
    wallet.bet = original;
    expect(await cashOf(t, p.id)).toBe(100_000);
    const r = await fishSvc.fire(p.tokenPlay, id, batch);
    expect(await cashOf(t, p.id)).toBe(100_000 - 8_000 + r.payout);
  });

  it('should refund a batch whose bet answer was lost and refuse to replay it', async () => {
    const p = await newPlayer(t, 100_000);
    const id = randomUUID();
    const batch = { shots: shots(5, 'rua', 2000) };
    const original = wallet.bet.bind(wallet);
    wallet.bet = async (b) => {
      await original(b);
      throw new WalletUnreachable('answer lost');
    };
    await expect(fishSvc.fire(p.tokenPlay, id, batch)).rejects.toMatchObject({ statusCode: 503 });
    wallet.bet = original;
    expect(await cashOf(t, p.id)).toBe(100_000);
    await expect(fishSvc.fire(p.tokenPlay, id, batch)).rejects.toMatchObject({ code: 'BATCH_CANCELLED' });
    expect(await cashOf(t, p.id)).toBe(100_000);
  });

  it('should pay a win whose answer was lost exactly once, on the re-send or on recovery', async () => {
    const p = await newPlayer(t, 100_000);
    const id = randomUUID();
    const batch = { shots: shots(40, 'tom', 1000) };
    const original = wallet.win.bind(wallet);
    wallet.win = async (w) => {
      await original(w);
      throw new WalletUnreachable('answer lost');
    };
    const first = await fishSvc.fire(p.tokenPlay, id, batch);
    wallet.win = original;
    expect(first.settled).toBe(false);
    expect(first.payout).toBeGreaterThan(0); // 40 shots at 48%: a capture is all but certain
    const again = await fishSvc.fire(p.tokenPlay, id, batch);
    expect(again.settled).toBe(true);
    expect(await houseSvc.recover(0)).toBe(0);
    expect(await cashOf(t, p.id)).toBe(100_000 - 40_000 + first.payout);
  });

  it('should refuse a batch above the balance and bad shots without moving money', async () => {
    const p = await newPlayer(t, 5_000);
    await expect(fishSvc.fire(p.tokenPlay, randomUUID(), { shots: shots(6, 'tom', 1000) })).rejects.toMatchObject({
      statusCode: 402,
    });
    await expect(fishSvc.fire(p.tokenPlay, randomUUID(), { shots: shots(41, 'tom', 100) })).rejects.toMatchObject({
      statusCode: 400,
    });
    await expect(
      fishSvc.fire(p.tokenPlay, randomUUID(), { shots: [{ fish: 'tom', level: 123 }] }),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: 'Mức đạn không hợp lệ',
    });
    expect(await cashOf(t, p.id)).toBe(5_000);
  });

  it('should take batches over HTTP with the play token', async () => {
    const p = await newPlayer(t, 100_000);
    const res = await fetch(`${base}/house/api/fish/fire`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-play-token': p.tokenPlay },
      body: JSON.stringify({ batchId: randomUUID(), shots: shots(3, 'ca-noc', 200) }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { stake: number; payout: number } };
    expect(body.data.stake).toBe(600);
    expect(await cashOf(t, p.id)).toBe(100_000 - 600 + body.data.payout);
    const bad = await fetch(`${base}/house/api/fish/fire`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-play-token': p.tokenPlay },
      body: JSON.stringify({ batchId: 'nope', shots: shots(1) }),
    });
    expect(bad.status).toBe(400);
  });
});
