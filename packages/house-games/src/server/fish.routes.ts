import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RouteHelpers } from './cockfight.routes';
import type { FishService } from './fish.service';
import { vi } from './house-error';

const ZFire = z.object({
  batchId: z.uuid({ error: vi('errors.batchId') }),
  shots: z.unknown(),
});

/** Fish shooting's API under the house plugin: one POST per batch of shots. */
export function fishRoutes(app: FastifyInstance, service: FishService, { tokenOf, parse }: RouteHelpers) {
  app.post('/api/fish/fire', async (request) => {
    const token = tokenOf(request);
    const body = parse(ZFire, request.body);
    return { success: true as const, data: await service.fire(token, body.batchId, { shots: body.shots }) };
  });
}
