import type { FastifyInstance } from 'fastify';

export interface DemoLogin {
  who: string;
  username: string;
  password: string;
}

/**
 * Demo data for a fresh machine. Every step is idempotent (upserts keyed on natural ids),
 * so it runs on every start without duplicating anything.
 */
export async function seedDemoData(_app: FastifyInstance): Promise<DemoLogin[]> {
  const logins: DemoLogin[] = [];
  return logins;
}
