import {
  ZAdminDepositSchema,
  ZAdminListQuerySchema,
  ZAdminWithdrawalSchema,
  ZApiErrorSchema,
  ZHeldReturnSchema,
  ZIdParamsSchema,
  ZMarkPaidRequestSchema,
  ZPaginationMetaSchema,
  ZPaymentExceptionSchema,
  ZPaymentSettingsRequestSchema,
  ZPaymentSettingsResponseSchema,
  ZRejectRequestSchema,
  ZResolveExceptionRequestSchema,
  ZReturnHeldRequestSchema,
  ZSuccessSchema,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pagination } from '../../http/pagination';
import { actorOf, requireStaff } from '../admin/admin.guard';

const errors = {
  400: ZApiErrorSchema,
  401: ZApiErrorSchema,
  403: ZApiErrorSchema,
  404: ZApiErrorSchema,
  409: ZApiErrorSchema,
};
const tags = ['admin', 'payments'];
const paged = <T extends z.ZodType>(item: T) =>
  z.object({ success: z.literal(true), data: z.array(item), meta: ZPaginationMetaSchema });
const meta = (q: { page: number; per_page: number }, total: number) => ({
  pagination: pagination(q.page, q.per_page, total),
});

/** Staff review of withdrawals, deposits, payment exceptions and cashier settings. */
export const paymentsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const payments = () => app.services.payments;
  const finance = requireStaff('finance');

  app.get(
    '/admin-api/withdrawals',
    {
      onRequest: requireStaff('finance', 'support'),
      schema: {
        tags,
        summary: 'Withdrawals (filter status, method, playerId)',
        querystring: ZAdminListQuerySchema,
        response: { 200: paged(ZAdminWithdrawalSchema), ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await payments().listWithdrawals({ ...q, perPage: q.per_page });
      return { success: true as const, data: rows, meta: meta(q, total) };
    },
  );

  app.post(
    '/admin-api/withdrawals/:id/approve',
    {
      onRequest: finance,
      schema: {
        tags,
        summary:
          'Approve a pending withdrawal and send it to the payout adapter. Errors: 409 WITHDRAWAL_STATUS, 409 AML_FLAG_OPEN (the player has an open AML flag)',
        params: ZIdParamsSchema,
        response: { 200: ZSuccessSchema(ZAdminWithdrawalSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await payments().approveWithdrawal(request.params.id, actorOf(request)),
    }),
  );

  app.post(
    '/admin-api/withdrawals/:id/reject',
    {
      onRequest: finance,
      schema: {
        tags,
        summary: 'Reject a pending withdrawal; the money returns to the player, who sees the reason',
        params: ZIdParamsSchema,
        body: ZRejectRequestSchema,
        response: { 200: ZSuccessSchema(ZAdminWithdrawalSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await payments().rejectWithdrawal(request.params.id, request.body.reason, actorOf(request)),
    }),
  );

  app.post(
    '/admin-api/withdrawals/:id/mark-paid',
    {
      onRequest: finance,
      schema: {
        tags,
        summary:
          'Record a payout as paid (processing or unknown, after reconciliation). Errors: 409 WITHDRAWAL_STATUS, 409 AML_FLAG_OPEN',
        params: ZIdParamsSchema,
        body: ZMarkPaidRequestSchema,
        response: { 200: ZSuccessSchema(ZAdminWithdrawalSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await payments().markWithdrawalPaid(request.params.id, request.body.reference, actorOf(request)),
    }),
  );

  app.post(
    '/admin-api/withdrawals/:id/mark-failed',
    {
      onRequest: finance,
      schema: {
        tags,
        summary: 'Record a payout as not paid after reconciliation; the money returns to the player',
        params: ZIdParamsSchema,
        body: ZRejectRequestSchema,
        response: { 200: ZSuccessSchema(ZAdminWithdrawalSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await payments().markWithdrawalFailed(request.params.id, request.body.reason, actorOf(request)),
    }),
  );

  app.get(
    '/admin-api/deposits',
    {
      onRequest: requireStaff('finance', 'support'),
      schema: {
        tags,
        summary: 'Deposits (filter status, method, playerId)',
        querystring: ZAdminListQuerySchema,
        response: { 200: paged(ZAdminDepositSchema), ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await payments().listDeposits({ ...q, perPage: q.per_page });
      return { success: true as const, data: rows, meta: meta(q, total) };
    },
  );

  app.get(
    '/admin-api/payment-exceptions',
    {
      onRequest: requireStaff('finance', 'support'),
      schema: {
        tags,
        summary:
          'Underpaid, overpaid, unknown-code, late and unmatched payments, and money held back by player protection (over_limit, player_excluded, player_disabled)',
        querystring: ZAdminListQuerySchema,
        response: { 200: paged(ZPaymentExceptionSchema), ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await payments().listExceptions({ status: q.status, page: q.page, perPage: q.per_page });
      return { success: true as const, data: rows, meta: meta(q, total) };
    },
  );

  app.post(
    '/admin-api/payment-exceptions/:id/resolve',
    {
      onRequest: finance,
      schema: {
        tags,
        summary:
          'Credit the money to a player (held back instead when the player is self-excluded, disabled or over a deposit limit), or dismiss (returned outside the platform); held money: 409 PAYMENT_HELD_RETURN_ONLY',
        params: ZIdParamsSchema,
        body: ZResolveExceptionRequestSchema,
        response: { 200: ZSuccessSchema(ZPaymentExceptionSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await payments().resolveException(request.params.id, request.body, actorOf(request)),
    }),
  );

  app.post(
    '/admin-api/payment-exceptions/:id/return',
    {
      onRequest: finance,
      schema: {
        tags,
        summary:
          "Return money held back by player protection to its source (the bank sender's account, else a verified bank account of the player): a bank payout from the player's held deposits, once per exception",
        params: ZIdParamsSchema,
        body: ZReturnHeldRequestSchema,
        response: { 200: ZSuccessSchema(ZHeldReturnSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await payments().returnHeldDeposit(request.params.id, request.body, actorOf(request)),
    }),
  );

  app.get(
    '/admin-api/payments/settings',
    {
      onRequest: requireStaff('finance'),
      schema: {
        tags,
        summary: 'Cashier settings (secrets masked)',
        response: { 200: ZPaymentSettingsResponseSchema, ...errors },
      },
    },
    async () => ({ success: true as const, data: await payments().settingsForStaff() }),
  );

  app.put(
    '/admin-api/payments/settings',
    {
      onRequest: requireStaff('superadmin'),
      schema: {
        tags,
        summary: 'Replace cashier settings; a masked secret keeps its current value',
        body: ZPaymentSettingsRequestSchema,
        response: { 200: ZPaymentSettingsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await payments().updateSettings(request.body, actorOf(request)),
    }),
  );
};
