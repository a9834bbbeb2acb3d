import { describe, expect, it } from 'vitest';
import { play } from './play';
import { housePlatform } from './play.test-support';

/** `npm run play` on the house cockfight table (its `test` schedule: a fight every 6 s) and fish shooting. */
describe('npm run play: cockfight and fish', () => {
  const { args } = housePlatform({ COCKFIGHT_SCHEDULE: 'test' });

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
