import { describe, expect, it } from 'vitest';
import { isChunkLoadError, LATEST_BUILD_URL, latestBuild, mayReload, RELOAD_GUARD_KEY } from './build-update';

const memory = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), m };
};

describe(latestBuild.name, () => {
  it('should poll latest.json with a timestamp query and answer its id', async () => {
    const urls: string[] = [];
    const id = await latestBuild(async (url) => {
      urls.push(url);
      return { ok: true, json: async () => ({ id: 'b2' }) };
    }, 1234);
    expect(id).toBe('b2');
    expect(urls).toEqual([`${LATEST_BUILD_URL}?t=1234`]);
  });

  it('should answer null when the file is missing, malformed or the network fails', async () => {
    expect(await latestBuild(async () => ({ ok: false, json: async () => ({}) }))).toBeNull();
    expect(await latestBuild(async () => ({ ok: true, json: async () => ({ id: 7 }) }))).toBeNull();
    expect(
      await latestBuild(async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).toBeNull();
  });
});

describe(mayReload.name, () => {
  it('should allow one reload of a path per 10 seconds, keeping the path and the expiry', () => {
    const s = memory();
    expect(mayReload(s, '/cong-game', 1_000)).toBe(true);
    expect(JSON.parse(s.m.get(RELOAD_GUARD_KEY)!)).toEqual({ path: '/cong-game', expires: 11_000 });
    expect(mayReload(s, '/cong-game', 10_999)).toBe(false);
    expect(mayReload(s, '/tin-tuc', 10_999)).toBe(true);
    expect(mayReload(s, '/tin-tuc', 21_000)).toBe(true);
  });
});

describe(isChunkLoadError.name, () => {
  it('should know the browsers’ chunk-load errors and nothing else', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Không tìm thấy'))).toBe(false);
  });
});
