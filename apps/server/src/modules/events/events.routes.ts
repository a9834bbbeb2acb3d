import {
  APP_DISPLAY_MODE_HEADER,
  text,
  ZApiErrorSchema,
  ZAppBonusClaimResponseSchema,
  ZAppBonusResponseSchema,
  ZLuckySpinResponseSchema,
  ZSpinHistoryQuerySchema,
  ZSpinHistoryResponseSchema,
  ZSpinPrizeUpdateRequestSchema,
  ZSpinResultResponseSchema,
  ZSpinStatusResponseSchema,
  ZSpinTableUpdateRequestSchema,
  ZStaffSpinPrizesResponseSchema,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, requireStaff } from '../admin/admin.guard';
import { playerOf, requirePlayer } from '../auth/auth.guard';

const errors = {
  400: ZApiErrorSchema,
  401: ZApiErrorSchema,
  403: ZApiErrorSchema,
  409: ZApiErrorSchema,
  429: ZApiErrorSchema,
  503: ZApiErrorSchema,
};

/** Lucky spin and app-download bonus calls (decisions 066, 067). */
export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/events/lucky-spin',
    {
      schema: {
        tags: ['events'],
        summary: 'The lucky-spin wheel: prizes in wheel order with the weights and probabilities the draw uses',
        response: { 200: ZLuckySpinResponseSchema },
      },
    },
    async () => ({ success: true as const, data: await app.services.events.luckySpin() }),
  );

  app.get(
    '/api/user/events/lucky-spin/status',
    {
      onRequest: requirePlayer,
      schema: {
        tags: ['events'],
        summary: "The player's spins left today and, if none, why (SPIN_MUST_DEPOSIT / SPIN_NO_SPINS_LEFT / ...)",
        response: { 200: ZSpinStatusResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await app.services.events.status(playerOf(request).id) }),
  );

  app.post(
    '/api/user/events/lucky-spin/spin',
    {
      onRequest: requirePlayer,
      schema: {
        tags: ['events'],
        summary: "Uses today's spin: draws a prize and pays it to cash once",
        description:
          '403 SPIN_MUST_DEPOSIT / SPIN_ACCOUNT_RESTRICTED, 409 SPIN_NO_SPINS_LEFT (also for every request that lost a concurrent race).',
        response: { 200: ZSpinResultResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await app.services.events.spin(playerOf(request).id) }),
  );

  app.get(
    '/api/user/events/lucky-spin/history',
    {
      onRequest: requirePlayer,
      schema: {
        tags: ['events'],
        summary: "The player's spins, newest first",
        querystring: ZSpinHistoryQuerySchema,
        response: { 200: ZSpinHistoryResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { data, pagination } = await app.services.events.history(
        playerOf(request).id,
        request.query.page,
        request.query.per_page,
      );
      return { success: true as const, data, meta: { pagination } };
    },
  );

  app.get(
    '/api/user/events/app-bonus',
    {
      onRequest: requirePlayer,
      schema: {
        tags: ['events'],
        summary: 'The app-download bonus: amount and whether the player has claimed it',
        response: { 200: ZAppBonusResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await app.services.events.appBonus(playerOf(request).id) }),
  );

  app.post(
    '/api/user/events/app-bonus/claim',
    {
      onRequest: requirePlayer,
      schema: {
        tags: ['events'],
        summary: 'Claims the app-download bonus once per player, from the installed app',
        description: `The installed app sends "${APP_DISPLAY_MODE_HEADER}: standalone" (decision 067); without it 403 APP_BONUS_NOT_IN_APP; a second claim 409 APP_BONUS_ALREADY_CLAIMED.`,
        response: { 200: ZAppBonusClaimResponseSchema, ...errors },
      },
    },
    async (request) => {
      const mode = request.headers[APP_DISPLAY_MODE_HEADER];
      return {
        success: true as const,
        data: await app.services.events.claimAppBonus(playerOf(request).id, {
          displayMode: typeof mode === 'string' ? mode.trim().toLowerCase() : undefined,
          userAgent: request.headers['user-agent'],
        }),
      };
    },
  );
};

/** Staff edit the brand's lucky-spin prize table (decision 066); audited. */
export const eventsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin-api/events/lucky-spin/prizes',
    {
      onRequest: requireStaff('content'),
      schema: {
        tags: ['admin', 'events'],
        summary: "The brand's whole lucky-spin prize table in wheel order, disabled prizes included",
        response: { 200: ZStaffSpinPrizesResponseSchema, ...errors },
      },
    },
    async () => ({ success: true as const, data: await app.services.events.staffPrizes() }),
  );

  app.put(
    '/admin-api/events/lucky-spin/prizes/:code',
    {
      onRequest: requireStaff('content'),
      schema: {
        tags: ['admin', 'events'],
        summary:
          "Change one prize of the brand's lucky spin (label, amount, weight, enabled); answers the wheel as now published",
        description:
          'The published odds and the draw read the same table, so they change together. An enabled prize needs a weight of at least 1 (a prize on the wheel must be winnable; disable it to take it off). Errors: 404 SPIN_PRIZE_NOT_FOUND, 409 SPIN_TABLE_EMPTY (the last enabled prize).',
        params: z.object({ code: text().trim().min(1).max(64) }),
        body: ZSpinPrizeUpdateRequestSchema,
        response: { 200: ZLuckySpinResponseSchema, 404: ZApiErrorSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await app.services.events.updatePrize(request.params.code, request.body, actorOf(request)),
    }),
  );

  app.put(
    '/admin-api/events/lucky-spin/prizes',
    {
      onRequest: requireStaff('content'),
      schema: {
        tags: ['admin', 'events'],
        summary: "Save the brand's whole lucky-spin table at once; answers the wheel as now published",
        description:
          'Lists every prize of the brand once (labels, amounts, weights, enabled). The enabled weights are the distribution the draw uses and the site publishes: at least one enabled prize, weights 1..1,000,000. Errors: 400 (the message says which field), 409 SPIN_TABLE_MISMATCH (the table changed meanwhile; nothing saved).',
        body: ZSpinTableUpdateRequestSchema,
        response: { 200: ZLuckySpinResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await app.services.events.replacePrizes(request.body, actorOf(request)),
    }),
  );
};
