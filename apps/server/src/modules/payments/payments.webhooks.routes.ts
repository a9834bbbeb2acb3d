import { ZApiErrorSchema } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { keepRawBody } from './gateways/raw-body';

const refused = { 400: ZApiErrorSchema, 401: ZApiErrorSchema };
const tags = ['webhooks'];
const ZAck = z.object({ success: z.literal(true), outcome: z.string() });

/**
 * Gateway notifications. Each verifies its provider's signature over the raw body (401
 * WEBHOOK_UNAUTHORIZED, or WEBHOOK_STALE outside the time window) and is idempotent on the
 * provider's transaction id: a replay answers 200 with outcome "duplicate" and changes nothing.
 */
export const paymentsWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  keepRawBody(app);
  const payments = () => app.services.payments;

  app.post(
    '/webhooks/bank',
    {
      schema: {
        tags,
        summary: 'Bank statement notification (SePay/Casso style): Codepay and bank-transfer deposits',
        description:
          'Authorization: Apikey <key> and X-Webhook-Signature: t=<unix>,v1=<HMAC-SHA256(secret, "<t>.<raw body>")>.',
        body: z.unknown(),
        response: { 200: ZAck, ...refused },
      },
    },
    async (request) => {
      const { outcome } = await payments().handleBankWebhook({
        headers: request.headers,
        rawBody: request.rawBody ?? '',
        body: request.body,
      });
      return { success: true as const, outcome };
    },
  );

  app.post(
    '/webhooks/momo',
    {
      schema: {
        tags,
        summary: 'MoMo IPN (signature HMAC-SHA256; answered 204 as MoMo expects)',
        body: z.unknown(),
        response: { 204: z.null().describe('No Content'), ...refused },
      },
    },
    async (request, reply) => {
      await payments().handleMomoIpn(request.body);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/webhooks/card',
    {
      schema: {
        tags,
        summary: 'Card exchange callback (callback_sign = md5(partner_key + code + serial))',
        body: z.unknown(),
        response: { 200: ZAck, ...refused },
      },
    },
    async (request) => {
      const { outcome } = await payments().handleCardCallback(request.body);
      return { success: true as const, outcome };
    },
  );

  app.post(
    '/webhooks/crypto',
    {
      schema: {
        tags,
        summary: 'Chain watcher notification: transfer to a deposit address and its confirmations',
        description: 'x-api-key and x-signature: t=<unix>,v1=<HMAC-SHA256(secret, "<t>.<raw body>")>.',
        body: z.unknown(),
        response: { 200: ZAck, ...refused },
      },
    },
    async (request) => {
      const { outcome } = await payments().handleCryptoWebhook({
        headers: request.headers,
        rawBody: request.rawBody ?? '',
        body: request.body,
      });
      return { success: true as const, outcome };
    },
  );

  app.post(
    '/webhooks/payout',
    {
      schema: {
        tags,
        summary: 'Bank payout provider: final result of a payout that answered "processing"',
        body: z.unknown(),
        response: { 200: ZAck, ...refused },
      },
    },
    async (request) => {
      const { outcome } = await payments().handlePayoutWebhook({
        headers: request.headers,
        rawBody: request.rawBody ?? '',
        body: request.body,
      });
      return { success: true as const, outcome };
    },
  );
};
