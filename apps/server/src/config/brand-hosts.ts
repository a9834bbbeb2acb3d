import { APP_NAMES, type TAppName } from '@app/contract';

/** One brand of a multi-brand deployment (decision 154): the host it answers on and its site's origin. */
export interface BrandHost {
  appName: TAppName;
  /** lowercase host name without port, as the request's Host header names it */
  host: string;
  /** the site's origin when the mapping gave one (`xc04=https://b.example`); null: http on PORT */
  siteUrl: string | null;
}

export type BrandHostsResult = { ok: true; brands: BrandHost[] } | { ok: false; problem: string };

const HOST_NAME = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

/**
 * `BRAND_HOSTS`: comma-separated `brand=host` pairs, the host a bare name (`site-a.localhost`,
 * served over http on PORT) or an http(s) origin (`https://site-a.example`, what its links name).
 * Each brand and each host at most once: a host serving two brands would make isolation depend
 * on which one the dispatcher happened to pick.
 */
export function parseBrandHosts(value: string): BrandHostsResult {
  const brands: BrandHost[] = [];
  for (const raw of value.split(',').map((p) => p.trim())) {
    if (!raw) continue;
    const eq = raw.indexOf('=');
    const name = raw.slice(0, eq).trim();
    const target = raw
      .slice(eq + 1)
      .trim()
      .toLowerCase();
    if (eq < 1 || !target) return { ok: false, problem: `"${raw}" is not brand=host` };
    if (!(APP_NAMES as readonly string[]).includes(name))
      return { ok: false, problem: `"${name}" is not a brand (one of ${APP_NAMES.join(', ')})` };
    let host = target;
    let siteUrl: string | null = null;
    if (target.includes('://')) {
      if (!URL.canParse(target) || !/^https?:$/.test(new URL(target).protocol))
        return { ok: false, problem: `"${target}" is not an http(s) origin` };
      const url = new URL(target);
      if (url.pathname !== '/' || url.search || url.hash || url.username)
        return { ok: false, problem: `"${target}" must be an origin only (no path)` };
      host = url.hostname;
      siteUrl = url.origin;
    }
    if (!HOST_NAME.test(host)) return { ok: false, problem: `"${host}" is not a host name` };
    if (brands.some((b) => b.appName === name)) return { ok: false, problem: `${name} is mapped twice` };
    if (brands.some((b) => b.host === host)) return { ok: false, problem: `${host} is mapped to two brands` };
    brands.push({ appName: name as TAppName, host, siteUrl });
  }
  if (brands.length === 0) return { ok: false, problem: 'names no brand' };
  return { ok: true, brands };
}
