import { signBankWebhook } from '../src/modules/payments/gateways/bank/bank-webhook';
import { hmacSignature } from '../src/modules/providers/providers.signature';

/*
 * The headers of the signed callbacks that load checks send as the outside parties would (the
 * storm test, `npm run cluster:check`): the bank's deposit webhook and a house-games wallet call.
 */

/** The bank's webhook headers for the raw body `raw`, signed now. */
export const bankWebhookHeaders = (raw: string, apiKey: string, hmacSecret: string) => ({
  'content-type': 'application/json',
  authorization: `Apikey ${apiKey}`,
  'x-webhook-signature': signBankWebhook(raw, hmacSecret, Math.floor(Date.now() / 1000)),
});

/** A house-games wallet callback's headers for the raw body `payload`. */
export const houseCallbackHeaders = (houseSecret: string, payload: string) => ({
  'content-type': 'application/json',
  'x-hub88-signature': hmacSignature(houseSecret, payload),
});
