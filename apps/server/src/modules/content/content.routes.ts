import {
  ContentErrorCode,
  ContentErrorMessage,
  ZApiErrorSchema,
  ZContentPageResponseSchema,
  ZNewsArticleResponseSchema,
  ZNewsListQuerySchema,
  ZNewsListResponseSchema,
  ZSlugParamsSchema,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/errors';

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/news',
    {
      schema: {
        tags: ['content'],
        summary: 'Published news articles, newest first',
        querystring: ZNewsListQuerySchema,
        response: { 200: ZNewsListResponseSchema, 400: ZApiErrorSchema },
      },
    },
    async (request) => {
      const { items, pagination } = await app.services.content.listNews(request.query.page, request.query.per_page);
      return { success: true as const, data: items, meta: { pagination } };
    },
  );

  app.get(
    '/api/news/:slug',
    {
      schema: {
        tags: ['content'],
        summary: 'One published news article',
        params: ZSlugParamsSchema,
        response: { 200: ZNewsArticleResponseSchema, 400: ZApiErrorSchema, 404: ZApiErrorSchema },
      },
    },
    async (request) => {
      const article = await app.services.content.findNews(request.params.slug);
      if (!article) throw new AppError(404, ContentErrorCode.NEWS_NOT_FOUND, ContentErrorMessage.NEWS_NOT_FOUND);
      return { success: true as const, data: article };
    },
  );

  app.get(
    '/api/pages/:slug',
    {
      schema: {
        tags: ['content'],
        summary: 'One published content page',
        params: ZSlugParamsSchema,
        response: { 200: ZContentPageResponseSchema, 400: ZApiErrorSchema, 404: ZApiErrorSchema },
      },
    },
    async (request) => {
      const page = await app.services.content.findPage(request.params.slug);
      if (!page) throw new AppError(404, ContentErrorCode.PAGE_NOT_FOUND, ContentErrorMessage.PAGE_NOT_FOUND);
      return { success: true as const, data: page };
    },
  );
};
