import {
  ZApiErrorSchema,
  ZLinkedAccountsResponseSchema,
  ZPlayerAcquisitionSchema,
  ZPlayerTagDeleteRequestSchema,
  ZPlayerTagParamsSchema,
  ZPlayerTagRequestSchema,
  ZPlayerTagsResponseSchema,
  ZSuccessSchema,
  ZTagCountsResponseSchema,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, requireStaff, staffOf } from '../admin/admin.guard';

const errors = { 400: ZApiErrorSchema, 401: ZApiErrorSchema, 403: ZApiErrorSchema, 404: ZApiErrorSchema };
const tags = ['admin'];
const ZParamsSchema = z.object({
  id: z.coerce.number().int().positive({ error: 'Mã người chơi không hợp lệ' }).max(Number.MAX_SAFE_INTEGER),
});

/** Player tags, linked accounts and sign-up codes on the player screen (decision 157). */
export const backofficePlayerRoutes: FastifyPluginAsyncZod = async (app) => {
  const readers = requireStaff('support', 'finance', 'compliance');
  const taggers = requireStaff('support', 'compliance');
  const bo = () => app.services.backoffice;

  app.get(
    '/admin-api/player-tags',
    {
      onRequest: readers,
      schema: {
        tags,
        summary: 'Every player tag in use with how many players carry it',
        response: { 200: ZTagCountsResponseSchema, ...errors },
      },
    },
    async () => ({ success: true as const, data: await bo().tagCounts() }),
  );

  app.get(
    '/admin-api/players/:id/tags',
    {
      onRequest: readers,
      schema: {
        tags,
        summary: "The player's tags, who added each and when",
        params: ZParamsSchema,
        response: { 200: ZPlayerTagsResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await bo().playerTags(request.params.id) }),
  );

  app.post(
    '/admin-api/players/:id/tags',
    {
      onRequest: taggers,
      schema: {
        tags,
        summary: 'Tag the player (audited with the reason). Errors: 409 TAG_EXISTS',
        params: ZParamsSchema,
        body: ZPlayerTagRequestSchema,
        response: { 200: ZPlayerTagsResponseSchema, 409: ZApiErrorSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await bo().addPlayerTag(request.params.id, request.body.tag, request.body.reason, actorOf(request)),
    }),
  );

  app.delete(
    '/admin-api/players/:id/tags/:tag',
    {
      onRequest: taggers,
      schema: {
        tags,
        summary: "Remove one of the player's tags (audited with the reason). Errors: 404 TAG_NOT_FOUND",
        params: ZPlayerTagParamsSchema,
        body: ZPlayerTagDeleteRequestSchema,
        response: { 200: ZPlayerTagsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await bo().removePlayerTag(request.params.id, request.params.tag, request.body.reason, actorOf(request)),
    }),
  );

  app.get(
    '/admin-api/players/:id/linked-accounts',
    {
      onRequest: readers,
      schema: {
        tags,
        summary:
          'Other accounts sharing a device, an address, a bank account or an ID number with the player (audited)',
        params: ZParamsSchema,
        response: { 200: ZLinkedAccountsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await bo().linkedAccounts(request.params.id, staffOf(request).role === 'support', actorOf(request)),
    }),
  );

  app.get(
    '/admin-api/players/:id/acquisition',
    {
      onRequest: readers,
      schema: {
        tags,
        summary: 'The affiliate id and campaign (UTM) codes captured when the player signed up',
        params: ZParamsSchema,
        response: { 200: ZSuccessSchema(ZPlayerAcquisitionSchema), ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await bo().acquisition(request.params.id) }),
  );
};
