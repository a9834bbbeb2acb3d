import { parse as parseQuery } from 'node:querystring';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiSecurityHeaders } from '../../../../plugins/security-headers';
import { AWC_DESCRIPTIONS, AwcStatus } from './awc.codes';

/** AWC's answer: `status` always, `desc` on errors, the balance on a player's calls. */
const ZAwcAnswerSchema = z.object({ status: z.string(), desc: z.string().optional() }).loose();

const failure = (status: '1036' | '9999') => ({ status, desc: AWC_DESCRIPTIONS[status] });

/** The two fields AWC posts; null when the body is not such a form. */
function awcForm(body: Buffer): { key?: string; message?: string } | null {
  // querystring: URLSearchParams's decoding at a fraction of its CPU (decision 152); a field sent twice is an array
  const params = parseQuery(body.toString('utf8'), '&', '=', { maxKeys: 0 });
  const { key, message } = params;
  if (typeof key !== 'string' || typeof message !== 'string') return null;
  return { key, message };
}

/**
 * AWC's seamless wallet, one URL for every action: `POST /provider/awc` with form fields `key`
 * and `message` (docs/provider-protocol.md). Always HTTP 200 with AWC's `status`: a body that
 * cannot be read is 1036, anything unexpected 9999 (AWC retries until 0000).
 */
export const awcRoutes: FastifyPluginAsyncZod = async (app) => {
  const secured = apiSecurityHeaders();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) =>
    done(null, body),
  );
  app.setErrorHandler((error: FastifyError, request, reply) => {
    secured(request, reply);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.status(200).send(failure(AwcStatus.INVALID_PARAMETERS));
    request.log.error({ err: error }, 'AWC callback failed before its handler');
    return reply.status(200).send(failure(AwcStatus.FAIL));
  });

  app.post(
    '/provider/awc',
    {
      schema: {
        tags: ['provider'],
        summary: "AWC seamless wallet (AE Sexy, SV388): form fields key and message (JSON), AWC's own protocol",
        response: { 200: ZAwcAnswerSchema },
      },
    },
    async (request, reply) => {
      secured(request, reply);
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return app.services.providerAdapters.awc.handle(awcForm(body), request.ip);
    },
  );
};
