import {
  ZApiErrorSchema,
  ZProviderAccountListResponseSchema,
  ZProviderAccountResponseSchema,
  ZProviderAccountUpdateRequestSchema,
  ZProviderCodeParamsSchema,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireStaff } from '../../admin/admin.guard';

const errors = { 400: ZApiErrorSchema, 401: ZApiErrorSchema, 403: ZApiErrorSchema, 404: ZApiErrorSchema };

/** The accounts of PP and AWC in the back office: a superadmin's, every change audited (decision 127). */
export const providerAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const superadmin = requireStaff('superadmin');

  app.get(
    '/admin-api/provider-accounts',
    {
      onRequest: superadmin,
      schema: {
        tags: ['admin', 'games'],
        summary: 'Accounts of the providers with their own wallet protocol (PP, AWC); keys never shown',
        response: { 200: ZProviderAccountListResponseSchema, ...errors },
      },
    },
    async () => ({ success: true as const, data: await app.services.providerAdapters.accounts() }),
  );

  app.put(
    '/admin-api/provider-accounts/:code',
    {
      onRequest: superadmin,
      schema: {
        tags: ['admin', 'games'],
        summary: 'Change a PP or AWC account: unit, address allow-list, limits, switch, key (write only); audited',
        params: ZProviderCodeParamsSchema,
        body: ZProviderAccountUpdateRequestSchema,
        response: { 200: ZProviderAccountResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await app.services.providerAdapters.updateAccount(actorOf(request), request.params.code, request.body),
    }),
  );
};
