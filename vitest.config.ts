import { defineConfig } from 'vitest/config';

/**
 * Server files that must keep a module graph of their own (decision 141): each changes something
 * process-wide that the other files of its fork would inherit.
 * - cluster.test.ts: `withoutNamedStatements()` patches `pg.Client.prototype` for the process.
 */
const OWN_PROCESS_STATE = ['apps/server/src/db/cluster.test.ts'];

const common = {
  exclude: ['**/node_modules/**', '**/build/**'],
  // A hang guard, not a speed check: beside a second `npm test` on the same two cores, the
  // CPU-bound tests ran 2 to 11 times slower than alone (docs/testing.md, 5 December), so the
  // limit is ten times what the longest test without a limit of its own takes in a quiet run (12 s).
  testTimeout: 120_000,
  hookTimeout: 60_000,
  pool: 'forks' as const,
};

export default defineConfig({
  test: {
    // once for the whole run, at the root: each project inherits what it provides
    globalSetup: ['apps/server/test/global-setup.ts'],
    maxWorkers: 2,
    projects: [
      {
        test: {
          ...common,
          // The server's files share one module graph per fork (decision 141): importing the app
          // once per file took most of the run. Nothing in a module may keep state between files:
          // every app builds its own services, metrics registry and pools.
          name: 'server',
          include: ['apps/server/**/*.test.ts'],
          exclude: [...common.exclude, ...OWN_PROCESS_STATE],
          isolate: false,
        },
      },
      {
        test: {
          ...common,
          name: 'isolated',
          include: ['apps/web/**/*.test.ts', 'apps/admin/**/*.test.ts', 'scripts/**/*.test.ts', ...OWN_PROCESS_STATE],
        },
      },
      {
        test: {
          ...common,
          // The packages' tests are pure (no database, mock, spy, stubbed global or process.env):
          // they share one module graph per fork too (decision 160). The site's tests stub
          // browser globals and the scripts' start servers, so those stay isolated.
          name: 'packages',
          include: ['packages/**/*.test.ts'],
          isolate: false,
        },
      },
    ],
  },
});
