import type { TAppName } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../app.services';
import type { BrandHost } from '../config/brand-hosts';
import type { Env } from '../config/env';
import type { Db } from '../db/client';

/**
 * The brands one process serves (decision 154): each is a whole app (its own env, database,
 * services, jobs and caches) and the apps know each other only through this list, which the
 * back office's brand overview reads and the exclusion registry's shared pool comes from.
 */
export interface DeployedBrand {
  appName: TAppName;
  /** the host names the dispatcher sends to this brand's app */
  hosts: readonly string[];
  /** the brand named by APP_NAME: today's database, loopback names, the shared pool */
  primary: boolean;
  /** that brand's services (its app is built before any request reaches another one) */
  services(): Services;
  /** that brand's database (the back office's overview reads its reports there) */
  db: Db;
}

export interface Deployment {
  brands: readonly DeployedBrand[];
  /**
   * One pool every brand shares for records of the whole deployment (the self-exclusion
   * registry of issue 35, whose tables live in the primary brand's database): the primary's
   * pool; with one brand, the app's own.
   */
  sharedDb: Db;
}

/** Loopback names reach the primary brand, so `localhost:PORT` keeps working with a mapping. */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/** The host name of a Host header, lowercase, without port. */
export function hostName(header: string | undefined): string | null {
  if (!header) return null;
  const h = header.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1) || null;
  return h.replace(/:\d+$/, '') || null;
}

/** Which brand answers a request with this Host header; null for a host no brand is mapped to. */
export function brandForHost<B extends { hosts: readonly string[]; primary: boolean }>(
  brands: readonly B[],
  header: string | undefined,
): B | null {
  const host = hostName(header);
  if (!host) return null;
  const mapped = brands.find((b) => b.hosts.includes(host));
  if (mapped) return mapped;
  return LOOPBACK.has(host) ? (brands.find((b) => b.primary) ?? null) : null;
}

/**
 * A brand's settings: the deployment's, with its APP_NAME and the site's origin from the
 * mapping (`http://<host>:<PORT>` for a bare host name). The brand-only settings (BRAND_NAME,
 * MOBILE_SITE_URL) stay with the primary brand; the others run on their brand's defaults.
 */
export function brandEnv(env: Env, entry: BrandHost): Env {
  const primary = entry.appName === env.APP_NAME;
  return {
    ...env,
    APP_NAME: entry.appName,
    SITE_URL: entry.siteUrl ?? new URL(`http://${entry.host}:${env.PORT}`).origin,
    BRAND_NAME: primary ? env.BRAND_NAME : undefined,
    MOBILE_SITE_URL: primary ? env.MOBILE_SITE_URL : undefined,
  };
}

/** The hosts a brand answers on: its mapped host, and the primary brand's mobile host too. */
export function hostsOf(env: Env, entry: BrandHost): string[] {
  const mobile = entry.appName === env.APP_NAME && env.MOBILE_SITE_URL ? new URL(env.MOBILE_SITE_URL).hostname : null;
  return mobile ? [entry.host, mobile] : [entry.host];
}

export interface BrandApp {
  appName: TAppName;
  hosts: readonly string[];
  primary: boolean;
  env: Env;
  db: Db;
  app: FastifyInstance;
}

export interface BrandApps {
  brands: readonly BrandApp[];
  deployment: Deployment;
  /** the app a request with this Host header goes to; null: no brand is mapped to it */
  appFor(hostHeader: string | undefined): FastifyInstance | null;
  /** closes every brand's app (the databases stay the caller's) */
  close(): Promise<void>;
}

/**
 * Builds one app per brand on its own database, the primary brand first. `build` is buildApp
 * given the brand's env and database and the deployment (injected to keep this file free of the
 * whole server's imports). The deployment's list is complete before any app answers a request.
 */
export async function buildBrandApps(
  env: Env,
  brands: readonly { entry: BrandHost; db: Db }[],
  build: (brand: { env: Env; db: Db; deployment: Deployment }) => Promise<FastifyInstance>,
): Promise<BrandApps> {
  const ordered = [...brands].sort(
    (a, b) => Number(b.entry.appName === env.APP_NAME) - Number(a.entry.appName === env.APP_NAME),
  );
  const primary = ordered[0];
  if (!primary || primary.entry.appName !== env.APP_NAME) throw new Error(`APP_NAME ${env.APP_NAME} is not mapped`);
  const built: BrandApp[] = [];
  const deployment: Deployment = {
    sharedDb: primary.db,
    brands: ordered.map(({ entry, db }) => ({
      appName: entry.appName,
      db,
      hosts: hostsOf(env, entry),
      primary: entry.appName === env.APP_NAME,
      services: () => {
        const app = built.find((b) => b.appName === entry.appName)?.app;
        if (!app) throw new Error(`brand ${entry.appName} is not built yet`);
        return app.services;
      },
    })),
  };
  try {
    for (const [i, { entry, db }] of ordered.entries()) {
      const brandSettings = brandEnv(env, entry);
      const app = await build({ env: brandSettings, db, deployment });
      const { hosts, primary: isPrimary } = deployment.brands[i]!;
      built.push({ appName: entry.appName, hosts, primary: isPrimary, env: brandSettings, db, app });
    }
  } catch (err) {
    for (const b of built) await b.app.close().catch(() => {});
    throw err;
  }
  return {
    brands: built,
    deployment,
    appFor: (header) => brandForHost(built, header)?.app ?? null,
    async close() {
      for (const b of built) await b.app.close();
    },
  };
}
