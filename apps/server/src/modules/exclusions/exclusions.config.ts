import { createHash, createHmac } from 'node:crypto';
import type { Env } from '../../config/env';
import { parseSealingKey } from '../../secrets/sealing';
import type { ExclusionsConfig } from './exclusions.service';

/**
 * Stands in for `EXCLUSION_REGISTRY_KEY` (decision 158) when neither it nor a sealing key is set:
 * a fresh machine's brands match each other without set-up. It is public, and a phone number's
 * hash under a public key can be found by trying every number, so a real operator sets a key.
 */
const DEVELOPMENT_KEY = createHash('sha256').update('exclusion-registry:development key, public').digest();

/**
 * The registry's key: its own setting, else one derived from the sealing key (secret, and the same
 * for every brand of the deployment; peers need the setting, which env.ts enforces), else the
 * development key. Changing the derived key orphans the hashes already stored, hence the setting.
 */
function registryKey(env: Env): Buffer {
  if (env.EXCLUSION_REGISTRY_KEY) return parseSealingKey(env.EXCLUSION_REGISTRY_KEY);
  const sealing = env.SEALING_KEY ?? env.STAFF_TOTP_KEY;
  if (sealing) return createHmac('sha256', parseSealingKey(sealing)).update('exclusion-registry').digest();
  return DEVELOPMENT_KEY;
}

export function exclusionsConfigFrom(env: Env): ExclusionsConfig {
  return {
    brand: env.APP_NAME,
    deployment: env.EXCLUSION_DEPLOYMENT_ID ?? env.APP_NAME,
    key: registryKey(env),
    peers: env.EXCLUSION_PEERS,
  };
}
