import { defineConfig } from 'vitest/config';

// Pure lottery logic needs no database: run it alone with `npx vitest run --root packages/lottery`.
export default defineConfig({
  test: { include: ['src/**/*.test.ts'], testTimeout: 60_000 },
});
