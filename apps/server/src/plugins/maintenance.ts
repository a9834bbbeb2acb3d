import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../http/errors';

/**
 * While maintenance is on, the player API answers 503 MAINTENANCE_MODE. Provider
 * callbacks, payment webhooks, staff API and health checks stay up: money already in
 * flight (wins, rollbacks, confirmed deposits) must still settle during maintenance.
 */
export default fp(async function maintenancePlugin(app: FastifyInstance, opts: { isOn: () => boolean }) {
  app.addHook('onRequest', async (request) => {
    if (!opts.isOn()) return;
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/docs') || request.url === '/api/openapi.json')
      return;
    throw new AppError(503, 'MAINTENANCE_MODE');
  });
});
