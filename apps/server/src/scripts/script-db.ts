/**
 * What the maintenance scripts (`npm run ledger:check`, `npm run secrets:reseal`) share: the
 * configuration, and the database they work on — DATABASE_URL, else the embedded cluster under
 * DATA_DIR (used if it is running, else started for the run and stopped after).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { type Env, parseEnv } from '../config/env';
import { createDb, type Db } from '../db/client';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../db/embedded';

/** Whether a PostgreSQL answers at `url` (within 3 s). */
export async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs `work` on the script's database and exits with the code it returns; 2 when the
 * configuration is invalid, there is no database, or the run failed (`failed` names the script
 * in that message). `say` is told which database is used.
 */
export function runOnDatabase(
  failed: string,
  work: (db: Db, env: Env) => Promise<number>,
  say: (line: string) => void = () => {},
): void {
  main(work, say).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(`${failed}:`, err instanceof Error ? err.message : err);
      process.exit(2);
    },
  );
}

async function main(work: (db: Db, env: Env) => Promise<number>, say: (line: string) => void): Promise<number> {
  const parsed = parseEnv(process.env);
  if (!parsed.ok) {
    console.error('Invalid configuration:');
    for (const problem of parsed.problems) console.error(`  ${problem}`);
    return 2;
  }
  const env = parsed.env;
  let url = env.DATABASE_URL;
  let embedded: EmbeddedDatabase | undefined;
  if (url) {
    say(`Database: DATABASE_URL (${new URL(url).host}${new URL(url).pathname})`);
  } else {
    const dir = path.join(env.DATA_DIR, 'pg');
    if (!existsSync(path.join(dir, 'PG_VERSION'))) {
      console.error(`No database in ${dir}: start the platform once (npm start) or set DATABASE_URL.`);
      return 2;
    }
    // The same credentials and database name as startEmbeddedPostgres uses.
    const running = `postgres://platform:platform@127.0.0.1:${env.EMBEDDED_PG_PORT}/platform`;
    if (await reachable(running)) {
      url = running;
      say(`Database: embedded PostgreSQL already running on port ${env.EMBEDDED_PG_PORT} (${dir})`);
    } else {
      say(`Database: starting embedded PostgreSQL from ${dir} on port ${env.EMBEDDED_PG_PORT} for the check`);
      embedded = await startEmbeddedPostgres({ dir, port: env.EMBEDDED_PG_PORT });
      url = embedded.url;
    }
  }
  const db = createDb(url, { max: 2 });
  try {
    return await work(db, env);
  } finally {
    await db.close();
    await embedded?.stop();
  }
}
