import { z } from 'zod';
import { PAYOUT_SIGNATURE_HEADER, ZPayoutRequestSchema } from '../bank/bank-payout.client';
import { providerResponses, type SandboxApp, type SandboxContext, signedByPlatform } from './state';

/** Bank payouts: pays (or fails, or times out, by the sandbox setting) once per reference. */
export function payoutSandbox(r: SandboxApp, { state, gateway, tagged }: SandboxContext): void {
  r.post(
    '/sandbox/bank/v1/payouts',
    { schema: { ...tagged, summary: 'Bank payout sandbox', body: z.unknown(), response: providerResponses } },
    async (request, reply) => {
      const s = await gateway('bank');
      const g = s.gateways.bank;
      if (!signedByPlatform(request, PAYOUT_SIGNATURE_HEADER, g.payoutSecret, g.payoutApiKey))
        return reply.status(401).send({ message: 'unauthorized' });
      const parsed = ZPayoutRequestSchema.safeParse(request.body);
      if (!parsed.success) return reply.status(400).send({ message: 'bad request' });
      const key = `bank:${parsed.data.reference}`;
      const previous = await state.get<Record<string, unknown>>('payout', key);
      if (previous) return previous;
      if (s.sandbox.payoutOutcome === 'timeout') return reply.status(504).send({ message: 'Gateway Timeout' });
      const answer =
        s.sandbox.payoutOutcome === 'failed'
          ? {
              reference: parsed.data.reference,
              status: 'failed',
              providerRef: null,
              reason: 'Tài khoản nhận không hợp lệ',
            }
          : {
              reference: parsed.data.reference,
              status: 'paid',
              providerRef: `NAPAS${await state.nextId()}`,
              reason: null,
            };
      return state.remember('payout', key, answer);
    },
  );
}
