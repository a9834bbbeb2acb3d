import { ErrorMessage, type TApiError } from '@app/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { NestedPoolUseError, PoolBusyError } from '../db/client';
import { isDatabaseUnavailable } from '../db/unavailable';
import { AppError, WordedError } from '../http/errors';
import { localeOf, localizeMessage } from '../http/locale';
import { localizeStaffMessage } from '../http/staff-locale';

function send(
  reply: FastifyReply,
  request: FastifyRequest,
  statusCode: number,
  code: string,
  message: string,
  worded = false,
) {
  // Clients may ask for English: the site (decision 156) and the back office (decision 165). A
  // refusal worded with its figures is already in the request's language (decision 163).
  const locale = localeOf(request.headers['accept-language']);
  const localize = request.url.startsWith('/admin-api/') ? localizeStaffMessage : localizeMessage;
  const text = worded ? message : localize(locale, code, message);
  const body: TApiError = { success: false, statusCode, code, message: text };
  if (statusCode >= 500) body.requestId = request.id;
  return reply.status(statusCode).type('application/json; charset=utf-8').send(body);
}

/** Maps a Zod issue path like ["body","phone"] to 'phone'. */
function fieldOf(instancePath: string): string {
  return instancePath.replace(/^\//, '').replace(/\//g, '.');
}

/**
 * One error handler for the whole server: AppErrors keep their code and message,
 * validation and parser failures become 4xx with a clear message, anything else is
 * a 500 that hides internals and is logged with the request id.
 */
export default fp(async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500 && error.code !== 'SERVER_BUSY') request.log.error({ err: error }, 'service error');
      const retryAfter = error.details?.retryAfterSeconds;
      if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
      return send(reply, request, error.statusCode, error.code, error.message, error instanceof WordedError);
    }
    if (error instanceof PoolBusyError || (error as { cause?: unknown }).cause instanceof PoolBusyError) {
      // Overload, not a fault: refuse quickly and say when to come back (decision 071).
      request.log.warn({ url: request.url }, 'no database connection free in time');
      reply.header('Retry-After', '5');
      return send(reply, request, 503, 'SERVER_BUSY', ErrorMessage.SERVER_BUSY);
    }
    if (isDatabaseUnavailable(error)) {
      // A failover or a lost connection (decision 135): transient, so the caller is told to try
      // again in a moment rather than shown a fault; money calls are idempotent on retry.
      request.log.warn({ err: error, url: request.url }, 'database unavailable');
      reply.header('Retry-After', '2');
      return send(reply, request, 503, 'DATABASE_UNAVAILABLE', ErrorMessage.DATABASE_UNAVAILABLE);
    }
    if (error instanceof NestedPoolUseError) request.log.error({ err: error }, 'nested pool use');
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first ? fieldOf(first.instancePath) : '';
      const detail = first?.message ?? '';
      // The site maps "field: message" to its form fields; staff read the message alone (a key
      // like `code:` means nothing to them, decision 124), every schema message being Vietnamese.
      const staff = request.url.startsWith('/admin-api/');
      const message = field && !staff ? `${field}: ${detail}` : detail || ErrorMessage.VALIDATION_ERROR;
      return send(reply, request, 400, 'VALIDATION_ERROR', message);
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return send(reply, request, 400, 'INVALID_JSON', ErrorMessage.INVALID_JSON);
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return send(reply, request, 413, 'PAYLOAD_TOO_LARGE', ErrorMessage.PAYLOAD_TOO_LARGE);
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return send(reply, request, 415, 'UNSUPPORTED_MEDIA_TYPE', ErrorMessage.UNSUPPORTED_MEDIA_TYPE);
    }
    if (error.statusCode === 429) {
      return send(reply, request, 429, 'RATE_LIMITED', ErrorMessage.RATE_LIMITED);
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(reply, request, error.statusCode, 'BAD_REQUEST', error.message);
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, request, 500, 'INTERNAL_ERROR', ErrorMessage.INTERNAL_ERROR);
  });
});

/**
 * Fastify's `frameworkErrors`: URLs the router cannot even decode (`%ZZ`, an overlong NUL) or
 * whose parameter is longer than the router takes, answered in the envelope like every error.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return send(reply, request, 414, 'URL_TOO_LONG', ErrorMessage.URL_TOO_LONG);
  }
  if (error.code === 'FST_ERR_BAD_URL') return send(reply, request, 400, 'INVALID_URL', ErrorMessage.INVALID_URL);
  request.log.error({ err: error }, 'framework error');
  return send(reply, request, 500, 'INTERNAL_ERROR', ErrorMessage.INTERNAL_ERROR);
}

/** 404 for unknown API paths, in the envelope; the site renders its own not-found page. */
export function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return send(reply, request, 404, 'NOT_FOUND', `Không tìm thấy: ${request.method} ${request.url.split('?')[0]}`);
}
