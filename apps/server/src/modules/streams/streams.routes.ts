import { ZApiErrorSchema, ZStreamVerifyRequestSchema, ZStreamVerifyResponseSchema } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HttpTransport } from './streams.client';
import { streamSandboxRoutes } from './streams.sandbox';

/** In sandbox mode the client's requests go into our own /sandbox/streams routes, in-process. */
function loopback(app: FastifyInstance): HttpTransport {
  return async (request, timeoutMs) => {
    const url = new URL(request.url);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(Object.assign(new Error('timed out'), { name: 'TimeoutError' })), timeoutMs);
    });
    try {
      const res = await Promise.race([
        app.inject({
          method: 'POST',
          url: `${url.pathname}${url.search}`,
          headers: request.headers,
          payload: request.body,
        }),
        timeout,
      ]);
      return { status: res.statusCode, body: res.body };
    } finally {
      clearTimeout(timer);
    }
  };
}

export const streamsRoutes: FastifyPluginAsyncZod = async (app) => {
  const streams = app.services.streams;
  if (streams.sandbox) {
    await app.register(streamSandboxRoutes(streams.sandbox), { prefix: '/sandbox/streams' });
    streams.useTransport(loopback(app));
  }

  app.post(
    '/api/stream/verify',
    {
      schema: {
        tags: ['games'],
        summary:
          'Live video of a game card: a token and playable address for streamInfo {groupId, streamId} on this site',
        body: ZStreamVerifyRequestSchema,
        response: {
          200: ZStreamVerifyResponseSchema,
          400: ZApiErrorSchema,
          404: ZApiErrorSchema,
          503: ZApiErrorSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await streams.playback(request.body, request.hostname),
    }),
  );
};
