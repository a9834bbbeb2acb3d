import type { TAppName } from '@app/contract';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import { type BrandApps, buildBrandApps } from '../src/brands/brands.deployment';
import { envFor } from '../src/config/env';
import type { Db } from '../src/db/client';
import { createTestDb } from './db';

export interface TestBrands {
  apps: BrandApps;
  /** the host name a brand is mapped to (`<brand>.localhost`) */
  host(brand: TAppName): string;
  /** the app of a brand, as the dispatcher picks it for its host */
  app(brand: TAppName): FastifyInstance;
  /** a request to `host`, through the dispatcher's choice of app, from that host's own page */
  inject(host: string, opts: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * Several brands in one process as `npm start` builds them with BRAND_HOSTS (decision 154): a
 * fresh database per brand, one app per brand, the first brand primary. Call close() in afterAll.
 */
export async function buildTestBrands(brands: TAppName[], env: Record<string, string> = {}): Promise<TestBrands> {
  const dbs: (Db & { url: string })[] = [];
  for (const _ of brands) dbs.push(await createTestDb());
  const base = envFor({
    APP_NAME: brands[0],
    BRAND_HOSTS: brands.map((b) => `${b}=${b}.localhost`).join(','),
    ...env,
  });
  const apps = await buildBrandApps(
    base,
    base.BRAND_HOSTS!.map((entry, i) => ({ entry, db: dbs[i]! })),
    (b) => buildApp({ ...b, logger: false, web: false }),
  );
  for (const b of apps.brands) await b.app.ready();
  const host = (brand: TAppName) => `${brand}.localhost`;
  return {
    apps,
    host,
    app(brand) {
      const app = apps.appFor(host(brand));
      if (!app) throw new Error(`no app for ${brand}`);
      return app;
    },
    inject(hostName, opts) {
      const app = apps.appFor(hostName);
      if (!app) throw new Error(`no brand at ${hostName}`);
      const headers = { host: hostName, origin: `http://${hostName}`, ...(opts.headers ?? {}) };
      return app.inject({ ...opts, headers });
    },
    async close() {
      await apps.close();
      for (const db of dbs) await db.close();
    },
  };
}
