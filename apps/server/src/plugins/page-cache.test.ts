import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, GuestPageCache, isGuestPageRequest, isKeepable, type RenderedPage } from './page-cache';

const html = (body: string, extra: Record<string, string> = {}, status = 200): RenderedPage => ({
  status,
  headers: new Headers({ 'content-type': 'text/html; charset=utf-8', ...extra }),
  body,
});

describe(GuestPageCache.name, () => {
  it('should serve a kept page with each response its own nonce where the placeholder was', () => {
    const cache = new GuestPageCache({ ttlMs: 5_000 });
    const claim = cache.claim('k');
    if (claim.kind !== 'render') throw new Error(`expected to render, got ${claim.kind}`);
    const p = cache.placeholder;
    claim.settle(html(`<script nonce="${p}">a</script><script nonce="${p}">b</script>`));
    const hit = cache.claim('k');
    if (hit.kind !== 'hit') throw new Error(`expected a hit, got ${hit.kind}`);
    expect(cache.bodyFor(hit.page, 'N1')).toBe('<script nonce="N1">a</script><script nonce="N1">b</script>');
    expect(cache.bodyFor(hit.page, 'N2')).toBe('<script nonce="N2">a</script><script nonce="N2">b</script>');
  });

  it('should draw a new placeholder per process that cannot be mistaken for page text', () => {
    const a = new GuestPageCache({ ttlMs: 1 }).placeholder;
    const b = new GuestPageCache({ ttlMs: 1 }).placeholder;
    expect(a).toMatch(/^n[0-9a-f]{32}$/);
    expect(a).not.toBe(b);
  });

  it('should render again once the time to live has passed', () => {
    let now = 1_000;
    const cache = new GuestPageCache({ ttlMs: 5_000, now: () => now });
    const first = cache.claim('k');
    if (first.kind !== 'render') throw new Error('expected to render');
    first.settle(html('<p>one</p>'));
    now += 4_999;
    expect(cache.claim('k').kind).toBe('hit');
    now += 1;
    expect(cache.claim('k').kind).toBe('render');
  });

  it('should let concurrent guests of one page wait for a single render', async () => {
    const cache = new GuestPageCache({ ttlMs: 5_000 });
    const leader = cache.claim('k');
    const follower = cache.claim('k');
    if (leader.kind !== 'render' || follower.kind !== 'wait') throw new Error('expected one render and one wait');
    leader.settle(html('<p>once</p>'));
    const page = await follower.page;
    expect(page && cache.bodyFor(page, 'x')).toBe('<p>once</p>');
    expect(cache.stats).toMatchObject({ misses: 1, stored: 1 });
  });

  it('should not keep a page whose render began before a change', async () => {
    const cache = new GuestPageCache({ ttlMs: 5_000 });
    const before = cache.claim('k');
    const waiting = cache.claim('k');
    if (before.kind !== 'render' || waiting.kind !== 'wait') throw new Error('expected one render and one wait');
    cache.clear();
    expect(before.settle(html('<p>old</p>'))).toBeNull();
    // those waiting render for themselves rather than take the old page
    expect(await waiting.page).toBeNull();
    expect(cache.claim('k').kind).toBe('render');
  });

  it('should make room by dropping the page used longest ago', () => {
    const cache = new GuestPageCache({ ttlMs: 5_000, maxEntries: 2 });
    for (const key of ['a', 'b']) {
      const c = cache.claim(key);
      if (c.kind === 'render') c.settle(html(key));
    }
    expect(cache.claim('a').kind).toBe('hit');
    const c = cache.claim('c');
    if (c.kind === 'render') c.settle(html('c'));
    expect(cache.size).toBe(2);
    expect(cache.claim('a').kind).toBe('hit');
    expect(cache.claim('b').kind).toBe('render');
  });

  it('should keep nothing when a render failed', async () => {
    const cache = new GuestPageCache({ ttlMs: 5_000 });
    const leader = cache.claim('k');
    const follower = cache.claim('k');
    if (leader.kind !== 'render' || follower.kind !== 'wait') throw new Error('expected one render and one wait');
    leader.settle(null);
    expect(await follower.page).toBeNull();
    expect(cache.size).toBe(0);
  });
});

