import { PaymentErrorMessage, type TPaymentSettings } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../../http/errors';
import { signBankWebhook } from '../bank/bank-webhook';
import { CHAIN_SIGNATURE_HEADER } from '../crypto/chain-watcher';
import { keepRawBody } from '../raw-body';
import { signTimestamped } from '../signing';
import { bankSandbox } from './bank';
import { cardSandbox } from './card';
import { chainSandbox } from './chain';
import { momoSandbox } from './momo';
import { payoutSandbox } from './payout';
import { type CallbackSigner, deliver, type SandboxContext, type SandboxDeps } from './state';

/*
 * Built-in sandbox gateways that behave like the real providers: they check our signed
 * requests with the same protocol code, answer like the provider, and after a delay call our
 * own /webhooks/<method> endpoints with properly signed notifications. Their state and the
 * callbacks they owe are in the database (state.ts, decision 112), so any instance behind the
 * balancer answers a sandbox call and sends its callback.
 *
 * One file per gateway (momo, card, bank, payout, chain); this index composes them.
 */

export { sandboxCardValue } from './card';
export { type SandboxDeps, SandboxState } from './state';

export function sandboxRoutes(deps: SandboxDeps): FastifyPluginAsyncZod {
  return async (app) => {
    keepRawBody(app);
    const ctx: SandboxContext = {
      deps,
      state: deps.state,
      tagged: { tags: ['sandbox'] },
      async gateway<K extends keyof TPaymentSettings['gateways']>(name: K): Promise<TPaymentSettings> {
        const s = await deps.settings.get();
        if (s.gateways[name].mode !== 'sandbox')
          throw new AppError(404, 'SANDBOX_DISABLED', PaymentErrorMessage.SANDBOX_DISABLED);
        return s;
      },
    };
    deps.state.start(async (c) => {
      const headers = c.signer ? signerHeaders(await deps.settings.get(), c.signer, c.body) : {};
      await deliver(deps.loopback(), deps.log, c.path, c.body, headers, c.contentType);
    });
    momoSandbox(app, ctx);
    cardSandbox(app, ctx);
    bankSandbox(app, ctx);
    payoutSandbox(app, ctx);
    chainSandbox(app, ctx);
  };
}

/** The headers a callback's gateway signs it with, at delivery (their timestamps must be fresh). */
function signerHeaders(s: TPaymentSettings, signer: CallbackSigner, body: string): Record<string, string> {
  const now = Math.floor(Date.now() / 1000);
  if (signer === 'bank')
    return {
      authorization: `Apikey ${s.gateways.bank.webhookApiKey}`,
      'x-webhook-signature': signBankWebhook(body, s.gateways.bank.webhookHmacSecret, now),
    };
  return {
    'x-api-key': s.gateways.crypto.apiKey,
    [CHAIN_SIGNATURE_HEADER]: signTimestamped(body, s.gateways.crypto.webhookSecret, now),
  };
}
