import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildGamesTestApp,
  type GamesTestApp,
  newPlayer,
  type TestPlayer,
} from '../../apps/server/src/modules/providers/providers.test-support';
import { play } from './play';

/** `npm run play` on the house cockfight table (fast schedule) and fish shooting. */
describe('npm run play: cockfight and fish', () => {
  let t: GamesTestApp;
  let base: string;
  let p: TestPlayer;

  beforeAll(async () => {
    t = await buildGamesTestApp({ COCKFIGHT_SCHEDULE: 'fast' });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    p = await newPlayer(t, 5_000_000);
  });
  afterAll(() => t.close());

  const args = (game: string, rounds: number, stake: number) => ({
    base,
    token: p.token,
    provider: 'house',
    game,
    rounds,
    stake,
    waitMinutes: 1,
  });

  it('should shoot 60 fish in two batches and move the balance by exactly won - staked', async () => {
    const lines: string[] = [];
    const result = await play(args('fish', 60, 2_000), (line) => lines.push(line));
    expect(result.rounds).toHaveLength(60);
    expect(result.staked).toBe(120_000);
    expect(result.balanceAfter - result.balanceBefore).toBe(result.won - result.staked);
    expect(new Set(result.rounds.map((r) => r.id.split('#')[0])).size).toBe(2);
  });

  it('should bet on one fight and report it once the fight has paid it', async () => {
    const result = await play(args('cockfight', 1, 20_000), () => {});
    expect(result.rounds).toHaveLength(1);
    expect(result.staked).toBe(20_000);
    expect([0, 20_000, 38_000]).toContain(result.won);
    expect(result.balanceAfter - result.balanceBefore).toBe(result.won - result.staked);
  }, 60_000);
});
