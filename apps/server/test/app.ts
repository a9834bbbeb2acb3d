import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { envFor } from '../src/config/env';
import type { Db, DbOptions } from '../src/db/client';
import { createTestDb } from './db';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  close(): Promise<void>;
}

/** Builds the API (no site) on a fresh database; call close() in afterAll. */
export async function buildTestApp(env: Record<string, string> = {}, dbOptions: DbOptions = {}): Promise<TestApp> {
  const db = await createTestDb(dbOptions);
  const app = await buildApp({ env: envFor(env), db, logger: false });
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
