import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFERRED_SCRIPT_TYPE, defersHydration, GUEST_BOOTSTRAP, LANDING_KEY, takeLanding } from './deferred-hydration';

describe('defersHydration', () => {
  it('should defer the public pages a guest browses', () => {
    for (const path of ['/', '/live-casino', '/gioi-thieu', '/khuyen-mai/thuong-nap', '/accounting-news', '/gamebai']) {
      expect(defersHydration(new URL(path, 'https://site.test')), path).toBe(true);
    }
  });

  it('should hydrate at load where a guard or the auto-login must run at once', () => {
    for (const path of [
      '/account',
      '/account/deposit',
      '/game/play?id=1',
      '/dev/x',
      '/maintenance',
      '/?login_token=abc',
    ]) {
      expect(defersHydration(new URL(path, 'https://site.test')), path).toBe(false);
    }
  });
});

describe('GUEST_BOOTSTRAP', () => {
  it('should be one self-contained expression with its settings inlined', () => {
    // Parses as a script (a syntax error would leave every guest page without its app).
    expect(() => new Function(GUEST_BOOTSTRAP)).not.toThrow();
    expect(GUEST_BOOTSTRAP).toContain(JSON.stringify(DEFERRED_SCRIPT_TYPE));
    // Nothing of the bundler's helpers or of this module's scope leaks into the serialised function.
    expect(GUEST_BOOTSTRAP).not.toMatch(/__name|__vite|import\(|DEFERRED_SCRIPT_TYPE|HYDRATED_EVENT/);
    expect(Buffer.byteLength(GUEST_BOOTSTRAP)).toBeLessThan(6_000);
  });
});

describe('takeLanding', () => {
  afterEach(() => vi.unstubAllGlobals());

  function stubSession(initial: Record<string, string>) {
    const store = new Map(Object.entries(initial));
    vi.stubGlobal('sessionStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      removeItem: (k: string) => void store.delete(k),
    });
    return store;
  }

  it('should hand over the kept landing once', () => {
    const store = stubSession({
      [LANDING_KEY]: JSON.stringify({ search: '?a=aff7', referrer: 'https://news.test/x' }),
    });
    expect(takeLanding()).toEqual({ search: '?a=aff7', referrer: 'https://news.test/x' });
    expect(store.has(LANDING_KEY)).toBe(false);
    expect(takeLanding()).toBeNull();
  });

  it('should ignore a malformed value', () => {
    stubSession({ [LANDING_KEY]: '{"search":1}' });
    expect(takeLanding()).toBeNull();
    stubSession({ [LANDING_KEY]: 'not json' });
    expect(takeLanding()).toBeNull();
  });
});
