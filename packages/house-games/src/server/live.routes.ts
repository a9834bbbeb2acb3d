import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BACCARAT_SPOTS } from '../games/baccarat';
import { tableBetSchema } from '../games/types';
import type { RouteHelpers } from './cockfight.routes';
import { vi } from './house-error';
import { LIVE_TABLES, type LiveBaccaratService } from './live.service';

const ZTable = z.enum(LIVE_TABLES, { error: vi('errors.table') }).default('bac1');
const ZBet = z
  .object({
    table: ZTable,
    round: z
      .number({ error: vi('errors.coup') })
      .int()
      .min(0),
    betId: z.uuid({ error: vi('errors.betId') }).optional(),
  })
  .and(tableBetSchema(BACCARAT_SPOTS));
const ZLimit = z.coerce.number().int().min(1).max(100).default(20);

const ok = <T>(data: T) => ({ success: true as const, data });

/** The live baccarat table's API under the house plugin: the coup on the table, bets, shoes. */
export function liveRoutes(app: FastifyInstance, service: LiveBaccaratService, { tokenOf, parse }: RouteHelpers) {
  app.get('/api/live/table', async (request) => {
    const table = parse(ZTable, (request.query as { table?: unknown }).table);
    return ok(await service.current(table));
  });

  app.get('/api/live/shoes', async (request) => {
    const table = parse(ZTable, (request.query as { table?: unknown }).table);
    return ok(await service.shoeList(table));
  });

  app.post('/api/live/bet', async (request) => {
    const token = tokenOf(request);
    const body = parse(ZBet, request.body);
    return ok(await service.placeBet(token, body));
  });

  app.get('/api/live/bets', async (request) => {
    const token = tokenOf(request);
    const limit = parse(ZLimit, (request.query as { limit?: unknown }).limit);
    return ok(await service.myBets(token, limit));
  });
}
