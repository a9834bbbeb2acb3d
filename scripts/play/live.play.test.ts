import { describe, expect, it } from 'vitest';
import { play } from './play';
import { housePlatform } from './play.test-support';

/** `npm run play` on the shared live baccarat table (its `test` schedule: a coup every 5 s) and sic bo. */
describe('npm run play: live baccarat and sic bo', () => {
  const { args } = housePlatform({ LIVE_TABLE_SCHEDULE: 'test' });

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
