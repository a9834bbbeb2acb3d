import type { TPaymentSettings } from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { z } from 'zod';
import type { PaymentSettingsStore } from '../../payments.settings';
import type { HttpTransport } from '../http';
import type { TMomoCreateRequest } from '../momo/momo.protocol';
import { SANDBOX_ORIGIN } from '../registry';
import { safeEqual, verifyTimestamped } from '../signing';

/**
 * What the sandbox gateways share: their state in the database (decision 112), delivery of
 * their callbacks to our webhooks, answers.
 */

export interface MomoOrder {
  request: TMomoCreateRequest;
  status: 'created' | 'paid' | 'failed';
  transId: number;
  resultCode: number | null;
}

/** What the sandbox remembers, by kind; each kind is keyed by the provider's own reference. */
export type SandboxRecordKind = 'momo_order' | 'card_request' | 'used_card' | 'address' | 'payout';

/** Which gateway signs a callback at delivery (bank statement watcher, chain watcher), or none. */
export type CallbackSigner = 'bank' | 'crypto';

export interface SandboxCallback {
  path: string;
  body: string;
  contentType?: string;
  signer?: CallbackSigner;
}

interface DueCallback {
  id: number;
  path: string;
  body: string;
  content_type: string;
  signer: CallbackSigner | null;
}

/** Sends one claimed callback (the routes' index binds the loopback, the logger and the signers). */
export type CallbackSender = (
  callback: Required<Omit<SandboxCallback, 'signer'>> & { signer: CallbackSigner | null },
) => Promise<void>;

/** How often every instance looks for due callbacks nobody sent (their instance died). */
const POLL_MS = 1_000;
/** How long a claimed callback is left to its instance before another may send it. */
const CLAIM_SECONDS = 30;

/**
 * The sandbox's memory, shared by every instance through PostgreSQL. Each check-and-set is one
 * statement (insert on conflict, conditional update), so two instances answering the same
 * reference at once behave like one provider would. Callbacks go to an outbox: the instance
 * that scheduled one sends it when due (a local timer, as before), and every instance polls for
 * due ones left behind by an instance that died.
 */
export class SandboxState {
  private readonly timers = new Set<NodeJS.Timeout>();
  private poller: NodeJS.Timeout | null = null;
  private sender: CallbackSender | null = null;
  private draining: Promise<void> | null = null;
  private again = false;
  private closed = false;

  constructor(private readonly pool: pg.Pool) {}

  /** A provider transaction id, unique across instances (same shape as before: ms × 1000 + n). */
  async nextId(): Promise<number> {
    const { rows } = await this.pool.query<{ n: string }>(`SELECT nextval('sandbox_gateway_ids') AS n`);
    return Date.now() * 1000 + (Number(rows[0]!.n) % 1000);
  }

  async get<T>(kind: SandboxRecordKind, key: string): Promise<T | null> {
    const { rows } = await this.pool.query<{ value: T }>(
      'SELECT value FROM sandbox_gateway_records WHERE kind = $1 AND key = $2',
      [kind, key],
    );
    return rows[0]?.value ?? null;
  }

