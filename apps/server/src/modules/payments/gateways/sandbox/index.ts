import { PaymentErrorMessage, type TPaymentSettings } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../../http/errors';
import { keepRawBody } from '../raw-body';
import { bankSandbox } from './bank';
import { cardSandbox } from './card';
import { chainSandbox } from './chain';
import { momoSandbox } from './momo';
import { payoutSandbox } from './payout';
import type { SandboxContext, SandboxDeps } from './state';

/*
 * Built-in sandbox gateways that behave like the real providers: they check our signed
 * requests with the same protocol code, answer like the provider, and after a delay call our
 * own /webhooks/<method> endpoints with properly signed notifications. State is in memory:
 * a sandbox is for one instance and a demo, not for money that matters.
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
    momoSandbox(app, ctx);
    cardSandbox(app, ctx);
    bankSandbox(app, ctx);
    payoutSandbox(app, ctx);
    chainSandbox(app, ctx);
  };
}
