import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { brandDatabaseUrls, ensureDatabase } from './brands/brands.databases';
import { buildBrandApps } from './brands/brands.deployment';
import { listenBrands } from './brands/brands.dispatch';
import type { BrandHost } from './config/brand-hosts';
import { type Env, parseEnv } from './config/env';
import { createDb } from './db/client';
import { type EmbeddedDatabase, StartupError, startEmbeddedPostgres } from './db/embedded';
import { runMigrations } from './db/migrate';
import { listenMetrics, type MetricsListener } from './modules/ops/ops.metrics-server';
import type { WebMode } from './plugins/web';
import { logReseal, resealAll, sealerFor } from './secrets/reseal';
import { type DemoLogin, seedDemoData } from './seed';

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

/**
 * Secrets stored in the clear or under a previous key are sealed under the current key now
 * (decisions 098, 107); ones no configured key opens are reported, never a crash. Then the demo data.
 */
async function prepare(app: FastifyInstance, env: Env): Promise<DemoLogin[]> {
  // The OpenAPI document is built from every route's schema once, then kept: a second or more of
  // CPU that the first reader of /api/docs would otherwise stall every request behind. It needs
  // the app ready (a single brand is not listening yet; listening after `ready` is allowed).
  await app.ready();
  app.swagger();
  logReseal(app.log, await resealAll(app.services, sealerFor(env)));
  if (env.NODE_ENV === 'production' && !env.STAFF_TOTP_KEY && !env.SEALING_KEY)
    app.log.warn('SEALING_KEY is not set: secrets are sealed with the development key (demo data only)');
  return env.SEED_DEMO_DATA ? await seedDemoData(app) : [];
}

function printLogins(logins: DemoLogin[]) {
  for (const login of logins)
    console.log(`  Demo ${login.who}: ${login.username}${login.password ? ` / ${login.password}` : ''}`);
}

async function serve(env: Env, databaseUrl: string, embedded: EmbeddedDatabase | undefined, opts: { web: WebMode }) {
  if (env.BRAND_HOSTS) return serveBrands(env, env.BRAND_HOSTS, databaseUrl, embedded, opts);
  const db = createDb(databaseUrl, {
    poolMode: env.DATABASE_POOL_MODE,
    directUrl: env.DIRECT_DATABASE_URL,
    readUrl: env.READ_DATABASE_URL,
  });
  // On a direct connection: instances starting together migrate one after another (a session lock).
  await runMigrations(db, env.DIRECT_DATABASE_URL ?? databaseUrl);

  const app = await buildApp({ env, db, web: opts.web });
  const logins = await prepare(app, env);

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
  printLogins(logins);
  console.log('  Stop with Ctrl-C.\n');
}

/**
 * Several brands in this process (decision 154): one database per brand on the same server,
 * created and migrated here, one app per brand built with its own settings, and one listener on
 * PORT handing each request to the app of its Host. Each app also listens on a loopback port of
 * its own, which its built-in providers call its wallet on (`loopbackUrl`).
 */
async function serveBrands(
  env: Env,
  hosts: BrandHost[],
  databaseUrl: string,
  embedded: EmbeddedDatabase | undefined,
  opts: { web: WebMode },
) {
  const dbs: { entry: BrandHost; db: ReturnType<typeof createDb> }[] = [];
  const closeDbs = async () => {
    for (const { db } of dbs) await db.close().catch(() => {});
  };
  try {
    for (const entry of hosts) {
      const urls = brandDatabaseUrls(env, databaseUrl, entry.appName);
      if (entry.appName !== env.APP_NAME) await ensureDatabase(urls.directUrl ?? urls.url);
      const db = createDb(urls.url, {
        poolMode: env.DATABASE_POOL_MODE,
        directUrl: urls.directUrl,
        readUrl: urls.readUrl,
      });
      dbs.push({ entry, db });
      await runMigrations(db, urls.directUrl ?? urls.url);
    }
  } catch (err) {
    await closeDbs();
    throw err;
  }
  const apps = await buildBrandApps(env, dbs, async (brand) => {
    const app = await buildApp({ ...brand, web: opts.web });
    // its own loopback listener at once: its jobs, providers and sandboxes call it there
    await app.listen({ port: 0, host: '127.0.0.1' });
    return app;
  }).catch(async (err: unknown) => {
    await closeDbs();
    throw err;
  });
  const logins = new Map<string, DemoLogin[]>();
  let front: Awaited<ReturnType<typeof listenBrands>> | undefined;
  let metrics: MetricsListener | undefined;
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    const log = apps.brands[0]!.app.log;
    if (err) log.error({ err }, 'stopping after an error');
    else log.info({ signal }, 'stopping');
    await front?.close();
    await metrics?.close();
    await apps.close();
    await closeDbs();
    await embedded?.stop();
  });
  try {
    for (const b of apps.brands) {
      logins.set(b.appName, await prepare(b.app, b.env));
      // one exposition for every brand: its samples carry the brand (ops.metrics-server.ts)
      b.app.services.ops.metrics.registry.setDefaultLabels({ brand: b.appName });
    }
    front = await listenBrands(apps, env.PORT, env.HOST);
  } catch (err) {
    await front?.close();
    await apps.close();
    await closeDbs();
    throw err;
  }
  if (env.METRICS_PORT !== undefined) {
    const all = apps.brands.map((b) => b.app.services.ops.metrics);
    all[0]!.withProcessMetrics();
    metrics = await listenMetrics(all, env.METRICS_HOST, env.METRICS_PORT);
    console.log(`  Metrics for Prometheus: http://${env.METRICS_HOST}:${metrics.port}/metrics`);
  }
  console.log('');
  for (const b of apps.brands) {
    const url = b.app.services.system.brand().siteUrl;
    console.log(`  ${b.app.services.system.brand().brandName} (${b.appName}) is running at ${url}`);
    if (b.primary) console.log(`    also at http://localhost:${env.PORT}`);
    printLogins(logins.get(b.appName) ?? []);
  }
  console.log('  Stop with Ctrl-C.\n');
}
