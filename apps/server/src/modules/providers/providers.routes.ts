import {
  PROVIDER_CURRENCY,
  PROVIDER_SIGNATURE_HEADER,
  ProviderStatus,
  type TProviderResponse,
  type TProviderStatus,
  text,
  ZApiErrorSchema,
  ZBetHistoryQuerySchema,
  ZBetHistoryResponseSchema,
  ZProviderResponseSchema,
} from '@app/contract';
import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyRouteSchemaDef, FastifyValidationResult } from 'fastify/types/schema';
import {
  type FastifyPluginAsyncZod,
  hasZodFastifySchemaValidationErrors,
  validatorCompiler as zodValidatorCompiler,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pagedAnswer } from '../../http/pagination';
import { apiSecurityHeaders } from '../../plugins/security-headers';
import { playerOf, requirePlayer } from '../auth/auth.guard';
import { providerAnswerSerializer } from './providers.answer';
import type { ProviderAction } from './providers.service';

const PATHS: Record<ProviderAction, string> = {
  balance: 'user/balance',
  bet: 'transaction/bet',
  win: 'transaction/win',
  rollback: 'transaction/rollback',
  betwin: 'transaction/betwin',
  adjust: 'transaction/adjust',
};

/** An answer that trusts nothing of the request: no request id, player or balance. */
const untrusted = (status: TProviderStatus): TProviderResponse => ({
  status,
  request_uuid: null,
  user: null,
  currency: PROVIDER_CURRENCY,
  balance: null,
});

/** Provider codes the operations screen counts callbacks for (as the site's onSend hook did). */
const COUNTED_CODE = /^[a-z0-9_-]{1,40}$/;

/**
 * Codes made only of these characters pass the `:code` schema (`text().max(64)`: no control
 * characters, at most 64) unchanged, so the route accepts them as they are; anything else goes
 * through zod, which gives the same answers as before (decision 115).
 */
const PLAIN_CODE = /^[A-Za-z0-9_.-]{1,64}$/;

/**
 * The params' validator: the compiled check above first, the zod schema for the rest. Every
 * callback names its provider, so this runs on every request; zod's pass cost more than the
 * regular expression (decision 115).
 */
const paramsValidator = (route: FastifyRouteSchemaDef<unknown>): FastifyValidationResult => {
  const zod = zodValidatorCompiler(route as Parameters<typeof zodValidatorCompiler>[0]);
  return (data: unknown) => {
    const code = (data as { code?: unknown } | null)?.code;
    if (typeof code === 'string' && PLAIN_CODE.test(code)) return { value: data };
    return zod(data);
  };
};

/**
 * The seamless wallet endpoints, /provider/{code}/... Bodies are kept as raw bytes: the
 * signature covers exactly what was sent, so nothing may parse (and re-serialise) them first.
 * Every answer is HTTP 200 with a protocol status, as Hub88-style providers expect, failures
 * before the handler included: a provider code that cannot name a partner is
 * RS_ERROR_INVALID_PARTNER, any other malformed request (an oversized body, text that cannot be
 * stored) RS_ERROR_WRONG_SYNTAX, and an unexpected failure RS_ERROR_UNKNOWN (outcome unknown).
 *
 * Registered before the site's hooks (app.ts), so a callback runs none of them (decision 109):
 * it sets the API profile's security headers itself, counts itself for the operations screen,
 * and its answer is written by fast-json-stringify from the answer schema instead of a second
 * zod pass over what the protocol module built.
 */
export const providerWalletRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onClose', () => app.services.providers.close());
  const secured = apiSecurityHeaders();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, body, done) =>
    done(null, body),
  );
  const answered = (request: FastifyRequest, answer: TProviderResponse): TProviderResponse => {
    const code = (request.params as { code?: unknown } | undefined)?.code;
    if (typeof code === 'string' && COUNTED_CODE.test(code)) app.services.ops.recordStatus(code, answer.status);
    return answer;
  };
  app.setErrorHandler((error: FastifyError, request, reply) => {
    secured(request, reply);
    if (hasZodFastifySchemaValidationErrors(error) && error.validationContext === 'params') {
      return reply.status(200).send(answered(request, untrusted(ProviderStatus.INVALID_PARTNER)));
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 400 && statusCode < 500)
      return reply.status(200).send(answered(request, untrusted(ProviderStatus.WRONG_SYNTAX)));
    request.log.error({ err: error }, 'provider callback failed before its handler');
    return reply.status(200).send(answered(request, untrusted(ProviderStatus.UNKNOWN)));
  });
  const serializerCompiler = providerAnswerSerializer;
  const params = z.object({ code: text().max(64) });

  for (const [action, path] of Object.entries(PATHS) as [ProviderAction, string][]) {
    app.post(
      `/provider/:code/${path}`,
      {
        schema: {
          tags: ['provider'],
          summary: `Seamless wallet: ${path} (signed with ${PROVIDER_SIGNATURE_HEADER})`,
          params,
          response: { 200: ZProviderResponseSchema },
        },
        validatorCompiler: paramsValidator,
        serializerCompiler,
      },
      async (request, reply): Promise<TProviderResponse> => {
        secured(request, reply);
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const header = request.headers[PROVIDER_SIGNATURE_HEADER];
        const signature = Array.isArray(header) ? header[0] : header;
        try {
          return answered(request, await app.services.providers.handle(request.params.code, action, raw, signature));
        } catch (err) {
          // The provider will retry or roll back; the ledger's idempotency makes either safe.
          request.log.error({ err, provider: request.params.code, action }, 'provider callback failed');
          return answered(request, untrusted(ProviderStatus.UNKNOWN));
        }
      },
    );
  }
};

/** The history page's bets tab: the player's game rounds of the last 7 days. */
export const betHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/history/bets',
    {
      onRequest: requirePlayer,
      schema: {
        tags: ['history'],
        summary: "The player's game rounds of the last 7 days, newest first",
        querystring: ZBetHistoryQuerySchema,
        response: { 200: ZBetHistoryResponseSchema, 400: ZApiErrorSchema, 401: ZApiErrorSchema },
      },
    },
    async (request) => {
      const player = playerOf(request);
      const { page, per_page } = request.query;
      const { rows, total } = await app.services.providers.betHistory(player.id, page, per_page);
      return pagedAnswer(rows, request.query, total);
    },
  );
};
