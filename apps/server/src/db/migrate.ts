import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Db } from './client';
import * as schema from './schema';

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** Any number; the session lock that makes instances starting together migrate one at a time. */
const MIGRATION_LOCK = 7_201_001;

/**
 * Applies the committed SQL migrations; safe to run on every start (each applies once). Given
 * `directUrl` (a connection that is not a transaction pooler's), the instances of a cluster
 * starting together take turns under a session advisory lock, so none sees a half-applied one.
 */
export async function runMigrations(db: Db, directUrl?: string): Promise<void> {
  if (!directUrl) {
    await migrate(db.orm, { migrationsFolder: MIGRATIONS_DIR });
    return;
  }
  const client = new pg.Client({ connectionString: directUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.end();
  }
}
