import {
  ZApiErrorSchema,
  ZGameImageParamsSchema,
  ZProviderCodeParamsSchema,
  ZStaffGameImageRequestSchema,
  ZStaffGameListResponseSchema,
  ZStaffGameNameListResponseSchema,
  ZStaffGameNameParamsSchema,
  ZStaffGameNameResponseSchema,
  ZStaffGameNameUpdateRequestSchema,
  ZStaffGameParamsSchema,
  ZStaffGameResponseSchema,
  ZStaffGameUpdateRequestSchema,
  ZStaffProviderListResponseSchema,
  ZStaffProviderResponseSchema,
  ZStaffProviderUpdateRequestSchema,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/errors';
import { actorOf, requireStaff } from '../admin/admin.guard';

const errors = { 400: ZApiErrorSchema, 401: ZApiErrorSchema, 403: ZApiErrorSchema, 404: ZApiErrorSchema };

/**
 * Games and providers in the back office (decision 099): providers (switch, keys) are for a
 * superadmin; the catalogue's curation (show, hide, order, hot/new, pictures) for content too.
 */
export const gamesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const svc = () => app.services.gamesAdmin;
  const superadmin = requireStaff('superadmin');
  const curator = requireStaff('content');

  app.get(
    '/admin-api/providers',
    {
      onRequest: superadmin,
      schema: {
        tags: ['admin', 'games'],
        summary: 'Game providers with their switch, masked key and game counts',
        response: { 200: ZStaffProviderListResponseSchema, ...errors },
      },
    },
    async () => ({ success: true as const, data: await svc().providers() }),
  );

  app.put(
    '/admin-api/providers/:code',
    {
      onRequest: superadmin,
      schema: {
        tags: ['admin', 'games'],
        summary:
          'Enable or disable a provider, or set its key (write only); audited. A disabled provider leaves the lobbies at once. 409 PROVIDER_KEYS_MANAGED for built-in providers',
        params: ZProviderCodeParamsSchema,
        body: ZStaffProviderUpdateRequestSchema,
        response: { 200: ZStaffProviderResponseSchema, 409: ZApiErrorSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await svc().updateProvider(actorOf(request), request.params.code, request.body),
    }),
  );

  app.get(
    '/admin-api/games',
    {
      onRequest: curator,
      schema: {
        tags: ['admin', 'games'],
        summary: 'Every catalogue game, hidden ones included, in lobby order',
        response: { 200: ZStaffGameListResponseSchema, ...errors },
      },
    },
    async () => ({ success: true as const, data: await svc().games() }),
  );

  app.put(
    '/admin-api/games/:id',
    {
      onRequest: curator,
      schema: {
        tags: ['admin', 'games'],
        summary:
          'Show or hide a game, set its order and its hot/new flags, or rename it in Vietnamese and English (audited; names staff give survive a re-seed)',
        params: ZStaffGameParamsSchema,
        body: ZStaffGameUpdateRequestSchema,
        response: { 200: ZStaffGameResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await svc().updateGame(actorOf(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/admin-api/game-names',
    {
      onRequest: curator,
      schema: {
        tags: ['admin', 'games'],
        summary: 'Lobbies (studios) and categories with their Vietnamese and English names',
        response: { 200: ZStaffGameNameListResponseSchema, ...errors },
      },
    },
    async () => ({ success: true as const, data: await svc().names() }),
  );

  app.put(
    '/admin-api/game-names/:kind/:code',
    {
      onRequest: curator,
      schema: {
        tags: ['admin', 'games'],
        summary:
          'Name a lobby or a category in Vietnamese and (optionally) English; the English site shows the English, else the Vietnamese (audited)',
        params: ZStaffGameNameParamsSchema,
        body: ZStaffGameNameUpdateRequestSchema,
        response: { 200: ZStaffGameNameResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await svc().rename(actorOf(request), request.params.kind, request.params.code, request.body),
    }),
  );

  app.post(
    '/admin-api/games/:id/image',
    {
      onRequest: curator,
      bodyLimit: 1024 * 1024,
      schema: {
        tags: ['admin', 'games'],
        summary:
          "Replace the game's picture: a JPEG, PNG or WebP data: URL of at most 512 KB, checked by its bytes (audited). 400 GAME_IMAGE_INVALID",
        params: ZStaffGameParamsSchema,
        body: ZStaffGameImageRequestSchema,
        response: { 200: ZStaffGameResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await svc().uploadImage(actorOf(request), request.params.id, request.body.image),
    }),
  );

  app.get(
    '/media/games/:file',
    {
      schema: {
        tags: ['games'],
        summary: 'An uploaded game picture; its address changes with the picture, so it is cached for good',
        params: ZGameImageParamsSchema,
        response: { 200: z.any(), 400: ZApiErrorSchema, 404: ZApiErrorSchema },
      },
    },
    async (request, reply) => {
      const img = await svc().image(request.params.file);
      if (!img) throw new AppError(404, 'NOT_FOUND', 'Không tìm thấy ảnh');
      return reply
        .type(img.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(img.data);
    },
  );
};
