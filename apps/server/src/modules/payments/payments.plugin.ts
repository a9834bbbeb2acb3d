import type { FastifyPluginAsync } from 'fastify';
import { sandboxRoutes } from './gateways/sandbox';
import { paymentsAdminRoutes } from './payments.admin.routes';
import { paymentsCorrectionsRoutes } from './payments.corrections.routes';
import { paymentsPlayerRoutes } from './payments.routes';
import { paymentsWebhookRoutes } from './payments.webhooks.routes';

const MAINTENANCE_EVERY_MS = 30_000;

/**
 * Everything of the cashier over HTTP: player routes, gateway webhooks, staff routes and the
 * sandbox gateways. Binds the loopback the sandbox uses to reach our webhooks in-process.
 */
export const paymentsRoutes: FastifyPluginAsync = async (app) => {
  const payments = app.services.payments;
  payments.gateways.bindLoopback(async (request) => {
    const url = new URL(request.url);
    const res = await app.inject({
      method: request.method,
      url: `${url.pathname}${url.search}`,
      headers: request.headers,
      payload: request.body,
    });
    return { status: res.statusCode, body: res.body };
  });

  await app.register(paymentsPlayerRoutes);
  await app.register(paymentsWebhookRoutes);
  await app.register(paymentsAdminRoutes);
  await app.register(paymentsCorrectionsRoutes);
  await app.register(
    sandboxRoutes({
      settings: payments.settings,
      state: payments.sandbox,
      loopback: () => payments.gateways.loopbackTransport,
      log: app.log,
    }),
  );

  // one instance per period (db/jobs.ts)
  const maintenance = app.jobs.once('payments.maintenance', MAINTENANCE_EVERY_MS, () => payments.runMaintenance());
  const timer = setInterval(() => {
    maintenance().catch((err) => app.log.warn({ err }, 'payments maintenance failed'));
  }, MAINTENANCE_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await payments.close();
  });
};