  /** Remembers `value` unless `key` is known; true when this call added it. */
  async add(kind: SandboxRecordKind, key: string, value: unknown = true): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      'INSERT INTO sandbox_gateway_records (kind, key, value) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
      [kind, key, JSON.stringify(value)],
    );
    return rowCount === 1;
  }

  /** Remembers `value` unless `key` is known, and answers what is remembered (the first answer wins). */
  async remember<T>(kind: SandboxRecordKind, key: string, value: T): Promise<T> {
    const { rows } = await this.pool.query<{ value: T }>(
      `INSERT INTO sandbox_gateway_records (kind, key, value) VALUES ($1, $2, $3)
       ON CONFLICT (kind, key) DO UPDATE SET key = sandbox_gateway_records.key RETURNING value`,
      [kind, key, JSON.stringify(value)],
    );
    return rows[0]!.value;
  }

  /**
   * Decides a created MoMo order once: the order as decided, `null` when unknown, or
   * `'decided'` when it was decided before (on any instance).
   */
  async decideMomo(orderId: string, resultCode: number): Promise<MomoOrder | null | 'decided'> {
    const { rows } = await this.pool.query<{ value: MomoOrder }>(
      `UPDATE sandbox_gateway_records
          SET value = value || jsonb_build_object('status', $3::text, 'resultCode', $4::int)
        WHERE kind = 'momo_order' AND key = $1 AND value->>'status' = $2 RETURNING value`,
      [orderId, 'created', resultCode === 0 ? 'paid' : 'failed', resultCode],
    );
    if (rows[0]) return rows[0].value;
    return (await this.get('momo_order', orderId)) ? 'decided' : null;
  }

  /** Owes `callback` to our webhooks in `delayMs`; it survives this instance (the outbox). */
  async schedule(delayMs: number, callback: SandboxCallback): Promise<void> {
    await this.pool.query(
      `INSERT INTO sandbox_gateway_callbacks (due_at, path, body, content_type, signer)
       VALUES (now() + $1 * interval '1 millisecond', $2, $3, $4, $5)`,
      [delayMs, callback.path, callback.body, callback.contentType ?? 'application/json', callback.signer ?? null],
    );
    if (this.closed) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.drain();
    }, delayMs);
    this.timers.add(timer);
  }

  /** Starts sending due callbacks through `send` (and polling for orphaned ones). */
  start(send: CallbackSender): void {
    this.sender = send;
    if (this.poller || this.closed) return;
    this.poller = setInterval(() => this.drain(), POLL_MS);
    this.poller.unref();
  }

  /** Sends every due callback nobody holds; one drain at a time per instance, re-run when asked meanwhile. */
  private drain(): void {
    if (this.closed || !this.sender) return;
    if (this.draining) {
      this.again = true;
      return;
    }
    this.draining = this.sendDue()
      .catch(() => {
        // The database is away (or closing): the next poll tries again.
      })
      .finally(() => {
        this.draining = null;
        if (this.again && !this.closed) {
          this.again = false;
          this.drain();
        }
      });
  }

  private async sendDue(): Promise<void> {
    const send = this.sender!;
    for (;;) {
      const { rows } = await this.pool.query<DueCallback>(
        `UPDATE sandbox_gateway_callbacks SET claimed_until = now() + $1 * interval '1 second', attempts = attempts + 1
          WHERE id IN (SELECT id FROM sandbox_gateway_callbacks
                        WHERE due_at <= clock_timestamp() AND (claimed_until IS NULL OR claimed_until < now())
                        ORDER BY due_at LIMIT 20 FOR UPDATE SKIP LOCKED)
          RETURNING id::float8 AS id, path, body, content_type, signer`,
        [CLAIM_SECONDS],
      );
      if (rows.length === 0) return;
      await Promise.all(
        rows.map(async (c) => {
          await send({ path: c.path, body: c.body, contentType: c.content_type, signer: c.signer });
          // Sent (or given up after its retry, as the provider would): it is owed no more.
          await this.pool.query('DELETE FROM sandbox_gateway_callbacks WHERE id = $1', [c.id]);
        }),
      );
      if (this.closed) return;
    }
  }

  /** Stops this instance's timers; callbacks still owed stay in the outbox for the others. */
  async close(): Promise<void> {
    this.closed = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    if (this.poller) clearInterval(this.poller);
    this.poller = null;
    await this.draining;
  }
}

/** POSTs a notification to our own webhook through the loopback; one retry on failure, like providers. */
export async function deliver(
  transport: HttpTransport,
  log: FastifyBaseLogger,
  path: string,
  body: string,
  headers: Record<string, string>,
  contentType = 'application/json',
): Promise<void> {
  for (let attempt = 1; attempt <= 2; attempt++) {
    try {
      const res = await transport({
        method: 'POST',
        url: `${SANDBOX_ORIGIN}${path}`,
        headers: { 'content-type': contentType, ...headers },
        body,
      });
      if (res.status < 500) return;
      log.warn({ path, status: res.status, attempt }, 'sandbox callback answered 5xx');
    } catch (err) {
      log.warn({ err, path, attempt }, 'sandbox callback failed');
    }
  }
}

const anyJson = z.record(z.string(), z.unknown());
/** Provider-shaped answers: each sandbox route answers what the real provider would, on any status. */
export const providerResponses = { 200: anyJson, 400: anyJson, 401: anyJson, 404: anyJson, 504: anyJson };

export interface SandboxDeps {
  settings: PaymentSettingsStore;
  state: SandboxState;
  loopback: () => HttpTransport;
  log: FastifyBaseLogger;
}

/** The Fastify instance the sandbox routes are registered on. */
export type SandboxApp = Parameters<FastifyPluginAsyncZod>[0];

/** What each sandbox gateway's routes are given by the index. */
export interface SandboxContext {
  deps: SandboxDeps;
  state: SandboxState;
  /** The settings, or 404 SANDBOX_DISABLED when this gateway is not in sandbox mode. */
  gateway<K extends keyof TPaymentSettings['gateways']>(name: K): Promise<TPaymentSettings>;
  tagged: { tags: string[] };
}

/**
 * Whether a call to a sandbox stand-in carries our API key and a fresh timestamped signature of
 * its exact body, as the real gateway (bank payouts, the chain watcher) requires.
 */
export function signedByPlatform(
  request: { headers: Record<string, unknown>; rawBody?: string },
  signatureHeader: string,
  secret: string,
  apiKey: string,
): boolean {
  const sig = verifyTimestamped(
    request.headers[signatureHeader] as string | undefined,
    request.rawBody ?? '',
    secret,
    Date.now(),
    300,
  );
  return sig.ok && safeEqual(String(request.headers['x-api-key'] ?? ''), apiKey);
}
