import type { Env } from '../config/env';
import type { Db } from '../db/client';
import type { Log } from '../log';
import { AdminService } from '../modules/admin/admin.service';
import { ProviderCatalogue } from '../modules/providers/providers.directory';
import { ProvidersRepository } from '../modules/providers/providers.repository';
import { type ResealOutcome, Sealer } from './sealing';

/** The key ring the server uses: the development key only outside a real production deployment. */
export function sealerFor(env: Env): Sealer {
  return Sealer.fromEnv(env, { allowDevelopmentKey: !(env.NODE_ENV === 'production' && !env.SEED_DEMO_DATA) });
}

export interface ResealReport {
  keyId: string;
  staff: ResealOutcome;
  providers: ResealOutcome;
}

/**
 * Every sealed secret moved to the current key (decision 107): staff TOTP secrets and open
 * enrolments, providers' HMAC secrets. Run at start-up and by `npm run secrets:reseal`.
 */
export async function resealAll(
  parts: { admin: Pick<AdminService, 'resealStoredSecrets'>; providers: { resealSecrets(): Promise<ResealOutcome> } },
  sealer: Pick<Sealer, 'currentKeyId'>,
): Promise<ResealReport> {
  return {
    keyId: sealer.currentKeyId,
    staff: await parts.admin.resealStoredSecrets(),
    providers: await parts.providers.resealSecrets(),
  };
}

/** resealAll on a bare database connection (the command: no server, no loops). */
export async function resealDatabase(db: Db, env: Env, log?: Log): Promise<ResealReport> {
  const sealer = sealerFor(env);
  const repo = new ProvidersRepository(db, () => ({ recordMany: async () => {}, kick: () => {} }));
  try {
    return await resealAll(
      {
        admin: new AdminService(db, undefined, undefined, undefined, sealer),
        providers: new ProviderCatalogue(repo, sealer, log),
      },
      sealer,
    );
  } finally {
    await repo.close();
  }
}

export function logReseal(log: Log, r: ResealReport): void {
  const resealed = r.staff.resealed + r.providers.resealed;
  if (resealed)
    log.info(
      { keyId: r.keyId, staff: r.staff.resealed, providers: r.providers.resealed },
      'secrets re-sealed under the current key',
    );
  for (const u of [...r.staff.unreadable, ...r.providers.unreadable])
    log.error({ row: u.row, reason: u.reason }, 'sealed secret cannot be opened with the configured keys');
}
