import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import {
  getBrand,
  LEGACY_PATH_RULES,
  LEGACY_QUERY_RULES,
  PAGES,
  type PageKey,
  pageKeyForPath,
  pageSeo,
} from '@app/brands';
import { expect } from '@playwright/test';
import { firstInteraction, newPlayer, openSignedIn, registerPlayer, servedHtml, htmlTest as test } from './support';

/*
 * Brand xc06 (issue 5): the legacy redirects of product.md section 2, the brand's own page texts,
 * live chat group 6 and the site verification tag; and the settings the main e2e server leaves
 * unset (issue 38, decision 140): the analytics tags of a site code and a mobile host. It runs a
 * second server of the real start-up path with APP_NAME=xc06 next to the one Playwright starts
 * for xc03.
 */

const PORT = Number(process.env.E2E_PORT ?? 3199) + 1;
const PG_PORT = Number(process.env.E2E_PG_PORT ?? 5499) + 1;
const DATA_DIR = `${process.env.E2E_DATA_DIR ?? '.tmp/e2e'}-xc06`;
const SITE_URL = 'https://xc06.example';
const BASE = `http://localhost:${PORT}`;
// Chromium resolves every *.localhost name to loopback, so the mobile host is this same server.
const MOBILE = `http://m.localhost:${PORT}`;
const TAGS = {
  gtm: 'https://www.googletagmanager.com/gtm.js?id=GTM-XC06TST',
  ga4: 'https://www.googletagmanager.com/gtag/js?id=G-XC06TEST01',
  facebook: 'https://connect.facebook.net/en_US/fbevents.js',
};
const LIVE_CHAT_SCRIPT = 'https://cdn.livechatinc.com/tracking.js';
const brand = getBrand('xc06', { siteUrl: SITE_URL });

let server: ChildProcess | undefined;

test.describe.configure({ mode: 'serial', timeout: 60_000 });
test.use({ baseURL: BASE });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  rmSync(DATA_DIR, { recursive: true, force: true });
  server = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: {
      ...process.env,
      APP_NAME: 'xc06',
      PORT: String(PORT),
      EMBEDDED_PG_PORT: String(PG_PORT),
      DATA_DIR,
      SITE_URL,
      SITE_VERIFICATION: 'xc06-verification-token',
      LIVE_CHAT_LICENSE: '12345678',
      LIVE_CHAT_APP_NAME: 'xc06-web',
      ANALYTICS_SITE_CODE: 'GTM-XC06TST,G-XC06TEST01,FB-1234567890',
      ANALYTICS_SKIP_PRIVATE_PAGES: 'true',
      MOBILE_SITE_URL: MOBILE,
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
    detached: true,
  });
  const deadline = Date.now() + 170_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${BASE}/readyz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('xc06 server did not start');
});

