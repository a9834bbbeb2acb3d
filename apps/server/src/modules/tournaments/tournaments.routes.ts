import {
  ZApiErrorSchema,
  ZStaffTournamentIdParamsSchema,
  ZStaffTournamentInputSchema,
  ZStaffTournamentListResponseSchema,
  ZStaffTournamentPreviewRequestSchema,
  ZStaffTournamentPreviewResponseSchema,
  ZStaffTournamentResponseSchema,
  ZTournamentBoardResponseSchema,
  ZTournamentListResponseSchema,
  ZTournamentPrizesResponseSchema,
  ZTournamentResponseSchema,
  ZTournamentSlugParamsSchema,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PolledFeed } from '../../http/polled-feed';
import { actorOf, requireStaff } from '../admin/admin.guard';
import { optionalPlayer, playerOf, requirePlayer } from '../auth/auth.guard';
import { type BoardSnapshot, TournamentsService } from './tournaments.service';

const e = ZApiErrorSchema;
const ZOkSchema = z.object({ success: z.literal(true) });

/** Tournaments ("đua top", decision 138): public pages, the player's opt-in and prizes, staff. */
export const tournamentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const t = () => app.services.tournaments;

  app.get(
    '/api/tournaments',
    {
      schema: {
        tags: ['tournaments'],
        summary: 'Published tournaments, newest first, with the texts generated from each rule',
        response: { 200: ZTournamentListResponseSchema },
      },
    },
    async () => ({ success: true as const, data: await t().list() }),
  );

  app.get(
    '/api/tournaments/:slug',
    {
      schema: {
        tags: ['tournaments'],
        summary: 'One published tournament: rule, phase, generated rules text and prize table',
        params: ZTournamentSlugParamsSchema,
        response: { 200: ZTournamentResponseSchema, 400: e, 404: e },
      },
    },
    async (request) => ({ success: true as const, data: await t().find(request.params.slug) }),
  );

  app.get(
    '/api/tournaments/:slug/leaderboard',
    {
      preHandler: optionalPlayer,
      schema: {
        tags: ['tournaments'],
        summary: "Top 50 and the caller's own position (live while running, frozen once finished)",
        params: ZTournamentSlugParamsSchema,
        response: { 200: ZTournamentBoardResponseSchema, 400: e, 403: e, 404: e },
      },
    },
    async (request) => ({
      success: true as const,
      data: await t().board(request.params.slug, request.player?.id ?? null),
    }),
  );

  // One feed per tournament on this instance, alive while someone watches its page.
  const feeds = new Map<string, PolledFeed<BoardSnapshot, number | null>>();
  const feedOf = (slug: string) => {
    let feed = feeds.get(slug);
    if (!feed) {
      feed = new PolledFeed<BoardSnapshot, number | null>({
        event: 'board',
        read: () => t().boardSnapshot(slug),
        key: TournamentsService.snapshotKey,
        render: (snapshot, readers) => t().boardsFor(snapshot, readers),
        log: app.log,
      });
      feeds.set(slug, feed);
    }
    return feed;
  };
  app.addHook('onClose', async () => {
    for (const feed of feeds.values()) feed.close();
  });
  app.services.ops.watchStream('tournaments', () => [...feeds.values()].reduce((n, f) => n + f.clientCount(), 0));

  app.get(
    '/api/tournaments/:slug/leaderboard/stream',
    {
      preHandler: optionalPlayer,
      schema: {
        tags: ['tournaments'],
        summary:
          "Server-Sent Events: `event: board` with the /leaderboard data (the caller's own row included) at once and whenever the standings change",
        params: ZTournamentSlugParamsSchema,
        response: { 400: e, 403: e, 404: e },
      },
    },
    async (request, reply) => {
      // a draft or unknown slug answers 404 before the stream opens
      await t().boardSnapshot(request.params.slug);
      feedOf(request.params.slug).subscribe(request, reply, request.player?.id ?? null);
      return reply;
    },
  );

  app.post(
    '/api/user/tournaments/:slug/join',
    {
      onRequest: requirePlayer,
      schema: {
        tags: ['tournaments'],
        summary: 'Opt in to a tournament; only rounds settled afterwards count',
        description:
          '409 TOURNAMENT_NOT_OPT_IN, TOURNAMENT_ENDED, TOURNAMENT_ALREADY_JOINED; 403 TOURNAMENT_ACCOUNT_RESTRICTED',
        params: ZTournamentSlugParamsSchema,
        response: { 200: ZOkSchema, 400: e, 401: e, 403: e, 404: e, 409: e },
      },
    },
    async (request) => {
      await t().join(playerOf(request).id, request.params.slug);
      return { success: true as const };
    },
  );

  app.get(
    '/api/user/tournaments/prizes',
    {
      onRequest: requirePlayer,
      schema: {
        tags: ['tournaments'],
        summary: "The caller's tournament prizes, with a bonus prize's wagering progress",
        response: { 200: ZTournamentPrizesResponseSchema, 401: e },
      },
    },
    async (request) => ({ success: true as const, data: await t().prizes(playerOf(request).id) }),
  );

  // ─── staff (content; a superadmin may do everything) ──────────────────────────────────────

  app.get(
    '/admin-api/tournaments',
    {
      onRequest: requireStaff('content'),
      schema: {
        tags: ['admin', 'tournaments'],
        summary: 'Every tournament, drafts included, with the view players receive',
        response: { 200: ZStaffTournamentListResponseSchema, 401: e, 403: e },
      },
    },
    async () => ({ success: true as const, data: await t().staffList() }),
  );

  app.post(
    '/admin-api/tournaments/preview',
    {
      onRequest: requireStaff('content'),
      schema: {
        tags: ['admin', 'tournaments'],
        summary: 'The texts a rule generates, before saving',
        body: ZStaffTournamentPreviewRequestSchema,
        response: { 200: ZStaffTournamentPreviewResponseSchema, 400: e, 401: e, 403: e },
      },
    },
    async (request) => ({ success: true as const, data: await t().preview(request.body.rule) }),
  );

  app.post(
    '/admin-api/tournaments',
    {
      onRequest: requireStaff('content'),
      schema: {
        tags: ['admin', 'tournaments'],
        summary: 'Create a draft tournament from its rule (audited)',
        description: '409 TOURNAMENT_SLUG_TAKEN',
        body: ZStaffTournamentInputSchema,
        response: { 200: ZStaffTournamentResponseSchema, 400: e, 401: e, 403: e, 409: e },
      },
    },
    async (request) => ({ success: true as const, data: await t().create(actorOf(request), request.body) }),
  );

  app.put(
    '/admin-api/tournaments/:id',
    {
      onRequest: requireStaff('content'),
      schema: {
        tags: ['admin', 'tournaments'],
        summary: "Change a draft's slug, title or rule (audited with before and after)",
        description: '409 TOURNAMENT_NOT_DRAFT, TOURNAMENT_SLUG_TAKEN',
        params: ZStaffTournamentIdParamsSchema,
        body: ZStaffTournamentInputSchema,
        response: { 200: ZStaffTournamentResponseSchema, 400: e, 401: e, 403: e, 404: e, 409: e },
      },
    },
    async (request) => ({
      success: true as const,
      data: await t().update(actorOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/admin-api/tournaments/:id/publish',
    {
      onRequest: requireStaff('content'),
      schema: {
        tags: ['admin', 'tournaments'],
        summary: 'Publish a draft: players see it and its rule no longer changes (audited)',
        description: '409 TOURNAMENT_NOT_DRAFT, TOURNAMENT_ENDED',
        params: ZStaffTournamentIdParamsSchema,
        response: { 200: ZStaffTournamentResponseSchema, 400: e, 401: e, 403: e, 404: e, 409: e },
      },
    },
    async (request) => ({ success: true as const, data: await t().publish(actorOf(request), request.params.id) }),
  );
};
