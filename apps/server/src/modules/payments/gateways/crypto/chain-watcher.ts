import type { TCryptoChain } from '@app/contract';
import { z } from 'zod';
import { GatewayError, type HttpTransport, joinUrl, postJson } from '../http';
import { signTimestamped } from '../signing';
import { isValidAddress } from './address';

/**
 * The chain-watcher adapter: a custody/indexer service that hands out deposit addresses,
 * watches them, POSTs signed notifications to /webhooks/crypto as confirmations grow, and
 * sends payouts. Protocol: JSON over HTTPS with `x-api-key` and the timestamped
 * HMAC-SHA256 signature header (`x-signature: t=...,v1=...`) both ways.
 */
export interface ChainWatcher {
  allocateAddress(input: { chain: TCryptoChain; label: string }): Promise<string>;
  /** Sends tokens; `unknown` GatewayError when we cannot tell whether it was broadcast. */
  send(input: { chain: TCryptoChain; token: string; to: string; amount: string; reference: string }): Promise<{
    status: 'confirmed' | 'submitted' | 'failed';
    txHash: string | null;
    reason: string | null;
  }>;
}

export const CHAIN_SIGNATURE_HEADER = 'x-signature';

/** A notification about a transfer to one of our addresses. */
export const ZChainWebhookSchema = z.object({
  /** Notification id: our idempotency key for the notification itself. */
  id: z.string().min(1).max(128),
  chain: z.enum(['TRC20', 'ERC20', 'BEP20']),
  /** Token symbol as the watcher identified it by contract (USDT, KDG, or anything else). */
  token: z.string().min(1).max(20),
  address: z.string().min(1).max(100),
  txHash: z.string().min(1).max(100),
  logIndex: z.number().int().nonnegative().default(0),
  from: z.string().max(100).optional(),
  /** Decimal string in token units, e.g. "25.5". */
  amount: z.string().regex(/^\d{1,20}(\.\d{1,18})?$/),
  confirmations: z.number().int().nonnegative(),
  timestamp: z.number().int(),
});
export type TChainWebhook = z.infer<typeof ZChainWebhookSchema>;

const ZAddressResponse = z.object({ address: z.string() });
const ZSendResponse = z.object({
  status: z.enum(['confirmed', 'submitted', 'failed']),
  txHash: z.string().nullable().optional(),
  reason: z.string().nullable().optional(),
});

export class ChainWatcherClient implements ChainWatcher {
  constructor(
    private readonly baseUrl: string,
    private readonly apiKey: string,
    private readonly secret: string,
    private readonly transport: HttpTransport,
  ) {}

  private post(path: string, body: unknown) {
    return postJson(this.transport, joinUrl(this.baseUrl, path), body, {
      'x-api-key': this.apiKey,
      [CHAIN_SIGNATURE_HEADER]: signTimestamped(JSON.stringify(body), this.secret, Math.floor(Date.now() / 1000)),
    });
  }

  async allocateAddress(input: { chain: TCryptoChain; label: string }): Promise<string> {
    const parsed = ZAddressResponse.safeParse(await this.post('/v1/addresses', input));
    // A malformed address would swallow a player's money: refuse it rather than show it.
    if (!parsed.success || !isValidAddress(input.chain, parsed.data.address)) {
      throw new GatewayError('refused', 'chain watcher returned an invalid address');
    }
    return parsed.data.address;
  }

  async send(input: { chain: TCryptoChain; token: string; to: string; amount: string; reference: string }) {
    const parsed = ZSendResponse.safeParse(await this.post('/v1/transfers', input));
    if (!parsed.success) throw new GatewayError('unknown', 'chain watcher answered an unexpected body');
    return { status: parsed.data.status, txHash: parsed.data.txHash ?? null, reason: parsed.data.reason ?? null };
  }
}
