import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildGamesTestApp,
  type GamesTestApp,
  newPlayer,
  type TestPlayer,
} from '../../apps/server/src/modules/providers/providers.test-support';
import { play } from './play';

/** `npm run play` on the shared live baccarat table (fast schedule) and sic bo. */
describe('npm run play: live baccarat and sic bo', () => {
  let t: GamesTestApp;
  let base: string;
  let p: TestPlayer;

  beforeAll(async () => {
    t = await buildGamesTestApp({ LIVE_TABLE_SCHEDULE: 'fast' });
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

  it('should play sic bo across the board and move the balance by exactly won - staked', async () => {
    const result = await play(args('sicbo', 5, 30_000), () => {});
    expect(result.rounds).toHaveLength(5);
    expect(result.staked).toBe(150_000);
    expect(result.balanceAfter - result.balanceBefore).toBe(result.won - result.staked);
  });

  it('should bet on two coups of the live table, each paid once dealt, and move the balance by exactly won - staked', async () => {
    const lines: string[] = [];
    const result = await play(args('baccarat_live', 2, 10_000), (line) => lines.push(line));
    expect(result.rounds).toHaveLength(2);
    expect(result.staked).toBe(20_000);
    expect(new Set(result.rounds.map((r) => r.id.split('/')[0])).size).toBe(2);
    expect(result.balanceAfter - result.balanceBefore).toBe(result.won - result.staked);
  }, 60_000);
});
