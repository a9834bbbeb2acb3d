import {
  GiftcodeMessage,
  ZApiErrorSchema,
  ZCreateGiftcodeBatchRequestSchema,
  ZCreateGiftcodeRequestSchema,
  ZGiftcodeBatchForfeitResponseSchema,
  ZGiftcodeBatchListResponseSchema,
  ZGiftcodeBatchParamsSchema,
  ZGiftcodeHistoryQuerySchema,
  ZGiftcodeHistoryResponseSchema,
  ZRedeemGiftcodeRequestSchema,
  ZRedeemGiftcodeResponseSchema,
  ZStaffGiftcodeBatchResponseSchema,
  ZStaffGiftcodeListQuerySchema,
  ZStaffGiftcodeListResponseSchema,
  ZStaffGiftcodeResponseSchema,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, requireStaff } from '../admin/admin.guard';
import { playerOf, requirePlayer } from '../auth/auth.guard';

const errors = { 400: ZApiErrorSchema, 401: ZApiErrorSchema, 403: ZApiErrorSchema };

/** Gift code redemption and history for players; creation for staff. */
export const giftcodesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/user/giftcode/redeem',
    {
      onRequest: requirePlayer,
      schema: {
        tags: ['giftcodes'],
        summary: 'Redeem a gift code (giftCode modal); the answer feeds the receivedGiftcode modal',
        description: [
          `400 VALIDATION_ERROR "${GiftcodeMessage.REQUIRED}" / "${GiftcodeMessage.MAX_LENGTH}" / "${GiftcodeMessage.SPECIAL_CHARACTERS}";`,
          `400 GIFTCODE_INVALID "${GiftcodeMessage.GIFTCODE_INVALID}" (unknown, used up, expired or already used by the player);`,
          `403 PHONE_NOT_VERIFIED, NEWBIE_CARRIER, NEWBIE_BANK_REQUIRED; 409 GIFTCODE_PENDING (total bet of the previous code not met);`,
          '429 GIFTCODE_RATE_LIMITED.',
        ].join(' '),
        body: ZRedeemGiftcodeRequestSchema,
        response: { 200: ZRedeemGiftcodeResponseSchema, 409: ZApiErrorSchema, 429: ZApiErrorSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await app.services.giftcodes.redeem(playerOf(request).id, request.body.code),
    }),
  );

  app.get(
    '/api/user/history/giftcodes',
    {
      onRequest: requirePlayer,
      schema: {
        tags: ['giftcodes'],
        summary:
          'Gift code history of the last 7 days (plus a pending code of any age): code, date entered, total bet required, bet so far, value, withdrawal status',
        querystring: ZGiftcodeHistoryQuerySchema,
        response: { 200: ZGiftcodeHistoryResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { data, pagination } = await app.services.giftcodes.history(
        playerOf(request).id,
        request.query.page,
        request.query.per_page,
      );
      return { success: true as const, data, meta: { pagination } };
    },
  );

  app.get(
    '/admin-api/giftcodes',
    {
      onRequest: requireStaff('content'),
      schema: {
        tags: ['admin', 'giftcodes'],
        summary: 'Gift codes, newest first (filter by batchId)',
        querystring: ZStaffGiftcodeListQuerySchema,
        response: { 200: ZStaffGiftcodeListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      const { data, pagination } = await app.services.giftcodes.list(q.batchId ?? null, q.page, q.per_page);
      return { success: true as const, data, meta: { pagination } };
    },
  );

  app.post(
    '/admin-api/giftcodes',
    {
      onRequest: requireStaff('content'),
      schema: {
        tags: ['admin', 'giftcodes'],
        summary: 'Create one gift code (audited); 409 GIFTCODE_CODE_TAKEN',
        body: ZCreateGiftcodeRequestSchema,
        response: { 200: ZStaffGiftcodeResponseSchema, 409: ZApiErrorSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await app.services.giftcodes.create(actorOf(request), request.body),
    }),
  );

  app.post(
    '/admin-api/giftcodes/batch',
    {
      onRequest: requireStaff('content'),
      schema: {
        tags: ['admin', 'giftcodes'],
        summary: 'Create a batch of single-use random codes (audited)',
        body: ZCreateGiftcodeBatchRequestSchema,
        response: { 200: ZStaffGiftcodeBatchResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await app.services.giftcodes.createBatch(actorOf(request), request.body),
    }),
  );

  app.get(
    '/admin-api/giftcodes/batches',
    {
      onRequest: requireStaff('content'),
      schema: {
        tags: ['admin', 'giftcodes'],
        summary: 'Gift-code batches with how many codes are still open and how many were redeemed',
        response: { 200: ZGiftcodeBatchListResponseSchema, ...errors },
      },
    },
    async () => ({ success: true as const, data: await app.services.giftcodes.listBatches() }),
  );

  app.get(
    '/admin-api/giftcodes/batches/:batchId/codes.csv',
    {
      onRequest: requireStaff('content'),
      schema: {
        tags: ['admin', 'giftcodes'],
        summary: "A batch's codes as CSV (audited)",
        params: ZGiftcodeBatchParamsSchema,
        response: { 200: z.string(), 404: ZApiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const csv = await app.services.giftcodes.batchCsv(actorOf(request), request.params.batchId);
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="giftcodes-${request.params.batchId}.csv"`)
        .send(csv);
    },
  );

  app.post(
    '/admin-api/giftcodes/batches/:batchId/forfeit',
    {
      onRequest: requireStaff('content'),
      schema: {
        tags: ['admin', 'giftcodes'],
        summary: 'Forfeit a batch: its unused codes expire now (audited); codes already redeemed stay',
        params: ZGiftcodeBatchParamsSchema,
        response: { 200: ZGiftcodeBatchForfeitResponseSchema, 404: ZApiErrorSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await app.services.giftcodes.forfeitBatch(actorOf(request), request.params.batchId),
    }),
  );
};
