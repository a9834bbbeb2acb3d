import {
  AuthErrorMessage,
  ErrorMessage,
  FINGERPRINT_COOKIE,
  SESSION_COOKIE,
  ZApiErrorSchema,
  ZAuthResponseSchema,
  ZAutoLoginRequestSchema,
  ZChangePasswordRequestSchema,
  ZDeviceFingerprintSchema,
  ZForgotPasswordRequestSchema,
  ZForgotPasswordResetRequestSchema,
  ZForgotPasswordResponseSchema,
  ZForgotPasswordVerifyRequestSchema,
  ZLoginRequestSchema,
  ZLoginTokenResponseSchema,
  ZOkResponseSchema,
  ZOtpSentResponseSchema,
  ZRegisterRequestSchema,
  ZSendEmailOtpRequestSchema,
  ZUserResponseSchema,
  ZVerifyOtpRequestSchema,
} from '@app/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/errors';
import { localeOf } from '../../http/locale';
import { assertSameOrigin, optionalPlayer, playerOf, requirePlayer, sessionTokenOf } from './auth.guard';
import type { RequestMeta } from './auth.service';

const errors = {
  400: ZApiErrorSchema,
  401: ZApiErrorSchema,
  403: ZApiErrorSchema,
  404: ZApiErrorSchema,
  409: ZApiErrorSchema,
  429: ZApiErrorSchema,
  500: ZApiErrorSchema,
  502: ZApiErrorSchema,
  503: ZApiErrorSchema,
};
/** Logout takes a session when there is one; routes that need one are marked by plugins/session-guards.ts. */
const optionalSession: { [label: string]: string[] }[] = [{}, { session: [] }, { bearer: [] }];
const ok = { success: true as const, data: { ok: true as const } };

function deviceFingerprint(request: FastifyRequest): string | null {
  const value = request.cookies?.[FINGERPRINT_COOKIE];
  return value && ZDeviceFingerprintSchema.safeParse(value).success ? value : null;
}

function metaOf(request: FastifyRequest): RequestMeta {
  return {
    ip: request.ip ?? null,
    userAgent: request.headers['user-agent'] ?? null,
    deviceFingerprint: deviceFingerprint(request),
    locale: localeOf(request.headers['accept-language']),
  };
}

/** Product.md section 8: login and auto-login without the fingerprint cookie get 400 DEVICE_FINGERPRINT_REQUIRED. */
async function requireFingerprint(request: FastifyRequest) {
  if (!deviceFingerprint(request)) {
    throw new AppError(400, 'DEVICE_FINGERPRINT_REQUIRED', AuthErrorMessage.DEVICE_FINGERPRINT_REQUIRED);
  }
}

/**
 * Field errors answer with the rule's own Vietnamese message (e.g. 'Tên đăng nhập phải từ 6
 * đến 29 ký tự'), fit for the site to show as is, rather than the generic `field: message`.
 */
