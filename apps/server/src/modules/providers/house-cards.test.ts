import { HouseTablesService } from '@app/house-games/server';
import { WalletClient } from '@app/provider-kit/wallet-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGamesTestApp, cashOf, type GamesTestApp, newPlayer, type TestPlayer } from './providers.test-support';

/**
 * Xì Dách and Mậu Binh through the house provider's step API (/house/api/hand/*) against the real
 * platform: the deal's one stake and the one win move the ledger by exactly what the round
 * reports; a Mậu Binh arrangement that is not the dealt 13 cards is refused and changes nothing;
 * a Mậu Binh round left alone is arranged automatically.
 */
describe(`${HouseTablesService.name} (game bài)`, () => {
  let t: GamesTestApp;
  let base: string;
  // biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field below
  type Json = any;
  const api = async (p: TestPlayer, method: 'GET' | 'POST', path: string, body?: unknown) => {
    const res = await fetch(`${base}/house/api/${path}`, {
      method,
      headers: { 'x-play-token': p.tokenPlay, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: (await res.json()) as Json };
  };

  /** Deals Mậu Binh rounds (settling any that end at the deal) until one waits for an arrangement. */
  async function openMauBinh(p: TestPlayer): Promise<{ data: Json; cash: number }> {
    for (;;) {
      const deal = await api(p, 'POST', 'hand/deal', { game: 'maubinh', bet: { chi: 1_000 } });
      expect(deal.status, JSON.stringify(deal.body)).toBe(200);
      if (!deal.body.data.done) return { data: deal.body.data, cash: await cashOf(t, p.id) };
    }
  }

  beforeAll(async () => {
    t = await buildGamesTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('should play Xì Dách: one stake at the deal, hit and stand, one win of exactly the reported payout', async () => {
    const p = await newPlayer(t, 100_000);
    expect((await api(p, 'GET', 'session')).status).toBe(200);
    const deal = await api(p, 'POST', 'hand/deal', { game: 'xidach', bet: { amount: 10_000 } });
    expect(deal.status, JSON.stringify(deal.body)).toBe(200);
    let hand = deal.body.data;
    expect(hand.stake).toBe(10_000);
    if (!hand.done) expect(hand.state.dealer).toEqual([]); // the dealer's cards stay on the server
    while (!hand.done) {
      const action = hand.legal.includes('stand') ? 'stand' : 'hit';
      const next = await api(p, 'POST', 'hand/act', { roundId: hand.roundId, action });
      expect(next.status, JSON.stringify(next.body)).toBe(200);
      hand = next.body.data;
    }
    expect(hand.settled).toBe(true);
    expect(hand.state.dealer.length).toBeGreaterThanOrEqual(2);
    expect(await cashOf(t, p.id)).toBe(100_000 - 10_000 + hand.payout);
    expect(hand.balance).toBe(100_000 - 10_000 + hand.payout);
  });

  it('should put up 12 chi for Mậu Binh, refuse a bad arrangement without moving money, then settle the arrangement sent', async () => {
    const p = await newPlayer(t, 500_000);
    expect((await api(p, 'GET', 'session')).status).toBe(200);
    const { data, cash } = await openMauBinh(p);
    expect(data.stake).toBe(12_000);
    expect(data.legal).toEqual(['auto', 'arrange']);
    expect(data.state.dealer).toBeNull();
    expect(data.state.hand).toHaveLength(13);
    for (const bad of ['aabcdefghijkl', 'abc', 'nopqrstuvwxyz']) {
      const refused = await api(p, 'POST', 'hand/act', { roundId: data.roundId, action: bad });
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('INVALID_ACTION');
    }
    expect(await cashOf(t, p.id)).toBe(cash);
    const done = await api(p, 'POST', 'hand/act', { roundId: data.roundId, action: data.state.suggestion });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const r = done.body.data;
    expect(r).toMatchObject({ done: true, settled: true, stake: 12_000 });
    expect(r.state.dealer).toHaveLength(3);
    expect(r.bet.actions).toEqual([data.state.suggestion]);
    expect(await cashOf(t, p.id)).toBe(cash + r.payout);
  });

  it('should arrange automatically a Mậu Binh round left past its time and pay it', async () => {
    const p = await newPlayer(t, 500_000);
    expect((await api(p, 'GET', 'session')).status).toBe(200);
    const { data, cash } = await openMauBinh(p);
    const client = new WalletClient({
      baseUrl: () => base,
      credentials: () => t.app.services.providers.houseCredentials(),
      timeoutMs: 10_000,
    });
    const svc = new HouseTablesService(t.db.pool, client, { warn: () => {}, error: () => {} });
    // 60 s is not yet past the arranging time: nothing happens
    await t.db.pool.query(`UPDATE house_rounds SET updated_at = now() - interval '60 seconds' WHERE id = $1`, [
      data.roundId,
    ]);
    expect(await svc.recover(0)).toBe(0);
    await t.db.pool.query(`UPDATE house_rounds SET updated_at = now() - interval '101 seconds' WHERE id = $1`, [
      data.roundId,
    ]);
    expect(await svc.recover(0)).toBe(1);
    const { rows } = await t.db.pool.query('SELECT status, payout, bet FROM house_rounds WHERE id = $1', [
      data.roundId,
    ]);
    expect(rows[0]).toMatchObject({ status: 'settled', bet: { chi: 1_000, actions: ['auto'] } });
    expect(await cashOf(t, p.id)).toBe(cash + Number(rows[0].payout));
  });
});
