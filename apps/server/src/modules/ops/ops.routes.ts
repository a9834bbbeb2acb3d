import { ZApiErrorSchema, ZLedgerCheckRunResponseSchema, ZOpsHealthResponseSchema } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireStaff } from '../admin/admin.guard';

const errors = { 401: ZApiErrorSchema, 403: ZApiErrorSchema };
const tags = ['admin', 'ops'];

/**
 * Counts every provider wallet callback's answer for the health view. Added on the root
 * instance (a hook inside a route plugin would see only that plugin's routes).
 */
export function countProviderCallbacks(app: FastifyInstance): void {
  app.addHook('onSend', async (request, _reply, payload) => {
    const m = /^\/provider\/([a-z0-9_-]{1,40})\//.exec(request.url);
    if (m) app.services.ops.recordCallback(m[1]!, payload);
    return payload;
  });
  app.addHook('onClose', () => app.services.ops.flushCallbacks());
}

/** The superadmin's operations screen (decision 098). */
export const opsRoutes: FastifyPluginAsyncZod = async (app) => {
  const superadmin = requireStaff('superadmin');

  app.get(
    '/admin-api/ops/health',
    {
      onRequest: superadmin,
      schema: {
        tags,
        summary:
          'Ledger reconciliation history, scheduled jobs, domain-event and payment backlogs, provider callback errors',
        response: { 200: ZOpsHealthResponseSchema, ...errors },
      },
    },
    async () => ({ success: true as const, data: await app.services.ops.health() }),
  );

  app.post(
    '/admin-api/ops/ledger-check',
    {
      onRequest: superadmin,
      schema: {
        tags,
        summary: 'Run the ledger reconciliation now and keep its outcome in the history (audited)',
        response: { 200: ZLedgerCheckRunResponseSchema, ...errors },
      },
    },
    async (request) => {
      const report = await app.services.ops.runLedgerCheck();
      await app.services.admin.audit(actorOf(request), 'ops.ledger_check', null, { ok: report.ok });
      return { success: true as const, data: { ok: report.ok, durationMs: report.durationMs } };
    },
  );
};
