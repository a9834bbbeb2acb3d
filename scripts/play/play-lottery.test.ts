import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildGamesTestApp,
  type GamesTestApp,
  newPlayer,
  type TestPlayer,
} from '../../apps/server/src/modules/providers/providers.test-support';
import { play } from './play';

/** `npm run play` on the lottery against a platform running its fast schedule (draws every 10 s here). */
describe('npm run play (lottery)', () => {
  let t: GamesTestApp;
  let base: string;
  let p: TestPlayer;

  beforeAll(async () => {
    t = await buildGamesTestApp({ LOTTERY_SCHEDULE: 'fast', LOTTERY_SIEUTOC_SECONDS: '10' });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    p = await newPlayer(t, 1_000_000);
  });
  afterAll(() => t.close());

  it('should buy quick-pick siêu tốc tickets, wait for their draw and move the balance by exactly won - staked', async () => {
    const lines: string[] = [];
    const result = await play(
      { base, token: p.token, provider: 'lottery', game: 'lode-sieutoc', rounds: 2, stake: 5000, waitMinutes: 1 },
      (line) => lines.push(line),
    );
    expect(result.rounds).toHaveLength(2);
    // đề 5 nghìn, then lô 2 số at one point
    expect(result.staked).toBe(5000 + 23_000);
    expect(result.balanceAfter - result.balanceBefore).toBe(result.won - result.staked);
    expect(lines.every((l) => / ST-\d{8}-\d{6} (de|lo2) \d\d (won|lost)$/.test(l))).toBe(true);
    const history = await t.app.inject({
      method: 'GET',
      url: '/api/user/history/bets?per_page=50',
      headers: { authorization: `Bearer ${p.token}` },
    });
    const rows = history.json().data as { gameName: string; result: string }[];
    expect(rows.map((r) => r.gameName)).toEqual(['Lô Đề Siêu Tốc', 'Lô Đề Siêu Tốc']);
    expect(rows.every((r) => r.result !== 'processing')).toBe(true);
  }, 60_000);

  it("should play a Mega 6/45 bao 7 ticket at its seven lines' price and move the balance by exactly won - staked", async () => {
    const lines: string[] = [];
    const playing = play(
      { base, token: p.token, provider: 'lottery', game: 'mega645', rounds: 1, bao: 7, waitMinutes: 1 },
      (line) => lines.push(line),
    );
    // white box, to keep the test short: once the ticket is bought, its draw comes due now
    // (the fast schedule draws Mega once a minute); the running draw loop then draws and pays it
    let drawId: number | undefined;
    for (let i = 0; i < 50 && drawId === undefined; i++) {
      await new Promise((r) => setTimeout(r, 200));
      const { rows } = await t.db.pool.query<{ draw_id: number }>(
        `SELECT draw_id FROM lottery_tickets WHERE game = 'mega645' AND status = 'placed' LIMIT 1`,
      );
      drawId = rows[0]?.draw_id;
    }
    expect(drawId).toBeDefined();
    await t.db.pool.query('UPDATE lottery_draws SET close_at = now(), draw_at = now() WHERE id = $1', [drawId]);
    const result = await playing;
    expect(result.staked).toBe(70_000);
    expect(result.balanceAfter - result.balanceBefore).toBe(result.won - result.staked);
    expect(lines[0]).toMatch(/ MEGA-\d{8}-\d{6} bao (\d\d,){6}\d\d (won|lost)$/);

    await expect(
      play(
        { base, token: p.token, provider: 'lottery', game: 'lode-sieutoc', rounds: 1, bao: 7, waitMinutes: 1 },
        () => {},
      ),
    ).rejects.toThrow('--bao: only Mega 6/45 (mega645) and Power 6/55 (power655) sell bao tickets');
  }, 60_000);
});
