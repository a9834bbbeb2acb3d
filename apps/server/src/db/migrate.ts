import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Db } from './client';

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** Applies the committed SQL migrations; safe to run on every start (each applies once). */
export async function runMigrations(db: Db): Promise<void> {
  await migrate(db.orm, { migrationsFolder: MIGRATIONS_DIR });
}
