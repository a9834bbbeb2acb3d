import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { FIGHT_SIDES, ZFightOdds } from '../games/cockfight';
import { ZTableStakeSchema } from '../games/types';
import type { CockfightService } from './cockfight.service';
import { vi } from './house-error';

const ZBet = z.object({
  fight: z
    .number({ error: vi('errors.fight') })
    .int()
    .min(0),
  side: z.enum(FIGHT_SIDES, { error: vi('errors.spot') }),
  amount: ZTableStakeSchema,
  expectedOdds: ZFightOdds.optional(),
  betId: z.uuid({ error: vi('errors.betId') }).optional(),
});
const ZLimit = z.coerce.number().int().min(1).max(100).default(20);

export interface RouteHelpers {
  tokenOf(request: FastifyRequest): string;
  parse<T>(schema: z.ZodType<T>, value: unknown): T;
}

const ok = <T>(data: T) => ({ success: true as const, data });

/** The cockfight table's API under the house plugin: the current fight, bets, history. */
export function cockfightRoutes(app: FastifyInstance, service: CockfightService, { tokenOf, parse }: RouteHelpers) {
  app.get('/api/cockfight/fight', async () => ok(await service.current()));

  app.get('/api/cockfight/recent', async () => ok(await service.recent(30)));

  app.post('/api/cockfight/bet', async (request) => {
    const token = tokenOf(request);
    const body = parse(ZBet, request.body);
    return ok(await service.placeBet(token, body));
  });

  app.get('/api/cockfight/bets', async (request) => {
    const token = tokenOf(request);
    const limit = parse(ZLimit, (request.query as { limit?: unknown }).limit);
    return ok(await service.myBets(token, limit));
  });
}