describe('GuestPageCache.gzipFor', () => {
  it('should splice each response its nonce into a page compressed once, as valid gzip', () => {
    const cache = new GuestPageCache({ ttlMs: 5_000 });
    const p = cache.placeholder;
    const css = `<style>${'.card{color:#fff;padding:4px}'.repeat(2_000)}</style>`;
    const body = `<html><head>${css}<script nonce="${p}">a()</script></head><body>Tiếng Việt đầy đủ dấu<script nonce="${p}">b()</script></body></html>`;
    const claim = cache.claim('k');
    if (claim.kind !== 'render') throw new Error('expected to render');
    const page = claim.settle(html(body))!;
    for (const nonce of ['AAAAAAAAAAAAAAAAAAAAAA==', 'zZ+/09azZ+/09azZ+/09aw==']) {
      const gz = cache.gzipFor(page, nonce);
      expect(gunzipSync(gz).toString('utf8')).toBe(body.replaceAll(p, nonce));
      expect(gz.length).toBeLessThan(body.length / 10);
    }
  });

  it('should produce valid gzip for a page without any nonce, and an empty one', () => {
    const cache = new GuestPageCache({ ttlMs: 5_000 });
    for (const body of ['<p>no scripts</p>', '']) {
      const claim = cache.claim(body);
      if (claim.kind !== 'render') throw new Error('expected to render');
      const page = claim.settle(html(body))!;
      expect(gunzipSync(cache.gzipFor(page, 'n')).toString('utf8')).toBe(body);
    }
  });
});

describe(acceptsGzip.name, () => {
  it('should read Accept-Encoding as browsers and HTTP clients send it', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('br, gzip;q=0')).toBe(false);
    expect(acceptsGzip('br')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});

describe(isKeepable.name, () => {
  it('should keep a plain 200 HTML page', () => {
    expect(isKeepable(html('<p>ok</p>'))).toBe(true);
  });

  it('should never keep an answer that sets a cookie or varies by one', () => {
    expect(isKeepable(html('<p>x</p>', { 'set-cookie': 'session=abc; HttpOnly' }))).toBe(false);
    expect(isKeepable(html('<p>x</p>', { vary: 'Cookie' }))).toBe(false);
    expect(isKeepable(html('<p>x</p>', { 'cache-control': 'private, max-age=0' }))).toBe(false);
    expect(isKeepable(html('<p>x</p>', { 'cache-control': 'no-store' }))).toBe(false);
  });

  it('should never keep another status or another kind of answer', () => {
    for (const status of [201, 301, 302, 404, 500, 503]) expect(isKeepable(html('<p>x</p>', {}, status))).toBe(false);
    expect(isKeepable({ status: 200, headers: new Headers({ 'content-type': 'application/json' }), body: '{}' })).toBe(
      false,
    );
  });
});

describe(isGuestPageRequest.name, () => {
  const get = (url: string, headers: Record<string, string> = {}) => ({ method: 'GET', url, headers });

  it('should take guests GET of site pages, with or without page-script cookies', () => {
    expect(isGuestPageRequest(get('/'))).toBe(true);
    expect(isGuestPageRequest(get('/live-casino?page=2'))).toBe(true);
    expect(isGuestPageRequest(get('/', { cookie: 'device_fingerprint=abc; aff_id=7' }))).toBe(true);
  });

  it('should leave players, other methods and private sections to a fresh render', () => {
    expect(isGuestPageRequest(get('/', { cookie: 'device_fingerprint=abc; session=tok' }))).toBe(false);
    expect(isGuestPageRequest(get('/', { cookie: 'session=tok' }))).toBe(false);
    expect(isGuestPageRequest(get('/', { authorization: 'Bearer x' }))).toBe(false);
    expect(isGuestPageRequest({ method: 'POST', url: '/', headers: {} })).toBe(false);
    expect(isGuestPageRequest({ method: 'HEAD', url: '/', headers: {} })).toBe(false);
    for (const url of ['/account', '/account/deposit', '/account?x=1', '/game/play?uuid=1', '/maintenance']) {
      expect(isGuestPageRequest(get(url))).toBe(false);
    }
    for (const url of ['/api/game/list', '/assets/a.js', '/house/x', '/admin', '/sandbox/momo']) {
      expect(isGuestPageRequest(get(url))).toBe(false);
    }
    expect(isGuestPageRequest(get(`/tin-tuc?q=${'x'.repeat(600)}`))).toBe(false);
  });

  it('should not mistake a cookie that only ends in session for the session', () => {
    expect(isGuestPageRequest(get('/', { cookie: 'staff_session=s' }))).toBe(true);
  });
});
