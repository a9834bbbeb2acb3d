import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outboxMessages } from './messaging.schema';

export type MessageChannel = 'sms' | 'email';

export interface OutgoingMessage {
  channel: MessageChannel;
  /** Phone number in national form (0xxxxxxxxx) or e-mail address. */
  to: string;
  /** E-mail subject; ignored for SMS. */
  subject?: string;
  body: string;
  /** What the message is for, e.g. `otp:verify_phone`. */
  purpose: string;
  meta?: Record<string, unknown>;
}

/**
 * One delivery channel to an external party (SMS gateway, e-mail service). Adapters only
 * deliver; MessagingService records every message and outcome in the outbox.
 */
export interface MessageAdapter {
  readonly name: string;
  /** Resolves with the provider's message id; rejects when the provider refused the message. */
  deliver(message: OutgoingMessage): Promise<{ providerMessageId: string }>;
}

/**
 * The default for every channel on a fresh machine: accepts every message and delivers it
 * nowhere but the outbox table, which tests and the local dev page (/dev/outbox) read.
 */
export class SandboxOutboxAdapter implements MessageAdapter {
  readonly name = 'sandbox';
  async deliver(): Promise<{ providerMessageId: string }> {
    return { providerMessageId: `sandbox-${randomUUID()}` };
  }
}

export interface OutboxRow {
  id: number;
  channel: MessageChannel;
  recipient: string;
  subject: string | null;
  body: string;
  purpose: string;
  adapter: string;
  status: 'sent' | 'delivered' | 'undelivered' | 'failed';
  createdAt: Date;
}

export class MessageDeliveryError extends Error {
  constructor(
    readonly channel: MessageChannel,
    cause: unknown,
  ) {
    super(`${channel} delivery failed`, { cause });
    this.name = 'MessageDeliveryError';
  }
}

/** Sends SMS and e-mail through the configured adapters and keeps the outbox. */
export class MessagingService {
  private readonly adapters: Record<MessageChannel, MessageAdapter>;

  constructor(
    private readonly db: Db,
    adapters: Partial<Record<MessageChannel, MessageAdapter>> = {},
  ) {
    const sandbox = new SandboxOutboxAdapter();
    this.adapters = { sms: adapters.sms ?? sandbox, email: adapters.email ?? sandbox };
  }

  /** Delivers the message and records it; throws MessageDeliveryError when the provider refused it. */
  async send(message: OutgoingMessage): Promise<{ id: number }> {
    const adapter = this.adapters[message.channel];
    let providerMessageId: string | null = null;
    let error: unknown = null;
    try {
      ({ providerMessageId } = await adapter.deliver(message));
    } catch (err) {
      error = err;
    }
    const [row] = await this.db.orm
      .insert(outboxMessages)
      .values({
        channel: message.channel,
        recipient: message.to,
        subject: message.subject ?? null,
        body: message.body,
        purpose: message.purpose,
        adapter: adapter.name,
        status: error ? 'failed' : 'sent',
        providerMessageId,
        error: error ? String(error instanceof Error ? error.message : error) : null,
        meta: message.meta ?? null,
      })
      .returning({ id: outboxMessages.id });
    if (error) throw new MessageDeliveryError(message.channel, error);
    return { id: row!.id };
  }

  /**
   * A delivery report of the provider for a message it accepted: only a message still 'sent'
   * moves, so a late or repeated report changes nothing. False when no such message exists.
   */
  async recordDelivery(
    adapter: string,
    providerMessageId: string,
    status: 'delivered' | 'undelivered' | 'failed',
    error: string | null,
  ): Promise<boolean> {
    const { rowCount } = await this.db.pool.query(
      `UPDATE outbox_messages SET status = $3, error = COALESCE($4, error)
        WHERE adapter = $1 AND provider_message_id = $2 AND status = 'sent'`,
      [adapter, providerMessageId, status, error],
    );
    if (rowCount) return true;
    const { rows } = await this.db.pool.query(
      'SELECT 1 FROM outbox_messages WHERE adapter = $1 AND provider_message_id = $2',
      [adapter, providerMessageId],
    );
    return rows.length > 0;
  }

  /** The channels that deliver to the sandbox outbox only (no real provider configured for them). */
  sandboxChannels(): MessageChannel[] {
    return (Object.keys(this.adapters) as MessageChannel[]).filter(
      (c) => this.adapters[c] instanceof SandboxOutboxAdapter,
    );
  }

  /** Newest first; for tests, the dev page and support tools. */
  async outbox(
    filter: { to?: string; purpose?: string; limit?: number; adapter?: string; channels?: MessageChannel[] } = {},
  ): Promise<OutboxRow[]> {
    const where: SQL[] = [];
    if (filter.adapter) where.push(eq(outboxMessages.adapter, filter.adapter));
    if (filter.channels) where.push(inArray(outboxMessages.channel, filter.channels));
    if (filter.to) where.push(eq(outboxMessages.recipient, filter.to));
    if (filter.purpose) where.push(eq(outboxMessages.purpose, filter.purpose));
    return this.db.orm
      .select({
        id: outboxMessages.id,
        channel: outboxMessages.channel,
        recipient: outboxMessages.recipient,
        subject: outboxMessages.subject,
        body: outboxMessages.body,
        purpose: outboxMessages.purpose,
        adapter: outboxMessages.adapter,
        status: outboxMessages.status,
        createdAt: outboxMessages.createdAt,
      })
      .from(outboxMessages)
      .where(where.length ? and(...where) : undefined)
      .orderBy(desc(outboxMessages.id))
      .limit(Math.min(filter.limit ?? 50, 500));
  }
}
