import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { ensureSiteBuilt } from '../../test/site';
import { API_POLICY, ASSET_POLICY, DOCS_POLICY, HOUSE_POLICY, HSTS } from './security-headers';
import { WEB_BUILD_CLIENT } from './web';

/** The policy's directives by name. */
function directives(policy: string | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (policy ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

/** Every <script> tag of the page: its attributes and whether it has a body. */
function scripts(html: string): { attrs: string; inline: boolean }[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map((m) => ({
    attrs: m[1] ?? '',
    inline: !/\ssrc=/.test(m[1] ?? ''),
  }));
}

/** Data blocks (JSON-LD, JSON) are never run, so CSP does not apply to them. */
const runs = (attrs: string) => !/type="application\/(ld\+)?json"/.test(attrs);

const BASE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'permissions-policy': expect.stringContaining('camera=(), microphone=(), geolocation=(), payment=()'),
};

describe('security headers on the served site', () => {
  let t: TestApp;

  beforeAll(async () => {
    ensureSiteBuilt();
    // the proxy in front (here: the injected requests' address) says whether the player used HTTPS
    t = await buildTestApp({ TRUST_PROXY: '127.0.0.1' }, { web: 'production' });
  }, 300_000);
  afterAll(() => t?.close());

  it('should serve pages under a nonce-based policy that every inline script carries', async () => {
    const res = await t.app.inject('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers).toMatchObject({
      ...BASE_HEADERS,
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    const csp = directives(res.headers['content-security-policy'] as string);
    const scriptSrc = csp.get('script-src') ?? [];
    const nonce = scriptSrc.find((v) => v.startsWith("'nonce-"))?.slice(7, -1);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toContain("'self'");
    expect(csp.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:']));
    expect(csp.get('frame-src')).toEqual(["'self'", 'https:']);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(res.headers['strict-transport-security']).toBeUndefined();

    // React Router's hydration context, module loader and scroll restoration at least
    const running = scripts(res.body).filter((s) => s.inline && runs(s.attrs));
    expect(running.length).toBeGreaterThanOrEqual(3);
    for (const script of running) expect(script.attrs).toContain(`nonce="${nonce}"`);
    // no inline event handlers or javascript: URLs, which no nonce can allow
    expect(res.body).not.toMatch(/\son[a-z]+="/);
    expect(res.body).not.toContain('javascript:');

    const again = await t.app.inject('/');
    expect(again.headers['content-security-policy']).not.toContain(`'nonce-${nonce}'`);
  });

  it('should put the nonce on the inline scripts of other pages, error pages included', async () => {
    for (const url of ['/live-casino', '/tin-tuc', '/game/play', '/no-such-page']) {
      const res = await t.app.inject(url);
      const nonce = /'nonce-([^']+)'/.exec(res.headers['content-security-policy'] as string)?.[1];
      expect(nonce, url).toBeTruthy();
      for (const script of scripts(res.body).filter((s) => s.inline && runs(s.attrs))) {
        expect(script.attrs, url).toContain(`nonce="${nonce}"`);
      }
    }
  });

  it('should answer the API under a strict policy that forbids framing', async () => {
    for (const url of ['/api/system/configurations', '/api/no-such-route', '/healthz']) {
      const res = await t.app.inject(url);
      expect(res.headers, url).toMatchObject({
        ...BASE_HEADERS,
        'content-security-policy': API_POLICY,
        'x-frame-options': 'DENY',
      });
    }
    expect(API_POLICY).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('should let only the site frame the house games, with no inline script and no referrer', async () => {
    const res = await t.app.inject('/house/play/keno?token=not-a-real-token-0000');
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      ...BASE_HEADERS,
      'content-security-policy': HOUSE_POLICY,
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
    });
    const csp = directives(HOUSE_POLICY);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(scripts(res.body).filter((s) => s.inline && runs(s.attrs))).toEqual([]);
    const script = await t.app.inject(/src="([^"]+house\.js[^"]*)"/.exec(res.body)![1]!);
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-security-policy']).toBe(ASSET_POLICY);
  });

  it('should serve built assets and public files with nosniff and a policy', async () => {
    const file = readdirSync(path.join(WEB_BUILD_CLIENT, 'assets')).find((f) => f.endsWith('.js'))!;
    const asset = await t.app.inject(`/assets/${file}`);
    expect(asset.statusCode).toBe(200);
    expect(asset.headers).toMatchObject({ ...BASE_HEADERS, 'content-security-policy': ASSET_POLICY });
    const favicon = await t.app.inject('/favicon.svg');
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers).toMatchObject(BASE_HEADERS);
    expect(favicon.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('should give the API docs a policy Swagger UI works under, on that route only', async () => {
    const res = await t.app.inject('/api/docs/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe(DOCS_POLICY);
    // Swagger UI's page loads its scripts from files: nothing inline to allow
    expect(scripts(res.body).filter((s) => s.inline)).toEqual([]);
    expect(directives(DOCS_POLICY).get('script-src')).toEqual(["'self'"]);
    const openapi = await t.app.inject('/api/openapi.json');
    expect(openapi.headers['content-security-policy']).toBe(API_POLICY);
  });

  it('should send HSTS only when the request came over HTTPS', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    for (const url of ['/', '/api/system/configurations', '/house/play/keno', '/favicon.svg']) {
      expect((await t.app.inject({ url, headers: https })).headers['strict-transport-security'], url).toBe(HSTS);
      expect((await t.app.inject(url)).headers['strict-transport-security'], url).toBeUndefined();
    }
  });
});