test.afterAll(async () => {
  if (!server?.pid) return;
  const exited = new Promise((r) => server!.once('exit', r));
  process.kill(-server.pid, 'SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
});

// Nothing leaves the machine: the analytics tags (set on this server) and anything else a page
// asks of another host get a stand-in or nothing. A test's own route for a URL comes first.
test.beforeEach(async ({ page }) => {
  await page.route(
    (url) => !/^(localhost|m\.localhost|127\.0\.0\.1)$/.test(url.hostname),
    (route) => {
      const url = route.request().url();
      // the live chat (LIVE_CHAT_LICENSE is set) comes with any hydrated page, a signed-in one at
      // once: an empty stand-in, so that its refused request is not a console error of the page
      if (url === LIVE_CHAT_SCRIPT) return route.fulfill({ body: '', contentType: 'text/javascript' });
      if (!Object.values(TAGS).includes(url)) return route.abort();
      // a tag's stand-in says it ran, which a script the CSP refused never does
      return route.fulfill({
        contentType: 'text/javascript',
        body: `(window.tagsRan = window.tagsRan || []).push(${JSON.stringify(url)});`,
      });
    },
  );
});

test('every legacy path answers a permanent redirect to its target', async ({ request }) => {
  for (const rule of LEGACY_PATH_RULES) {
    const res = await request.get(rule.from, { maxRedirects: 0 });
    expect(res.status(), rule.from).toBe(301);
    expect(res.headers().location, rule.from).toBe(rule.to);
    if (rule.subPaths) {
      const sub = await request.get(`${rule.from}/mot/hai`, { maxRedirects: 0 });
      expect(sub.status(), `${rule.from}/…`).toBe(301);
      expect(sub.headers().location).toBe(rule.to);
    }
  }
  const slash = await request.get('/cockfight/', { maxRedirects: 0 });
  expect(slash.headers().location).toBe('/da-ga');
  const tracked = await request.get('/mega645?utm_source=zalo&a=77', { maxRedirects: 0 });
  expect(tracked.headers().location).toBe('/lo-de/mega645?utm_source=zalo&a=77');
  expect((await request.get('/Cockfight', { maxRedirects: 0 })).status()).toBe(404);
});

test('query rules: tab=events goes to events, tab=promotions stays, filter=hot goes to live casino', async ({
  request,
}) => {
  for (const rule of LEGACY_QUERY_RULES) {
    const res = await request.get(`${rule.path}?${rule.param}=${rule.value}`, { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers().location).toBe(rule.to);
  }
  expect((await request.get('/khuyen-mai?tab=promotions', { maxRedirects: 0 })).status()).toBe(200);
});

// A guest's page as served (decision 116: no script runs before the first interaction), parsed by
// Chromium's parser rather than loaded: these two walk every page (decision 150).
test('every legacy path lands on a page with its metadata', async ({ request, parser }) => {
  const targets = new Set(LEGACY_PATH_RULES.map((r) => r.from));
  for (const from of targets) {
    const rule = LEGACY_PATH_RULES.find((r) => r.from === from)!;
    const served = await servedHtml(request, parser, from);
    expect(served.status, from).toBe(200);
    expect(served.url, from).toBe(new URL(rule.to, BASE).href);
    const seo = pageSeo(brand, pageKeyForPath(rule.to)!);
    expect(served.h1, from).toEqual([seo.h1]);
    const { title, canonical, robots } = served;
    expect({ title, canonical, robots }, from).toEqual({
      title: seo.title,
      canonical: seo.canonical,
      robots: 'index, follow',
    });
  }
});

test('every page carries the brand texts of xc06', async ({ request, parser }) => {
  const keys = (Object.keys(PAGES) as PageKey[]).filter(
    (k) => !k.includes('/') || k.startsWith('live-casino/') || k.startsWith('the-thao/') || k.startsWith('lo-de/'),
  );
  for (const key of keys.filter((k) => !['error-404', 'error-500', 'account'].includes(k))) {
    const seo = pageSeo(brand, key);
    const { status, h1, title, canonical, robots } = await servedHtml(request, parser, seo.path);
    expect(status, seo.path).toBe(200);
    expect(h1, seo.path).toEqual([seo.h1]);
    expect({ title, canonical, robots }, seo.path).toEqual({
      title: seo.title,
      canonical: seo.canonical,
      robots: seo.robots,
    });
  }
  const home = await servedHtml(request, parser, '/');
  expect(home.h1).toEqual(['Nhà cái XC06 – Trang chủ chính thức']);
  expect(await home.attrs('meta[name="google-site-verification"]', 'content')).toEqual(['xc06-verification-token']);
  expect((await request.get('/khuyen-mai/hoan-tra-135')).status()).toBe(200);
  expect((await request.get('/khuyen-mai/hoan-tra-15')).status()).toBe(404);
});

test('live chat loads on desktop with the licence, app name and group 6', async ({ page }) => {
  await page.route('https://cdn.livechatinc.com/**', (route) =>
    route.fulfill({ body: '', contentType: 'text/javascript' }),
  );
  await page.goto('/');
  // The floating shell, live chat with it, comes with a guest's first interaction (decision 116).
  await firstInteraction(page);
  await expect(page.locator('script[data-live-chat]')).toHaveAttribute('src', LIVE_CHAT_SCRIPT);
  expect(await page.evaluate(() => window.__lc)).toEqual({
    license: 12345678,
    group: 6,
    integration_name: 'xc06-web',
    params: [{ name: 'app', value: 'xc06-web' }],
  });
});

test.describe('on a phone', () => {
  test.use({
    viewport: { width: 360, height: 780 },
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  });

  test('live chat is not loaded', async ({ page }) => {
    await page.route('https://cdn.livechatinc.com/**', (route) => route.abort());
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('script[data-live-chat]')).toHaveCount(0);
  });
});

test('the analytics tags load after the first paint under the nonce, count the page view, and skip account pages', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP: ${e.blockedURI}`)),
  );
  const home = await page.goto('/');
  expect(home?.headers()['content-security-policy']).toMatch(
    /script-src 'self' 'nonce-[^']+' https:\/\/www\.googletagmanager\.com https:\/\/connect\.facebook\.net /,
  );
  await expect.poll(() => page.evaluate(() => window.tagsRan?.length ?? 0)).toBe(3);
  const seen = await page.evaluate(() => ({
    ran: [...(window.tagsRan ?? [])].sort(),
    // each tag's script carries the page's nonce (the browser hides it from the attribute)
    nonces: Array.from(document.querySelectorAll<HTMLScriptElement>('script[data-analytics]'), (s) => s.nonce !== ''),
    // added once the page had painted, and loaded (decision 140)
    paintedFirst:
      performance.getEntriesByName('first-contentful-paint')[0]!.startTime <
      Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((r) => r.name.startsWith('https://'))
          .map((r) => r.startTime),
      ),
    events: (window.dataLayer ?? []).filter((e) => !Array.isArray(e) && !('length' in e)),
  }));
  expect(seen.ran).toEqual(Object.values(TAGS).sort());
  expect(seen.nonces).toEqual([true, true, true]);
  expect(seen.paintedFirst).toBe(true);
  // the page view: the path and nothing of the visitor
  expect(seen.events).toEqual([
    { 'gtm.start': expect.any(Number), event: 'gtm.js' },
    { event: 'page_view', page_path: '/' },
  ]);

  // ANALYTICS_SKIP_PRIVATE_PAGES: a player's account page loads no tag and counts nothing (a
  // guest's would send them home, a guest page)
  await registerPlayer(page.request, newPlayer('tags'));
  await openSignedIn(page, null);
  await page.goto('/account/deposit/codepay', { waitUntil: 'load' });
  // the bootstrap's start runs in a timer set at the load event, before this one
  await page.evaluate(() => new Promise((r) => setTimeout(r, 50)));
  expect(await page.evaluate(() => 'siteAnalytics' in window)).toBe(true);
  expect(await page.locator('script[data-analytics]').count()).toBe(0);
  expect(await page.evaluate(() => [window.dataLayer ?? [], window.tagsRan ?? []])).toEqual([[], []]);
  expect(problems).toEqual([]);
});

test('on the mobile host a computer gets the phone layout; canonical and alternates join the two hosts', async ({
  page,
}) => {
  await page.goto(`${MOBILE}/en`);
  await expect(page.locator('html')).toHaveAttribute('data-layout', 'phone');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // a 1440 px window, and the page stays phone-width
  expect(await page.evaluate(() => document.body.getBoundingClientRect().width)).toBeLessThanOrEqual(480);
  const links = () =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll('link[rel="canonical"], link[rel="alternate"]'), (l) =>
        [
          l.getAttribute('rel'),
          l.getAttribute('hreflang') ?? l.getAttribute('media') ?? '',
          l.getAttribute('href'),
        ].join(' '),
      ),
    );
  // the mobile page's canonical is the main host's; its languages are the mobile host's pages
  expect(await links()).toEqual([
    'canonical  https://xc06.example/en',
    `alternate vi-VN ${MOBILE}/`,
    `alternate en ${MOBILE}/en`,
    `alternate x-default ${MOBILE}/`,
  ]);
  const robots = await page.evaluate(() => fetch('/robots.txt').then((r) => r.text()));
  expect(robots).toContain('Sitemap: https://xc06.example/sitemap.xml');

  await page.goto('/en');
  await expect(page.locator('html')).not.toHaveAttribute('data-layout', /./);
  expect(await links()).toEqual([
    'canonical  https://xc06.example/en',
    'alternate vi-VN https://xc06.example/',
    'alternate en https://xc06.example/en',
    'alternate x-default https://xc06.example/',
    `alternate only screen and (max-width: 640px) ${MOBILE}/en`,
  ]);
  // the sitemap names each main-host page's mobile twin
  const sitemap = await page.evaluate(() => fetch('/sitemap.xml').then((r) => r.text()));
  expect(sitemap).toContain(
    `<loc>https://xc06.example/en/khuyen-mai</loc><xhtml:link rel="alternate" hreflang="vi-VN" href="https://xc06.example/khuyen-mai"/>`,
  );
  expect(sitemap).toContain(
    `<xhtml:link rel="alternate" media="only screen and (max-width: 640px)" href="${MOBILE}/en/khuyen-mai"/></url>`,
  );
});

declare global {
  interface Window {
    __lc?: unknown;
    tagsRan?: string[];
    dataLayer?: object[];
  }
}
