import { blackjack, type Card, handTotal, shoeCards } from '@app/house-games';
import { HouseTablesService } from '@app/house-games/server';
import { FairRandom, hashServerSeed } from '@app/provider-kit/fair-node';
import { WalletClient } from '@app/provider-kit/wallet-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGamesTestApp, cashOf, type GamesTestApp, newPlayer, type TestPlayer } from './providers.test-support';

/**
 * Blackjack through the house provider's step API (/house/api/hand/*) against the real platform:
 * the deal's bet, each extra stake (double, split, insurance) and the one win move the ledger by
 * exactly what the round reports. Shoes are chosen by searching client seeds for a known server
 * seed, then installing that pair as the player's active seed.
 */
describe(HouseTablesService.name, () => {
  let t: GamesTestApp;
  let base: string;
  const SERVER_SEED = 'a'.repeat(64);

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

  /** A player whose next round (nonce 0) deals a shoe that `fits`. */
  async function playerWithShoe(cash: number, fits: (cards: Card[]) => boolean): Promise<TestPlayer> {
    const p = await newPlayer(t, cash);
    expect((await api(p, 'GET', 'session')).status).toBe(200);
    let clientSeed = '';
    for (let i = 0; ; i++) {
      const cards = shoeCards(blackjack.draw(new FairRandom(SERVER_SEED, `s${i}`, 0)));
      if (fits(cards)) {
        clientSeed = `s${i}`;
        break;
      }
    }
    await t.db.pool.query(
      `UPDATE house_seeds SET server_seed = $2, server_seed_hash = $3, client_seed = $4, nonce = 0
        WHERE user_id = $1 AND status = 'active'`,
      [p.user, SERVER_SEED, hashServerSeed(SERVER_SEED), clientSeed],
    );
    return p;
  }
  const v = (c: Card) => Math.min(c.rank, 10);
  const ten = (c: Card) => c.rank >= 10;

  beforeAll(async () => {
    t = await buildGamesTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('should take the deal, the double as a second stake, and pay one win: the balance moves by exactly won - staked', async () => {
    // player 5+6, dealer up 9 (no peek): a double
    const p = await playerWithShoe(
      100_000,
      ([p1, d1, p2]) => v(p1!) + v(p2!) === 11 && p1!.rank !== 1 && p2!.rank !== 1 && d1!.rank === 9,
    );
    const deal = await api(p, 'POST', 'hand/deal', { game: 'blackjack', bet: { amount: 10_000 } });
    expect(deal.status, JSON.stringify(deal.body)).toBe(200);
    expect(deal.body.data).toMatchObject({ done: false, stake: 10_000, balance: 90_000 });
    expect(deal.body.data.legal).toContain('double');
    expect(deal.body.data.state.dealer).toHaveLength(1); // the hole card is not sent
    expect(JSON.stringify(deal.body.data)).not.toContain('"shoe"');
    const done = await api(p, 'POST', 'hand/act', { roundId: deal.body.data.roundId, action: 'double' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const r = done.body.data;
    expect(r).toMatchObject({ done: true, stake: 20_000, settled: true });
    expect(r.state.hands[0].cards).toHaveLength(3);
    expect(r.balance).toBe(100_000 - 20_000 + r.payout);
    expect(await cashOf(t, p.id)).toBe(100_000 - 20_000 + r.payout);
    // the platform's history shows one round: both stakes, one win
    const history = await t.app.inject({
      url: '/api/user/history/bets',
      headers: { authorization: `Bearer ${p.token}` },
    });
    const rows = history.json().data as { betAmount: number; winAmount: number }[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ betAmount: 20_000, winAmount: r.payout });
  });

  it('should split into two hands with a second stake and settle both hands in one win', async () => {
    const p = await playerWithShoe(
      100_000,
      ([p1, d1, p2, hole]) => p1!.rank === 8 && p2!.rank === 8 && d1!.rank === 6 && hole!.rank !== 1,
    );
    const deal = (await api(p, 'POST', 'hand/deal', { game: 'blackjack', bet: { amount: 20_000 } })).body.data;
    let r = (await api(p, 'POST', 'hand/act', { roundId: deal.roundId, action: 'split' })).body.data;
    expect(r.state.hands).toHaveLength(2);
    expect(r.stake).toBe(40_000);
    expect(r.balance).toBe(60_000);
    while (!r.done) r = (await api(p, 'POST', 'hand/act', { roundId: deal.roundId, action: 'stand' })).body.data;
    expect(r.settled).toBe(true);
    expect(r.state.results).toHaveLength(2);
    expect(await cashOf(t, p.id)).toBe(100_000 - 40_000 + r.payout);
  });

  it('should stake insurance as half the bet and pay it 2:1 on a dealer blackjack', async () => {
    const p = await playerWithShoe(
      100_000,
      ([p1, d1, p2, hole]) => d1!.rank === 1 && ten(hole!) && handTotal([p1!, p2!]).total < 21,
    );
    const deal = (await api(p, 'POST', 'hand/deal', { game: 'blackjack', bet: { amount: 10_000 } })).body.data;
    expect(deal.legal).toEqual(['insurance', 'no_insurance']);
    const r = (await api(p, 'POST', 'hand/act', { roundId: deal.roundId, action: 'insurance' })).body.data;
    expect(r).toMatchObject({ done: true, stake: 15_000, payout: 15_000, settled: true });
    expect(r.state.dealerBlackjack).toBe(true);
    expect(await cashOf(t, p.id)).toBe(100_000);
  });

  it('should refuse a decision not allowed now, a second open round and one-shot play, moving no money', async () => {
    const p = await playerWithShoe(
      100_000,
      ([p1, d1, p2]) => d1!.rank === 7 && v(p1!) !== v(p2!) && handTotal([p1!, p2!]).total < 21,
    );
    const deal = (await api(p, 'POST', 'hand/deal', { game: 'blackjack', bet: { amount: 10_000 } })).body.data;
    const split = await api(p, 'POST', 'hand/act', { roundId: deal.roundId, action: 'split' });
    expect(split).toMatchObject({
      status: 400,
      body: { code: 'ACTION_NOT_ALLOWED', message: 'Thao tác này không được phép lúc này' },
    });
    const bogus = await api(p, 'POST', 'hand/act', { roundId: deal.roundId, action: 'surrender' });
    expect(bogus.status).toBe(400);
    const again = await api(p, 'POST', 'hand/deal', { game: 'blackjack', bet: { amount: 10_000 } });
    expect(again).toMatchObject({ status: 409, body: { code: 'ROUND_OPEN' } });
    const oneShot = await api(p, 'POST', 'play', { game: 'blackjack', bet: { amount: 10_000, actions: ['stand'] } });
    expect(oneShot).toMatchObject({ status: 400, body: { code: 'MULTI_STEP_GAME' } });
    const other = await newPlayer(t, 0);
    expect((await api(other, 'POST', 'hand/act', { roundId: deal.roundId, action: 'stand' })).status).toBe(404);
    expect(await cashOf(t, p.id)).toBe(90_000);
    // the open round comes back after a reload
    const current = (await api(p, 'GET', 'hand/current?game=blackjack')).body.data;
    expect(current.roundId).toBe(deal.roundId);
    // a decision sent while another is being processed is refused
    await t.db.pool.query(`UPDATE house_rounds SET pending_action = 'hit' WHERE id = $1`, [deal.roundId]);
    expect(await api(p, 'POST', 'hand/act', { roundId: deal.roundId, action: 'stand' })).toMatchObject({
      status: 409,
      body: { code: 'ACTION_IN_PROGRESS' },
    });
    await t.db.pool.query(`UPDATE house_rounds SET pending_action = NULL WHERE id = $1`, [deal.roundId]);
    expect(await cashOf(t, p.id)).toBe(90_000);
    // two decisions at once: one applies; the other finds it in progress (409) or, when it arrives
    // after the double has finished the round, the round closed (404); money moves once
    const both = await Promise.all([
      api(p, 'POST', 'hand/act', { roundId: deal.roundId, action: 'double' }),
      api(p, 'POST', 'hand/act', { roundId: deal.roundId, action: 'double' }),
    ]);
    expect(both.filter((b) => b.status === 200)).toHaveLength(1);
    const refused = both.find((b) => b.status !== 200)!;
    expect([
      { status: 409, code: 'ACTION_IN_PROGRESS' },
      { status: 404, code: 'ROUND_NOT_FOUND' },
    ]).toContainEqual({ status: refused.status, code: refused.body.code });
    const r = both.find((b) => b.status === 200)!.body.data;
    expect(await cashOf(t, p.id)).toBe(100_000 - 20_000 + r.payout);
  });

  it('should refuse an extra stake above the balance and keep the round playable', async () => {
    const p = await playerWithShoe(
      15_000,
      ([p1, d1, p2]) => d1!.rank === 9 && v(p1!) + v(p2!) === 10 && p1!.rank !== 1 && p2!.rank !== 1,
    );
    const deal = (await api(p, 'POST', 'hand/deal', { game: 'blackjack', bet: { amount: 10_000 } })).body.data;
    const dbl = await api(p, 'POST', 'hand/act', { roundId: deal.roundId, action: 'double' });
    expect(dbl).toMatchObject({ status: 402, body: { message: 'Số dư không đủ để đặt cược' } });
    const r = (await api(p, 'POST', 'hand/act', { roundId: deal.roundId, action: 'stand' })).body.data;
    expect(r).toMatchObject({ done: true, stake: 10_000, settled: true });
    expect(await cashOf(t, p.id)).toBe(5_000 + r.payout);
  });

  it('should verify a finished round from its decisions after the seed is revealed', async () => {
    const p = await playerWithShoe(100_000, ([, d1]) => d1!.rank === 5);
    const deal = (await api(p, 'POST', 'hand/deal', { game: 'blackjack', bet: { amount: 10_000 } })).body.data;
    let r = deal;
    while (!r.done) r = (await api(p, 'POST', 'hand/act', { roundId: deal.roundId, action: 'stand' })).body.data;
    await api(p, 'POST', 'seed/rotate', {});
    const [round] = (await api(p, 'GET', 'rounds?limit=1')).body.data as Json[];
    expect(round.bet).toEqual(r.bet);
    const verified = await api(p, 'POST', 'verify', {
      game: 'blackjack',
      serverSeed: round.fairness.serverSeed,
      serverSeedHash: round.fairness.serverSeedHash,
      clientSeed: round.fairness.clientSeed,
      nonce: round.fairness.nonce,
      bet: round.bet,
    });
    expect(verified.status).toBe(200);
    expect(verified.body.data.settlement.payout).toBe(r.payout);
    const forged = await api(p, 'POST', 'verify', {
      ...{
        game: 'blackjack',
        serverSeed: round.fairness.serverSeed,
        serverSeedHash: round.fairness.serverSeedHash,
        clientSeed: round.fairness.clientSeed,
        nonce: round.fairness.nonce,
      },
      bet: { amount: 10_000, actions: ['split', 'split'] },
    });
    expect(forged).toMatchObject({ status: 400, body: { code: 'INVALID_BET' } });
  });

  it('should play three card poker: ante and pair plus at the deal, the play bet as a second stake, one win', async () => {
    const p = await newPlayer(t, 100_000);
    const deal = await api(p, 'POST', 'hand/deal', { game: 'threecard', bet: { ante: 10_000, pairPlus: 5_000 } });
    expect(deal.status, JSON.stringify(deal.body)).toBe(200);
    expect(deal.body.data).toMatchObject({ done: false, stake: 15_000, balance: 85_000, legal: ['play', 'fold'] });
    expect(deal.body.data.state.dealer).toEqual([]);
    const r = (await api(p, 'POST', 'hand/act', { roundId: deal.body.data.roundId, action: 'play' })).body.data;
    expect(r).toMatchObject({ done: true, stake: 25_000, settled: true });
    expect(r.state.dealer).toHaveLength(3);
    expect(r.payout).toBe(r.state.wins.reduce((s: number, w: { payout: number }) => s + w.payout, 0));
    expect(await cashOf(t, p.id)).toBe(100_000 - 25_000 + r.payout);
    const bad = await api(p, 'POST', 'hand/deal', { game: 'threecard', bet: { ante: 10_500 } });
    expect(bad).toMatchObject({
      status: 400,
      body: { code: 'INVALID_BET', message: 'Mức cược phải là bội số của 1,000 VND' },
    });
    expect(await cashOf(t, p.id)).toBe(100_000 - 25_000 + r.payout);
  });

  it('should roll back an extra stake whose answer was lost and finish a round the player left', async () => {
    const q = await playerWithShoe(
      100_000,
      ([p1, d1, p2]) => d1!.rank === 9 && v(p1!) + v(p2!) === 11 && p1!.rank !== 1 && p2!.rank !== 1,
    );
    let reachable = true;
    const client = new WalletClient({
      baseUrl: () => (reachable ? base : 'http://127.0.0.1:9'),
      credentials: () => t.app.services.providers.houseCredentials(),
      timeoutMs: 10_000,
    });
    const svc = new HouseTablesService(t.db.pool, client, { warn: () => {}, error: () => {} });
    const deal = await svc.deal(q.tokenPlay, 'blackjack', { amount: 10_000 });
    expect(await cashOf(t, q.id)).toBe(90_000);
    // the double's answer is lost and so is its rollback: the decision stays pending
    reachable = false;
    await expect(svc.act(q.tokenPlay, deal.roundId, 'double')).rejects.toMatchObject({ statusCode: 503 });
    reachable = true;
    // recovery rolls the lost stake back (a tombstone: it can never apply later)…
    await svc.recover(0);
    expect(await cashOf(t, q.id)).toBe(90_000);
    // …and a round left alone is played out (the hand stands) and paid
    await t.db.pool.query(`UPDATE house_rounds SET updated_at = now() - interval '11 minutes' WHERE id = $1`, [
      deal.roundId,
    ]);
    expect(await svc.recover(0)).toBe(1);
    const { rows } = await t.db.pool.query('SELECT status, payout, bet FROM house_rounds WHERE id = $1', [
      deal.roundId,
    ]);
    expect(rows[0]).toMatchObject({ status: 'settled', bet: { amount: 10_000, actions: ['stand'] } });
    expect(await cashOf(t, q.id)).toBe(90_000 + Number(rows[0].payout));
  });
});
