import { defineConfig } from 'vitest/config';

// Pure market logic needs no database: run it alone with `npx vitest run --root packages/sportsbook`.
export default defineConfig({
  test: { include: ['src/**/*.test.ts'], testTimeout: 60_000 },
});
