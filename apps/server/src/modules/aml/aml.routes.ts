import {
  ZAmlFlagListResponseSchema,
  ZAmlFlagQuerySchema,
  ZAmlFlagResponseSchema,
  ZAmlNoteRequestSchema,
  ZAmlReviewRequestSchema,
  ZAmlRulesRequestSchema,
  ZAmlRunResponseSchema,
  ZAmlSettingsResponseSchema,
  ZApiErrorSchema,
  ZPlayerLinksResponseSchema,
  ZWithdrawalRulesResponseSchema,
  ZWithdrawalRulesSchema,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, requireStaff } from '../admin/admin.guard';

const errors = { 400: ZApiErrorSchema, 401: ZApiErrorSchema, 403: ZApiErrorSchema };
const tags = ['admin', 'aml'];
const ZFlagParamsSchema = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** Compliance's AML review queue and finance's withdrawal rules (decision 097). */
export const amlRoutes: FastifyPluginAsyncZod = async (app) => {
  const compliance = requireStaff('compliance');
  const aml = () => app.services.aml;

  app.get(
    '/admin-api/aml/flags',
    {
      onRequest: compliance,
      schema: {
        tags,
        summary: 'AML flags by status (open first-in first-out), with notes and counts per status',
        querystring: ZAmlFlagQuerySchema,
        response: { 200: ZAmlFlagListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await aml().list(request.query.status, request.query.player_id),
    }),
  );

  app.get(
    '/admin-api/aml/flags/:id',
    {
      onRequest: compliance,
      schema: {
        tags,
        summary: 'One AML flag with its notes. Errors: 404 NOT_FOUND',
        params: ZFlagParamsSchema,
        response: { 200: ZAmlFlagResponseSchema, 404: ZApiErrorSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await aml().get(request.params.id) }),
  );

  app.post(
    '/admin-api/aml/flags/:id/notes',
    {
      onRequest: compliance,
      schema: {
        tags,
        summary: 'Add a review note to an AML flag (audited). Errors: 404 NOT_FOUND',
        params: ZFlagParamsSchema,
        body: ZAmlNoteRequestSchema,
        response: { 200: ZAmlFlagResponseSchema, 404: ZApiErrorSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await aml().addNote(request.params.id, request.body.text, actorOf(request)),
    }),
  );

  app.post(
    '/admin-api/aml/flags/:id/review',
    {
      onRequest: compliance,
      schema: {
        tags,
        summary:
          'Close an AML flag: cleared, or confirmed (the player is disabled); audited. Errors: 404 NOT_FOUND, 409 AML_NOT_OPEN',
        params: ZFlagParamsSchema,
        body: ZAmlReviewRequestSchema,
        response: { 200: ZAmlFlagResponseSchema, 404: ZApiErrorSchema, 409: ZApiErrorSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await aml().review(request.params.id, request.body.outcome, request.body.note, actorOf(request)),
    }),
  );

  app.post(
    '/admin-api/aml/sweep',
    {
      onRequest: compliance,
      schema: {
        tags,
        summary: 'Run the linked-accounts and gift-code rules now (they also run on a schedule; audited)',
        response: { 200: ZAmlRunResponseSchema, ...errors },
      },
    },
    async (request) => {
      const raised = await aml().sweep();
      await app.services.admin.audit(actorOf(request), 'aml.sweep', null, { raised });
      return { success: true as const, data: { raised } };
    },
  );

  app.get(
    '/admin-api/aml/settings',
    {
      onRequest: compliance,
      schema: {
        tags,
        summary: "The AML rules' thresholds in force, when and by whom they were last set",
        response: { 200: ZAmlSettingsResponseSchema, ...errors },
      },
    },
    async () => ({ success: true as const, data: await aml().settings.view() }),
  );

  app.put(
    '/admin-api/aml/settings',
    {
      onRequest: compliance,
      schema: {
        tags,
        summary: "Set the AML rules' thresholds (audited with before and after); in force at once on every instance",
        body: ZAmlRulesRequestSchema,
        response: { 200: ZAmlSettingsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await aml().settings.update(request.body, actorOf(request)),
    }),
  );

  app.get(
    '/admin-api/players/:id/links',
    {
      onRequest: requireStaff('support', 'finance', 'compliance'),
      schema: {
        tags,
        summary: "The player's devices and addresses with the accounts seen on them, and open AML flags (audited)",
        params: ZFlagParamsSchema,
        response: { 200: ZPlayerLinksResponseSchema, ...errors },
      },
    },
    async (request) => {
      const data = await aml().links(request.params.id);
      await app.services.admin.audit(
        actorOf(request),
        'player.view_links',
        { type: 'player', id: request.params.id },
        {},
      );
      return { success: true as const, data };
    },
  );

  const finance = requireStaff('finance');
  app.get(
    '/admin-api/payments/withdrawal-rules',
    {
      onRequest: finance,
      schema: {
        tags,
        summary: 'The auto-approval rules of withdrawals',
        response: { 200: ZWithdrawalRulesResponseSchema, ...errors },
      },
    },
    async () => ({ success: true as const, data: await app.services.payments.withdrawalRules() }),
  );

  app.put(
    '/admin-api/payments/withdrawal-rules',
    {
      onRequest: finance,
      schema: {
        tags,
        summary: 'Set the auto-approval rules of withdrawals (audited with before and after)',
        body: ZWithdrawalRulesSchema,
        response: { 200: ZWithdrawalRulesResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await app.services.payments.updateWithdrawalRules(request.body, actorOf(request)),
    }),
  );
};
