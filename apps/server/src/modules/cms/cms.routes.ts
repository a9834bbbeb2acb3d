import {
  ZApiErrorSchema,
  ZHomeBannerPreviewRequestSchema,
  ZHomeBannerPreviewResponseSchema,
  ZHomeBannerRevisionParamsSchema,
  ZHomeBannerRevisionResponseSchema,
  ZHomeBannerRevisionsResponseSchema,
  ZHomeBannerSaveRequestSchema,
  ZInfoPageListResponseSchema,
  ZInfoPageParamsSchema,
  ZInfoPageRevisionParamsSchema,
  ZInfoPageRevisionResponseSchema,
  ZInfoPageRevisionsResponseSchema,
  ZInfoPageSaveRequestSchema,
  ZInfoPageSummarySchema,
  ZPromoPageListResponseSchema,
  ZPromoPageParamsSchema,
  ZPromoPageRevisionParamsSchema,
  ZPromoPageSaveRequestSchema,
  ZPromoPageSummaryResponseSchema,
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

/** The home banner carousel in the CMS (decision 103), for content editors. */
export const cmsBannerRoutes: FastifyPluginAsyncZod = async (app) => {
  const cms = () => app.services.cms;
  const content = requireStaff('content');

  app.get(
    '/admin-api/home-banners/revisions',
    {
      onRequest: content,
      schema: {
        tags: ['admin', 'content'],
        summary: "The brand's home carousel revisions, newest first (published: the one players see)",
        response: { 200: ZHomeBannerRevisionsResponseSchema, ...errors },
      },
    },
    async () => ({ success: true as const, data: await cms().bannerRevisions() }),
  );

  app.post(
    '/admin-api/home-banners/revisions',
    {
      onRequest: content,
      schema: {
        tags: ['admin', 'content'],
        summary: 'Save the carousel as a new revision, a draft or published at once (audited)',
        description: '400 BANNER_PROMOTION_NOT_FOUND when a promotion slide names no promotion of the brand.',
        body: ZHomeBannerSaveRequestSchema,
        response: { 200: ZHomeBannerRevisionResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await cms().saveBanners(actorOf(request), request.body) }),
  );

  app.post(
    '/admin-api/home-banners/revisions/:revision/publish',
    {
      onRequest: content,
      schema: {
        tags: ['admin', 'content'],
        summary: 'Publish a saved carousel revision; an older one restores it (audited)',
        params: ZHomeBannerRevisionParamsSchema,
        response: { 200: ZHomeBannerRevisionsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await cms().publishBanners(actorOf(request), request.params.revision),
    }),
  );

  app.post(
    '/admin-api/home-banners/unpublish',
    {
      onRequest: content,
      schema: {
        tags: ['admin', 'content'],
        summary: 'Go back to the promotions list as the carousel (revisions are kept; audited)',
        response: { 200: ZHomeBannerRevisionsResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await cms().publishBanners(actorOf(request), null) }),
  );

  app.post(
    '/admin-api/home-banners/preview',
    {
      onRequest: content,
      schema: {
        tags: ['admin', 'content'],
        summary: 'The slides as the player would see them now (promotion slides from their rules); nothing saved',
        body: ZHomeBannerPreviewRequestSchema,
        response: { 200: ZHomeBannerPreviewResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await cms().previewBanners(request.body.slides) }),
  );
};

/** Promotion and event pages' body and SEO fields in the CMS (decision 104), for content editors. */
export const cmsPromoPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const cms = () => app.services.cms;
  const content = requireStaff('content');

  app.get(
    '/admin-api/promo-pages',
    {
      onRequest: content,
      schema: {
        tags: ['admin', 'content'],
        summary: 'The promotion and event pages with their revision counts and the published revision',
        response: { 200: ZPromoPageListResponseSchema, ...errors },
      },
    },
    async () => ({ success: true as const, data: await cms().promoPages() }),
  );

  app.get(
    '/admin-api/promo-pages/:kind/:slug/revisions',
    {
      onRequest: content,
      schema: {
        tags: ['admin', 'content'],
        summary: "A promotion or event page's revisions, newest first",
        params: ZPromoPageParamsSchema,
        response: { 200: ZInfoPageRevisionsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await cms().promoRevisions(request.params.kind, request.params.slug),
    }),
  );

  app.post(
    '/admin-api/promo-pages/:kind/:slug/revisions',
    {
      onRequest: content,
      schema: {
        tags: ['admin', 'content'],
        summary: 'Save a body and SEO fields as a new revision, a draft or published at once (audited)',
        description: 'The figures and terms stay generated from the rule; the body shows below them.',
        params: ZPromoPageParamsSchema,
        body: ZPromoPageSaveRequestSchema,
        response: { 200: ZInfoPageRevisionResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await cms().savePromoPage(actorOf(request), request.params.kind, request.params.slug, request.body),
    }),
  );

  app.post(
    '/admin-api/promo-pages/:kind/:slug/revisions/:revision/publish',
    {
      onRequest: content,
      schema: {
        tags: ['admin', 'content'],
        summary: 'Publish a saved revision; an older one restores it (audited)',
        params: ZPromoPageRevisionParamsSchema,
        response: { 200: ZPromoPageSummaryResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await cms().publishPromoPage(
        actorOf(request),
        request.params.kind,
        request.params.slug,
        request.params.revision,
      ),
    }),
  );

  app.post(
    '/admin-api/promo-pages/:kind/:slug/unpublish',
    {
      onRequest: content,
      schema: {
        tags: ['admin', 'content'],
        summary: 'Show the page as the rule alone again (the revisions are kept; audited)',
        params: ZPromoPageParamsSchema,
        response: { 200: ZPromoPageSummaryResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await cms().publishPromoPage(actorOf(request), request.params.kind, request.params.slug, null),
    }),
  );
};
