import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { register } from '../auth/auth.test-support';
import { systemAccount } from './wallet.types';

const vietqr = systemAccount('payment_clearing', 'vietqr');

/** Reads a text/event-stream response, collecting `event: balance` payloads. */
function openStream(url: string, token: string) {
  const events: { cash: number; available: number }[] = [];
  let raw = '';
  let status = 0;
  let contentType = '';
  let ended = false;
  const req = http.get(url, { headers: { authorization: `Bearer ${token}` } }, (res) => {
    status = res.statusCode ?? 0;
    contentType = String(res.headers['content-type']);
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      raw += chunk;
      for (const block of chunk.split('\n\n')) {
        const data = /^event: balance\ndata: (.*)$/m.exec(block);
        if (data) events.push(JSON.parse(data[1]!));
      }
    });
    res.on('end', () => {
      ended = true;
    });
  });
  req.on('error', () => {});
  return {
    events,
    status: () => status,
    contentType: () => contentType,
    raw: () => raw,
    ended: () => ended,
    close: () => req.destroy(),
  };
}

describe('wallet routes', () => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it('should answer GET /api/user/balance with 401 for an anonymous caller', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/balance' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    const stream = await t.app.inject({ method: 'GET', url: '/api/user/balance/stream' });
    expect(stream.statusCode).toBe(401);
  });

  it('should return the player’s balances, zeros before any money moved', async () => {
    const player = await register(t.app);
    const get = () =>
      t.app.inject({ method: 'GET', url: '/api/user/balance', headers: { authorization: `Bearer ${player.token}` } });
    const empty = await get();
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ success: true, data: { cash: 0, bonus: 0, held: 0, available: 0, depositHeld: 0 } });

    const wallet = t.app.services.wallet;
    await wallet.credit({
      scope: 'deposit',
      externalId: `r-${player.id}`,
      kind: 'deposit',
      playerId: player.id,
      amount: 120_000,
      from: vietqr,
    });
    await wallet.reserve({ scope: 'withdrawal', externalId: `w-${player.id}`, playerId: player.id, amount: 20_000 });
    await wallet.holdDeposit({
      scope: 'deposit',
      externalId: `h-${player.id}`,
      playerId: player.id,
      amount: 70_000,
      from: vietqr,
    });
    // Held deposits are shown apart: not cash, not held for a withdrawal, not available.
    expect((await get()).json().data).toEqual({
      cash: 100_000,
      bonus: 0,
      held: 20_000,
      available: 100_000,
      depositHeld: 70_000,
    });
  });

  it('should stream the current balance first, then every change, as Server-Sent Events', async () => {
    const player = await register(t.app);
    const wallet = t.app.services.wallet;
    await wallet.credit({
      scope: 'deposit',
      externalId: `s-${player.id}`,
      kind: 'deposit',
      playerId: player.id,
      amount: 50_000,
      from: vietqr,
    });
    const stream = openStream(`${base}/api/user/balance/stream`, player.token);
    try {
      await expect.poll(() => stream.events.length).toBe(1);
      expect(stream.status()).toBe(200);
      expect(stream.contentType()).toMatch(/^text\/event-stream/);
      expect(stream.events[0]).toMatchObject({ cash: 50_000, available: 50_000 });

      await wallet.credit({
        scope: 'deposit',
        externalId: `s2-${player.id}`,
        kind: 'deposit',
        playerId: player.id,
        amount: 5_000,
        from: vietqr,
      });
      await expect.poll(() => stream.events.at(-1)?.cash).toBe(55_000);
      // Game rounds are announced after commit, coalesced; they reach the page too.
      await wallet.bet({ provider: 'house', transactionId: `s-b-${player.id}`, playerId: player.id, amount: 15_000 });
      await expect.poll(() => stream.events.at(-1)?.cash).toBe(40_000);
      // Another player's money does not show up here.
      const other = await register(t.app);
      await wallet.credit({
        scope: 'deposit',
        externalId: `o-${other.id}`,
        kind: 'deposit',
        playerId: other.id,
        amount: 9_000,
        from: vietqr,
      });
      await new Promise((r) => setTimeout(r, 150));
      expect(stream.events.map((e) => e.cash)).toEqual([50_000, 55_000, 40_000]);
    } finally {
      stream.close();
    }
    await expect.poll(() => t.app.services.wallet.hub.subscriberCount()).toBe(0);
  });

  it('should end open streams when the server closes', async () => {
    const extra = await buildTestApp();
    await extra.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (extra.app.server.address() as AddressInfo).port;
    const player = await register(extra.app);
    const stream = openStream(`http://127.0.0.1:${port}/api/user/balance/stream`, player.token);
    await expect.poll(() => stream.events.length).toBe(1);
    await extra.close();
    await expect.poll(() => stream.ended()).toBe(true);
  });
});
