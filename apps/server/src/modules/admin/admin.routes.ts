import {
  STAFF_SESSION_COOKIE,
  ZApiErrorSchema,
  ZAuditListResponseSchema,
  ZAuditQuerySchema,
  ZCancelPromotionResponseSchema,
  ZIdempotencyHeadersSchema,
  ZSetPlayerStatusRequestSchema,
  ZStaffCancelPromotionRequestSchema,
  ZStaffForfeitGiftcodeResponseSchema,
  ZStaffLoginRequestSchema,
  ZStaffLoginResponseSchema,
  ZStaffMeResponseSchema,
  ZStaffPayoutRequestSchema,
  ZStaffPlayerResponseSchema,
  ZStaffSecondFactorRequestSchema,
  ZStaffSessionResponseSchema,
  ZWithdrawalResponseSchema,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/errors';
import { pagedAnswer } from '../../http/pagination';
import { actorOf, requireStaff, staffOf, staffTokenOf } from './admin.guard';

const errors = { 400: ZApiErrorSchema, 401: ZApiErrorSchema, 403: ZApiErrorSchema };

/** Staff login, staff accounts and the audit log under /admin-api. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const secure = app.env.NODE_ENV === 'production';

  app.post(
    '/admin-api/auth/login',
    {
      schema: {
        tags: ['admin'],
        summary: 'Staff sign-in, step 1: the password; yields a challenge for the second factor, never a session',
        description:
          'On the first sign-in the answer carries a new TOTP secret to enrol (otpauth URI and QR code). Errors: 401 STAFF_INVALID_CREDENTIALS; 429 STAFF_ACCOUNT_LOCKED (too many wrong passwords or codes for the username) / STAFF_LOGIN_IP_LOCKED (from the address), with the wait in the message and Retry-After.',
        body: ZStaffLoginRequestSchema,
        response: { 200: ZStaffLoginResponseSchema, 429: ZApiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const c = await app.services.admin.login(request.body.username, request.body.password, request.ip);
      return { success: true as const, data: { ...c, expiresAt: c.expiresAt.toISOString() } };
    },
  );

  app.post(
    '/admin-api/auth/second-factor',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Staff sign-in, step 2: an authenticator code (RFC 6238) or a recovery code; returns a token (send it as x-staff-token) and sets the staff_session cookie',
        description:
          'Enrolling (the first sign-in) also returns ten recovery codes, shown once. Errors: 401 STAFF_SECOND_FACTOR_INVALID / STAFF_CHALLENGE_EXPIRED (expired, used, or five wrong codes: sign in again); 429 STAFF_ACCOUNT_LOCKED; 503 STAFF_SECRET_UNREADABLE (the secret is sealed under a key missing from SEALING_KEY / SEALING_KEYS_PREVIOUS; a recovery code still works).',
        body: ZStaffSecondFactorRequestSchema,
        response: { 200: ZStaffSessionResponseSchema, 429: ZApiErrorSchema, 503: ZApiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { challenge, ...proof } = request.body;
      const s = await app.services.admin.secondFactor(challenge, proof, request.ip);
      reply.setCookie(STAFF_SESSION_COOKIE, s.token, {
        httpOnly: true,
        sameSite: 'strict',
        secure,
        path: '/',
        expires: s.expiresAt,
      });
      return { success: true as const, data: { ...s, expiresAt: s.expiresAt.toISOString() } };
    },
  );

  app.post(
    '/admin-api/auth/logout',
    {
      onRequest: requireStaff(),
      schema: {
        tags: ['admin'],
        summary: 'End the staff session',
        response: { 200: z.object({ success: z.literal(true) }), ...errors },
      },
    },
    async (request, reply) => {
      await app.services.admin.logout(staffTokenOf(request), actorOf(request));
      reply.clearCookie(STAFF_SESSION_COOKIE, { httpOnly: true, sameSite: 'strict', secure, path: '/' });
      return { success: true as const };
    },
  );

  app.get(
    '/admin-api/auth/me',
    {
      onRequest: requireStaff(),
      schema: {
        tags: ['admin'],
        summary: 'The logged-in staff member',
        response: { 200: ZStaffMeResponseSchema, ...errors },
      },
    },
    async (request) => {
      const staff = await app.services.admin.getStaff(staffOf(request).id);
      if (!staff) throw new AppError(401, 'STAFF_UNAUTHORIZED');
      return { success: true as const, data: staff };
    },
  );

  app.get(
    '/admin-api/audit-log',
    {
      onRequest: requireStaff('compliance'),
      schema: {
        tags: ['admin'],
        summary: 'Audit log of staff actions, newest first',
        querystring: ZAuditQuerySchema,
        response: { 200: ZAuditListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await app.services.admin.listAudit({ ...q, perPage: q.per_page });
      return pagedAnswer(rows, q, total);
    },
  );
};

const ZPlayerParamsSchema = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** Players as staff see them, and disabling or re-enabling an account; audited. */
export const staffPlayerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin-api/players/:id',
    {
      onRequest: requireStaff('support', 'finance', 'compliance'),
      schema: {
        tags: ['admin'],
        summary: "A player's account state, balance and protection settings with their history (audited)",
        params: ZPlayerParamsSchema,
        response: { 200: ZStaffPlayerResponseSchema, 404: ZApiErrorSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await app.services.staffPlayers.view(request.params.id, actorOf(request)),
    }),
  );

  app.post(
    '/admin-api/players/:id/status',
    {
      onRequest: requireStaff('support'),
      schema: {
        tags: ['admin'],
        summary: 'Disable or re-enable an account, with a reason (audited)',
        description:
          "Disabling ends the player's sessions at once, so the next bet is refused. Errors: 404 NOT_FOUND, 409 PLAYER_SELF_EXCLUDED (a self-exclusion in force is neither lifted nor shortened by staff).",
        params: ZPlayerParamsSchema,
        body: ZSetPlayerStatusRequestSchema,
        response: { 200: ZStaffPlayerResponseSchema, 404: ZApiErrorSchema, 409: ZApiErrorSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await app.services.staffPlayers.setStatus(request.params.id, request.body, actorOf(request)),
    }),
  );

  app.post(
    '/admin-api/players/:id/promotion/cancel',
    {
      onRequest: requireStaff('support'),
      schema: {
        tags: ['admin'],
        summary: "Cancel a player's active bonus, as the player's own cancel does (audited)",
        description:
          'The bonus is forfeited and the cash stays, e.g. before paying out a self-excluded player. Errors: 404 NOT_FOUND, 409 NO_ACTIVE_PROMOTION.',
        params: ZPlayerParamsSchema,
        body: ZStaffCancelPromotionRequestSchema,
        response: { 200: ZCancelPromotionResponseSchema, 404: ZApiErrorSchema, 409: ZApiErrorSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await app.services.staffPlayers.cancelPromotion(request.params.id, request.body.reason, actorOf(request)),
    }),
  );

  app.post(
    '/admin-api/players/:id/giftcode/forfeit',
    {
      onRequest: requireStaff('support'),
      schema: {
        tags: ['admin'],
        summary: "End a player's pending gift-code wagering hold, taking the gift back (audited)",
        description:
          'The gift is taken back from the cash as far as the available balance allows and the redemption no longer holds withdrawals, e.g. before paying out a self-excluded player; only for players who cannot log in (self-excluded or disabled). Withdrawals stay held until the take-back is in the ledger. Errors: 404 NOT_FOUND, 409 GIFTCODE_NOTHING_PENDING / GIFTCODE_FORFEIT_PLAYER_ACTIVE.',
        params: ZPlayerParamsSchema,
        body: ZStaffCancelPromotionRequestSchema,
        response: { 200: ZStaffForfeitGiftcodeResponseSchema, 404: ZApiErrorSchema, 409: ZApiErrorSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await app.services.staffPlayers.forfeitGiftcode(request.params.id, request.body.reason, actorOf(request)),
    }),
  );

  app.post(
    '/admin-api/players/:id/payout',
    {
      onRequest: requireStaff('support'),
      schema: {
        tags: ['admin'],
        summary: "Pay out a self-excluded player's cash to one of their verified bank accounts (audited)",
        description:
          "The player cannot log in to withdraw during a self-exclusion. The withdrawal is reserved at once and waits for finance's review. Send a unique Idempotency-Key header. Errors: 404 NOT_FOUND, 400 BANK_ACCOUNT_NOT_VERIFIED / INSUFFICIENT_BALANCE / AMOUNT_TOO_LOW / AMOUNT_TOO_HIGH, 409 STAFF_PAYOUT_NOT_EXCLUDED, or a wagering hold of an active bonus.",
        params: ZPlayerParamsSchema,
        headers: ZIdempotencyHeadersSchema,
        body: ZStaffPayoutRequestSchema,
        response: { 200: ZWithdrawalResponseSchema, 404: ZApiErrorSchema, 409: ZApiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const { reason, ...body } = request.body;
      return {
        success: true as const,
        data: await app.services.payments.staffPayout(
          request.params.id,
          request.headers['idempotency-key'],
          body,
          actorOf(request),
          reason,
        ),
      };
    },
  );
};
