import { parse as parseQuery } from 'node:querystring';
import { text } from '@app/contract';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiSecurityHeaders } from '../../../../plugins/security-headers';
import { type PpAnswer, ppMethodOf } from './pp.adapter';
import { PP_DESCRIPTIONS, PpError } from './pp.codes';

/** PP's answer: `error` and `description` always, the method's own fields beside them. */
const ZPpAnswerSchema = z.object({ error: z.number().int(), description: z.string() }).loose();

const failure = (error: 100 | 7): PpAnswer => ({ error, description: PP_DESCRIPTIONS[error] });

/**
 * The form as PP sent it, values decoded as PP hashes them; null when it is not a form a hash
 * could cover (a name twice, no fields): such a request fails its hash check.
 */
export function parseForm(body: Buffer): Record<string, string> | null {
  // querystring decodes as URLSearchParams does (`+`, percent escapes, a bad escape kept as
  // written) at a fraction of its CPU per call (decision 152); a name sent twice comes as an array
  const parsed = parseQuery(body.toString('utf8'), '&', '=', { maxKeys: 0 });
  const form: Record<string, string> = {};
  let fields = 0;
  for (const k in parsed) {
    const v = parsed[k];
    // no PP parameter is named so; on a plain object it would set the prototype
    if (typeof v !== 'string' || k === '__proto__') return null;
    form[k] = v;
    fields++;
  }
  return fields > 0 ? form : null;
}

/**
 * Pragmatic Play's seamless wallet, `POST /provider/pp/{method}.html` (form in, JSON out,
 * docs/provider-protocol.md). Every answer is HTTP 200 with PP's `error`: a request that cannot
 * be read is 7, anything unexpected 100 (PP retries, or refunds a bet).
 */
export const ppRoutes: FastifyPluginAsyncZod = async (app) => {
  const secured = apiSecurityHeaders();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, body, done) =>
    done(null, body),
  );
  app.setErrorHandler((error: FastifyError, request, reply) => {
    secured(request, reply);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.status(200).send(failure(PpError.BAD_PARAMETERS));
    request.log.error({ err: error }, 'PP callback failed before its handler');
    return reply.status(200).send(failure(PpError.INTERNAL_RETRY));
  });

  app.post(
    '/provider/pp/:method',
    {
      schema: {
        tags: ['provider'],
        summary: "Pragmatic Play seamless wallet: {method}.html, form-urlencoded, md5 hash (PP's own protocol)",
        params: z.object({ method: text().max(64) }),
        response: { 200: ZPpAnswerSchema },
      },
    },
    async (request, reply) => {
      secured(request, reply);
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return app.services.providerAdapters.pp.handle(ppMethodOf(request.params.method), parseForm(body), request.ip);
    },
  );
};
