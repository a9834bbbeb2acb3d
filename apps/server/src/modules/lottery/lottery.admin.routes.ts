import { ZApiErrorSchema } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, requireStaff } from '../admin/admin.guard';
import type { LotteryAdmin } from './lottery.admin';

const errors = {
  400: ZApiErrorSchema,
  401: ZApiErrorSchema,
  403: ZApiErrorSchema,
  404: ZApiErrorSchema,
  409: ZApiErrorSchema,
};
/** The lottery's view of a draw (packages/lottery/src/server/views.ts). */
const ZDraw = z.object({
  id: z.number(),
  game: z.string(),
  code: z.string(),
  region: z.string(),
  province: z.string(),
  provinceName: z.string(),
  format: z.string(),
  drawAt: z.string(),
  closeAt: z.string(),
  cancelAt: z.string(),
  status: z.enum(['open', 'drawn', 'settled', 'cancelled']),
  result: z.unknown(),
  fairness: z
    .object({
      serverSeedHash: z.string().nullable(),
      serverSeed: z.string().nullable(),
      clientSeed: z.string(),
      nonce: z.literal(0),
    })
    .nullable(),
});
const ZDrawResponse = z.object({ success: z.literal(true), data: ZDraw });

/** Staff routes of the built-in lottery: the open draws and "draw now" (audited). */
export function lotteryAdminRoutes(admin: () => LotteryAdmin): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin-api/lottery/draws/open',
      {
        onRequest: requireStaff('superadmin'),
        schema: {
          tags: ['admin', 'lottery'],
          summary: 'The lottery draws taking tickets now, soonest first',
          querystring: z.object({ game: z.enum(['lode-sieutoc', 'lode-3mien', 'mega645', 'power655']) }),
          response: {
            200: z.object({ success: z.literal(true), data: z.array(ZDraw) }),
            ...errors,
          },
        },
      },
      async (request) => ({ success: true as const, data: await admin().openDraws(request.query.game) }),
    );

    app.post(
      '/admin-api/lottery/draws/:id/draw-now',
      {
        onRequest: requireStaff('superadmin'),
        schema: {
          tags: ['admin', 'lottery'],
          summary: 'Draw a sandbox lottery draw now (closes it to new tickets; audited)',
          description:
            'Draws from the seed committed when the draw opened, so the sheet is the one the schedule would have drawn. Errors: 404 DRAW_NOT_FOUND, 409 DRAW_NOT_OPEN, 409 DRAW_NOT_SANDBOX.',
          params: z.object({
            id: z.coerce
              .number()
              .int()
              .positive()
              .max(2 ** 53),
          }),
          response: { 200: ZDrawResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await admin().drawNow(request.params.id, actorOf(request)),
      }),
    );
  };
}
