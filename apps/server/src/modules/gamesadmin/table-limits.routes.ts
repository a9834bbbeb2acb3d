import {
  ZApiErrorSchema,
  ZStaffTableLimitsListResponseSchema,
  ZStaffTableLimitsResponseSchema,
  ZTableLimitsSchema,
} from '@app/contract';
import { LIMITED_TABLE_CODES } from '@app/house-games/server';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, requireStaff } from '../admin/admin.guard';
import type { TableLimitsAdmin } from './table-limits.admin';

const errors = { 400: ZApiErrorSchema, 401: ZApiErrorSchema, 403: ZApiErrorSchema };
const ZTableParams = z.object({ table: z.enum(LIMITED_TABLE_CODES, { error: 'Bàn chơi không tồn tại' }) });

/** Stake limits of the house's tables, shared and per-player (superadmin; audited as house.table_limits). */
export function tableLimitsRoutes(admin: () => TableLimitsAdmin): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin-api/house/table-limits',
      {
        onRequest: requireStaff('superadmin'),
        schema: {
          tags: ['admin', 'games'],
          summary:
            "The house tables' stake limits per bet spot and per round (VND), shared tables and per-player games, with the defaults",
          response: { 200: ZStaffTableLimitsListResponseSchema, ...errors },
        },
      },
      async () => ({ success: true as const, data: await admin().list() }),
    );

    app.put(
      '/admin-api/house/table-limits/:table',
      {
        onRequest: requireStaff('superadmin'),
        schema: {
          tags: ['admin', 'games'],
          summary:
            "Set a table's stake limits (a shared table code or a per-player game code; audited); the next bet on every instance is checked against them",
          description:
            'Multiples of 1,000 VND; 1,000 ≤ spotMin ≤ spotMax ≤ 50,000,000; spotMin ≤ roundMin ≤ roundMax; spotMax ≤ roundMax. 400 TABLE_LIMITS_INVALID otherwise.',
          params: ZTableParams,
          body: ZTableLimitsSchema,
          response: { 200: ZStaffTableLimitsResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await admin().set(request.params.table, request.body, actorOf(request)),
      }),
    );
  };
}
