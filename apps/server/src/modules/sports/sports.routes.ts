import { ZApiErrorSchema, ZSportsMatchesQuerySchema, ZSportsMatchesResponseSchema } from '@app/contract';
import { LEAGUES } from '@app/sportsbook';
import { listMatches } from '@app/sportsbook/server';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * The match schedule and results for the site (/lich-thi-dau, the sports lobby): read from the
 * built-in sportsbook's feed tables, which it publishes for this purpose (no prices, no bets).
 */
export const sportsRoutes: FastifyPluginAsyncZod<{ pool: import('pg').Pool }> = async (app, opts) => {
  app.get(
    '/api/sports/matches',
    {
      schema: {
        tags: ['games'],
        summary:
          'Football matches of the sportsbook feed: upcoming (by kick-off), live (with minute and score) or finished (latest first, with the score); optional league code and day (YYYY-MM-DD, Vietnam time)',
        querystring: ZSportsMatchesQuerySchema,
        response: { 200: ZSportsMatchesResponseSchema, 400: ZApiErrorSchema },
      },
    },
    async (request) => {
      const q = request.query;
      const league = q.league && LEAGUES.some((l) => l.code === q.league) ? q.league : undefined;
      const items =
        q.league && !league
          ? []
          : await listMatches(opts.pool, {
              status: q.status,
              league,
              date: q.date,
              virtual: q.virtual === undefined ? undefined : q.virtual === 'true',
              limit: q.limit,
            });
      return {
        success: true as const,
        data: {
          items: items.map(({ markets: _m, oddsVersion: _v, ...m }) => m),
          leagues: LEAGUES.map((l) => ({ code: l.code, name: l.name, virtual: l.virtual })),
        },
      };
    },
  );
};
