import type { TAppName } from '@app/contract';
import pg from 'pg';
import type { Env } from '../config/env';
import { StartupError } from '../db/embedded';

/**
 * Where each brand's data lives (decision 154): the brand named by APP_NAME keeps the
 * deployment's database (so an existing data directory or DATABASE_URL keeps its data when a
 * second brand is mapped); every other brand has `<that database>_<brand>` on the same server.
 */
export function brandDatabaseUrl(url: string, appName: TAppName, primary: boolean): string {
  if (primary) return url;
  const parsed = new URL(url);
  const base = decodeURIComponent(parsed.pathname.replace(/^\//, '')) || 'postgres';
  parsed.pathname = `/${encodeURIComponent(`${base}_${appName}`)}`;
  return parsed.toString();
}

/** The same for every URL the brand's database is reached by (pooler, direct, replica). */
export function brandDatabaseUrls(env: Env, databaseUrl: string, appName: TAppName) {
  const primary = appName === env.APP_NAME;
  const of = (url: string | undefined) => (url ? brandDatabaseUrl(url, appName, primary) : undefined);
  return {
    url: brandDatabaseUrl(databaseUrl, appName, primary),
    directUrl: of(env.DIRECT_DATABASE_URL),
    readUrl: of(env.READ_DATABASE_URL),
  };
}

/**
 * Creates the brand's database when missing, through the server's `postgres` database. A role
 * without CREATEDB (a managed server) stops the start with what to create by hand.
 */
export async function ensureDatabase(url: string): Promise<void> {
  const parsed = new URL(url);
  const name = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  parsed.pathname = '/postgres';
  const client = new pg.Client({ connectionString: parsed.toString() });
  try {
    await client.connect();
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
  } catch (err) {
    throw new StartupError(
      `the brand database ${name} could not be created (${(err as Error).message})`,
      `create the database ${name} on that server, or give the role CREATEDB`,
    );
  } finally {
    await client.end().catch(() => {});
  }
}
