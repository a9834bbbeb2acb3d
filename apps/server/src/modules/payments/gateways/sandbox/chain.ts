import { randomBytes } from 'node:crypto';
import { ZApiErrorSchema } from '@app/contract';
import { z } from 'zod';
import { AppError } from '../../../../http/errors';
import { addressFromAccountId, isValidAddress } from '../crypto/address';
import { CHAIN_SIGNATURE_HEADER } from '../crypto/chain-watcher';
import { providerResponses, type SandboxApp, type SandboxContext, signedByPlatform } from './state';

/** Chain watcher: deposit addresses, payouts, and simulated deposits notified at 1 confirmation and when confirmed. */
export function chainSandbox(r: SandboxApp, { state, gateway, tagged }: SandboxContext): void {
  const chainAuth = async (request: { headers: Record<string, unknown>; rawBody?: string }) => {
    const s = await gateway('crypto');
    const g = s.gateways.crypto;
    if (!signedByPlatform(request, CHAIN_SIGNATURE_HEADER, g.webhookSecret, g.apiKey))
      throw new AppError(401, 'UNAUTHORIZED');
    return s;
  };

  r.post(
    '/sandbox/chain/v1/addresses',
    {
      schema: {
        ...tagged,
        summary: 'Chain watcher sandbox: allocate a deposit address',
        body: z.object({ chain: z.enum(['TRC20', 'ERC20', 'BEP20']), label: z.string().max(100) }),
        response: { 200: z.object({ address: z.string() }), 401: ZApiErrorSchema, 404: ZApiErrorSchema },
      },
    },
    async (request) => {
      await chainAuth(request);
      const address = addressFromAccountId(request.body.chain, randomBytes(20));
      await state.add('address', address, request.body.chain);
      return { address };
    },
  );

  r.post(
    '/sandbox/chain/v1/transfers',
    {
      schema: {
        ...tagged,
        summary: 'Chain watcher sandbox: send a payout',
        body: z.object({
          chain: z.enum(['TRC20', 'ERC20', 'BEP20']),
          token: z.string(),
          to: z.string(),
          amount: z.string(),
          reference: z.string(),
        }),
        response: providerResponses,
      },
    },
    async (request, reply) => {
      const s = await chainAuth(request);
      const key = `chain:${request.body.reference}`;
      const previous = await state.get<Record<string, unknown>>('payout', key);
      if (previous) return previous;
      if (!isValidAddress(request.body.chain, request.body.to))
        return { status: 'failed', txHash: null, reason: 'Địa chỉ nhận không hợp lệ' };
      if (s.sandbox.payoutOutcome === 'timeout') return reply.status(504).send({ message: 'Gateway Timeout' });
      const answer =
        s.sandbox.payoutOutcome === 'failed'
          ? { status: 'failed', txHash: null, reason: 'Ví nóng không đủ số dư' }
          : { status: 'confirmed', txHash: randomBytes(32).toString('hex'), reason: null };
      return state.remember('payout', key, answer);
    },
  );

  r.post(
    '/sandbox/chain/simulate-deposit',
    {
      schema: {
        ...tagged,
        summary:
          'Chain sandbox: someone sends tokens to a deposit address; the watcher notifies at 1 confirmation and again when confirmed',
        body: z.object({
          chain: z.enum(['TRC20', 'ERC20', 'BEP20']),
          token: z.string().min(1).max(20),
          address: z.string().max(100),
          amount: z.string().regex(/^\d{1,20}(\.\d{1,18})?$/),
        }),
        response: { 200: z.object({ success: z.literal(true), txHash: z.string() }), 404: ZApiErrorSchema },
      },
    },
    async (request) => {
      const s = await gateway('crypto');
      const txHash =
        request.body.chain === 'TRC20' ? randomBytes(32).toString('hex') : `0x${randomBytes(32).toString('hex')}`;
      const required = s.crypto.confirmations[request.body.chain];
      for (const [step, confirmations] of [
        [1, 1],
        [2, required],
      ] as const) {
        const event = JSON.stringify({
          id: `${txHash}:${confirmations}`,
          ...request.body,
          txHash,
          logIndex: 0,
          from: addressFromAccountId(request.body.chain, randomBytes(20)),
          confirmations,
          timestamp: Math.floor(Date.now() / 1000),
        });
        await state.schedule(s.sandbox.callbackDelayMs * step, {
          path: '/webhooks/crypto',
          body: event,
          signer: 'crypto',
        });
      }
      return { success: true as const, txHash };
    },
  );
}
