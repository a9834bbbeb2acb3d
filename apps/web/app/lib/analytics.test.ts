import { analyticsOrigins, analyticsTags, isPrivatePath, parseAnalyticsCode } from '@app/contract/analytics';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AnalyticsTags } from '../site/analytics-tags';
import { analyticsBootstrap } from './analytics';

/**
 * The bootstrap runs here against a small stand-in for the browser, so no tag script is ever
 * fetched: the test sees the script elements that would load and the data layer they would read.
 */
function runBootstrap(
  code: string,
  path: string,
  skipPrivate = false,
  readyState = 'loading',
  globals: Record<string, unknown> = {},
) {
  const tags = analyticsTags(code)!;
  const appended: { src: string; nonce?: string; async?: boolean; attrs: Record<string, string> }[] = [];
  const listeners: Record<string, () => void> = {};
  const location = { pathname: path };
  const document = {
    readyState,
    currentScript: { nonce: 'n0nce' },
    head: { appendChild: (el: (typeof appended)[number]) => appended.push(el) },
    createElement: () => ({
      attrs: {} as Record<string, string>,
      setAttribute(k: string, v: string) {
        this.attrs[k] = v;
      },
    }),
  };
  const window: Record<string, unknown> = {
    ...globals,
    addEventListener: (type: string, fn: () => void) => {
      listeners[type] = fn;
    },
  };
  new Function('window', 'document', 'location', analyticsBootstrap(tags, skipPrivate))(window, document, location);
  return {
    window: window as { dataLayer?: unknown[]; siteAnalytics?: { track(e: string, p?: object): void } },
    appended,
    location,
    document,
    fireLoad: async () => {
      document.readyState = 'complete';
      listeners.load?.();
      await new Promise((r) => setTimeout(r, 5));
    },
  };
}

/** A browser that reports paints (PerformanceObserver 'paint'), whose first paint the test makes. */
function paintReporting() {
  const fcp: object[] = [];
  const observers: { fn: () => void; on: boolean }[] = [];
  class PerformanceObserver {
    static supportedEntryTypes = ['paint'];
    private readonly o: { fn: () => void; on: boolean };
    constructor(fn: () => void) {
      this.o = { fn, on: false };
      observers.push(this.o);
    }
    observe() {
      this.o.on = true;
    }
    disconnect() {
      this.o.on = false;
    }
  }
  return {
    globals: {
      PerformanceObserver,
      performance: { getEntriesByName: (name: string) => (name === 'first-contentful-paint' ? fcp : []) },
    },
    paint: async () => {
      fcp.push({ name: 'first-contentful-paint' });
      for (const o of observers) if (o.on) o.fn();
      await new Promise((r) => setTimeout(r, 5));
    },
  };
}

const events = (dl: unknown[] | undefined) =>
  (dl ?? []).filter((x): x is { event: string } => typeof x === 'object' && x !== null && 'event' in x);

