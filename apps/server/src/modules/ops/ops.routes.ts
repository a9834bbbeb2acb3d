import {
  ZAlertmanagerWebhookHeadersSchema,
  ZAlertmanagerWebhookRequestSchema,
  ZAlertmanagerWebhookResponseSchema,
  ZApiErrorSchema,
  ZLedgerCheckRunResponseSchema,
  ZOpsAlertAckRequestSchema,
  ZOpsAlertListResponseSchema,
  ZOpsAlertRecipientListResponseSchema,
  ZOpsAlertRecipientResponseSchema,
  ZOpsAlertRecipientUpdateSchema,
  ZOpsAlertResponseSchema,
  ZOpsHealthResponseSchema,
} from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/errors';
import { actorOf, requireStaff } from '../admin/admin.guard';
import type { PlatformMetrics } from './ops.metrics';

const errors = { 401: ZApiErrorSchema, 403: ZApiErrorSchema };
const ZAlertParamsSchema = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const ZStaffParamsSchema = z.object({ staffId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
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

/**
 * Every answer's route group, status class and time into the metrics (decision 130). On the
 * root instance, so the provider callbacks' context (decision 109) has it too; a synchronous
 * hook that only counts into label children looked up once.
 */
export function countRequests(app: FastifyInstance, metrics: PlatformMetrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    metrics.request(
      request.url,
      reply.statusCode,
      reply.elapsedTime / 1000,
      (request.params as { code?: unknown } | undefined)?.code,
      request.routeOptions.url,
    );
    done();
  });
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

  // Prometheus's alerts through Alertmanager (decision 130): a bearer token, not a staff session;
  // checked before the body is read, so a caller without it learns nothing of the schema
  app.post(
    '/webhooks/alertmanager',
    {
      onRequest: async (request) => {
        const ops = app.services.ops.monitoring;
        if (!ops.enabled) throw new AppError(404, 'NOT_FOUND', 'Không tìm thấy');
        const header = request.headers.authorization;
        if (!(await ops.authorized(typeof header === 'string' ? header : undefined, request.ip)))
          throw new AppError(401, 'WEBHOOK_UNAUTHORIZED', 'Chữ ký không hợp lệ');
      },
      schema: {
        tags: ['webhooks'],
        summary:
          "Alertmanager's webhook (Authorization: Bearer ALERTMANAGER_WEBHOOK_TOKEN): each firing alert becomes an operations alert for the on-call staff (audited). Errors: 401 WEBHOOK_UNAUTHORIZED, 404 when no token is configured",
        headers: ZAlertmanagerWebhookHeadersSchema,
        body: ZAlertmanagerWebhookRequestSchema,
        response: {
          200: ZAlertmanagerWebhookResponseSchema,
          400: ZApiErrorSchema,
          401: ZApiErrorSchema,
          404: ZApiErrorSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await app.services.ops.monitoring.receive(request.body, request.ip),
    }),
  );

  // alerts (decision 106): superadmin and finance see them until one of them acknowledges
  const alertReaders = requireStaff('finance');
  app.get(
    '/admin-api/ops/alerts',
    {
      onRequest: alertReaders,
      schema: {
        tags,
        summary: 'Open alerts (reconciliation breaches, provider errors, payouts in doubt) and the last acknowledged',
        response: { 200: ZOpsAlertListResponseSchema, ...errors },
      },
    },
    async () => ({ success: true as const, data: await app.services.ops.alerts.list() }),
  );

  app.post(
    '/admin-api/ops/alerts/:id/acknowledge',
    {
      onRequest: alertReaders,
      schema: {
        tags,
        summary: 'Acknowledge an alert with a note (audited). Errors: 404 NOT_FOUND, 409 ALERT_ACKNOWLEDGED',
        params: ZAlertParamsSchema,
        body: ZOpsAlertAckRequestSchema,
        response: {
          200: ZOpsAlertResponseSchema,
          400: ZApiErrorSchema,
          404: ZApiErrorSchema,
          409: ZApiErrorSchema,
          ...errors,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await app.services.ops.alerts.acknowledge(request.params.id, request.body.note, actorOf(request)),
    }),
  );

  // who is on call for alerts, by e-mail and SMS (decision 123): superadmin only
  app.get(
    '/admin-api/ops/alert-recipients',
    {
      onRequest: superadmin,
      schema: {
        tags,
        summary: 'Active superadmin and finance staff, with where and whether alerts reach them',
        response: { 200: ZOpsAlertRecipientListResponseSchema, ...errors },
      },
    },
    async () => ({ success: true as const, data: await app.services.ops.recipients.list() }),
  );

  app.put(
    '/admin-api/ops/alert-recipients/:staffId',
    {
      onRequest: superadmin,
      schema: {
        tags,
        summary:
          "Set a staff member's e-mail, phone and alert channels (audited). Errors: 404 NOT_FOUND, 409 RECIPIENT_NOT_ELIGIBLE",
        params: ZStaffParamsSchema,
        body: ZOpsAlertRecipientUpdateSchema,
        response: {
          200: ZOpsAlertRecipientResponseSchema,
          400: ZApiErrorSchema,
          404: ZApiErrorSchema,
          409: ZApiErrorSchema,
          ...errors,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await app.services.ops.recipients.update(request.params.staffId, request.body, actorOf(request)),
    }),
  );
};
