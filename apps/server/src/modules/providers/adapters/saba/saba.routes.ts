import { text } from '@app/contract';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiSecurityHeaders } from '../../../../plugins/security-headers';
import { SABA_MESSAGES, SabaStatus } from './saba.codes';

/** SABA's answer: `status` always, `msg` (null on success), the action's own fields beside them. */
const ZSabaAnswerSchema = z.object({ status: z.string(), msg: z.string().nullable() }).loose();

const failure = (status: '101' | '999') => ({ status, msg: SABA_MESSAGES[status] });

/**
 * SABA's seamless wallet, `POST /provider/saba/{action}` (docs/saba.md): gzip-compressed JSON
 * `{key, message}` in, JSON out. Always HTTP 200 with SABA's `status`: a body that cannot be read
 * is 101, anything unexpected 999 (SABA retries confirm, settle and adjust; cancels a placebet).
 */
export const sabaRoutes: FastifyPluginAsyncZod = async (app) => {
  const secured = apiSecurityHeaders();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_request, body, done) =>
    done(null, body),
  );
  app.setErrorHandler((error: FastifyError, request, reply) => {
    secured(request, reply);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.status(200).send(failure(SabaStatus.PARAMETERS_INCORRECT));
    request.log.error({ err: error }, 'SABA callback failed before its handler');
    return reply.status(200).send(failure(SabaStatus.SYSTEM_ERROR));
  });

  app.post(
    '/provider/saba/:action',
    {
      schema: {
        tags: ['provider'],
        summary: "SABA (OneWorks) seamless wallet: gzip JSON {key, message}, SABA's own protocol",
        params: z.object({ action: text().max(64) }),
        response: { 200: ZSabaAnswerSchema },
      },
    },
    async (request, reply) => {
      secured(request, reply);
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return app.services.providerAdapters.saba.handle(request.params.action, body, request.ip);
    },
  );
};
