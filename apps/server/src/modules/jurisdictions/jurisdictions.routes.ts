import {
  ZApiErrorSchema,
  ZJurisdictionRefusalListResponseSchema,
  ZJurisdictionRefusalQuerySchema,
  ZJurisdictionRulesSchema,
  ZJurisdictionSettingsResponseSchema,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireStaff } from '../admin/admin.guard';

const errors = { 400: ZApiErrorSchema, 401: ZApiErrorSchema, 403: ZApiErrorSchema };
const tags = ['admin', 'jurisdictions'];

/** Compliance's licensed countries, test addresses and the refusal log (decision 149). */
export const jurisdictionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const compliance = requireStaff('compliance');
  const jurisdictions = () => app.services.jurisdictions;

  app.get(
    '/admin-api/jurisdictions',
    {
      onRequest: compliance,
      schema: {
        tags,
        summary: 'The countries the brand is licensed for and the addresses let through for testing',
        response: { 200: ZJurisdictionSettingsResponseSchema, ...errors },
      },
    },
    async () => ({ success: true as const, data: await jurisdictions().view() }),
  );

  app.put(
    '/admin-api/jurisdictions',
    {
      onRequest: compliance,
      schema: {
        tags,
        summary: 'Set the licensed countries and test addresses (audited with before and after); in force at once',
        body: ZJurisdictionRulesSchema,
        response: { 200: ZJurisdictionSettingsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await jurisdictions().update(request.body, actorOf(request)),
    }),
  );

  app.get(
    '/admin-api/jurisdictions/refusals',
    {
      onRequest: compliance,
      schema: {
        tags,
        summary: 'Requests refused for their address, newest first (one row per address, action and hour)',
        querystring: ZJurisdictionRefusalQuerySchema,
        response: { 200: ZJurisdictionRefusalListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await jurisdictions().refusals(request.query.limit, request.query.action),
    }),
  );
};
