import { text, ZApiErrorSchema } from '@app/contract';
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

const goals = z
  .number({ error: 'Số bàn thắng không hợp lệ' })
  .int({ error: 'Số bàn thắng không hợp lệ' })
  .min(0)
  .max(99);
const ZResultBody = z
  .object({
    status: z.enum(['finished', 'awarded', 'abandoned', 'void'], { error: 'Trạng thái kết quả không hợp lệ' }),
    home: goals,
    away: goals,
    htHome: goals.nullable(),
    htAway: goals.nullable(),
    reason: text().trim().min(3, { error: 'Vui lòng ghi lý do (ít nhất 3 ký tự)' }).max(200),
  })
  .refine((b) => (b.htHome === null) === (b.htAway === null), { error: 'Tỷ số hiệp 1 cần đủ hai đội' })
  .refine((b) => b.status !== 'finished' || b.htHome !== null, { error: 'Trận đã kết thúc cần tỷ số hiệp 1' })
  .refine((b) => b.htHome === null || (b.htHome <= b.home && b.htAway! <= b.away), {
    error: 'Tỷ số hiệp 1 không được lớn hơn tỷ số cả trận',
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

    app.put(
      '/admin-api/sports/fixtures/:id/result',
      {
        // the trading desk's (decision 139)
        onRequest: requireStaff('trader'),
        schema: {
          tags: ['admin', 'sports'],
          summary: "Set or correct a match's result (audited); bets already paid get the difference",
          description:
            'finished needs the half-time score; awarded settles full-time markets on the score and voids first-half ones; abandoned settles what the score had decided; void voids every selection. The feed no longer changes a result staff set.',
          params: z.object({ id: z.uuid({ error: 'Trận đấu không tồn tại' }) }),
          body: ZResultBody,
          response: {
            200: z.object({ success: z.literal(true), data: z.object({ legs: z.number().int() }) }),
            ...errors,
            404: ZApiErrorSchema,
          },
        },
      },
      async (request) => {
        const { reason, ...outcome } = request.body;
        return {
          success: true as const,
          data: await admin().setResult(request.params.id, outcome, reason, actorOf(request)),
        };
      },
    );
  };
}
