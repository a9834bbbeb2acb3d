import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { type Env, parseEnv } from './config/env';
import { createDb } from './db/client';
import { type EmbeddedDatabase, StartupError, startEmbeddedPostgres } from './db/embedded';
import { runMigrations } from './db/migrate';
import { listenMetrics, type MetricsListener } from './modules/ops/ops.metrics-server';
import type { WebMode } from './plugins/web';
import { logReseal, resealAll, sealerFor } from './secrets/reseal';
import { seedDemoData } from './seed';

function loadEnvOrExit(): Env {
  const result = parseEnv(process.env);
  if (result.ok) return result.env;
  console.error('Invalid configuration:');
  for (const problem of result.problems) console.error(`  ${problem}`);
  process.exit(1);
}

/**
 * Any start-up failure ends in one line saying what went wrong and what to do, never a stack
 * trace (or a rejected `undefined`) that leaves the reader guessing.
 */
function startupFailureLine(err: unknown): string {
  if (err instanceof StartupError) return `Start-up failed: ${err.message}. What to do: ${err.todo}.`;
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EADDRINUSE') {
    return `Start-up failed: the port is already in use (${(err as Error).message}). What to do: stop the other server or set PORT.`;
  }
  if (code === 'ECONNREFUSED' || code === '28P01' || code === '3D000') {
    return `Start-up failed: cannot use the database (${(err as Error).message}). What to do: check DATABASE_URL.`;
  }
  const what = err instanceof Error ? err.message : String(err);
  return `Start-up failed: ${what || 'unknown error'}. What to do: read the lines above, or start again with LOG_LEVEL=debug.`;
}

/** Starts the whole product: database, migrations, demo data, API and site on one origin. */
export async function main(opts: { web: WebMode }) {
  try {
    await start(opts);
  } catch (err) {
    console.error(startupFailureLine(err));
    process.exit(1);
  }
}

async function start(opts: { web: WebMode }) {
  const env = loadEnvOrExit();
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) {
    console.log(`Starting embedded PostgreSQL on 127.0.0.1:${env.EMBEDDED_PG_PORT} (data in ${env.DATA_DIR}/pg)...`);
    embedded = await startEmbeddedPostgres({ dir: `${env.DATA_DIR}/pg`, port: env.EMBEDDED_PG_PORT });
    databaseUrl = embedded.url;
  }
  try {
    await serve(env, databaseUrl, embedded, opts);
  } catch (err) {
    await embedded?.stop().catch(() => {});
    throw err;
  }
}

async function serve(env: Env, databaseUrl: string, embedded: EmbeddedDatabase | undefined, opts: { web: WebMode }) {
  const db = createDb(databaseUrl, {
    poolMode: env.DATABASE_POOL_MODE,
    directUrl: env.DIRECT_DATABASE_URL,
    readUrl: env.READ_DATABASE_URL,
  });
  // On a direct connection: instances starting together migrate one after another (a session lock).
  await runMigrations(db, env.DIRECT_DATABASE_URL ?? databaseUrl);

  const app = await buildApp({ env, db, web: opts.web });
  // Secrets stored in the clear or under a previous key are sealed under the current key now
  // (decisions 098, 107); ones no configured key opens are reported, never a crash.
  logReseal(app.log, await resealAll(app.services, sealerFor(env)));
  if (env.NODE_ENV === 'production' && !env.STAFF_TOTP_KEY && !env.SEALING_KEY)
    app.log.warn('SEALING_KEY is not set: secrets are sealed with the development key (demo data only)');
  const logins = env.SEED_DEMO_DATA ? await seedDemoData(app) : [];

  let metrics: MetricsListener | undefined;
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'stopping after an error');
    else app.log.info({ signal }, 'stopping');
    await metrics?.close();
    await app.close();
    await db.close();
    await embedded?.stop();
  });

  await app.listen({ port: env.PORT, host: env.HOST }).catch(async (err: unknown) => {
    await app.close();
    await db.close();
    throw err;
  });
  if (env.METRICS_PORT !== undefined) {
    metrics = await listenMetrics(app.services.ops.metrics.withProcessMetrics(), env.METRICS_HOST, env.METRICS_PORT);
    console.log(`  Metrics for Prometheus: http://${env.METRICS_HOST}:${metrics.port}/metrics`);
  }
  const url = `http://localhost:${env.PORT}`;
  console.log(`\n  ${app.services.system.brand().brandName} is running at ${url}`);
  console.log(`  API docs: ${url}/api/docs`);
  for (const login of logins)
    console.log(`  Demo ${login.who}: ${login.username}${login.password ? ` / ${login.password}` : ''}`);
  console.log('  Stop with Ctrl-C.\n');
}
