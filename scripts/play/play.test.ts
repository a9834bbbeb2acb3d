import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildGamesTestApp,
  type GamesTestApp,
  newPlayer,
  type TestPlayer,
} from '../../apps/server/src/modules/providers/providers.test-support';
import { play } from './play';

const run = promisify(execFile);
const CLI = ['--import', 'tsx', 'scripts/play/main.ts'];

/** `npm run play` against a running platform over HTTP, as an evaluator would use it. */
describe('npm run play', () => {
  let t: GamesTestApp;
  let base: string;
  let p: TestPlayer;

  beforeAll(async () => {
    t = await buildGamesTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    p = await newPlayer(t, 5_000_000);
  });
  afterAll(() => t.close());

  const args = (game: string, rounds: number, stake?: number) => ({
    base,
    token: p.token,
    provider: 'house',
    game,
    rounds,
    stake,
    waitMinutes: 1,
  });

  it('should play blackjack and three card poker in steps, each extra stake counted, and move the balance by exactly won - staked', async () => {
    for (const game of ['blackjack', 'threecard']) {
      const lines: string[] = [];
      const result = await play(args(game, 6, 20_000), (line) => lines.push(line));
      expect(result.rounds).toHaveLength(6);
      expect(lines).toHaveLength(6);
      // doubles, splits and the Play bet add to the deal's stake
      expect(result.staked).toBeGreaterThanOrEqual(6 * 20_000);
      expect(result.balanceAfter - result.balanceBefore).toBe(result.won - result.staked);
    }
  });

  it('should play every instant house game and move the balance by exactly won - staked', async () => {
    const total = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/user/history/bets?per_page=50',
          headers: { authorization: `Bearer ${p.token}` },
        })
      ).json().meta.pagination.total as number;
    const before = await total();
    const games = ['taixiu', 'xocdia', 'baucua', 'rongho', 'roulette', 'slot', 'keno', 'baccarat', 'baccarat_nc'];
    for (const game of games) {
      const lines: string[] = [];
      const result = await play(args(game, 3, 20_000), (line) => lines.push(line));
      expect(result.rounds).toHaveLength(3);
      expect(lines).toHaveLength(3);
      expect(result.staked).toBe(game === 'slot' ? 3 * 20 * 1000 : 3 * 20_000);
      expect(result.balanceAfter - result.balanceBefore).toBe(result.won - result.staked);
    }
    expect(await total()).toBe(before + games.length * 3);
  });

  it('should end with one RESULT line and exit 0 from the command line', async () => {
    const { stdout } = await run(process.execPath, [
      ...CLI,
      ...['--base', base, '--token', p.token, '--provider', 'house', '--game', 'taixiu', '--rounds', '2'],
    ]);
    const lines = stdout.trim().split('\n');
    expect(lines, stdout).toHaveLength(3);
    expect(lines.at(-1)).toMatch(/^RESULT game=taixiu rounds=2 staked=20000 won=\d+$/);
  });

  it('should top up an unfunded player with --deposit through the bank sandbox, then play from that balance', async () => {
    const fresh = await newPlayer(t, 0);
    const { stdout } = await run(process.execPath, [
      ...CLI,
      ...['--base', base, '--token', fresh.token, '--provider', 'house', '--game', 'taixiu', '--rounds', '2'],
      ...['--deposit', '200000'],
    ]);
    const lines = stdout.trim().split('\n');
    expect(lines, stdout).toHaveLength(4);
    expect(lines[0]).toMatch(/^deposit NT\d+: credited=200000$/);
    const result = /^RESULT game=taixiu rounds=2 staked=(\d+) won=(\d+)$/.exec(lines.at(-1) ?? '');
    expect(result, stdout).not.toBeNull();
    const balance = await t.app.inject({
      method: 'GET',
      url: '/api/user/balance',
      headers: { authorization: `Bearer ${fresh.token}` },
    });
    expect(balance.json().data.available).toBe(200_000 + Number(result![2]) - Number(result![1]));
  });

  it('should answer bad arguments, an unknown game and a dead token with one error line and exit 1', async () => {
    const cases = [
      [['--rounds', 'x', '--provider', 'house', '--game', 'taixiu', '--token', p.token], /--rounds/],
      [['--provider', 'house', '--game', 'nope', '--token', p.token], /no game house\/nope/],
      [
        ['--provider', 'house', '--game', 'taixiu', '--token', p.token, '--deposit', '1000'],
        /--deposit: .*at least 50000/,
      ],
      [['--provider', 'house', '--game', 'taixiu', '--token', 'x'.repeat(40)], /HTTP 401/],
      // one session token in 64 starts with '-'; it is still the token, not an option
      [['--provider', 'house', '--game', 'taixiu', '--token', `-${'x'.repeat(39)}`], /HTTP 401/],
    ] as const;
    for (const [extra, message] of cases) {
      const failed = await run(process.execPath, [...CLI, '--base', base, ...extra]).catch((e) => e);
      // what the command printed, in the failure's message if it did otherwise
      const printed = `stdout: ${failed.stdout}\nstderr: ${failed.stderr}`;
      expect(failed.code, printed).toBe(1);
      expect(failed.stdout, printed).toBe('');
      expect(failed.stderr.trim().split('\n'), printed).toHaveLength(1);
      expect(failed.stderr).toMatch(message);
    }
  });
});
