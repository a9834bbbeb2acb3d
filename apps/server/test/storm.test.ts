import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIpn } from '../src/modules/payments/gateways/momo/momo.protocol';
import { bankTransfer, newPlayer, type Player } from '../src/modules/payments/payments.test-support';
import {
  buildGamesTestApp,
  cashOf,
  type GamesTestApp,
  newPlayer as newFundedPlayer,
  type TestPlayer,
} from '../src/modules/providers/providers.test-support';
import { runLedgerCheck } from '../src/modules/wallet/wallet.reconcile';
import { bankWebhookHeaders, houseCallbackHeaders } from './signed-callbacks';

/*
 * Decision 071 under load, over real HTTP on loopback: storms of identical and distinct
 * deposit webhooks, provider callbacks and player requests arrive together at a server with a
 * deliberately small pool. Every request must be answered (a 503 SERVER_BUSY is an answer; a
 * hang is not), /readyz must keep answering, and the money must come out exactly right.
 * Bounded: about 1,300 requests.
 */

const POOL_SIZE = 6;
const ANSWER_WITHIN_MS = 30_000;
const HOT_COPIES = 150;
const MOMO_COPIES = 80;
const DISTINCT_DEPOSITS = 20;
const COPIES_EACH = 5;
const BETTORS = 10;
const BETS_EACH = 20;
const STAKE = 1_000;
const PLAYER_REQUESTS = 200;

interface Answer {
  status: number;
  body: string;
}

