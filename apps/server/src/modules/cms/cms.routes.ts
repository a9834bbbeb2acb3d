import {
  ZApiErrorSchema,
  ZInfoPageListResponseSchema,
  ZInfoPageParamsSchema,
  ZInfoPageRevisionParamsSchema,
  ZInfoPageRevisionResponseSchema,
  ZInfoPageRevisionsResponseSchema,
  ZInfoPageSaveRequestSchema,
  ZInfoPageSummarySchema,
  ZSuccessSchema,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireStaff } from '../admin/admin.guard';

const errors = { 400: ZApiErrorSchema, 401: ZApiErrorSchema, 403: ZApiErrorSchema, 404: ZApiErrorSchema };
const ZSummaryResponseSchema = ZSuccessSchema(ZInfoPageSummarySchema);

/** The info pages in the CMS (decision 100), for content editors. */
export const cmsRoutes: FastifyPluginAsyncZod = async (app) => {
  const cms = () => app.services.cms;
  const content = requireStaff('content');

  app.get(
    '/admin-api/info-pages',
    {
      onRequest: content,
      schema: {
        tags: ['admin', 'content'],
        summary: 'The info pages with their revision counts and the published revision (null: the text in code)',
        response: { 200: ZInfoPageListResponseSchema, ...errors },
      },
    },
    async () => ({ success: true as const, data: await cms().pages() }),
  );

  app.get(
    '/admin-api/info-pages/:key/revisions',
    {
      onRequest: content,
      schema: {
        tags: ['admin', 'content'],
        summary: "A page's revisions, newest first",
        params: ZInfoPageParamsSchema,
        response: { 200: ZInfoPageRevisionsResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await cms().revisions(request.params.key) }),
  );

  app.post(
    '/admin-api/info-pages/:key/revisions',
    {
      onRequest: content,
      schema: {
        tags: ['admin', 'content'],
        summary: 'Save a new revision, as a draft or published at once (audited)',
        params: ZInfoPageParamsSchema,
        body: ZInfoPageSaveRequestSchema,
        response: { 200: ZInfoPageRevisionResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await cms().save(actorOf(request), request.params.key, request.body),
    }),
  );

  app.post(
    '/admin-api/info-pages/:key/revisions/:revision/publish',
    {
      onRequest: content,
      schema: {
        tags: ['admin', 'content'],
        summary: 'Publish a saved revision; an older one restores it (audited)',
        params: ZInfoPageRevisionParamsSchema,
        response: { 200: ZSummaryResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await cms().publish(actorOf(request), request.params.key, request.params.revision),
    }),
  );

  app.post(
    '/admin-api/info-pages/:key/unpublish',
    {
      onRequest: content,
      schema: {
        tags: ['admin', 'content'],
        summary: 'Go back to the text in code (the revisions are kept; audited)',
        params: ZInfoPageParamsSchema,
        response: { 200: ZSummaryResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await cms().publish(actorOf(request), request.params.key, null),
    }),
  );
};
