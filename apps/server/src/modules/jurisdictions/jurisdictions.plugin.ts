import { type TJurisdictionAction, ZApiErrorSchema } from '@app/contract';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The routes where money or an account starts (decision 149): registering, logging in,
 * depositing and launching a game or moving money into a provider's wallet. Every provider, the
 * built-in ones included, is reached only through a launch or a transfer, so refusing those
 * refuses bets; pages, withdrawals and the account area stay open.
 */
export const GUARDED_ROUTES: { method: string; url: RegExp; action: TJurisdictionAction }[] = [
  { method: 'POST', url: /^\/api\/auth\/register$/, action: 'register' },
  { method: 'POST', url: /^\/api\/auth\/(login|auto-login)$/, action: 'login' },
  { method: 'POST', url: /^\/api\/payment\/deposit\/[a-z-]+$/, action: 'deposit' },
  { method: 'GET', url: /^\/api\/game\/(link|direct-link)$/, action: 'play' },
  { method: 'POST', url: /^\/api\/user\/transfers\/:code\/open$/, action: 'play' },
];

const methodsOf = (route: RouteOptions) => (Array.isArray(route.method) ? route.method : [route.method]);

/**
 * Adds the licence check to every guarded route as it is registered. It runs in preValidation:
 * after the session guard (so a refusal records the player), before the body is validated (so
 * a refused address learns nothing about the form). Register before the routes.
 */
export default fp(async function jurisdictionsPlugin(app: FastifyInstance) {
  const matched = new Set<number>();
  // a renamed route must not slip out of the check: the server refuses to start instead
  app.addHook('onReady', async () => {
    const missing = GUARDED_ROUTES.filter((_, i) => !matched.has(i));
    if (missing.length > 0) {
      throw new Error(
        `jurisdictions: no route matches ${missing.map((r) => `${r.method} ${r.url}`).join(', ')}; update GUARDED_ROUTES`,
      );
    }
  });
  app.addHook('onRoute', (route: RouteOptions) => {
    const index = GUARDED_ROUTES.findIndex(
      (rule) => methodsOf(route).includes(rule.method as never) && rule.url.test(route.url),
    );
    if (index < 0) return;
    matched.add(index);
    const { action } = GUARDED_ROUTES[index]!;
    const check = async (request: FastifyRequest) => {
      await app.services.jurisdictions.requireLicensed(request.ip, action, request.player?.id ?? null);
    };
    // the refusal is part of the route's documented answers
    const schema = route.schema as { response?: Record<number, unknown> } | undefined;
    if (schema?.response && !schema.response[451]) schema.response[451] = ZApiErrorSchema;
    const existing = route.preValidation;
    route.preValidation = [check, ...(Array.isArray(existing) ? existing : existing ? [existing] : [])];
  });
});
