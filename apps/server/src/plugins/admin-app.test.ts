import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdminIfStale } from '../../../../scripts/site-build';
import { buildTestApp, type TestApp } from '../../test/app';
import { adminAppPlugin } from './admin-app';

describe(adminAppPlugin.name, () => {
  let t: TestApp;
  beforeAll(async () => {
    buildAdminIfStale(() => undefined);
    t = await buildTestApp();
  }, 180_000);
  afterAll(() => t.close());

  it('should serve the back office at /admin and its screens, with a policy allowing no inline script', async () => {
    for (const url of ['/admin', '/admin/rut-tien', '/admin/nguoi-choi/12']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<div id="root">');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self';");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
      // every script of the page is a file of ours: nothing inline for the policy to refuse
      expect(res.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    }
    const script = /<script[^>]*src="(\/admin\/assets\/[^"]+\.js)"/.exec(
      (await t.app.inject({ url: '/admin' })).body,
    )?.[1];
    expect(script).toBeDefined();
    const asset = await t.app.inject({ url: script! });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
  });

  it('should leave /admin-api to the API', async () => {
    const res = await t.app.inject({ url: '/admin-api/auth/me' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
