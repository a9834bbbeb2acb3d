import { ZApiErrorSchema } from '@app/contract';
import { MARKET_TYPES, type MarketType } from '@app/sportsbook';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, requireStaff } from '../admin/admin.guard';
import type { SportsAdmin } from './sports.admin';

const errors = { 400: ZApiErrorSchema, 401: ZApiErrorSchema, 403: ZApiErrorSchema };

const ZMarket = z.enum(MARKET_TYPES);
const ZMarginRow = z.object({ market: ZMarket, label: z.string(), margin: z.number(), defaultMargin: z.number() });
const margin = z
  .number({ error: 'Biên lợi nhuận phải là một số' })
  .min(0, { error: 'Biên lợi nhuận không được âm' })
  .max(0.3, { error: 'Biên lợi nhuận tối đa là 30%' })
  // whole tenths of a percent: what the screen offers, and what the audit log shows
  .refine((v) => Math.abs(v * 1000 - Math.round(v * 1000)) < 1e-9, {
    error: 'Biên lợi nhuận chỉ lấy đến 0,1%',
  });
const ZMarginsBody = z.object({
  margins: z
    .partialRecord(ZMarket, margin)
    .refine((m) => Object.keys(m).length > 0, { error: 'Chưa có biên lợi nhuận nào để lưu' }),
});

/** Staff settings of the built-in sportsbook: margins per market type (superadmin; audited). */
export function sportsAdminRoutes(admin: () => SportsAdmin): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin-api/sports/margins',
      {
        onRequest: requireStaff('superadmin'),
        schema: {
          tags: ['admin', 'sports'],
          summary: "The sportsbook's margin per market type (0.05 = 5%) and its default",
          response: { 200: z.object({ success: z.literal(true), data: z.array(ZMarginRow) }), ...errors },
        },
      },
      async () => ({ success: true as const, data: await admin().margins() }),
    );

    app.put(
      '/admin-api/sports/margins',
      {
        onRequest: requireStaff('superadmin'),
        schema: {
          tags: ['admin', 'sports'],
          summary: 'Set margins of some market types (audited); listed matches are priced again at once',
          description:
            'Each margin 0 to 0.3 in steps of 0.001. The sandbox feed prices its listed matches again at once; a real feed cuts its next prices to the new margins.',
          body: ZMarginsBody,
          response: {
            200: z.object({
              success: z.literal(true),
              data: z.object({ margins: z.array(ZMarginRow), repriced: z.number().int() }),
            }),
            ...errors,
          },
        },
      },
      async (request) => ({
        success: true as const,
        data: await admin().setMargins(request.body.margins as Partial<Record<MarketType, number>>, actorOf(request)),
      }),
    );
  };
}
