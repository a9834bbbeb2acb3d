import { ZApiErrorSchema, ZWalletBalanceResponseSchema } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { playerOf, requirePlayer } from '../auth/auth.guard';
import type { WalletBalance } from './wallet.types';

const errors = {
  400: ZApiErrorSchema,
  401: ZApiErrorSchema,
  403: ZApiErrorSchema,
  500: ZApiErrorSchema,
  503: ZApiErrorSchema,
};

export interface WalletRoutesOptions {
  /** Comment lines sent to keep idle proxies from closing the stream. */
  heartbeatMs?: number;
}

/** The player's balance, once and as a stream (Server-Sent Events) fed by LISTEN/NOTIFY. */
export const walletRoutes: FastifyPluginAsyncZod<WalletRoutesOptions> = async (app, opts) => {
  const wallet = app.services.wallet;
  const heartbeatMs = opts.heartbeatMs ?? 20_000;
  const openStreams = new Set<() => void>();

  // Open streams would keep the server from closing: end them first.
  app.addHook('preClose', async () => {
    for (const end of [...openStreams]) end();
  });

  app.get(
    '/api/user/balance',
    {
      onRequest: requirePlayer,
      schema: {
        tags: ['wallet'],
        summary: 'The player’s balances: cash, bonus, held (withdrawals in progress), available',
        response: { 200: ZWalletBalanceResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await wallet.getPlayerBalance(playerOf(request).id) }),
  );

  app.get(
    '/api/user/balance/stream',
    {
      onRequest: requirePlayer,
      schema: {
        tags: ['wallet'],
        summary: 'Balance updates as Server-Sent Events',
        description:
          'text/event-stream. Sends `event: balance` with the same object as GET /api/user/balance: the current ' +
          'balance at once, then after every change. Comment lines every 20 s keep the connection open.',
        produces: ['text/event-stream'],
        response: { 200: z.string().describe('event stream'), ...errors },
      },
    },
    async (request, reply) => {
      const playerId = playerOf(request).id;
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // Tell nginx-style proxies not to buffer the stream.
        'x-accel-buffering': 'no',
      });
      res.write('retry: 3000\n\n');

      let last = '';
      let ended = false;
      const send = (balance: WalletBalance) => {
        const data = JSON.stringify(balance);
        if (ended || data === last) return;
        last = data;
        res.write(`event: balance\ndata: ${data}\n\n`);
      };
      const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), heartbeatMs);
      heartbeat.unref();
      let unsubscribe = () => {};
      const end = () => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        unsubscribe();
        openStreams.delete(end);
        res.end();
      };
      openStreams.add(end);
      request.raw.on('close', end);
      try {
        // Subscribe before reading, so a change between the read and the subscription is not lost.
        unsubscribe = await wallet.hub.subscribe(playerId, { onBalance: send, onEnd: end });
        if (ended) unsubscribe();
        send(await wallet.getPlayerBalance(playerId));
      } catch (err) {
        request.log.error({ err }, 'balance stream could not start');
        end();
      }
    },
  );
};
