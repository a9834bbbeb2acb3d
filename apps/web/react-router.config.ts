import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // A private build directory per checkout or test run (see apps/server/src/plugins/web.ts).
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
  ssr: true,
  future: { v8_middleware: true },
} satisfies Config;
