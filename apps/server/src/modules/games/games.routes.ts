import {
  ZApiErrorSchema,
  ZExplodeJackpotResponseSchema,
  ZGameCatalogueResponseSchema,
  ZGameDirectLinkQuerySchema,
  ZGameFavoriteRequestSchema,
  ZGameFavoriteResponseSchema,
  ZGameLinkQuerySchema,
  ZGameLinkResponseSchema,
  ZGameListQuerySchema,
  ZGameListResponseSchema,
  ZJackpotResponseSchema,
} from '@app/contract';
import { loopbackUrl } from '@app/provider-kit/play-api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { optionalPlayer, playerOf, requirePlayer, sessionTokenOf } from '../auth/auth.guard';
import { playTokenFor } from '../auth/auth.tokens';
import { JackpotFeed } from './games.feed';

const errors = { 400: ZApiErrorSchema, 401: ZApiErrorSchema, 403: ZApiErrorSchema, 404: ZApiErrorSchema };

export const gamesRoutes: FastifyPluginAsyncZod = async (app) => {
  const games = app.services.games;

  app.get(
    '/api/game/list',
    {
      preHandler: optionalPlayer,
      schema: {
        tags: ['games'],
        summary: 'Game catalogue: filter by category, partner, search, hot/new/favourite; paginated',
        querystring: ZGameListQuerySchema,
        response: { 200: ZGameListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      const { items, total } = await games.list(q, request.player?.id ?? null);
      return {
        success: true as const,
        data: items,
        meta: {
          pagination: {
            page: q.page,
            perPage: q.per_page,
            total,
            totalPages: Math.max(1, Math.ceil(total / q.per_page)),
          },
        },
      };
    },
  );

  app.get(
    '/api/game/catalogue',
    {
      schema: {
        tags: ['games'],
        summary: 'Categories (with game counts) and partners of the lobby',
        response: { 200: ZGameCatalogueResponseSchema },
      },
    },
    async () => ({ success: true as const, data: await games.catalogue() }),
  );

  for (const method of ['POST', 'DELETE'] as const) {
    app.route({
      method,
      url: '/api/game/favorite',
      onRequest: requirePlayer,
      schema: {
        tags: ['games'],
        summary: method === 'POST' ? 'Add a game to my favourites' : 'Remove a game from my favourites',
        body: ZGameFavoriteRequestSchema,
        response: { 200: ZGameFavoriteResponseSchema, ...errors },
      },
      handler: async (request) => {
        const player = playerOf(request);
        const data = await games.setFavorite(player.id, request.body, method === 'POST');
        return { success: true as const, data };
      },
    });
  }

  app.get(
    '/api/game/link',
    {
      onRequest: requirePlayer,
      schema: {
        tags: ['games'],
        summary: 'Launch URL of a game for the caller, with the play token as `token`',
        querystring: ZGameLinkQuerySchema,
        response: { 200: ZGameLinkResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { playerId, token, origin } = launchContext(request, reply);
      return {
        success: true as const,
        data: await games.gameLink(playerId, token, request.query, origin, () => loopbackUrl(app, 'games')),
      };
    },
  );

  app.get(
    '/api/game/direct-link',
    {
      onRequest: requirePlayer,
      schema: {
        tags: ['games'],
        summary:
          "A game's direct address with the play token added as `token`; only for this site's or a catalogue game's origin",
        querystring: ZGameDirectLinkQuerySchema,
        response: { 200: ZGameLinkResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { playerId, token, origin } = launchContext(request, reply);
      return { success: true as const, data: await games.directLink(playerId, token, request.query.url, origin) };
    },
  );

  app.get(
    '/api/game/explode-jackpot',
    {
      schema: {
        tags: ['games'],
        summary: 'Jackpot games with their current pool',
        response: { 200: ZExplodeJackpotResponseSchema },
      },
    },
    async () => ({ success: true as const, data: await games.explodeJackpot() }),
  );

  app.get(
    '/api/game/jackpot',
    {
      schema: {
        tags: ['games'],
        summary: 'The big jackpot (largest pool), every pool and their total',
        response: { 200: ZJackpotResponseSchema },
      },
    },
    async () => ({ success: true as const, data: await games.jackpot() }),
  );

  // Each event carries every jackpot game's amount too, so open pages update without a refetch.
  const feed = new JackpotFeed(async () => {
    const [big, exploded] = await Promise.all([games.jackpot(), games.explodeJackpot()]);
    return { ...big, games: exploded.games };
  }, app.log);
  app.addHook('onClose', async () => feed.close());
  app.services.ops.watchStream('jackpot', () => feed.clientCount());
  app.get(
    '/api/game/jackpot/stream',
    {
      schema: {
        tags: ['games'],
        summary:
          'Server-Sent Events: `event: jackpot` with the /api/game/jackpot data plus `games` (as /explode-jackpot) whenever a pool changes',
        hide: false,
      },
    },
    (request, reply) => {
      feed.subscribe(request, reply);
    },
  );
};

/** Who launches a game, with which play token, from which origin; the answer carries the token, so no cache may keep it. */
function launchContext(request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
  return {
    playerId: playerOf(request).id,
    token: playTokenFor(sessionTokenOf(request)),
    origin: `${request.protocol}://${request.host}`,
  };
}
