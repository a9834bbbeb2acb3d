import { ZApiErrorSchema, ZSupportSettingsRequestSchema, ZSupportViewResponseSchema } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireStaff } from '../admin/admin.guard';

const errors = { 400: ZApiErrorSchema, 401: ZApiErrorSchema, 403: ZApiErrorSchema };

/** The brand's support channels and licence in the back office (decision 125). */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin-api/support',
    {
      onRequest: requireStaff('support'),
      schema: {
        tags: ['support'],
        summary: "The brand's support channels and licence as the site shows them",
        response: { 200: ZSupportViewResponseSchema, ...errors },
      },
    },
    async () => ({ success: true as const, data: await app.services.support.view() }),
  );

  app.put(
    '/admin-api/support',
    {
      onRequest: requireStaff('support'),
      schema: {
        tags: ['support'],
        summary: 'Set the support channels and licence (support, superadmin; audited with before and after)',
        body: ZSupportSettingsRequestSchema,
        response: { 200: ZSupportViewResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await app.services.support.update(request.body, actorOf(request)),
    }),
  );
};
