import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { MessageAdapter, OutgoingMessage } from './messaging.service';

/**
 * SMS through Twilio's Programmable Messaging REST API (decision 069):
 * `POST {apiUrl}/2010-04-01/Accounts/{AccountSid}/Messages.json`, HTTP Basic with the account
 * SID and auth token, a form-encoded body of `To` (E.164), `From` (a sender number, or
 * `MessagingServiceSid` for a messaging service) and `Body`. 201 answers carry the message
 * `sid`; refusals carry Twilio's numeric `code` and a `message`, which end up in the outbox row.
 */
export interface TwilioSmsConfig {
  accountSid: string;
  authToken: string;
  /** An E.164 sender number, or a messaging service SID (MG...). */
  from: string;
  /** https://api.twilio.com in production; a loopback fake in tests. */
  apiUrl: string;
  timeoutMs: number;
  /** Where Twilio reports delivery (`StatusCallback`); none without a public site URL. */
  statusCallbackUrl: string | null;
}

/** The path Twilio posts delivery reports to, under the site's public URL. */
export const TWILIO_STATUS_PATH = '/webhooks/twilio/sms-status';

/**
 * `X-Twilio-Signature`: base64 HMAC-SHA1, keyed with the auth token, of the URL Twilio called
 * followed by every POST parameter, sorted by name, as name then value.
 */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, key) => acc + key + params[key], url);
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

export function verifyTwilioSignature(
  authToken: string,
  url: string,
  params: Record<string, string>,
  signature: string | undefined,
): boolean {
  if (!signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const ZTwilioMessageSchema = z.object({ sid: z.string().min(1), status: z.string() });
const ZTwilioErrorSchema = z.object({ code: z.number().optional(), message: z.string().optional() });

/** Vietnamese national numbers (0xxxxxxxxx) as E.164 (+84xxxxxxxxx); E.164 input is kept. */
export function toE164(phone: string): string {
  const digits = phone.replace(/[\s.-]/g, '');
  if (/^\+\d{8,15}$/.test(digits)) return digits;
  if (/^0\d{9}$/.test(digits)) return `+84${digits.slice(1)}`;
  if (/^84\d{9}$/.test(digits)) return `+${digits}`;
  throw new Error(`not a phone number: ${phone}`);
}

export class TwilioSmsAdapter implements MessageAdapter {
  readonly name = 'twilio';

  constructor(private readonly config: TwilioSmsConfig) {}

  async deliver(message: OutgoingMessage): Promise<{ providerMessageId: string }> {
    const { accountSid, authToken, from, apiUrl, timeoutMs } = this.config;
    const form = new URLSearchParams({ To: toE164(message.to), Body: message.body });
    form.set(from.startsWith('MG') ? 'MessagingServiceSid' : 'From', from);
    if (this.config.statusCallbackUrl) form.set('StatusCallback', this.config.statusCallbackUrl);
    const url = `${apiUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: form,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body: unknown = await res.json().catch(() => null);
    if (res.status !== 201 && res.status !== 200) {
      const refusal = ZTwilioErrorSchema.safeParse(body);
      const detail = refusal.success ? `${refusal.data.code ?? ''} ${refusal.data.message ?? ''}`.trim() : '';
      throw new Error(`twilio answered ${res.status}${detail ? `: ${detail}` : ''}`);
    }
    const sent = ZTwilioMessageSchema.safeParse(body);
    if (!sent.success) throw new Error('twilio answered without a message sid');
    if (sent.data.status === 'failed' || sent.data.status === 'undelivered') {
      throw new Error(`twilio message ${sent.data.sid} ${sent.data.status}`);
    }
    return { providerMessageId: sent.data.sid };
  }
}
