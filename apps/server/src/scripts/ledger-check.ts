/**
 * `npm run ledger:check`: reconciles the ledger of the configured database (DATABASE_URL, else
 * the embedded cluster under DATA_DIR, started for the check and stopped after if it was not
 * running). Prints every check and its result; exits 1 on any breach, 2 if it could not check.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { parseEnv } from '../config/env';
import { createDb } from '../db/client';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../db/embedded';
import { formatLedgerReport, runLedgerCheck } from '../modules/wallet/wallet.reconcile';

async function reachable(url: string): Promise<boolean> {
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

async function main(): Promise<number> {
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
    console.log(`Database: DATABASE_URL (${new URL(url).host}${new URL(url).pathname})`);
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
      console.log(`Database: embedded PostgreSQL already running on port ${env.EMBEDDED_PG_PORT} (${dir})`);
    } else {
      console.log(`Database: starting embedded PostgreSQL from ${dir} on port ${env.EMBEDDED_PG_PORT} for the check`);
      embedded = await startEmbeddedPostgres({ dir, port: env.EMBEDDED_PG_PORT });
      url = embedded.url;
    }
  }

  const db = createDb(url, { max: 2 });
  try {
    const { rows } = await db.pool.query(`SELECT to_regclass('public.journal') IS NOT NULL AS ready`);
    if (!rows[0]?.ready) {
      console.error('The ledger tables do not exist in this database: apply the migrations first (npm start).');
      return 2;
    }
    const report = await runLedgerCheck(db.pool);
    for (const line of formatLedgerReport(report)) console.log(line);
    return report.ok ? 0 : 1;
  } finally {
    await db.close();
    await embedded?.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error('Ledger check could not run:', err instanceof Error ? err.message : err);
    process.exit(2);
  },
);
