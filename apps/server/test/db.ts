import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createDb, type Db, type DbOptions } from '../src/db/client';

/** A fresh, migrated database for one test file, cloned from the run's template. */
export async function createTestDb(opts: DbOptions = {}): Promise<Db & { url: string }> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // FILE_COPY copies the template's files (two checkpoints, cheap with fsync off); PostgreSQL's
    // default WAL_LOG writes every block of the 13 MB template through the WAL: about twice as
    // slow per file (decision 160).
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')} STRATEGY FILE_COPY`);
  } finally {
    await admin.end();
  }
  const url = adminUrl.replace(/\/[^/]*$/, `/${name}`);
  const db = createDb(url, opts);
  const close = db.close;
  return {
    ...db,
    url,
    async close() {
      await close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
