/**
 * Build updates (decision 086). The client knows the build it came from (`__BUILD_ID__`, set by
 * apps/web/build-id.ts); it polls `/builds/latest.json?t=<now>` and, once the deployed build
 * differs, the next navigation loads the new site with a full page load. A chunk that fails to
 * load (deleted by a deploy) reloads the page. A guard in session storage keeps the path of the
 * last reload for 10 seconds, so a page that keeps failing is not reloaded in a loop.
 */

declare const __BUILD_ID__: string;

export const CURRENT_BUILD = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev';
export const LATEST_BUILD_URL = '/builds/latest.json';
export const BUILD_POLL_MS = 60_000;
export const RELOAD_GUARD_KEY = 'reload-guard';
export const RELOAD_GUARD_MS = 10_000;

type Fetch = (url: string, init?: RequestInit) => Promise<Pick<Response, 'ok' | 'json'>>;
type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** The deployed build's id, or null when it cannot be read (offline, dev server). */
export async function latestBuild(fetchFn: Fetch, now = Date.now()): Promise<string | null> {
  try {
    const res = await fetchFn(`${LATEST_BUILD_URL}?t=${now}`, { cache: 'no-store' });
    if (!res.ok) return null;
    const body = (await res.json()) as { id?: unknown };
    return typeof body.id === 'string' && body.id !== '' ? body.id : null;
  } catch {
    return null;
  }
}

/** Whether a reload of `path` may happen now; records it when so (the guard: one per path per 10 s). */
export function mayReload(store: Store, path: string, now = Date.now()): boolean {
  try {
    const raw = store.getItem(RELOAD_GUARD_KEY);
    const last = raw ? (JSON.parse(raw) as { path?: string; expires?: number }) : null;
    if (last && last.path === path && typeof last.expires === 'number' && last.expires > now) return false;
    store.setItem(RELOAD_GUARD_KEY, JSON.stringify({ path, expires: now + RELOAD_GUARD_MS }));
    return true;
  } catch {
    return true;
  }
}

/** Errors browsers raise when a lazily loaded chunk is gone. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    message,
  );
}

let newer: string | null = null;

/** True once a build other than this one was seen deployed. */
export function updateWaiting(): boolean {
  return newer !== null && newer !== CURRENT_BUILD;
}

/** One poll: remembers a newer deployed build. */
export async function checkBuild(fetchFn: Fetch = fetch): Promise<boolean> {
  const id = await latestBuild(fetchFn);
  if (id && id !== CURRENT_BUILD) newer = id;
  return updateWaiting();
}

/** Full page load of `path` (a navigation to the new build, or the page whose chunk failed), guarded. */
export function reloadTo(path: string): boolean {
  if (!mayReload(sessionStorage, path)) return false;
  window.location.assign(path);
  return true;
}

/** Starts polling and the chunk-error reload; returns the stop function. Nothing in dev. */
export function startBuildUpdates(): () => void {
  const onPreloadError = (event: Event) => {
    event.preventDefault();
    reloadTo(window.location.pathname + window.location.search);
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  const timer = CURRENT_BUILD === 'dev' ? null : window.setInterval(() => void checkBuild(), BUILD_POLL_MS);
  if (CURRENT_BUILD !== 'dev') void checkBuild();
  return () => {
    window.removeEventListener('vite:preloadError', onPreloadError);
    if (timer !== null) window.clearInterval(timer);
  };
}
