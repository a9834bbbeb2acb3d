import { randomUUID as uuid } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { envFor } from '../../config/env';
import { inTransaction } from '../../db/client';
import { buildGamesTestApp, type GamesTestApp, house, newPlayer } from './providers.test-support';

/** Two instances on one database: the test app takes the bets, `other` serves the history. */
describe('two instances on one database (decisions 101, 102)', () => {
  let t: GamesTestApp;
  let other: FastifyInstance;
  beforeAll(async () => {
    t = await buildGamesTestApp();
    other = await buildApp({ env: envFor({ INSTANCE_NAME: 'other' }), db: t.db, logger: false, web: false });
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  it('should list a bet taken by another instance whose record is still being written', async () => {
    const p = await newPlayer(t, 500_000);
    const history = () =>
      other.inject({
        url: '/api/user/history/bets?page=1&per_page=10',
        headers: { authorization: `Bearer ${p.token}` },
      });
    // Hold the bet instance's record writes back, as a slow batch would: the bet is answered,
    // its record is not written until the lock goes.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const lock = inTransaction(t.db.pool, async (c) => {
      await c.query('LOCK TABLE provider_transactions IN EXCLUSIVE MODE');
      locked();
      await held;
    });
    await isLocked;
    await house(t, p).bet(uuid(), 10_000);
    const read = history();
    setTimeout(release, 300);
    await lock;
    const res = await read;
    expect(res.statusCode).toBe(200);
    expect(res.json().meta.pagination.total).toBe(1);
    expect(res.json().data[0]).toMatchObject({ betAmount: 10_000, result: 'processing' });
  });

  it('should put a cashier setting changed on one instance in force on the other within a second', async () => {
    const before = (await other.services.payments.settings.get()).sandbox.callbackDelayMs;
    const changed = before + 123;
    await t.app.services.payments.settings.patch((s) => {
      s.sandbox.callbackDelayMs = changed;
    });
    // the other instance's copy is cached for 3 s: only the table-change NOTIFY drops it sooner
    const started = Date.now();
    let seen = before;
    while (seen !== changed && Date.now() - started < 1_000) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      seen = (await other.services.payments.settings.get()).sandbox.callbackDelayMs;
    }
    expect(seen).toBe(changed);
  });
});
