import type { TCryptoChain, TPaymentSettings } from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PaymentSettingsStore } from '../../payments.settings';
import type { HttpTransport } from '../http';
import type { TMomoCreateRequest } from '../momo/momo.protocol';
import { SANDBOX_ORIGIN } from '../registry';
import { safeEqual, verifyTimestamped } from '../signing';

/** What the sandbox gateways share: their in-memory state, delivery to our webhooks, answers. */

interface MomoOrder {
  request: TMomoCreateRequest;
  status: 'created' | 'paid' | 'failed';
  transId: number;
  resultCode: number | null;
}

export class SandboxState {
  readonly momoOrders = new Map<string, MomoOrder>();
  readonly cardRequests = new Set<string>();
  readonly usedCards = new Set<string>();
  readonly addresses = new Map<string, TCryptoChain>();
  readonly payouts = new Map<string, Record<string, unknown>>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private seq = 0;

  nextId(): number {
    this.seq += 1;
    return Date.now() * 1000 + (this.seq % 1000);
  }

  schedule(delayMs: number, fn: () => Promise<void>): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void fn();
    }, delayMs);
    this.timers.add(timer);
  }

  close(): void {
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
  }
}

/** POSTs a notification to our own webhook through the loopback; one retry on failure, like providers. */
export async function deliver(
  transport: HttpTransport,
  log: FastifyBaseLogger,
  path: string,
  body: string,
  headers: Record<string, string>,
  contentType = 'application/json',
): Promise<void> {
  for (let attempt = 1; attempt <= 2; attempt++) {
    try {
      const res = await transport({
        method: 'POST',
        url: `${SANDBOX_ORIGIN}${path}`,
        headers: { 'content-type': contentType, ...headers },
        body,
      });
      if (res.status < 500) return;
      log.warn({ path, status: res.status, attempt }, 'sandbox callback answered 5xx');
    } catch (err) {
      log.warn({ err, path, attempt }, 'sandbox callback failed');
    }
  }
}

const anyJson = z.record(z.string(), z.unknown());
/** Provider-shaped answers: each sandbox route answers what the real provider would, on any status. */
export const providerResponses = { 200: anyJson, 400: anyJson, 401: anyJson, 404: anyJson, 504: anyJson };

export interface SandboxDeps {
  settings: PaymentSettingsStore;
  state: SandboxState;
  loopback: () => HttpTransport;
}

/** The Fastify instance the sandbox routes are registered on. */
export type SandboxApp = Parameters<FastifyPluginAsyncZod>[0];

/** What each sandbox gateway's routes are given by the index. */
export interface SandboxContext {
  deps: SandboxDeps;
  state: SandboxState;
  /** The settings, or 404 SANDBOX_DISABLED when this gateway is not in sandbox mode. */
  gateway<K extends keyof TPaymentSettings['gateways']>(name: K): Promise<TPaymentSettings>;
  tagged: { tags: string[] };
}

/**
 * Whether a call to a sandbox stand-in carries our API key and a fresh timestamped signature of
 * its exact body, as the real gateway (bank payouts, the chain watcher) requires.
 */
export function signedByPlatform(
  request: { headers: Record<string, unknown>; rawBody?: string },
  signatureHeader: string,
  secret: string,
  apiKey: string,
): boolean {
  const sig = verifyTimestamped(
    request.headers[signatureHeader] as string | undefined,
    request.rawBody ?? '',
    secret,
    Date.now(),
    300,
  );
  return sig.ok && safeEqual(String(request.headers['x-api-key'] ?? ''), apiKey);
}
