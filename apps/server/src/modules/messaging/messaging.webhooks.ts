import { text, ZApiErrorSchema } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/errors';
import { TWILIO_STATUS_PATH, verifyTwilioSignature } from './messaging.twilio';

/** The fields of Twilio's message status callback this platform uses (it sends more). */
const ZTwilioStatusSchema = z.object({
  MessageSid: text().regex(/^(SM|MM)[0-9a-fA-F]{32}$/),
  MessageStatus: text().min(1).max(32),
  ErrorCode: text().max(16).optional(),
});

const OUTCOME: Record<string, 'delivered' | 'undelivered' | 'failed'> = {
  delivered: 'delivered',
  read: 'delivered',
  undelivered: 'undelivered',
  failed: 'failed',
};

/**
 * Twilio's delivery reports (`StatusCallback`, decision 069), registered when SMS go through
 * Twilio and the site has a public URL to give it. Every report must carry a valid
 * `X-Twilio-Signature` over that URL and all its form parameters; the outbox row of the
 * message then says delivered, undelivered or failed.
 */
export const twilioStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  const { SMS_PROVIDER, SITE_URL, TWILIO_AUTH_TOKEN } = app.env;
  if (SMS_PROVIDER !== 'twilio' || !SITE_URL || !TWILIO_AUTH_TOKEN) return;
  const callbackUrl = new URL(TWILIO_STATUS_PATH, SITE_URL).toString();

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body.toString()))),
  );

  app.post(
    TWILIO_STATUS_PATH,
    {
      // Before validation: the signature covers every parameter, including those the schema drops.
      preValidation: async (request) => {
        const params = (request.body ?? {}) as Record<string, string>;
        const header = request.headers['x-twilio-signature'];
        const signature = Array.isArray(header) ? header[0] : header;
        if (!verifyTwilioSignature(TWILIO_AUTH_TOKEN, callbackUrl, params, signature)) {
          throw new AppError(403, 'WEBHOOK_UNAUTHORIZED', 'Chữ ký không hợp lệ');
        }
      },
      schema: {
        tags: ['webhooks'],
        summary: "Twilio's SMS delivery report (signed with X-Twilio-Signature)",
        body: ZTwilioStatusSchema,
        response: { 204: z.null(), 400: ZApiErrorSchema, 403: ZApiErrorSchema },
      },
    },
    async (request, reply) => {
      const outcome = OUTCOME[request.body.MessageStatus];
      if (outcome) {
        const error = request.body.ErrorCode ? `twilio ${request.body.ErrorCode}` : null;
        const known = await app.services.messaging.recordDelivery('twilio', request.body.MessageSid, outcome, error);
        if (!known) request.log.warn({ sid: request.body.MessageSid }, 'delivery report for an unknown message');
      }
      return reply.code(204).send(null);
    },
  );
};
