import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RouteHelpers } from './cockfight.routes';
import { vi } from './house-error';
import { GAME_TABLE_CODES, type TableLimitsStore } from './limits';

const ZGame = z.object({ game: z.enum(GAME_TABLE_CODES, { error: vi('errors.noTableLimits') }) });

/**
 * A per-player table's stake limits (decision 118), read from the same row its bets are checked
 * against: the game screen shows them under the chips and keeps its chips within them.
 */
export function limitsRoutes(app: FastifyInstance, store: TableLimitsStore, { parse }: Pick<RouteHelpers, 'parse'>) {
  app.get('/api/limits/:game', async (request) => {
    const { game } = parse(ZGame, request.params);
    return { success: true as const, data: await store.get(game) };
  });
}
