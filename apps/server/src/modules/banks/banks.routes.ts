import {
  BankMessage,
  ZAddBankAccountRequestSchema,
  ZAdminListQuerySchema,
  ZApiErrorSchema,
  ZBankAccountListResponseSchema,
  ZBankAccountResponseSchema,
  ZBankListResponseSchema,
  ZIdParamsSchema,
  ZPaginationMetaSchema,
  ZRejectRequestSchema,
  ZStaffBankAccountSchema,
  ZSuccessSchema,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pagedAnswer } from '../../http/pagination';
import { actorOf, requireStaff } from '../admin/admin.guard';
import { playerOf, requirePlayer } from '../auth/auth.guard';

const errors = { 400: ZApiErrorSchema, 401: ZApiErrorSchema, 403: ZApiErrorSchema };

/** Bank list, players' bank accounts, and staff verification. */
export const banksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/payment/banks',
    {
      schema: {
        tags: ['banks'],
        summary: 'Vietnamese banks (NAPAS BIN, short name, name) for the add-bank form',
        response: { 200: ZBankListResponseSchema },
      },
    },
    async () => ({ success: true as const, data: [...app.services.banks.listBanks()] }),
  );

  app.get(
    '/api/user/bank',
    {
      onRequest: requirePlayer,
      schema: {
        tags: ['banks'],
        summary: "The player's bank accounts (empty by default)",
        response: { 200: ZBankAccountListResponseSchema, 401: ZApiErrorSchema },
      },
    },
    async (request) => ({ success: true as const, data: await app.services.banks.listAccounts(playerOf(request).id) }),
  );

  app.post(
    '/api/user/bank',
    {
      onRequest: requirePlayer,
      schema: {
        tags: ['banks'],
        summary: 'Add a bank account; it starts as verifying until staff verify it',
        description: `Holder name upper case without accents. Errors: 400 VALIDATION_ERROR, 403 EXCLUDED_ON_REGISTRY (the account matches a self-exclusion on a sister brand: decision 158), 409 BANK_ACCOUNT_EXISTS / BANK_ACCOUNT_TAKEN / BANK_ACCOUNT_LIMIT. Success message: "${BankMessage.ADDED}".`,
        body: ZAddBankAccountRequestSchema,
        response: { 200: ZBankAccountResponseSchema, 409: ZApiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const playerId = playerOf(request).id;
      await app.services.exclusions.assertPlayerAllowed(playerId, 'bank_account', {
        bankAccount: request.body,
        ip: request.ip,
      });
      return { success: true as const, data: await app.services.banks.addAccount(playerId, request.body) };
    },
  );

  app.get(
    '/admin-api/bank-accounts',
    {
      onRequest: requireStaff('support', 'finance'),
      schema: {
        tags: ['admin', 'banks'],
        summary: 'Bank accounts for review (filter status=verifying)',
        querystring: ZAdminListQuerySchema,
        response: {
          200: z.object({
            success: z.literal(true),
            data: z.array(ZStaffBankAccountSchema),
            meta: ZPaginationMetaSchema,
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await app.services.banks.listForStaff({ ...q, perPage: q.per_page });
      return pagedAnswer(rows, q, total);
    },
  );

  app.post(
    '/admin-api/bank-accounts/:id/verify',
    {
      onRequest: requireStaff('support', 'finance'),
      schema: {
        tags: ['admin', 'banks'],
        summary: 'Verify a bank account (verifying -> verified)',
        params: ZIdParamsSchema,
        response: {
          200: ZSuccessSchema(ZStaffBankAccountSchema),
          404: ZApiErrorSchema,
          409: ZApiErrorSchema,
          ...errors,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await app.services.banks.review(request.params.id, { status: 'verified' }, actorOf(request)),
    }),
  );

  app.post(
    '/admin-api/bank-accounts/:id/reject',
    {
      onRequest: requireStaff('support', 'finance'),
      schema: {
        tags: ['admin', 'banks'],
        summary: 'Reject a bank account with a reason the player sees',
        params: ZIdParamsSchema,
        body: ZRejectRequestSchema,
        response: {
          200: ZSuccessSchema(ZStaffBankAccountSchema),
          404: ZApiErrorSchema,
          409: ZApiErrorSchema,
          ...errors,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await app.services.banks.review(
        request.params.id,
        { status: 'rejected', reason: request.body.reason },
        actorOf(request),
      ),
    }),
  );
};
