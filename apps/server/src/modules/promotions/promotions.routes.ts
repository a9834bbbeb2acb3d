import {
  PromotionErrorMessage,
  ZApiErrorSchema,
  ZCancelPromotionResponseSchema,
  ZCreatePromotionRequestSchema,
  ZPlayerPromotionResponseSchema,
  ZPromotionListResponseSchema,
  ZPromotionPreviewRequestSchema,
  ZPromotionPreviewResponseSchema,
  ZPromotionResponseSchema,
  ZPromotionSlugParamsSchema,
  ZRefundHistoryQuerySchema,
  ZRefundHistoryResponseSchema,
  ZStaffPromotionListResponseSchema,
  ZStaffPromotionResponseSchema,
  ZUpdatePromotionRequestSchema,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireStaff } from '../admin/admin.guard';
import { playerOf, requirePlayer } from '../auth/auth.guard';

/** Promotion pages' data and the player's running bonus. */
export const promotionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/promotions',
    {
      schema: {
        tags: ['promotions'],
        summary: "The brand's promotions: the enforced rule and the texts generated from it",
        response: { 200: ZPromotionListResponseSchema },
      },
    },
    async () => ({ success: true as const, data: await app.services.promotions.list() }),
  );

  app.get(
    '/api/promotions/:slug',
    {
      schema: {
        tags: ['promotions'],
        summary: 'One promotion by slug (khuyen-mai-100, khuyen-mai-50, hoan-tra-15...)',
        description: `404 PROMOTION_NOT_FOUND "${PromotionErrorMessage.PROMOTION_NOT_FOUND}".`,
        params: ZPromotionSlugParamsSchema,
        response: { 200: ZPromotionResponseSchema, 400: ZApiErrorSchema, 404: ZApiErrorSchema },
      },
    },
    async (request) => ({ success: true as const, data: await app.services.promotions.find(request.params.slug) }),
  );

  app.get(
    '/api/user/promotion',
    {
      onRequest: requirePlayer,
      schema: {
        tags: ['promotions'],
        summary: "The player's running bonus with wagering progress, and past bonuses",
        response: { 200: ZPlayerPromotionResponseSchema, 401: ZApiErrorSchema },
      },
    },
    async (request) => ({ success: true as const, data: await app.services.promotions.ofPlayer(playerOf(request).id) }),
  );

  app.post(
    '/api/user/promotion/cancel',
    {
      onRequest: requirePlayer,
      schema: {
        tags: ['promotions'],
        summary: 'Cancel the running bonus (cancelPromotion modal): the bonus is forfeited, cash is kept',
        description: `409 NO_ACTIVE_PROMOTION "${PromotionErrorMessage.NO_ACTIVE_PROMOTION}".`,
        response: { 200: ZCancelPromotionResponseSchema, 401: ZApiErrorSchema, 409: ZApiErrorSchema },
      },
    },
    async (request) => ({ success: true as const, data: await app.services.promotions.cancel(playerOf(request).id) }),
  );

  app.get(
    '/api/user/history/refunds',
    {
      onRequest: requirePlayer,
      schema: {
        tags: ['promotions'],
        summary: 'Daily refunds (hoàn trả): day, settled turnover, amount, when paid',
        querystring: ZRefundHistoryQuerySchema,
        response: { 200: ZRefundHistoryResponseSchema, 400: ZApiErrorSchema, 401: ZApiErrorSchema },
      },
    },
    async (request) => {
      const q = request.query;
      const { data, pagination } = await app.services.promotions.refundHistory(
        playerOf(request).id,
        q.page,
        q.per_page,
      );
      return { success: true as const, data, meta: { pagination } };
    },
  );

  app.get(
    '/admin-api/promotions',
    {
      onRequest: requireStaff('content'),
      schema: {
        tags: ['admin', 'promotions'],
        summary: "The brand's promotions, hidden ones included",
        response: { 200: ZStaffPromotionListResponseSchema, 401: ZApiErrorSchema, 403: ZApiErrorSchema },
      },
    },
    async () => ({ success: true as const, data: await app.services.promotions.staffList() }),
  );

  app.post(
    '/admin-api/promotions',
    {
      onRequest: requireStaff('content'),
      schema: {
        tags: ['admin', 'promotions'],
        summary: 'Create a promotion from a rule (enabled: listed on the site at once; otherwise a draft); audited',
        description:
          'The texts are generated from the rule. 409 PROMOTION_SLUG_TAKEN (the address is in use), 409 PROMOTION_REFUND_EXISTS (one refund rule runs per brand).',
        body: ZCreatePromotionRequestSchema,
        response: {
          200: ZStaffPromotionResponseSchema,
          400: ZApiErrorSchema,
          401: ZApiErrorSchema,
          403: ZApiErrorSchema,
          409: ZApiErrorSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await app.services.promotions.create(actorOf(request), request.body),
    }),
  );

  app.put(
    '/admin-api/promotions/:slug',
    {
      onRequest: requireStaff('content'),
      schema: {
        tags: ['admin', 'promotions'],
        summary: 'Change the rule (same kind) or hide the promotion; audited; the texts follow the rule',
        params: ZPromotionSlugParamsSchema,
        body: ZUpdatePromotionRequestSchema,
        response: {
          200: ZStaffPromotionResponseSchema,
          400: ZApiErrorSchema,
          401: ZApiErrorSchema,
          403: ZApiErrorSchema,
          404: ZApiErrorSchema,
          409: ZApiErrorSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await app.services.promotions.update(actorOf(request), request.params.slug, request.body),
    }),
  );

  app.post(
    '/admin-api/promotions/preview',
    {
      onRequest: requireStaff('content'),
      schema: {
        tags: ['admin', 'promotions'],
        summary: 'The texts a player would read for a rule, generated as the live page generates them (nothing saved)',
        body: ZPromotionPreviewRequestSchema,
        response: {
          200: ZPromotionPreviewResponseSchema,
          400: ZApiErrorSchema,
          401: ZApiErrorSchema,
          403: ZApiErrorSchema,
        },
      },
    },
    async (request) => ({ success: true as const, data: app.services.promotions.preview(request.body.rule) }),
  );
};
