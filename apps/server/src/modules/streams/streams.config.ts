import type { Env } from '../../config/env';

/**
 * Settings of the stream verification service, from the environment (validated once at start in config/env.ts).
 * `sandbox` (the default) talks to the built-in sandbox under /sandbox/streams through the
 * same client code; `live` needs the service's URL, our operator id and the shared secret.
 */
export const SANDBOX_STREAM_SECRET = 'sandbox-stream-verification-secret';

export interface StreamsConfig {
  mode: 'sandbox' | 'live';
  baseUrl: string;
  operatorId: string;
  secret: string;
  timeoutMs: number;
}

/** The base URL the client posts to in sandbox mode; the loopback transport keeps only the path. */
export const SANDBOX_BASE_URL = 'http://sandbox.invalid/sandbox/streams';

/** The service's settings from the validated environment (apps/server/src/config/env.ts). */
export function streamsConfigFrom(env: Env): StreamsConfig {
  const live = env.STREAM_VERIFY_MODE === 'live';
  return {
    mode: env.STREAM_VERIFY_MODE,
    baseUrl: live ? (env.STREAM_VERIFY_URL as string) : SANDBOX_BASE_URL,
    operatorId: env.STREAM_VERIFY_OPERATOR_ID,
    secret: live ? (env.STREAM_VERIFY_SECRET as string) : (env.STREAM_VERIFY_SECRET ?? SANDBOX_STREAM_SECRET),
    timeoutMs: env.STREAM_VERIFY_TIMEOUT_MS,
  };
}
