import { chmod, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDb } from '../src/db/client';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { runMigrations } from '../src/db/migrate';

export const TEMPLATE_DB = 'platform_template';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    templateDatabase: string;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * One real PostgreSQL for the whole run (or TEST_DATABASE_URL), with a migrated template
 * database; each test file clones its own database from it (see test/db.ts).
 */
export default async function setup(project: TestProject) {
  let adminUrl = process.env.TEST_DATABASE_URL;
  let stop = async () => {};
  let dir: string | undefined;
  if (!adminUrl) {
    dir = await mkdtemp(path.join(os.tmpdir(), 'platform-test-pg-'));
    // PostgreSQL runs as its own OS user when we are root; it must reach its data directory.
    await chmod(dir, 0o755);
    const embedded = await startEmbeddedPostgres({
      dir: path.join(dir, 'data'),
      port: await freePort(),
      database: 'postgres',
      persistent: false,
      // the run's databases are thrown away at its end: no fsync (decision 113)
      durable: false,
    });
    adminUrl = embedded.url;
    stop = embedded.stop;
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB}`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  await admin.end();

  const template = createDb(adminUrl.replace(/\/[^/]*$/, `/${TEMPLATE_DB}`), { max: 1 });
  await runMigrations(template);
  await template.close();

  project.provide('adminDatabaseUrl', adminUrl);
  project.provide('templateDatabase', TEMPLATE_DB);

  return async () => {
    await stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  };
}
