import { allBrands } from '@app/brands';
import type { FastifyInstance } from 'fastify';

/** The lucky-spin prize table of every brand (idempotent: existing rows, maybe edited by staff, stay). */
export async function seedEvents(app: FastifyInstance): Promise<number> {
  return app.services.events.seed(allBrands.map((b) => b.appName));
}
