import { text } from '@app/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiSecurityHeaders } from '../../../../plugins/security-headers';
import { BTI_MESSAGES, BtiError, btiText } from './bti.codes';

/** The query parameters BTI sends; any other is ignored. */
const ZBtiQuery = z
  .object({
    auth_token: text().max(256),
    cust_id: text().max(64),
    reserve_id: text().max(64),
    req_id: text().max(64),
    purchase_id: text().max(64),
    amount: text().max(32),
    extsessionID: text().max(256),
  })
  .partial();

/**
 * BTI's seamless wallet, `/provider/bti/{method}` (docs/bti.md): query parameters and an XML
 * body in, `text/plain` `key=value` lines out, always HTTP 200. A request that cannot be read is
 * -10 (WrongRequest), anything unexpected -1 (GeneralError).
 */
export const btiRoutes: FastifyPluginAsyncZod = async (app) => {
  const secured = apiSecurityHeaders();
  const send = (reply: FastifyReply, fields: Record<string, string | number>) =>
    reply.status(200).type('text/plain; charset=utf-8').send(btiText(fields));
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_request, body, done) =>
    done(null, body),
  );
  app.setErrorHandler((error: FastifyError, request, reply) => {
    secured(request, reply);
    const status = error.statusCode ?? 500;
    const code = status >= 400 && status < 500 ? BtiError.WRONG_REQUEST : BtiError.GENERAL;
    if (code === BtiError.GENERAL) request.log.error({ err: error }, 'BTI callback failed before its handler');
    return send(reply, { error_code: code, error_message: BTI_MESSAGES[code] });
  });

  const handler = async (
    request: FastifyRequest<{ Params: { method: string }; Querystring: z.infer<typeof ZBtiQuery> }>,
    reply: FastifyReply,
  ) => {
    secured(request, reply);
    const body = Buffer.isBuffer(request.body) ? request.body.toString('utf8') : '';
    const answer = await app.services.providerAdapters.bti.handle(
      request.params.method,
      request.query,
      body,
      request.ip,
    );
    return send(reply, answer);
  };
  const schema = {
    tags: ['provider'],
    summary: "BTI seamless reserve wallet: query parameters and XML in, key=value text out (BTI's own protocol)",
    params: z.object({ method: text().max(64) }),
    querystring: ZBtiQuery,
  };
  app.get('/provider/bti/:method', { schema }, handler);
  app.post('/provider/bti/:method', { schema }, handler);
};
