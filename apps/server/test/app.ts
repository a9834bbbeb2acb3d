import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { envFor } from '../src/config/env';
import type { Db, DbOptions } from '../src/db/client';
import type { WebMode } from '../src/plugins/web';
import { createTestDb } from './db';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  close(): Promise<void>;
}

/**
 * Builds the API on a fresh database; call close() in afterAll. The site is left out unless
 * `web` asks for it (production mode needs a built site: see test/site.ts); `db` sizes the pool.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  opts: { web?: WebMode; db?: DbOptions } = {},
): Promise<TestApp> {
  const db = await createTestDb(opts.db);
  const app = await buildApp({ env: envFor(env), db, logger: false, web: opts.web ?? false });
  await app.ready();
  return {
    app,
    db,
    async close() {
      await app.close();
      await db.close();
    },
  };
}