async function plainValidation(request: FastifyRequest) {
  const error = request.validationError as
    | (Error & { validation?: { instancePath: string; message?: string }[] })
    | undefined;
  if (!error) return;
  const first = error.validation?.[0];
  // A rule of a field has its own message; a body of the wrong shape gets the generic one.
  const onField = (first?.instancePath ?? '').replace(/^\//, '') !== '';
  const message = onField && first?.message ? first.message : ErrorMessage.VALIDATION_ERROR;
  throw new AppError(400, 'VALIDATION_ERROR', message);
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = app.services.auth;
  const secure = app.env.NODE_ENV === 'production';

  const setSessionCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure,
      path: '/',
      maxAge: auth.cookieMaxAgeSeconds,
    });
  const clearSessionCookie = (reply: FastifyReply) =>
    reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });

  // Login CSRF: a page on another site must not log the browser into an attacker's account.
  app.addHook('onRequest', async (request) => {
    if (request.method === 'POST') assertSameOrigin(request, false);
  });
  // Answers carry tokens and personal data: never cache them (shared proxies, back/forward cache).
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/api/auth/register',
    {
      attachValidation: true,
      preHandler: plainValidation,
      schema: {
        tags: ['auth'],
        summary: 'Create an account (18+ confirmed) and log in',
        description:
          'Sets the HttpOnly `session` cookie. Errors: 400 VALIDATION_ERROR (field rule message), 409 USERNAME_TAKEN / PHONE_TAKEN, 429 REGISTER_RATE_LIMITED.',
        body: ZRegisterRequestSchema,
        response: { 200: ZAuthResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await auth.register(request.body, metaOf(request));
      setSessionCookie(reply, data.token);
      return { success: true as const, data };
    },
  );

  app.post(
    '/api/auth/login',
    {
      preValidation: requireFingerprint,
      attachValidation: true,
      preHandler: plainValidation,
      schema: {
        tags: ['auth'],
        summary: 'Log in with username and password',
        description:
          "Needs the `device_fingerprint` cookie (400 DEVICE_FINGERPRINT_REQUIRED). Ends the player's other session. Errors: 401 INVALID_CREDENTIALS, 429 ACCOUNT_LOCKED / LOGIN_IP_LOCKED (message says how long), 403 ACCOUNT_DISABLED / ACCOUNT_SELF_EXCLUDED.",
        body: ZLoginRequestSchema,
        response: { 200: ZAuthResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await auth.login(request.body, metaOf(request));
      setSessionCookie(reply, data.token);
      return { success: true as const, data };
    },
  );

  app.post(
    '/api/auth/auto-login',
    {
      preValidation: requireFingerprint,
      attachValidation: true,
      preHandler: plainValidation,
      schema: {
        tags: ['auth'],
        summary: 'Log in with a one-time login token',
        description: 'Errors: 400 DEVICE_FINGERPRINT_REQUIRED, 400 AUTO_LOGIN_FAILED (unknown, used or expired token).',
        body: ZAutoLoginRequestSchema,
        response: { 200: ZAuthResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await auth.autoLogin(request.body.token, metaOf(request));
      setSessionCookie(reply, data.token);
      return { success: true as const, data };
    },
  );

  app.get(
    '/api/auth/refresh',
    {
      onRequest: requirePlayer,
      schema: {
        tags: ['auth'],
        summary: 'Current token and user (balance, verification flags)',
        description:
          "401 SESSION_REPLACED when a newer login ended this session; 401 SESSION_LIMIT_REACHED when the player's session time limit did; 401 SESSION_EXPIRED after timeout.",
        response: { 200: ZAuthResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await auth.refresh(playerOf(request), sessionTokenOf(request)),
    }),
  );

  app.post(
    '/api/auth/logout',
    {
      preHandler: optionalPlayer,
      schema: {
        tags: ['auth'],
        summary: 'End the session and clear the cookie',
        security: optionalSession,
        response: { 200: ZOkResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (request.player) await auth.logout(request.player.sessionId);
      clearSessionCookie(reply);
      return ok;
    },
  );

  app.post(
    '/api/auth/login-token',
    {
      onRequest: requirePlayer,
      schema: {
        tags: ['auth'],
        summary: 'Issue a one-time login token (app hand-off)',
        description: 'Valid for `expiresInSeconds`; open `/?login_token=<token>` or call POST /api/auth/auto-login.',
        response: { 200: ZLoginTokenResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await auth.issueLoginToken(playerOf(request).id, { purpose: 'app_handoff' }),
    }),
  );

  app.post(
    '/api/auth/change-password',
    {
      attachValidation: true,
      onRequest: requirePlayer,
      preHandler: plainValidation,
      schema: {
        tags: ['auth'],
        summary: "Change the password (ends the player's other sessions)",
        description: 'Errors: 400 WRONG_PASSWORD, 400 SAME_PASSWORD, 429 CHANGE_PASSWORD_LOCKED.',
        body: ZChangePasswordRequestSchema,
        response: { 200: ZOkResponseSchema, ...errors },
      },
    },
    async (request) => {
      await auth.changePassword(playerOf(request), request.body.oldPassword, request.body.newPassword);
      return ok;
    },
  );

  app.post(
    '/api/auth/verify-phone/send',
    {
      onRequest: requirePlayer,
      schema: {
        tags: ['auth'],
        summary: "Send a 6-digit code to the player's phone",
        description: 'Errors: 409 PHONE_ALREADY_VERIFIED, 429 OTP_RESEND_TOO_SOON / OTP_SEND_LIMIT.',
        response: { 200: ZOtpSentResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await auth.sendPhoneOtp(playerOf(request).id, metaOf(request)),
    }),
  );

  app.post(
    '/api/auth/verify-phone',
    {
      attachValidation: true,
      onRequest: requirePlayer,
      preHandler: plainValidation,
      schema: {
        tags: ['auth'],
        summary: 'Verify the phone with the code',
        description: 'Errors: 400 OTP_INVALID / OTP_EXPIRED / OTP_ATTEMPTS_EXCEEDED.',
        body: ZVerifyOtpRequestSchema,
        response: { 200: ZUserResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: { user: await auth.verifyPhoneOtp(playerOf(request), request.body.otp, sessionTokenOf(request)) },
    }),
  );

  app.post(
    '/api/auth/verify-email/send',
    {
      attachValidation: true,
      onRequest: requirePlayer,
      preHandler: plainValidation,
      schema: {
        tags: ['auth'],
        summary: 'Send a 6-digit code to an e-mail address to verify',
        description: 'Errors: 409 EMAIL_TAKEN / EMAIL_ALREADY_VERIFIED, 429 OTP_RESEND_TOO_SOON / OTP_SEND_LIMIT.',
        body: ZSendEmailOtpRequestSchema,
        response: { 200: ZOtpSentResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await auth.sendEmailOtp(playerOf(request).id, request.body.email, metaOf(request)),
    }),
  );

  app.post(
    '/api/auth/verify-email',
    {
      attachValidation: true,
      onRequest: requirePlayer,
      preHandler: plainValidation,
      schema: {
        tags: ['auth'],
        summary: 'Verify the e-mail address with the code',
        description: 'Errors: 400 OTP_INVALID / OTP_EXPIRED / OTP_ATTEMPTS_EXCEEDED, 409 EMAIL_TAKEN.',
        body: ZVerifyOtpRequestSchema,
        response: { 200: ZUserResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: { user: await auth.verifyEmailOtp(playerOf(request), request.body.otp, sessionTokenOf(request)) },
    }),
  );

  app.post(
    '/api/auth/forgot-password',
    {
      attachValidation: true,
      preHandler: plainValidation,
      schema: {
        tags: ['auth'],
        summary: 'Forgot password 1/3: find the account, send a code',
        description:
          'By username, phone number or verified e-mail. The code goes to the phone (or to the e-mail when searched by e-mail). Errors: 404 ACCOUNT_NOT_FOUND, 429 FORGOT_RATE_LIMITED / OTP_RESEND_TOO_SOON / OTP_SEND_LIMIT.',
        body: ZForgotPasswordRequestSchema,
        response: { 200: ZForgotPasswordResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await auth.forgotPassword(request.body.account, metaOf(request)),
    }),
  );

  app.post(
    '/api/auth/forgot-password/verify',
    {
      attachValidation: true,
      preHandler: plainValidation,
      schema: {
        tags: ['auth'],
        summary: 'Forgot password 2/3: check the code',
        description: 'Errors: 400 OTP_INVALID / OTP_EXPIRED / OTP_ATTEMPTS_EXCEEDED.',
        body: ZForgotPasswordVerifyRequestSchema,
        response: { 200: ZOkResponseSchema, ...errors },
      },
    },
    async (request) => {
      await auth.forgotPasswordVerify(request.body.username, request.body.otp);
      return ok;
    },
  );

  app.post(
    '/api/auth/forgot-password/reset',
    {
      attachValidation: true,
      preHandler: plainValidation,
      schema: {
        tags: ['auth'],
        summary: 'Forgot password 3/3: set the new password (ends every session)',
        description:
          'Errors: 400 VALIDATION_ERROR (password rule), 400 OTP_INVALID / OTP_EXPIRED / OTP_ATTEMPTS_EXCEEDED.',
        body: ZForgotPasswordResetRequestSchema,
        response: { 200: ZOkResponseSchema, ...errors },
      },
    },
    async (request) => {
      await auth.forgotPasswordReset(request.body.username, request.body.otp, request.body.password);
      return ok;
    },
  );
};
