import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { ensureSiteBuilt } from '../../test/site';
import { GuestPageCache } from './page-cache';

/** The nonce a response's policy allows, and every nonce its HTML carries. */
function nonces(res: { headers: Record<string, unknown>; body: string }) {
  const policy = String(res.headers['content-security-policy'] ?? '');
  const header = /'nonce-([^']+)'/.exec(policy)?.[1];
  const inHtml = new Set([...res.body.matchAll(/\snonce="([^"]+)"/g)].map((m) => m[1]));
  return { header, inHtml: [...inHtml] };
}

const withoutNonce = (body: string, nonce: string) => body.replaceAll(nonce, 'NONCE');

describe(`${GuestPageCache.name} on the served site`, () => {
  let t: TestApp;
  let cache: GuestPageCache;

  beforeAll(async () => {
    ensureSiteBuilt();
    // a long time to live: whatever changes within a test is the notification's doing
    t = await buildTestApp({ PAGE_CACHE_SECONDS: '60' }, { web: 'production' });
    cache = t.app.pageCache;
  }, 300_000);
  afterAll(() => t?.close());

  it('should answer the second guest from the cache, with its own nonce in the policy and the HTML', async () => {
    cache.clear();
    const first = await t.app.inject('/');
    const { stored, hits } = cache.stats;
    const second = await t.app.inject('/');
    expect(cache.stats.hits).toBe(hits + 1);
    expect(cache.stats.stored).toBe(stored);

    for (const res of [first, second]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.body).not.toContain(cache.placeholder);
    }
    const a = nonces(first);
    const b = nonces(second);
    expect(a.header).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(b.header).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(a.header).not.toBe(b.header);
    expect(a.inHtml).toEqual([a.header]);
    expect(b.inHtml).toEqual([b.header]);
    // the same page otherwise
    expect(withoutNonce(second.body, b.header!)).toBe(withoutNonce(first.body, a.header!));
  });

  it('should send a cached page gzip-compressed, with the response nonce, to a browser that takes gzip', async () => {
    cache.clear();
    const headers = { 'accept-encoding': 'gzip, deflate, br' };
    const first = await t.app.inject({ url: '/', headers });
    const second = await t.app.inject({ url: '/', headers });
    expect(second.statusCode).toBe(200);
    expect(second.headers['content-encoding']).toBe('gzip');
    expect(second.headers.vary).toContain('accept-encoding');
    const html = gunzipSync(second.rawPayload).toString('utf8');
    const header = nonces(second).header!;
    expect(nonces({ headers: second.headers, body: html }).inHtml).toEqual([header]);
    const plain = await t.app.inject('/');
    expect(withoutNonce(html, header)).toBe(withoutNonce(plain.body, nonces(plain).header!));
    expect(first.headers['content-encoding']).toBeDefined();
  });

  it('should show a staff change on the next guest page, through the change notification', async () => {
    cache.clear();
    const before = await t.app.inject('/');
    expect((await t.app.inject('/')).statusCode).toBe(200);
    expect(cache.size).toBeGreaterThan(0);
    const title = `Tin mới trên trang chủ ${Date.now()}`;
    expect(before.body).not.toContain(title);

    const cleared = cache.stats.cleared;
    await t.db.pool.query(
      `INSERT INTO news_articles (slug, title, summary, category, body) VALUES ($1, $2, 'Tóm tắt', 'tin-tuc', '[]')`,
      [`tin-moi-${Date.now()}`, title],
    );
    const deadline = Date.now() + 1_000;
    while (cache.stats.cleared === cleared && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    expect(cache.stats.cleared).toBeGreaterThan(cleared);
    const after = await t.app.inject('/');
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain(title);
  });

  it("should drop this instance's pages before a staff request to change something is answered", async () => {
    await t.app.inject('/');
    expect(cache.size).toBeGreaterThan(0);
    // refused (no staff session), which is enough: the notification covers what did change
    const res = await t.app.inject({ method: 'POST', url: '/admin-api/cms/pages/x/publish', payload: {} });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(cache.size).toBe(0);
    await t.app.inject('/');
    const size = cache.size;
    await t.app.inject({ method: 'GET', url: '/admin-api/cms/pages' });
    expect(cache.size).toBe(size);
  });

  it('should never serve a player the page rendered for a guest, nor a guest the page rendered for a player', async () => {
    cache.clear();
    // a player's request first: rendered, not kept
    const player = await t.app.inject({ url: '/live-casino', headers: { cookie: 'session=some-session-token' } });
    expect(player.statusCode).toBe(200);
    expect(cache.size).toBe(0);
    expect(nonces(player).inHtml).toEqual([nonces(player).header]);

    // the guest after gets a render of their own, which is kept
    const { misses, hits } = cache.stats;
    const guest = await t.app.inject('/live-casino');
    expect(guest.statusCode).toBe(200);
    expect(cache.stats.misses).toBe(misses + 1);
    expect(cache.stats.hits).toBe(hits);
    expect(cache.size).toBe(1);

    // and a player after that is rendered afresh, not served the guest's page
    const again = await t.app.inject({ url: '/live-casino', headers: { cookie: 'a=1; session=other-token' } });
    expect(again.statusCode).toBe(200);
    expect(cache.stats.hits).toBe(hits);
    expect(cache.stats.misses).toBe(misses + 1);

    // page-script cookies alone do not make a player
    await t.app.inject({ url: '/live-casino', headers: { cookie: 'device_fingerprint=f00d' } });
    expect(cache.stats.hits).toBe(hits + 1);
  });

  it('should keep no answer other than a 200 page', async () => {
    cache.clear();
    const missing = await t.app.inject('/khong-co-trang-nay');
    expect(missing.statusCode).toBe(404);
    expect(nonces(missing).inHtml).toEqual([nonces(missing).header]);
    const again = await t.app.inject('/khong-co-trang-nay');
    expect(again.statusCode).toBe(404);
    expect(nonces(again).header).not.toBe(nonces(missing).header);
    expect(cache.size).toBe(0);
  });

  it('should render every page while maintenance is on', async () => {
    cache.clear();
    t.app.services.system.setMaintenance(true);
    try {
      const res = await t.app.inject('/');
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/maintenance');
      expect(cache.size).toBe(0);
    } finally {
      t.app.services.system.setMaintenance(false);
    }
  });
});
