import { z } from 'zod';
import { GatewayError, type HttpTransport, joinUrl, postJson } from '../http';
import { signTimestamped } from '../signing';

/**
 * Bank payouts (NAPAS 247 disbursement) through a payout provider's API:
 * `POST {base}/v1/payouts` with `x-api-key` and the timestamped HMAC-SHA256 signature header;
 * the answer is final (paid / failed) or `processing`, completed later by a signed callback
 * to /webhooks/payout.
 */
export const ZPayoutRequestSchema = z.object({
  reference: z.string().min(1).max(64),
  bankBin: z.string().regex(/^\d{6}$/),
  accountNumber: z.string().regex(/^\d{6,19}$/),
  holderName: z.string().min(1).max(50),
  amount: z.number().int().positive(),
  description: z.string().max(100),
});
export type TPayoutRequest = z.infer<typeof ZPayoutRequestSchema>;

export const ZPayoutResponseSchema = z.object({
  reference: z.string(),
  status: z.enum(['paid', 'processing', 'failed']),
  providerRef: z.string().nullable().optional(),
  reason: z.string().nullable().optional(),
});

export const PAYOUT_SIGNATURE_HEADER = 'x-signature';

/** The provider's callback to /webhooks/payout with the final result of a `processing` payout. */
export const ZPayoutWebhookSchema = z.object({
  reference: z.string().min(1).max(64),
  status: z.enum(['paid', 'failed']),
  providerRef: z.string().max(100).nullable().optional(),
  reason: z.string().max(300).nullable().optional(),
});

export interface PayoutResult {
  status: 'paid' | 'processing' | 'failed';
  providerRef: string | null;
  reason: string | null;
}

export class BankPayoutClient {
  constructor(
    private readonly baseUrl: string,
    private readonly apiKey: string,
    private readonly secret: string,
    private readonly transport: HttpTransport,
  ) {}

  async payout(request: TPayoutRequest): Promise<PayoutResult> {
    const body = JSON.stringify(request);
    const raw = await postJson(this.transport, joinUrl(this.baseUrl, '/v1/payouts'), request, {
      'x-api-key': this.apiKey,
      [PAYOUT_SIGNATURE_HEADER]: signTimestamped(body, this.secret, Math.floor(Date.now() / 1000)),
    });
    const parsed = ZPayoutResponseSchema.safeParse(raw);
    if (!parsed.success || parsed.data.reference !== request.reference) {
      throw new GatewayError('unknown', 'payout provider answered an unexpected body');
    }
    return {
      status: parsed.data.status,
      providerRef: parsed.data.providerRef ?? null,
      reason: parsed.data.reason ?? null,
    };
  }
}
