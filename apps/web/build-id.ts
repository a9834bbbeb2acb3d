import { randomBytes } from 'node:crypto';
import type { Plugin } from 'vite';

/** Where the client build says which build it is; polled by the site (app/lib/build-update.ts). */
export const LATEST_BUILD_FILE = 'builds/latest.json';

/**
 * One id per build, compiled into the client as `__BUILD_ID__` and written to
 * `builds/latest.json`, so an open tab can tell that a newer site was deployed (decision 086).
 */
export function buildId(): Plugin {
  const id = `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
  return {
    name: 'site-build-id',
    config: (_config, env) => ({
      define: { __BUILD_ID__: JSON.stringify(env.command === 'build' ? id : 'dev') },
    }),
    generateBundle() {
      if (this.environment.name !== 'client') return;
      this.emitFile({ type: 'asset', fileName: LATEST_BUILD_FILE, source: `${JSON.stringify({ id })}\n` });
    },
  };
}
