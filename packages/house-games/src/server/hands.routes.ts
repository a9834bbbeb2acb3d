import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { STEP_GAMES } from '../games/steps';
import type { HouseTablesService } from './hands.service';
import { HouseError } from './house.service';
import { vi } from './house-error';

const stepCodes = Object.keys(STEP_GAMES) as [string, ...string[]];
const ZGame = z.enum(stepCodes, { error: vi('errors.noGame') });
const ZDeal = z.object({ game: ZGame, bet: z.unknown() });
const ZAct = z.object({
  roundId: z.uuid({ error: vi('errors.roundId') }),
  action: z.string().min(1).max(20),
});
const ZCurrent = z.object({ game: ZGame });

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success)
    throw new HouseError(400, 'VALIDATION_ERROR', result.error.issues[0]?.message ?? vi('errors.data'));
  return result.data;
}

const ok = <T>(data: T) => ({ success: true as const, data });

/** The API of rounds played in steps: deal, decide, and pick an open round up again. */
export function handsRoutes(
  app: FastifyInstance,
  service: HouseTablesService,
  tokenOf: (request: FastifyRequest) => string,
): void {
  app.post('/api/hand/deal', async (request) => {
    const token = tokenOf(request);
    const body = parse(ZDeal, request.body);
    return ok(await service.deal(token, body.game, body.bet));
  });

  app.post('/api/hand/act', async (request) => {
    const token = tokenOf(request);
    const body = parse(ZAct, request.body);
    return ok(await service.act(token, body.roundId, body.action));
  });

  app.get('/api/hand/current', async (request) => {
    const token = tokenOf(request);
    const query = parse(ZCurrent, request.query ?? {});
    return ok(await service.current(token, query.game));
  });
}
