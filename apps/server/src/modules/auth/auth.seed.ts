import { carrierOf } from '@app/contract';
import { hash } from '@node-rs/argon2';
import type { FastifyInstance } from 'fastify';
import { players } from './auth.schema';
import { newRid } from './auth.tokens';

export const DEMO_PLAYER = { username: 'demo_player', password: 'demo1234', phone: '0912345678' } as const;

/** A login printed at start-up so a newcomer can sign in. */
export interface DemoLogin {
  who: string;
  username: string;
  password: string;
}

/** The demo player (verified phone). Idempotent: an existing demo_player is left as it is. */
export async function seedAuth(app: FastifyInstance): Promise<DemoLogin[]> {
  const existing = await app.db.pool.query('SELECT 1 FROM players WHERE lower(username) = lower($1)', [
    DEMO_PLAYER.username,
  ]);
  if (!existing.rowCount) {
    await app.db.orm
      .insert(players)
      .values({
        rid: newRid(),
        username: DEMO_PLAYER.username,
        phone: DEMO_PLAYER.phone,
        carrier: carrierOf(DEMO_PLAYER.phone),
        phoneVerified: true,
        passwordHash: await hash(DEMO_PLAYER.password, { memoryCost: 19456, timeCost: 2, parallelism: 1 }),
        ageConfirmedAt: new Date(),
        source: 'seed',
      })
      .onConflictDoNothing();
  }
  return [{ who: 'player', username: DEMO_PLAYER.username, password: DEMO_PLAYER.password }];
}
