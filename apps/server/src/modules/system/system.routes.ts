import { ZApiErrorSchema, ZSystemConfigurationsResponseSchema } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/system/configurations',
    {
      schema: {
        tags: ['system'],
        summary: 'Site configuration loaded at app start',
        response: { 200: ZSystemConfigurationsResponseSchema, 503: ZApiErrorSchema },
      },
    },
    async () => ({ success: true as const, data: app.services.system.configurations() }),
  );

  app.get(
    '/healthz',
    { schema: { tags: ['system'], response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['system'],
        response: {
          200: z.object({ status: z.literal('ready') }),
          503: z.object({ status: z.literal('unavailable') }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await app.db.pool.query('SELECT 1');
        return { status: 'ready' as const };
      } catch {
        return reply.status(503).send({ status: 'unavailable' as const });
      }
    },
  );
};
