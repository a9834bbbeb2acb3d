import {
  ZApiErrorSchema,
  ZBrandOverviewQuerySchema,
  ZBrandOverviewResponseSchema,
  ZDailyReportQuerySchema,
  ZDailyReportResponseSchema,
  ZPlayerActivityResponseSchema,
  ZPlayerNoteRequestSchema,
  ZPlayerNoteResponseSchema,
  ZPlayerSearchQuerySchema,
  ZPlayerSearchResponseSchema,
  ZReportBreakdownQuerySchema,
  ZReportBreakdownResponseSchema,
  ZStaffNewsListResponseSchema,
  ZStaffNewsParamsSchema,
  ZStaffNewsPublishRequestSchema,
  ZStaffNewsRequestSchema,
  ZStaffNewsResponseSchema,
  ZStaffNewsRevisionParamsSchema,
  ZStaffNewsRevisionResponseSchema,
  ZStaffNewsRevisionsResponseSchema,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, requireStaff, staffOf } from '../admin/admin.guard';
import { brandOverview } from './backoffice.brands';
import { breakdownCsv, reportBreakdown } from './backoffice.breakdown';
import { activePlayers, dailyReport, reportCsv } from './backoffice.reports';

const errors = { 400: ZApiErrorSchema, 401: ZApiErrorSchema, 403: ZApiErrorSchema };
const tags = ['admin'];
const ZPlayerParamsSchema = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** The back office's own staff routes: player search, picture and notes; news editing. */
export const backofficeRoutes: FastifyPluginAsyncZod = async (app) => {
  const players = requireStaff('support', 'finance', 'compliance');
  const content = requireStaff('content');
  const bo = () => app.services.backoffice;

  app.get(
    '/admin-api/players',
    {
      onRequest: players,
      schema: {
        tags,
        summary: 'Find players by username (prefix), phone, id or bank account number (audited)',
        querystring: ZPlayerSearchQuerySchema,
        response: { 200: ZPlayerSearchResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await bo().searchPlayers(request.query.q, actorOf(request)) }),
  );

  app.get(
    '/admin-api/players/:id/activity',
    {
      onRequest: players,
      schema: {
        tags,
        summary: "A player's latest ledger postings, bets, bank accounts and staff notes (audited)",
        params: ZPlayerParamsSchema,
        response: { 200: ZPlayerActivityResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await bo().activity(request.params.id, actorOf(request)) }),
  );

  app.post(
    '/admin-api/players/:id/notes',
    {
      onRequest: players,
      schema: {
        tags,
        summary: 'Add a staff note to a player (audited). Errors: 404 NOT_FOUND',
        params: ZPlayerParamsSchema,
        body: ZPlayerNoteRequestSchema,
        response: { 200: ZPlayerNoteResponseSchema, 404: ZApiErrorSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await bo().addNote(request.params.id, request.body.text, actorOf(request)),
    }),
  );

  app.get(
    '/admin-api/news',
    {
      onRequest: content,
      schema: {
        tags,
        summary: 'All news articles, drafts included',
        response: { 200: ZStaffNewsListResponseSchema, ...errors },
      },
    },
    async () => ({ success: true as const, data: await bo().listNews() }),
  );

  app.post(
    '/admin-api/news',
    {
      onRequest: content,
      schema: {
        tags,
        summary: 'Write a news article, as a draft or published (audited). Errors: 409 NEWS_SLUG_TAKEN',
        body: ZStaffNewsRequestSchema,
        response: { 200: ZStaffNewsResponseSchema, 409: ZApiErrorSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await bo().createNews(request.body, actorOf(request)) }),
  );

  app.put(
    '/admin-api/news/:id',
    {
      onRequest: content,
      schema: {
        tags,
        summary:
          'Save a news article as a new revision: the draft, or published at once with status published (audited with before and after). Errors: 404 NOT_FOUND, 409 NEWS_SLUG_TAKEN',
        description: 'A draft of a live article leaves the site unchanged until it is published (decision 114).',
        params: ZStaffNewsParamsSchema,
        body: ZStaffNewsRequestSchema,
        response: { 200: ZStaffNewsResponseSchema, 404: ZApiErrorSchema, 409: ZApiErrorSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await bo().updateNews(request.params.id, request.body, actorOf(request)),
    }),
  );

  app.get(
    '/admin-api/news/:id/revisions',
    {
      onRequest: content,
      schema: {
        tags,
        summary: "An article's revisions, newest (the draft) first. Errors: 404 NOT_FOUND",
        params: ZStaffNewsParamsSchema,
        response: { 200: ZStaffNewsRevisionsResponseSchema, 404: ZApiErrorSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await bo().newsRevisions(request.params.id) }),
  );

  app.post(
    '/admin-api/news/:id/revisions/:revision/restore',
    {
      onRequest: content,
      schema: {
        tags,
        summary:
          'Make an older revision the draft again, as a new revision (audited). Errors: 404 NOT_FOUND, 404 REVISION_NOT_FOUND, 409 NEWS_SLUG_TAKEN',
        params: ZStaffNewsRevisionParamsSchema,
        response: { 200: ZStaffNewsRevisionResponseSchema, 404: ZApiErrorSchema, 409: ZApiErrorSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await bo().restoreNews(request.params.id, request.params.revision, actorOf(request)),
    }),
  );

  app.post(
    '/admin-api/news/:id/publish',
    {
      onRequest: content,
      schema: {
        tags,
        summary:
          'Publish the current draft (the newest revision; audited). Errors: 404 NOT_FOUND, 409 NEWS_DRAFT_CHANGED, NEWS_NO_DRAFT, NEWS_SLUG_TAKEN',
        params: ZStaffNewsParamsSchema,
        body: ZStaffNewsPublishRequestSchema,
        response: { 200: ZStaffNewsResponseSchema, 404: ZApiErrorSchema, 409: ZApiErrorSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await bo().publishNews(request.params.id, request.body, actorOf(request)),
    }),
  );

  app.post(
    '/admin-api/news/:id/unpublish',
    {
      onRequest: content,
      schema: {
        tags,
        summary: 'Take an article off the site; its revisions stay (audited). Errors: 404 NOT_FOUND',
        params: ZStaffNewsParamsSchema,
        response: { 200: ZStaffNewsResponseSchema, 404: ZApiErrorSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await bo().unpublishNews(request.params.id, actorOf(request)),
    }),
  );

  const reports = requireStaff('finance', 'compliance');
  app.get(
    '/admin-api/reports/daily',
    {
      onRequest: reports,
      schema: {
        tags,
        summary:
          'The dashboard by Vietnam day: stakes, wins, GGR, bonus cost, NGR, money in and out by method, players',
        querystring: ZDailyReportQuerySchema,
        response: { 200: ZDailyReportResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await dailyReport(app.db, request.query.from, request.query.to),
    }),
  );

  app.get(
    '/admin-api/reports/daily.csv',
    {
      onRequest: reports,
      schema: {
        tags,
        summary: 'The same figures as /admin-api/reports/daily, as a CSV download',
        querystring: ZDailyReportQuerySchema,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const csv = reportCsv(await dailyReport(app.db, from, to));
      await app.services.admin.audit(actorOf(request), 'report.download', null, { from, to });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="bao-cao-${from}-${to}.csv"`)
        .send(csv);
    },
  );

  const breakdownPorts = () => ({
    wallet: app.services.wallet,
    transfers: app.services.transfers,
    activePlayers: (from: string, to: string) => activePlayers(app.db, from, to),
    games: app.services.games,
    brand: app.services.system.brand(),
  });
  app.get(
    '/admin-api/reports/breakdown',
    {
      onRequest: reports,
      schema: {
        tags,
        summary: 'The same ledger figures by game, provider or brand, or the bonus cost by kind (decision 098)',
        querystring: ZReportBreakdownQuerySchema,
        response: { 200: ZReportBreakdownResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { from, to, by } = request.query;
      return { success: true as const, data: await reportBreakdown(breakdownPorts(), from, to, by) };
    },
  );

  app.get(
    '/admin-api/reports/breakdown.csv',
    {
      onRequest: reports,
      schema: {
        tags,
        summary: 'The same figures as /admin-api/reports/breakdown, as a CSV download (audited)',
        querystring: ZReportBreakdownQuerySchema,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const { from, to, by } = request.query;
      const csv = breakdownCsv(await reportBreakdown(breakdownPorts(), from, to, by));
      await app.services.admin.audit(actorOf(request), 'report.download', null, { from, to, by });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="bao-cao-${by}-${from}-${to}.csv"`)
        .send(csv);
    },
  );

  // every brand of the deployment this staff member works on, figures by brand and summed
  // (decision 154): superadmin only, like the brand's other settings
  app.get(
    '/admin-api/brands',
    {
      onRequest: requireStaff('superadmin'),
      schema: {
        tags,
        summary:
          "The deployment's brands where this username has a reporting account: dashboard totals by brand, and summed",
        querystring: ZBrandOverviewQuerySchema,
        response: { 200: ZBrandOverviewResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { from, to, brand } = request.query;
      const data = await brandOverview(app.deployment, app.env.APP_NAME, staffOf(request).username, {
        from,
        to,
        only: brand,
      });
      return { success: true as const, data };
    },
  );
};
