import { SandboxFeed, SportsSettings, sportsTiming } from '@app/sportsbook/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGamesTestApp, type GamesTestApp, newPlayer } from '../providers/providers.test-support';

/**
 * `npm run play -- --provider sports --game sportsbook` on a platform started with SPORTS_SPEED=60
 * must find a match that is played within its wait (docs/play.md), also when an earlier run at
 * normal speed left matches listed at the leagues' real kick-off hours.
 */
describe(SandboxFeed.name, () => {
  let t: GamesTestApp;
  const log = { warn: () => {}, error: () => {} };

  beforeAll(async () => {
    t = await buildGamesTestApp();
    // the sportsbook reaches the wallet over loopback HTTP
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('should list accelerated matches beside those a normal-speed run listed for later, and say how long a match lasts', async () => {
    const settings = new SportsSettings(t.db.pool);
    const now = new Date();
    // a run at normal speed: four matches per league at its usual hours, an hour away or more
    await new SandboxFeed(
      t.db.pool,
      sportsTiming({}),
      () => settings.margins(),
      () => {},
      log,
    ).tick(now);
    const soonest = async () =>
      (
        await t.db.pool.query<{ kickoff: Date }>(
          `SELECT min(kickoff) AS kickoff FROM sports_fixtures WHERE league = 'epl' AND status = 'scheduled'`,
        )
      ).rows[0]!.kickoff;
    expect((await soonest()).getTime()).toBeGreaterThanOrEqual(now.getTime() + 3_600_000);

    // the platform restarted with SPORTS_SPEED=60: the next kick-off is two minutes away
    const fast = sportsTiming({ SPORTS_SPEED: '60' });
    await new SandboxFeed(
      t.db.pool,
      fast,
      () => settings.margins(),
      () => {},
      log,
    ).tick(now);
    expect((await soonest()).getTime()).toBe(now.getTime() + fast.leadMs);
    const { rows } = await t.db.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM sports_fixtures WHERE league = 'epl' AND status = 'scheduled' AND kickoff <= $1`,
      [new Date(now.getTime() + fast.leadMs + 3 * fast.gapMs)],
    );
    expect(rows[0]!.n).toBe(4);

    // the session tells a client how long a match lasts at the platform's clock
    const p = await newPlayer(t, 10_000);
    const session = await t.app.inject({
      method: 'GET',
      url: '/sports/api/session',
      headers: { 'x-play-token': p.tokenPlay },
    });
    const timing = sportsTiming();
    expect(session.json().data.matchMs).toEqual({
      sportsbook: 105 * timing.minuteMs,
      virtual: 90 * timing.virtualMinuteMs,
    });
  });
});
