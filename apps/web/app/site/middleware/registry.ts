import type { DataStrategyResult, MiddlewareFunction } from 'react-router';

export type ServerMiddleware = MiddlewareFunction<Response>;
export type ClientMiddleware = MiddlewareFunction<Record<string, DataStrategyResult>>;

/** The route middleware names of product.md section 2. */
export const MIDDLEWARE_NAMES = ['account', 'auth', 'events', 'mobile-page', 'promotions'] as const;
export type MiddlewareName = (typeof MIDDLEWARE_NAMES)[number];

/**
 * Builds a lookup of route middleware by name for one side (server or browser). Routes ask
 * for names; a name nobody registered fails loudly when the route module loads instead of
 * silently leaving a page unguarded. A known name with nothing to do on this side (auth
 * has no server part: the session is checked in the browser) yields no function.
 */
export function createRegistry<F>(entries: Partial<Record<MiddlewareName, F>>) {
  return (...names: string[]): F[] => {
    const out: F[] = [];
    for (const name of names) {
      if (!(MIDDLEWARE_NAMES as readonly string[]).includes(name)) throw new Error(`Unknown route middleware: ${name}`);
      const fn = entries[name as MiddlewareName];
      if (fn) out.push(fn);
    }
    return out;
  };
}
