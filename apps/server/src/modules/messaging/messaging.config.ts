import type { Env } from '../../config/env';
import type { MessageAdapter, MessageChannel } from './messaging.service';
import { SmtpEmailAdapter } from './messaging.smtp';
import { TWILIO_STATUS_PATH, TwilioSmsAdapter } from './messaging.twilio';

/**
 * The delivery adapters the environment asks for (validated once at start in config/env.ts).
 * A channel left out uses the sandbox outbox, the default on a fresh machine.
 */
export function messagingAdaptersFrom(env: Env): Partial<Record<MessageChannel, MessageAdapter>> {
  const adapters: Partial<Record<MessageChannel, MessageAdapter>> = {};
  if (env.EMAIL_PROVIDER === 'smtp') {
    adapters.email = new SmtpEmailAdapter({
      url: env.SMTP_URL as string,
      from: env.EMAIL_FROM as string,
      timeoutMs: env.EMAIL_TIMEOUT_MS,
    });
  }
  if (env.SMS_PROVIDER === 'twilio') {
    adapters.sms = new TwilioSmsAdapter({
      accountSid: env.TWILIO_ACCOUNT_SID as string,
      authToken: env.TWILIO_AUTH_TOKEN as string,
      from: env.TWILIO_FROM as string,
      apiUrl: env.TWILIO_API_URL,
      timeoutMs: env.SMS_TIMEOUT_MS,
      statusCallbackUrl: env.SITE_URL ? new URL(TWILIO_STATUS_PATH, env.SITE_URL).toString() : null,
    });
  }
  return adapters;
}
