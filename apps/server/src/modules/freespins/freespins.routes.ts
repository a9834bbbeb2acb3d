import { ZApiErrorSchema, ZFreeRoundsResponseSchema } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { playerOf, requirePlayer } from '../auth/auth.guard';

/** The player's free rounds of a slot (decision 164): current grants and the history of ended ones. */
export const freeSpinsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/free-spins',
    {
      onRequest: requirePlayer,
      schema: {
        tags: ['freespins'],
        summary: "The caller's free rounds: what is left on each grant, what they won, and grants used up or expired",
        response: { 200: ZFreeRoundsResponseSchema, 401: ZApiErrorSchema },
      },
    },
    async (request) => ({ success: true as const, data: await app.services.freeSpins.ofPlayer(playerOf(request).id) }),
  );
};
