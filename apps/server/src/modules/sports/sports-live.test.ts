import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { envFor } from '../../config/env';
import { staffTokenFor } from '../admin/admin.test-support';
import { buildGamesTestApp, type GamesTestApp } from '../providers/providers.test-support';
import { listedMatch } from './sports.feed-samples';

/** An open screen's event stream: the events it received, with when they arrived. */
async function openStream(base: string) {
  const controller = new AbortController();
  const res = await fetch(`${base}/sports/api/stream`, { signal: controller.signal });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
  const events: { event: string; at: number }[] = [];
  const waiters: (() => void)[] = [];
  void (async () => {
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const name = /^event: (.+)$/m.exec(buffer.slice(0, end))?.[1];
          if (name) events.push({ event: name, at: Date.now() });
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
        }
        for (const w of waiters.splice(0)) w();
      }
    } catch {
      // aborted at the end of the test
    }
  })();
  /** The first `event` received after `since`, waiting at most `ms`. */
  const next = async (event: string, since: number, ms = 3000) => {
    const deadline = Date.now() + ms;
    for (;;) {
      const hit = events.find((e) => e.event === event && e.at >= since);
      if (hit) return hit;
      if (Date.now() > deadline) return null;
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  };
  return { next, events, close: () => controller.abort() };
}

/**
 * Decision 142: what the trading desk or the feed changes reaches an open sportsbook screen within
 * a second, on every instance: the fixtures' change notification (decision 102) is pushed to the
 * screens as a Server-Sent Event, and the screen reads the listing then.
 */
describe('sportsbook live screens', () => {
  let t: GamesTestApp;
  let other: FastifyInstance;
  let otherBase: string;
  let trader: string;

  beforeAll(async () => {
    t = await buildGamesTestApp();
    other = await buildApp({ env: envFor({ INSTANCE_NAME: 'other' }), db: t.db, logger: false, web: false });
    otherBase = await other.listen({ port: 0, host: '127.0.0.1' });
    trader = await staffTokenFor(t.app, 'trader');
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const markets = async (app: FastifyInstance, id: string) =>
    (await app.inject({ url: `/sports/api/matches/${id}` }))
      .json()
      .data.markets.map((x: { market: string }) => x.market);

  it('should tell a screen on another instance within a second that a trader suspended a match, and again when it reopens', async () => {
    const m = await listedMatch(t.db.pool);
    const screen = await openStream(otherBase);
    try {
      // let the stream settle, so the listing's own insert is not what is measured
      await new Promise((r) => setTimeout(r, 400));
      for (const suspend of [true, false]) {
        const at = Date.now();
        const res = await t.app.inject({
          method: 'POST',
          url: `/admin-api/sports/fixtures/${m.fixtureId}/suspension`,
          headers: { 'x-staff-token': trader },
          payload: { market: '*', suspend, reason: suspend ? 'Mất tín hiệu' : 'Ổn định' },
        });
        expect(res.statusCode).toBe(200);
        const heard = await screen.next('matches', at);
        expect(heard, 'no event reached the screen').not.toBeNull();
        expect(heard!.at - at).toBeLessThan(1000);
        // what the screen reads then, from its own instance, is the change
        if (suspend) expect(await markets(other, m.fixtureId)).toEqual([]);
        else expect(await markets(other, m.fixtureId)).toContain('1x2');
      }
    } finally {
      screen.close();
    }
  });

  it('should push a new price from the feed and a change of the limits, a burst of writes as few events', async () => {
    const m = await listedMatch(t.db.pool);
    const screen = await openStream(otherBase);
    try {
      await new Promise((r) => setTimeout(r, 400));
      const at = Date.now();
      // ten price moves in a row, as a feed poll writes them
      for (let i = 0; i < 10; i++) {
        await t.db.pool.query('UPDATE sports_fixtures SET odds_version = odds_version + 1 WHERE id = $1', [
          m.fixtureId,
        ]);
      }
      const heard = await screen.next('matches', at);
      expect(heard).not.toBeNull();
      expect(heard!.at - at).toBeLessThan(1000);
      await new Promise((r) => setTimeout(r, 600));
      // coalesced: the first at once, the rest together at the end of the window
      expect(screen.events.filter((e) => e.event === 'matches' && e.at >= at).length).toBeLessThanOrEqual(3);

      const before = Date.now();
      const res = await t.app.inject({
        method: 'PUT',
        url: '/admin-api/sports/market-limits/cs',
        headers: { 'x-staff-token': trader },
        payload: { maxStake: 1_000_000, maxPayout: 50_000_000, reason: 'Kèo tỷ số dễ bị lợi dụng' },
      });
      expect(res.statusCode, res.body).toBe(200);
      const limits = await screen.next('limits', before);
      expect(limits).not.toBeNull();
      expect(limits!.at - before).toBeLessThan(1000);
    } finally {
      screen.close();
    }
  });
});
