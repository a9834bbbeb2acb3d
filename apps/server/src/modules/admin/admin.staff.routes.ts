import {
  ZApiErrorSchema,
  ZCreateStaffRequestSchema,
  ZResetStaffAuthenticatorRequestSchema,
  ZStaffAccountListResponseSchema,
  ZStaffAccountResponseSchema,
  ZStaffResponseSchema,
  ZUpdateStaffAccountRequestSchema,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, requireStaff } from './admin.guard';

const errors = { 400: ZApiErrorSchema, 401: ZApiErrorSchema, 403: ZApiErrorSchema };
const ZStaffParamsSchema = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** Staff accounts, run by a superadmin (issue 39): every change audited with a reason. */
export const staffAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin-api/staff',
    {
      onRequest: requireStaff('superadmin'),
      schema: {
        tags: ['admin'],
        summary: 'Staff accounts with their authenticator, last sign-in and open sessions',
        response: { 200: ZStaffAccountListResponseSchema, ...errors },
      },
    },
    async () => ({ success: true as const, data: await app.services.admin.accounts.list() }),
  );

  app.post(
    '/admin-api/staff',
    {
      onRequest: requireStaff('superadmin'),
      schema: {
        tags: ['admin'],
        summary: 'Create a staff account (superadmin)',
        body: ZCreateStaffRequestSchema,
        response: { 200: ZStaffResponseSchema, 409: ZApiErrorSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await app.services.admin.createStaff(request.body, actorOf(request)),
    }),
  );

  app.patch(
    '/admin-api/staff/:id',
    {
      onRequest: requireStaff('superadmin'),
      schema: {
        tags: ['admin'],
        summary: "Change a staff member's role, or disable or re-enable the account, with a reason",
        description:
          "Ends the account's sessions. Errors: 404 NOT_FOUND, 409 STAFF_SELF_CHANGE (your own account), 409 STAFF_LAST_SUPERADMIN, 409 STAFF_NO_CHANGE.",
        params: ZStaffParamsSchema,
        body: ZUpdateStaffAccountRequestSchema,
        response: { 200: ZStaffAccountResponseSchema, 404: ZApiErrorSchema, 409: ZApiErrorSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await app.services.admin.accounts.update(request.params.id, request.body, actorOf(request)),
    }),
  );

  app.post(
    '/admin-api/staff/:id/authenticator-reset',
    {
      onRequest: requireStaff('superadmin'),
      schema: {
        tags: ['admin'],
        summary: "Forget a staff member's authenticator and recovery codes: the next sign-in enrols a new one",
        description: "Ends the account's sessions. Errors: 404 NOT_FOUND, 409 STAFF_SELF_CHANGE.",
        params: ZStaffParamsSchema,
        body: ZResetStaffAuthenticatorRequestSchema,
        response: { 200: ZStaffAccountResponseSchema, 404: ZApiErrorSchema, 409: ZApiErrorSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await app.services.admin.accounts.resetAuthenticator(
        request.params.id,
        request.body.reason,
        actorOf(request),
      ),
    }),
  );
};
