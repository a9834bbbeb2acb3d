import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document is generated from the routes' zod schemas, so it cannot drift. It sees
 * the routes registered after it: register it before any route (app.ts), the provider
 * callbacks registered outside the site's hooks included.
 */
export const openapiDocumentPlugin = fp(async function openapiDocument(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Player platform API',
        description:
          'Player API (/api), game provider wallet callbacks (/provider), payment webhooks (/webhooks) and staff API (/admin-api). Successful answers are `{ success: true, data, meta? }`; failures are `{ success: false, statusCode, code, message }` with a Vietnamese message fit to show.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'session' },
          bearer: { type: 'http', scheme: 'bearer' },
          staffSession: { type: 'apiKey', in: 'cookie', name: 'staff_session' },
          staffToken: { type: 'apiKey', in: 'header', name: 'x-staff-token' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
});

/** The document's browser (/api/docs) and JSON (/api/openapi.json), behind the site's hooks. */
export default fp(async function openapiPlugin(app: FastifyInstance) {
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
});
