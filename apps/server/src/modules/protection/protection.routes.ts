import {
  ZApiErrorSchema,
  ZPlaySessionResponseSchema,
  ZProtectionLimitRequestSchema,
  ZProtectionResponseSchema,
  ZReminderRequestSchema,
  ZSelfExclusionRequestSchema,
  ZSelfExclusionResponseSchema,
  ZSessionLimitRequestSchema,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { playerOf, requirePlayer } from '../auth/auth.guard';

const errors = { 400: ZApiErrorSchema, 401: ZApiErrorSchema, 403: ZApiErrorSchema, 429: ZApiErrorSchema };

/** The player's protection settings (decision 025). */
export const protectionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/protection',
    {
      onRequest: requirePlayer,
      schema: {
        tags: ['protection'],
        summary: 'Limits in force with usage of the period and pending raises, the reminder, recent changes',
        response: { 200: ZProtectionResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await app.services.protection.get(playerOf(request).id) }),
  );

  app.put(
    '/api/user/protection/limits',
    {
      onRequest: requirePlayer,
      schema: {
        tags: ['protection'],
        summary: 'Set one deposit or loss limit; a new or lower one applies at once, a raise or removal after 24 h',
        body: ZProtectionLimitRequestSchema,
        response: { 200: ZProtectionResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await app.services.protection.setLimit(playerOf(request).id, request.body),
    }),
  );

  app.post(
    '/api/user/protection/self-exclusion',
    {
      onRequest: requirePlayer,
      schema: {
        tags: ['protection'],
        summary: 'Self-exclude (24h, 7d, 30d, 6m or permanent) with the password; ends every session at once',
        description: '400 WRONG_PASSWORD; 429 CHANGE_PASSWORD_LOCKED after repeated wrong passwords.',
        body: ZSelfExclusionRequestSchema,
        response: { 200: ZSelfExclusionResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await app.services.protection.selfExclude(playerOf(request).id, request.body),
    }),
  );

  app.put(
    '/api/user/protection/reminder',
    {
      onRequest: requirePlayer,
      schema: {
        tags: ['protection'],
        summary: 'The reality-check interval: 30, 60 or 120 minutes, 0 for off',
        body: ZReminderRequestSchema,
        response: { 200: ZProtectionResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await app.services.protection.setReminder(playerOf(request).id, request.body.minutes),
    }),
  );

  app.put(
    '/api/user/protection/session-limit',
    {
      onRequest: requirePlayer,
      schema: {
        tags: ['protection'],
        summary:
          'The longest a login session lasts: 30, 60, 120 or 240 minutes, 0 for none (longer or none after 24 h)',
        body: ZSessionLimitRequestSchema,
        response: { 200: ZProtectionResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await app.services.protection.setSessionLimit(playerOf(request).id, request.body.minutes),
    }),
  );

  app.get(
    '/api/user/protection/session',
    {
      onRequest: requirePlayer,
      schema: {
        tags: ['protection'],
        summary: 'This login session by the server clock: start, end, next reality check, and play since login',
        response: { 200: ZPlaySessionResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await app.services.protection.playSession(playerOf(request)),
    }),
  );

  app.post(
    '/api/user/protection/session/reminder-seen',
    {
      onRequest: requirePlayer,
      schema: {
        tags: ['protection'],
        summary: 'The player closed the reality check: the reminders due so far are given, the answer names the next',
        response: { 200: ZPlaySessionResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await app.services.protection.reminderSeen(playerOf(request)),
    }),
  );
};
