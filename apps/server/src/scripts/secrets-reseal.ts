/**
 * `npm run secrets:reseal`: seals every stored secret (staff TOTP secrets, providers' HMAC keys)
 * under the current SEALING_KEY, opening them with SEALING_KEYS_PREVIOUS (decision 107; key
 * rotation in docs/back-office.md). Uses DATABASE_URL, else the embedded cluster under DATA_DIR
 * (started for the run if it is not running). Exits 0 when every value is under the current
 * key, 1 when some open with no configured key (listed), 2 if it could not run.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { parseEnv } from '../config/env';
import { createDb } from '../db/client';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../db/embedded';
import { resealDatabase } from '../secrets/reseal';

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
  if (!url) {
    const dir = path.join(env.DATA_DIR, 'pg');
    if (!existsSync(path.join(dir, 'PG_VERSION'))) {
      console.error(`No database in ${dir}: start the platform once (npm start) or set DATABASE_URL.`);
      return 2;
    }
    const running = `postgres://platform:platform@127.0.0.1:${env.EMBEDDED_PG_PORT}/platform`;
    if (await reachable(running)) url = running;
    else {
      embedded = await startEmbeddedPostgres({ dir, port: env.EMBEDDED_PG_PORT });
      url = embedded.url;
    }
  }
  const db = createDb(url, { max: 2 });
  try {
    const r = await resealDatabase(db, env);
    console.log(`Current key: ${r.keyId}`);
    console.log(`Staff TOTP secrets re-sealed: ${r.staff.resealed}`);
    console.log(`Provider secrets re-sealed:   ${r.providers.resealed}`);
    const unreadable = [...r.staff.unreadable, ...r.providers.unreadable];
    for (const u of unreadable) console.log(`UNREADABLE ${u.row}: ${u.reason}`);
    return unreadable.length ? 1 : 0;
  } finally {
    await db.close();
    await embedded?.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error('Re-seal could not run:', err instanceof Error ? err.message : err);
    process.exit(2);
  },
);
