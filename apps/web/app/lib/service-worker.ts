import type { Workbox } from 'workbox-window';
import { CURRENT_BUILD, reloadTo } from './build-update';

/** How often an open tab asks for a new service worker (product.md section 9). */
export const SW_UPDATE_MS = 20_000;
export const SW_URL = '/sw.js';

type WorkboxLike = Pick<Workbox, 'register' | 'update' | 'messageSkipWaiting' | 'addEventListener'>;

/**
 * Registers /sw.js (built by apps/web/service-worker.ts; decision 086), checks for a new one
 * every 20 s, lets a waiting one take over at once, and reloads the page (guarded) when a new
 * worker takes control: after an update, or when another tab activated it (external).
 * Returns the stop function.
 */
export function registerServiceWorker(
  createWorkbox: (url: string) => WorkboxLike,
  reload: () => void = () => reloadTo(window.location.pathname + window.location.search),
  every: (fn: () => void, ms: number) => () => void = (fn, ms) => {
    const id = window.setInterval(fn, ms);
    return () => window.clearInterval(id);
  },
): () => void {
  const wb = createWorkbox(SW_URL);
  wb.addEventListener('waiting', () => wb.messageSkipWaiting());
  wb.addEventListener('controlling', (event) => {
    if (event.isUpdate || event.isExternal) reload();
  });
  void wb.register().catch(() => {});
  return every(() => void wb.update().catch(() => {}), SW_UPDATE_MS);
}

/** In the browser of a built site: registers the worker with Workbox's window library. */
export async function startServiceWorker(): Promise<() => void> {
  if (CURRENT_BUILD === 'dev' || !('serviceWorker' in navigator)) return () => {};
  const { Workbox } = await import('workbox-window');
  return registerServiceWorker((url) => new Workbox(url));
}
