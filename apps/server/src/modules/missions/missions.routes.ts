import {
  MISSION_ERROR_MESSAGE,
  ZApiErrorSchema,
  ZMissionIdRequestSchema,
  ZMissionListDataResponseSchema,
  ZMissionListQuerySchema,
  ZMissionListResponseSchema,
  ZMissionResponseSchema,
  ZMissionTrackingResponseSchema,
  ZRecentClaimsQuerySchema,
  ZRecentClaimsResponseSchema,
  ZStaffMissionCreateRequestSchema,
  ZStaffMissionListResponseSchema,
  ZStaffMissionParamsSchema,
  ZStaffMissionResponseSchema,
  ZStaffMissionUpdateRequestSchema,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { actorOf, requireStaff } from '../admin/admin.guard';
import { playerOf, requirePlayer } from '../auth/auth.guard';

const errors = {
  400: ZApiErrorSchema,
  401: ZApiErrorSchema,
  403: ZApiErrorSchema,
  404: ZApiErrorSchema,
  409: ZApiErrorSchema,
};

/** The mission calls of product.md section 7; failures carry the spec's 'Có lỗi xảy ra' unless a clearer message applies. */
export const missionsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Encapsulated: only these routes answer a failed field rule with the spec's generic mission
  // message. Everything else (AppErrors, malformed JSON, a wrong content type, an oversized body,
  // unexpected failures) goes on to the server's handler, which answers it as on every route.
  // Staff routes keep the server's field messages (the back office shows which field is wrong).
  app.setErrorHandler((error, request, reply) => {
    if (!hasZodFastifySchemaValidationErrors(error) || request.url.startsWith('/admin-api/')) throw error;
    return reply
      .status(400)
      .send({ success: false, statusCode: 400, code: 'VALIDATION_ERROR', message: MISSION_ERROR_MESSAGE });
  });

  app.get(
    '/api/user/mission/list',
    {
      onRequest: requirePlayer,
      schema: {
        tags: ['missions'],
        summary:
          'Missions with the player status; filters category and status; meta.pagination.total is the badge count',
        querystring: ZMissionListQuerySchema,
        response: { 200: ZMissionListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { data, pagination } = await app.services.missions.list(playerOf(request).id, request.query);
      return { success: true as const, data, meta: { pagination } };
    },
  );

  app.post(
    '/api/user/mission/accept',
    {
      onRequest: requirePlayer,
      schema: {
        tags: ['missions'],
        summary: 'Accept a mission (NOT_ACCEPTED -> IN_PROGRESS); 409 MISSION_ALREADY_ACCEPTED / MISSION_EXPIRED',
        body: ZMissionIdRequestSchema,
        response: { 200: ZMissionResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await app.services.missions.accept(playerOf(request).id, request.body.mission_id),
    }),
  );

  app.post(
    '/api/user/mission/claim-reward',
    {
      onRequest: requirePlayer,
      schema: {
        tags: ['missions'],
        summary:
          'Claim the reward of a completed mission, paid to cash once; 409 MISSION_NOT_COMPLETED / MISSION_ALREADY_REWARDED',
        body: ZMissionIdRequestSchema,
        response: { 200: ZMissionResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await app.services.missions.claim(playerOf(request).id, request.body.mission_id),
    }),
  );

  app.get(
    '/api/missions',
    {
      schema: {
        tags: ['missions'],
        summary: 'The missions and their rules, without player progress (public: the /nhiem-vu guide for guests)',
        response: { 200: ZMissionListDataResponseSchema, ...errors },
      },
    },
    async () => ({ success: true as const, data: await app.services.missions.catalogue() }),
  );

  app.get(
    '/api/user/mission/featured',
    {
      onRequest: requirePlayer,
      schema: {
        tags: ['missions'],
        summary: 'Featured missions that are still open',
        response: { 200: ZMissionListDataResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await app.services.missions.featured(playerOf(request).id) }),
  );

  app.get(
    '/api/user/mission/claims/recent',
    {
      onRequest: requirePlayer,
      schema: {
        tags: ['missions'],
        summary: 'Latest rewards claimed by players (masked usernames), limit default 20',
        querystring: ZRecentClaimsQuerySchema,
        response: { 200: ZRecentClaimsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await app.services.missions.recentClaims(request.query.limit),
    }),
  );

  app.patch(
    '/api/user/mission/tracking',
    {
      onRequest: requirePlayer,
      schema: {
        tags: ['missions'],
        summary: "The site's tracking tick (every 1,800,000 ms): records today's check-in",
        description: '403 MISSION_MUST_DEPOSIT / MISSION_MUST_VERIFY_PHONE when the configuration requires them.',
        response: { 200: ZMissionTrackingResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await app.services.missions.track(playerOf(request).id) }),
  );

  app.get(
    '/admin-api/missions',
    {
      onRequest: requireStaff('content'),
      schema: {
        tags: ['admin', 'missions'],
        summary: 'Every mission, hidden ones included, with the view players receive',
        response: { 200: ZStaffMissionListResponseSchema, 401: ZApiErrorSchema, 403: ZApiErrorSchema },
      },
    },
    async () => ({ success: true as const, data: await app.services.missions.staffList() }),
  );

  app.put(
    '/admin-api/missions/:id',
    {
      onRequest: requireStaff('content'),
      schema: {
        tags: ['admin', 'missions'],
        summary: "Change a mission's texts, target, reward, featured flag or switch (audited)",
        params: ZStaffMissionParamsSchema,
        body: ZStaffMissionUpdateRequestSchema,
        response: {
          200: ZStaffMissionResponseSchema,
          400: ZApiErrorSchema,
          401: ZApiErrorSchema,
          403: ZApiErrorSchema,
          404: ZApiErrorSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await app.services.missions.staffUpdate(actorOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/admin-api/missions',
    {
      onRequest: requireStaff('content'),
      schema: {
        tags: ['admin', 'missions'],
        summary: 'Create a mission from its rule; the title and description are generated from it (audited)',
        description: '409 MISSION_CODE_TAKEN. Disabled, the mission is a draft players do not see.',
        body: ZStaffMissionCreateRequestSchema,
        response: {
          200: ZStaffMissionResponseSchema,
          400: ZApiErrorSchema,
          401: ZApiErrorSchema,
          403: ZApiErrorSchema,
          409: ZApiErrorSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await app.services.missions.staffCreate(actorOf(request), request.body),
    }),
  );
};