describe('analytics tags (ANALYTICS_SITE_CODE)', () => {
  it('should read a site code as tag ids, each selecting its tag, and refuse anything else', () => {
    expect(parseAnalyticsCode('GTM-AB12CD3, G-XYZ1234567 FB-1234567890')).toEqual({
      ok: true,
      tags: { gtm: ['GTM-AB12CD3'], ga4: ['G-XYZ1234567'], facebook: ['1234567890'] },
    });
    expect(parseAnalyticsCode('GTM-AB12CD3,UA-1234-1')).toEqual({ ok: false, bad: 'UA-1234-1' });
    expect(analyticsTags(null)).toBeNull();
    expect(analyticsTags('')).toBeNull();
    expect(analyticsOrigins(analyticsTags('FB-1234567890')!)).toEqual({
      script: ['https://connect.facebook.net'],
      connect: ['https://www.facebook.com'],
    });
    expect(isPrivatePath('/account/deposit/bank')).toBe(true);
    expect(isPrivatePath('/game/play')).toBe(true);
    expect(isPrivatePath('/accounting')).toBe(false);
  });

  it('should render nothing without a site code, and the bootstrap under the nonce with one', () => {
    expect(renderToString(createElement(AnalyticsTags, { code: null, skipPrivate: false }))).toBe('');
    expect(renderToString(createElement(AnalyticsTags, { code: 'nonsense', skipPrivate: false }))).toBe('');
    const html = renderToString(createElement(AnalyticsTags, { code: 'GTM-AB12CD3', skipPrivate: false }));
    expect(html).toMatch(/^<script data-analytics-bootstrap="">/);
    expect(html).toContain('https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3');
    // no tag script element in the HTML itself: they are added after the load event
    expect(html).not.toMatch(/<script[^>]* src=/);
  });

  it('should add the tag scripts with the nonce only after the page has loaded, then count the page view', async () => {
    const b = runBootstrap('GTM-AB12CD3,G-XYZ1234567,FB-1234567890', '/khuyen-mai');
    expect(b.appended).toHaveLength(0);
    expect(events(b.window.dataLayer)).toEqual([]);
    await b.fireLoad();
    expect(b.appended.map((s) => [s.src, s.nonce, s.async])).toEqual([
      ['https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3', 'n0nce', true],
      ['https://www.googletagmanager.com/gtag/js?id=G-XYZ1234567', 'n0nce', true],
      ['https://connect.facebook.net/en_US/fbevents.js', 'n0nce', true],
    ]);
    expect(events(b.window.dataLayer).map((e) => e.event)).toEqual(['gtm.js', 'page_view']);
    expect(events(b.window.dataLayer)[1]).toEqual({ event: 'page_view', page_path: '/khuyen-mai' });
  });

  it('should wait for the first paint when the page loaded before it painted', async () => {
    const paints = paintReporting();
    const b = runBootstrap('GTM-AB12CD3,G-XYZ1234567,FB-1234567890', '/khuyen-mai', false, 'loading', paints.globals);
    await b.fireLoad();
    b.window.siteAnalytics?.track('sign_up');
    expect(b.appended).toHaveLength(0);
    expect(events(b.window.dataLayer).map((e) => e.event)).toEqual(['sign_up']);
    await paints.paint();
    expect(b.appended.map((s) => s.src)).toHaveLength(3);
    expect(events(b.window.dataLayer).map((e) => e.event)).toEqual(['sign_up', 'gtm.js', 'page_view']);
  });

  it('should load at once on a page that had painted before it loaded', async () => {
    const paints = paintReporting();
    await paints.paint();
    const b = runBootstrap('GTM-AB12CD3', '/khuyen-mai', false, 'loading', paints.globals);
    await b.fireLoad();
    expect(b.appended).toHaveLength(1);
  });

  it('should push the events an operator needs, without personal data', async () => {
    const b = runBootstrap('GTM-AB12CD3', '/');
    await b.fireLoad();
    b.window.siteAnalytics!.track('sign_up');
    b.window.siteAnalytics!.track('first_deposit', { value: 200_000, currency: 'VND' });
    b.window.siteAnalytics!.track('deposit', { value: 200_000, currency: 'VND' });
    b.window.siteAnalytics!.track('bet_placed', { value: 10_000, currency: 'VND', game: 'Tài Xỉu' });
    const pushed = events(b.window.dataLayer).slice(2);
    expect(pushed).toEqual([
      { event: 'sign_up' },
      { event: 'first_deposit', value: 200_000, currency: 'VND' },
      { event: 'deposit', value: 200_000, currency: 'VND' },
      { event: 'bet_placed', value: 10_000, currency: 'VND', game: 'Tài Xỉu' },
    ]);
  });

  it('should load nothing and push nothing on account and game pages when the operator says so', async () => {
    const b = runBootstrap('GTM-AB12CD3,FB-1234567890', '/account/deposit/codepay', true);
    await b.fireLoad();
    b.window.siteAnalytics!.track('deposit', { value: 1, currency: 'VND' });
    expect(b.appended).toHaveLength(0);
    expect(events(b.window.dataLayer)).toEqual([]);
    // leaving for a public page in the same document: the tags load there, with its page view
    b.location.pathname = '/';
    b.window.siteAnalytics!.track('page_view', { page_path: '/' });
    expect(b.appended).toHaveLength(2);
    expect(events(b.window.dataLayer).map((e) => e.event)).toEqual(['gtm.js', 'page_view']);
    // without the setting, account pages are counted like any other
    const all = runBootstrap('GTM-AB12CD3', '/account', false);
    await all.fireLoad();
    expect(all.appended).toHaveLength(1);
  });
});
