import {
  ZApiErrorSchema,
  ZStaffPlayerTransfersResponseSchema,
  ZTransferLeaveResponseSchema,
  ZTransferOpenRequestSchema,
  ZTransferOpenResponseSchema,
  ZTransferParamsSchema,
  ZTransferPositionsResponseSchema,
  ZTransferStaffParamsSchema,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../admin/admin.guard';
import { playerOf, requirePlayer } from '../auth/auth.guard';
import type { OrderRow } from './transfers.repository';

const errors = {
  400: ZApiErrorSchema,
  401: ZApiErrorSchema,
  403: ZApiErrorSchema,
  404: ZApiErrorSchema,
  409: ZApiErrorSchema,
  429: ZApiErrorSchema,
  502: ZApiErrorSchema,
  503: ZApiErrorSchema,
};

const orderView = (o: OrderRow) => ({
  id: o.id,
  direction: o.direction,
  amount: o.amount,
  status: o.status,
  reason: o.reason,
  createdAt: o.createdAt.toISOString(),
});

/** The player's money at the transfer-wallet providers, and opening and leaving their games (decision 134). */
export const transfersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/transfers',
    {
      onRequest: requirePlayer,
      schema: {
        tags: ['transfers'],
        summary: "The player's money at each transfer-wallet provider, apart from the wallet, with what is in flight",
        response: { 200: ZTransferPositionsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await app.services.transfers.positions(playerOf(request).id, { seen: true }),
    }),
  );

  app.post(
    '/api/user/transfers/:code/open',
    {
      onRequest: requirePlayer,
      schema: {
        tags: ['transfers'],
        summary: "Opens the provider's game: the amount (default all the cash) goes there under an idempotent order id",
        params: ZTransferParamsSchema,
        body: ZTransferOpenRequestSchema,
        response: { 200: ZTransferOpenResponseSchema, ...errors },
      },
    },
    async (request) => {
      const r = await app.services.transfers.open(playerOf(request).id, request.params.code, {
        amount: request.body.amount,
        mobile: request.body.mobile,
        ip: request.ip,
      });
      return {
        success: true as const,
        data: { url: r.url, order: r.order && orderView(r.order), position: r.position },
      };
    },
  );

  app.post(
    '/api/user/transfers/:code/leave',
    {
      onRequest: requirePlayer,
      schema: {
        tags: ['transfers'],
        summary: "Leaves the provider's game: the player's balance there comes back to the wallet",
        params: ZTransferParamsSchema,
        response: { 200: ZTransferLeaveResponseSchema, ...errors },
      },
    },
    async (request) => {
      const r = await app.services.transfers.leave(playerOf(request).id, request.params.code);
      return { success: true as const, data: { order: r.order && orderView(r.order), position: r.position } };
    },
  );

  app.get(
    '/admin-api/players/:id/transfers',
    {
      onRequest: requireStaff('support', 'finance', 'compliance'),
      schema: {
        tags: ['admin'],
        summary: "A player's money held at each transfer-wallet provider, their latest transfers and tickets",
        params: ZTransferStaffParamsSchema,
        response: { 200: ZStaffPlayerTransfersResponseSchema, ...errors },
      },
    },
    async (request) => {
      const id = request.params.id;
      const [positions, orders, tickets] = await Promise.all([
        app.services.transfers.positions(id),
        app.services.transfers.orders(id),
        app.services.transfers.staffTickets(id),
      ]);
      return { success: true as const, data: { positions, orders: orders.map(orderView), tickets } };
    },
  );
};
