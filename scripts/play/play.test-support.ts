import { afterAll, beforeAll } from 'vitest';
import {
  buildGamesTestApp,
  type GamesTestApp,
  newPlayer,
  type TestPlayer,
} from '../../apps/server/src/modules/providers/providers.test-support';

/**
 * A platform listening on a free port for the `npm run play` tests of the house tables (built
 * before the suite's tests, closed after them) and a funded player on it. `args` are the play
 * command's arguments for a house game.
 */
export function housePlatform(env: Record<string, string>, funds = 5_000_000) {
  const s = {} as { t: GamesTestApp; base: string; p: TestPlayer };
  beforeAll(async () => {
    s.t = await buildGamesTestApp(env);
    s.base = await s.t.app.listen({ port: 0, host: '127.0.0.1' });
    s.p = await newPlayer(s.t, funds);
  });
  afterAll(() => s.t.close());
  return {
    args: (game: string, rounds: number, stake?: number) => ({
      base: s.base,
      token: s.p.token,
      provider: 'house',
      game,
      rounds,
      stake,
      waitMinutes: 1,
    }),
  };
}
