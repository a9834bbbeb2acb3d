import { defineConfig } from 'vitest/config';

// Pure game logic needs no database: run it alone with `npx vitest run --root packages/house-games`.
// The root config also includes these files in the full suite.
export default defineConfig({
  test: { include: ['src/**/*.test.ts'], testTimeout: 60_000 },
});
