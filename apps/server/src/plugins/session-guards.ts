import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { type SessionKind, sessionKindOf } from '../http/session-guards';

/** How the OpenAPI document says which session a route needs (securitySchemes of plugins/openapi.ts). */
export const SESSION_SECURITY: Record<SessionKind, { [scheme: string]: string[] }[]> = {
  player: [{ session: [] }, { bearer: [] }],
  staff: [{ staffSession: [] }, { staffToken: [] }],
};

const hooksOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : value ? [value] : []);

/**
 * The route policy for sessions: a route that needs a player's or a staff session checks it in
 * `onRequest`, before Fastify parses and validates the body, so a guest gets 401 whatever they
 * send (never a 400 that tells them about the fields, nor a parse of a body nobody may send). A
 * guard put in a later phase stops the server at start-up. Guarded routes are marked with the
 * session they need in the OpenAPI document.
 */
export default fp(async function sessionGuardsPlugin(app: FastifyInstance) {
  app.addHook('onRoute', (route: RouteOptions) => {
    for (const phase of ['preParsing', 'preValidation', 'preHandler'] as const) {
      for (const hook of hooksOf(route[phase])) {
        if (sessionKindOf(hook)) {
          throw new Error(
            `${route.method} ${route.url}: the session guard runs in ${phase}; session guards run in onRequest, so a guest gets 401 before the body is parsed or validated`,
          );
        }
      }
    }
    const kinds = new Set(hooksOf(route.onRequest).map(sessionKindOf).filter(Boolean));
    if (kinds.size === 0) return;
    const schema = (route.schema ?? {}) as { security?: unknown };
    if (schema.security) return;
    route.schema = {
      ...schema,
      security: SESSION_SECURITY[kinds.has('staff') ? 'staff' : 'player'],
    } as RouteOptions['schema'];
  });
});
