import {
  ZAdjustmentQuerySchema,
  ZAdjustmentSchema,
  ZApiErrorSchema,
  ZCreateAdjustmentRequestSchema,
  ZDecideAdjustmentRequestSchema,
  ZIdempotencyHeadersSchema,
  ZIdParamsSchema,
  ZPaginationMetaSchema,
  ZRejectAdjustmentRequestSchema,
  ZReverseExceptionRequestSchema,
  ZSuccessSchema,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pagedAnswer } from '../../http/pagination';
import { actorOf, requireStaff } from '../admin/admin.guard';
import { payError } from './payments.core';

const errors = {
  400: ZApiErrorSchema,
  401: ZApiErrorSchema,
  403: ZApiErrorSchema,
  404: ZApiErrorSchema,
  409: ZApiErrorSchema,
};
const tags = ['admin', 'payments'];

/** A correction is recorded once per key: without one a double click could record two. */
function keyOf(headers: { 'idempotency-key'?: string }): string {
  const key = headers['idempotency-key'];
  if (!key) throw payError(400, 'IDEMPOTENCY_KEY_REQUIRED');
  return key;
}

/** Manual adjustments and reversals of exception credits, with a second approver (decision 124). */
export const paymentsCorrectionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const payments = () => app.services.payments;
  const finance = requireStaff('finance');

  app.get(
    '/admin-api/adjustments',
    {
      onRequest: finance,
      schema: {
        tags,
        summary: 'Manual adjustments and exception reversals (filter status, playerId), newest first',
        querystring: ZAdjustmentQuerySchema,
        response: {
          200: z.object({ success: z.literal(true), data: z.array(ZAdjustmentSchema), meta: ZPaginationMetaSchema }),
          ...errors,
        },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await payments().listAdjustments({ ...q, perPage: q.per_page });
      return pagedAnswer(rows, q, total);
    },
  );

  app.post(
    '/admin-api/adjustments',
    {
      onRequest: finance,
      schema: {
        tags,
        summary:
          "Credit or debit a player's cash or bonus with a reason; applied at once up to the four-eyes amount, else waits for a second staff member. Same Idempotency-Key: the same request",
        headers: ZIdempotencyHeadersSchema,
        body: ZCreateAdjustmentRequestSchema,
        response: { 200: ZSuccessSchema(ZAdjustmentSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await payments().requestAdjustment(request.body, keyOf(request.headers), actorOf(request)),
    }),
  );

  app.post(
    '/admin-api/adjustments/:id/approve',
    {
      onRequest: finance,
      schema: {
        tags,
        summary:
          'Apply a waiting adjustment or reversal; the approver must not be its requester (409 FOUR_EYES_SAME_STAFF). Approving an applied one again changes nothing',
        params: ZIdParamsSchema,
        body: ZDecideAdjustmentRequestSchema,
        response: { 200: ZSuccessSchema(ZAdjustmentSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await payments().approveAdjustment(request.params.id, request.body.note, actorOf(request)),
    }),
  );

  app.post(
    '/admin-api/adjustments/:id/reject',
    {
      onRequest: finance,
      schema: {
        tags,
        summary: 'Refuse a waiting adjustment or reversal with a reason; nothing moves',
        params: ZIdParamsSchema,
        body: ZRejectAdjustmentRequestSchema,
        response: { 200: ZSuccessSchema(ZAdjustmentSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await payments().rejectAdjustment(request.params.id, request.body.reason, actorOf(request)),
    }),
  );

  app.post(
    '/admin-api/payment-exceptions/:id/reverse',
    {
      onRequest: finance,
      schema: {
        tags,
        summary:
          'Ask to reverse an exception credited to the wrong player: a counter-entry applied when a second staff member approves; the exception then opens again',
        headers: ZIdempotencyHeadersSchema,
        params: ZIdParamsSchema,
        body: ZReverseExceptionRequestSchema,
        response: { 200: ZSuccessSchema(ZAdjustmentSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await payments().requestExceptionReversal(
        request.params.id,
        request.body.reason,
        keyOf(request.headers),
        actorOf(request),
      ),
    }),
  );
};
