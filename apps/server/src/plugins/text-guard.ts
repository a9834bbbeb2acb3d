import { findUnstorableText, TextMessage } from '@app/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../http/errors';

/**
 * Where the request holds text PostgreSQL cannot store (a NUL or a lone surrogate), as the
 * field's path (`reason`, `meta.note`, `idempotency-key`), or null. Raw bodies (Buffers) are
 * left to the route that verifies and parses them (the provider wallet protocol).
 */
export function unstorableTextIn(request: FastifyRequest): string | null {
  const parts: [string, unknown][] = [
    ['params', request.params],
    ['query', request.query],
    ['headers', request.headers],
    ['body', request.body],
  ];
  for (const [part, value] of parts) {
    if (value === undefined || value === null || Buffer.isBuffer(value)) continue;
    const at = findUnstorableText(value);
    if (at !== null) return at || part;
  }
  return null;
}

/**
 * The server's own guard for text, behind the contract's `text()`: schemas of the server's own
 * (staff, sandboxes, development pages), bodies a route takes as `unknown` (gateway webhooks,
 * which verify and parse them themselves) and headers. Runs before every handler, after
 * authentication and validation, on exactly what the handler will read; answers 400
 * VALIDATION_ERROR, which webhooks answer for any malformed body too.
 */
export default fp(async function textGuardPlugin(app: FastifyInstance) {
  app.addHook('preHandler', async (request) => {
    const at = unstorableTextIn(request);
    if (at !== null) throw new AppError(400, 'VALIDATION_ERROR', `${at}: ${TextMessage.INVALID_CHARACTERS}`);
  });
});
