import nodemailer, { type Transporter } from 'nodemailer';
import type { MessageAdapter, OutgoingMessage } from './messaging.service';

/**
 * E-mail over SMTP (decision 069), through nodemailer: `smtp://user:pass@host:587` (STARTTLS
 * when the server offers it) or `smtps://user:pass@host:465` (TLS from the first byte). The
 * server's queue id for the message becomes the outbox row's provider message id; a refused
 * sender, recipient or login rejects with the server's reply, which the outbox row keeps.
 */
export interface SmtpEmailConfig {
  url: string;
  /** The From header, e.g. `XC03 <no-reply@xc03.vn>`. */
  from: string;
  timeoutMs: number;
}

export class SmtpEmailAdapter implements MessageAdapter {
  readonly name = 'smtp';
  private readonly transport: Transporter;

  constructor(private readonly config: SmtpEmailConfig) {
    const url = new URL(config.url);
    this.transport = nodemailer.createTransport({
      host: url.hostname,
      port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
      secure: url.protocol === 'smtps:',
      auth: url.username
        ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
        : undefined,
      connectionTimeout: config.timeoutMs,
      greetingTimeout: config.timeoutMs,
      socketTimeout: config.timeoutMs,
    });
  }

  async deliver(message: OutgoingMessage): Promise<{ providerMessageId: string }> {
    const info = await this.transport.sendMail({
      from: this.config.from,
      to: message.to,
      subject: message.subject ?? '',
      text: message.body,
    });
    const rejected = (info.rejected ?? []).map(String);
    if (rejected.length > 0) throw new Error(`smtp server rejected ${rejected.join(', ')}`);
    return { providerMessageId: info.messageId };
  }
}
