import {
  ZApiErrorSchema,
  ZStaffVipIdParamsSchema,
  ZStaffVipPlayerParamsSchema,
  ZStaffVipPlayerResponseSchema,
  ZStaffVipPreviewResponseSchema,
  ZStaffVipRuleInputSchema,
  ZStaffVipRuleListResponseSchema,
  ZStaffVipRuleResponseSchema,
  ZStaffVipSetLevelRequestSchema,
  ZVipProgramResponseSchema,
  ZVipStatusResponseSchema,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireStaff } from '../admin/admin.guard';
import { playerOf, requirePlayer } from '../auth/auth.guard';

const e = ZApiErrorSchema;

/** VIP levels (decision 144): the published ladder, the player's standing, staff rules and levels. */
export const vipRoutes: FastifyPluginAsyncZod = async (app) => {
  const v = () => app.services.vip;

  app.get(
    '/api/vip',
    {
      schema: {
        tags: ['vip'],
        summary: 'The published VIP ladder with the texts generated from its rule (null before one is published)',
        response: { 200: ZVipProgramResponseSchema },
      },
    },
    async () => ({ success: true as const, data: await v().program() }),
  );

  app.get(
    '/api/user/vip',
    {
      onRequest: requirePlayer,
      schema: {
        tags: ['vip'],
        summary: "The caller's level, points over the rolling period and what the next level needs and gives",
        response: { 200: ZVipStatusResponseSchema, 401: e },
      },
    },
    async (request) => ({ success: true as const, data: await v().status(playerOf(request).id) }),
  );

  // ─── staff: the ladder (content; a superadmin may do everything) ───────────────────────────

  app.get(
    '/admin-api/vip/rules',
    {
      onRequest: requireStaff('content'),
      schema: {
        tags: ['admin', 'vip'],
        summary: 'Every VIP rule (drafts, the published one, retired ones) with its generated texts',
        response: { 200: ZStaffVipRuleListResponseSchema, 401: e, 403: e },
      },
    },
    async () => ({ success: true as const, data: await v().staffRules() }),
  );

  app.post(
    '/admin-api/vip/rules/preview',
    {
      onRequest: requireStaff('content'),
      schema: {
        tags: ['admin', 'vip'],
        summary: 'The texts a VIP rule generates, before saving',
        body: ZStaffVipRuleInputSchema,
        response: { 200: ZStaffVipPreviewResponseSchema, 400: e, 401: e, 403: e },
      },
    },
    async (request) => ({ success: true as const, data: await v().preview(request.body.rule) }),
  );

  app.post(
    '/admin-api/vip/rules',
    {
      onRequest: requireStaff('content'),
      schema: {
        tags: ['admin', 'vip'],
        summary: 'Save a VIP rule as a draft (audited)',
        body: ZStaffVipRuleInputSchema,
        response: { 200: ZStaffVipRuleResponseSchema, 400: e, 401: e, 403: e },
      },
    },
    async (request) => ({ success: true as const, data: await v().createDraft(actorOf(request), request.body.rule) }),
  );

  app.put(
    '/admin-api/vip/rules/:id',
    {
      onRequest: requireStaff('content'),
      schema: {
        tags: ['admin', 'vip'],
        summary: 'Change a draft VIP rule (audited with before and after)',
        description: '409 VIP_RULE_NOT_DRAFT',
        params: ZStaffVipIdParamsSchema,
        body: ZStaffVipRuleInputSchema,
        response: { 200: ZStaffVipRuleResponseSchema, 400: e, 401: e, 403: e, 404: e, 409: e },
      },
    },
    async (request) => ({
      success: true as const,
      data: await v().updateDraft(actorOf(request), request.params.id, request.body.rule),
    }),
  );

  app.post(
    '/admin-api/vip/rules/:id/publish',
    {
      onRequest: requireStaff('content'),
      schema: {
        tags: ['admin', 'vip'],
        summary: 'Publish a draft: it becomes the ladder in force and the previous one is retired (audited)',
        description: '409 VIP_RULE_NOT_DRAFT',
        params: ZStaffVipIdParamsSchema,
        response: { 200: ZStaffVipRuleResponseSchema, 400: e, 401: e, 403: e, 404: e, 409: e },
      },
    },
    async (request) => ({ success: true as const, data: await v().publish(actorOf(request), request.params.id) }),
  );

  // ─── staff: a player's level (support) ────────────────────────────────────────────────────

  app.get(
    '/admin-api/players/:id/vip',
    {
      onRequest: requireStaff('support', 'finance', 'compliance'),
      schema: {
        tags: ['admin', 'vip'],
        summary: "A player's level, weighted turnover per day over the period and VIP history",
        params: ZStaffVipPlayerParamsSchema,
        response: { 200: ZStaffVipPlayerResponseSchema, 400: e, 401: e, 403: e },
      },
    },
    async (request) => ({ success: true as const, data: await v().playerView(request.params.id) }),
  );

  app.post(
    '/admin-api/players/:id/vip/level',
    {
      onRequest: requireStaff('support'),
      schema: {
        tags: ['admin', 'vip'],
        summary: 'Hold a player at a level, or let points decide again with null; a reason is required (audited)',
        description: '400 VIP_LEVEL_UNKNOWN; 404 VIP_PLAYER_NOT_FOUND; 409 VIP_NOT_CONFIGURED',
        params: ZStaffVipPlayerParamsSchema,
        body: ZStaffVipSetLevelRequestSchema,
        response: { 200: ZStaffVipPlayerResponseSchema, 400: e, 401: e, 403: e, 404: e, 409: e },
      },
    },
    async (request) => ({
      success: true as const,
      data: await v().setLevel(actorOf(request), request.params.id, request.body.level, request.body.reason),
    }),
  );
};