describe('storms (decision 071)', () => {
  let t: GamesTestApp;
  let base: string;
  let sent = 0;

  beforeAll(async () => {
    t = await buildGamesTestApp({}, { max: POOL_SIZE, acquireTimeoutMs: 5_000 });
    await t.app.services.payments.settings.patch((s) => {
      s.sandbox.callbackDelayMs = 0;
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  /** One request over HTTP; a request not answered in time fails the test. */
  async function send(path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
    sent++;
    const res = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(ANSWER_WITHIN_MS) });
    return { status: res.status, body: await res.text() } satisfies Answer;
  }

  const busy = (a: Answer) => a.status === 503 && JSON.parse(a.body).code === 'SERVER_BUSY';

  /** Sends again what was refused as busy, as a gateway or provider retries. */
  async function untilAnswered(request: () => Promise<Answer>): Promise<Answer> {
    for (let attempt = 0; ; attempt++) {
      const answer = await request();
      if (!busy(answer) || attempt >= 50) return answer;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  async function voucher(p: Player, amount: number): Promise<string> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/deposit/codepay',
      headers: { authorization: `Bearer ${p.token}` },
      payload: { amount },
    });
    expect(res.statusCode).toBe(200);
    return res.json().data.transferCode;
  }

  async function bankWebhook(body: Record<string, unknown>): Promise<() => Promise<Answer>> {
    const g = (await t.app.services.payments.settings.get()).gateways.bank;
    const raw = JSON.stringify(body);
    return () =>
      send('/webhooks/bank', {
        method: 'POST',
        headers: bankWebhookHeaders(raw, g.webhookApiKey, g.webhookHmacSecret),
        body: raw,
      });
  }

  async function momoIpn(p: Player, amount: number): Promise<() => Promise<Answer>> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/deposit/momo',
      headers: { authorization: `Bearer ${p.token}` },
      payload: { amount },
    });
    expect(res.statusCode).toBe(200);
    const { rows } = await t.db.pool.query('SELECT provider_ref FROM payment_deposits WHERE id = $1', [
      res.json().data.deposit.id,
    ]);
    const orderId: string = rows[0].provider_ref;
    const g = (await t.app.services.payments.settings.get()).gateways.momo;
    const ipn = signIpn(g, {
      partnerCode: g.partnerCode,
      orderId,
      requestId: orderId,
      amount,
      orderInfo: 'storm',
      orderType: 'momo_wallet',
      transId: Date.now(),
      resultCode: 0,
      message: 'ok',
      payType: 'qr',
      responseTime: Date.now(),
      extraData: '',
    });
    return () =>
      send('/webhooks/momo', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ipn),
      });
  }

  function bet(p: TestPlayer): () => Promise<Answer> {
    const uuid = randomUUID();
    const payload = JSON.stringify({
      request_uuid: randomUUID(),
      token: p.tokenPlay,
      user: p.user,
      transaction_uuid: uuid,
      round: `storm-${uuid}`,
      game_code: 'taixiu',
      currency: 'VND',
      amount: STAKE,
    });
    const headers = houseCallbackHeaders(t.houseSecret, payload);
    return () =>
      send('/provider/house/transaction/bet', {
        method: 'POST',
        headers,
        body: payload,
      });
  }

  it('should answer every request of a mixed storm, keep /readyz up, and move every đồng exactly once', async () => {
    // Deposits: one hot transfer sent 150 times, a MoMo payment's IPN sent 80 times, and 20
    // transfers sent 5 times each.
    const hotPlayer = await newPlayer(t.app);
    const hot = await bankWebhook(bankTransfer(`NAP ${(await voucher(hotPlayer, 500_000)).slice(3)}`, 500_000));
    const momoPlayer = await newPlayer(t.app);
    const momo = await momoIpn(momoPlayer, 200_000);
    const distinct: { player: Player; amount: number; webhook: () => Promise<Answer> }[] = [];
    for (let i = 0; i < DISTINCT_DEPOSITS; i++) {
      const player = await newPlayer(t.app);
      const amount = 100_000 + i * 1_000;
      distinct.push({
        player,
        amount,
        webhook: await bankWebhook(bankTransfer(await voucher(player, amount), amount)),
      });
    }
    const bettors = await Promise.all(Array.from({ length: BETTORS }, () => newFundedPlayer(t, 100_000)));

    const webhookCalls = [
      ...Array.from({ length: HOT_COPIES }, () => hot),
      ...Array.from({ length: MOMO_COPIES }, () => momo),
      ...distinct.flatMap((d) => Array.from({ length: COPIES_EACH }, () => d.webhook)),
    ];
    const betCalls = bettors.flatMap((p) => Array.from({ length: BETS_EACH }, () => bet(p)));
    const playerCalls = Array.from({ length: PLAYER_REQUESTS }, (_, i) => {
      const p = bettors[i % BETTORS]!;
      return () => send('/api/user/balance', { headers: { authorization: `Bearer ${p.token}` } });
    });

    const readiness: number[] = [];
    let storming = true;
    const probe = (async () => {
      while (storming) {
        readiness.push((await send('/readyz')).status);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();

    const started = Date.now();
    const [webhooks, bets, players] = await Promise.all([
      Promise.all(webhookCalls.map(untilAnswered)),
      Promise.all(betCalls.map(untilAnswered)),
      Promise.all(playerCalls.map((call) => call())),
    ]);
    storming = false;
    await probe;
    const seconds = (Date.now() - started) / 1000;
    console.log(`storm: ${sent} requests answered in ${seconds.toFixed(1)} s on a pool of ${POOL_SIZE}`);

    // Every request answered, with an answer its sender understands.
    for (const w of webhooks) expect([200, 204]).toContain(w.status);
    for (const b of bets) {
      expect(b.status).toBe(200);
      expect(JSON.parse(b.body).status).toBe('RS_OK');
    }
    for (const p of players) expect(p.status === 200 || busy(p)).toBe(true);
    expect(readiness.length).toBeGreaterThan(0);
    for (const r of readiness) expect([200, 503]).toContain(r);
    expect((await send('/readyz')).status).toBe(200);

    // The money: each deposit credited once, each stake taken once, the ledger balanced.
    expect(await cashOf(t, hotPlayer.id)).toBe(500_000);
    expect(await cashOf(t, momoPlayer.id)).toBe(200_000);
    for (const d of distinct) expect(await cashOf(t, d.player.id)).toBe(d.amount);
    for (const p of bettors) expect(await cashOf(t, p.id)).toBe(100_000 - BETS_EACH * STAKE);
    const { rows } = await t.db.pool.query(
      `SELECT count(*)::int AS n FROM payment_deposits WHERE status = 'credited' AND player_id = ANY($1)`,
      [[hotPlayer.id, momoPlayer.id, ...distinct.map((d) => d.player.id)]],
    );
    expect(rows[0].n).toBe(DISTINCT_DEPOSITS + 2);
    const report = await runLedgerCheck(t.db.pool);
    expect(report.results.filter((r) => !r.ok)).toEqual([]);
  }, 180_000);

  it('should answer 503 SERVER_BUSY with Retry-After, not hang, when no connection frees up in time', async () => {
    const player = await newPlayer(t.app);
    // Hold every connection, as a stuck query would.
    const held = await Promise.all(Array.from({ length: POOL_SIZE }, () => t.db.pool.connect()));
    try {
      const started = Date.now();
      const res = await fetch(`${base}/api/user/balance`, {
        headers: { authorization: `Bearer ${player.token}` },
        signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
      });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(await res.json()).toMatchObject({ success: false, code: 'SERVER_BUSY' });
      expect(Date.now() - started).toBeLessThan(15_000);
    } finally {
      for (const c of held) c.release();
    }
    expect((await send('/readyz')).status).toBe(200);
  }, 60_000);
});
