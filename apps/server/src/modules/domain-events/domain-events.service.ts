import type { z } from 'zod';
import type { Db, Queryable } from '../../db/client';
import { type Log, silentLog } from '../../log';
import { DomainEventsRepository } from './domain-events.repository';

interface Subscriber {
  name: string;
  schema: z.ZodType;
  handle: (event: unknown) => Promise<void>;
}

/** What producers and subscribers in other modules use (DomainEventsService satisfies it). */
export interface DomainEventsPort {
  record(c: Queryable, topic: string, key: string, payload: unknown): Promise<void>;
  recordMany(c: Queryable, topic: string, events: { key: string; payload: unknown }[]): Promise<void>;
  kick(): void;
  undeliveredFor(topic: string, playerId: number): Promise<boolean>;
  subscribe<S extends z.ZodType>(
    topic: string,
    name: string,
    schema: S,
    handle: (event: z.output<S>) => Promise<void>,
  ): void;
}

export interface DomainEventsOptions {
  /** events claimed per query, all delivered at the same time */
  concurrency: number;
  /** an event whose subscribers have not all finished by then counts as failed */
  timeoutMs: number;
  /** how long a first delivery attempt leases its event (longer than timeoutMs); it doubles per attempt */
  leaseSeconds: number;
  maxLeaseSeconds: number;
}

/** Delivered events stay this long, for support and audits, then the poll deletes them. */
export const DELIVERED_RETENTION_DAYS = 90;
const PRUNE_EVERY_MS = 60 * 60_000;
const PRUNE_BATCH = 5_000;

const DEFAULTS: DomainEventsOptions = { concurrency: 8, timeoutMs: 20_000, leaseSeconds: 30, maxLeaseSeconds: 3600 };
/** How long close() waits for a delivery under way. */
const CLOSE_WAIT_MS = 5_000;

/**
 * The transactional outbox between modules (decision 070). A producer records an event in the
 * transaction that makes the fact true; once committed, the event is delivered to every
 * subscriber of its topic, at least once: right away when the producer calls `kick()`, and
 * otherwise by the poll that `start()` runs (which also picks up what a crash left behind).
 * Subscribers must be idempotent on the event's own identity and throw when they could not
 * finish: the event then stays due and is delivered again, to every subscriber of its topic.
 */
export class DomainEventsService implements DomainEventsPort {
  private readonly repo: DomainEventsRepository;
  private readonly subscribers = new Map<string, Subscriber[]>();
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private prunedAt = 0;
  private closed = false;

  constructor(
    db: Db,
    private readonly opts: DomainEventsOptions = DEFAULTS,
    private readonly log: Log = silentLog,
  ) {
    // A lease shorter than the delivery would let a second instance deliver the same event meanwhile.
    if (opts.leaseSeconds > 0 && opts.timeoutMs >= opts.leaseSeconds * 1000)
      throw new Error('domain events: timeoutMs must be shorter than the lease');
    this.repo = new DomainEventsRepository(db);
  }

  /** Records `payload` as the event `topic`/`key` in the caller's transaction. */
  record(c: Queryable, topic: string, key: string, payload: unknown): Promise<void> {
    return this.repo.record(c, topic, key, payload);
  }

  /** Like record, for several events of one topic in one statement. */
  recordMany(c: Queryable, topic: string, events: { key: string; payload: unknown }[]): Promise<void> {
    return this.repo.recordMany(c, topic, events);
  }

  /** `schema` turns the stored JSON back into the event (dates, for instance). */
  subscribe<S extends z.ZodType>(
    topic: string,
    name: string,
    schema: S,
    handle: (event: z.output<S>) => Promise<void>,
  ) {
    const list = this.subscribers.get(topic) ?? [];
    list.push({ name, schema, handle: handle as (event: unknown) => Promise<void> });
    this.subscribers.set(topic, list);
  }

  /** Delivers soon what was just committed; never throws. After close() the poll of the next start does. */
  kick(): void {
    if (!this.closed) void this.deliver();
  }

  /**
   * Delivers every event due now; resolves when that is done. Calls made while a delivery runs
   * join it, and it runs once more before resolving so nothing committed meanwhile waits for the
   * next poll.
   */
  deliver(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.loop().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Delivers what is due now, then polls every `intervalMs` (0: no poll), pruning hourly. */
  start(intervalMs: number): void {
    this.kick();
    if (intervalMs > 0) {
      this.timer = setInterval(() => {
        this.kick();
        if (Date.now() - this.prunedAt >= PRUNE_EVERY_MS) {
          this.prunedAt = Date.now();
          this.prune().catch((err) => this.log.error({ err }, 'domain events pruning failed'));
        }
      }, intervalMs);
      this.timer.unref();
    }
  }

  /** Deletes events delivered more than DELIVERED_RETENTION_DAYS before `now`; undelivered ones stay. */
  async prune(now = new Date()): Promise<number> {
    const before = new Date(now.getTime() - DELIVERED_RETENTION_DAYS * 24 * 60 * 60_000);
    let total = 0;
    for (;;) {
      const n = await this.repo.pruneDelivered(before, PRUNE_BATCH);
      total += n;
      if (n < PRUNE_BATCH) return total;
    }
  }

  /** Stops the poll and waits a little for a delivery under way (what it leaves stays due). */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    if (!this.running) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      this.running,
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, CLOSE_WAIT_MS);
      }),
    ]);
    clearTimeout(timer);
  }

  /** Whether an event of `topic` about this player (its payload's playerId) waits for delivery. */
  undeliveredFor(topic: string, playerId: number): Promise<boolean> {
    return this.repo.undeliveredFor(topic, playerId);
  }

  /** Undelivered events of a topic, oldest first (tests, diagnostics). */
  /** The outbox's backlog per topic (the operations screen, decision 098). */
  backlog() {
    return this.repo.backlog();
  }

  pending(topic: string) {
    return this.repo.pending(topic);
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      try {
        let claimed: number;
        do {
          // One claim per round of parallel deliveries, so every claimed event is finished (or
          // timed out) well within its lease and no second instance takes it meanwhile.
          const due = await this.repo.claimDue(
            this.opts.concurrency,
            this.opts.leaseSeconds,
            this.opts.maxLeaseSeconds,
          );
          const results = await Promise.allSettled(
            due.map((e) => this.deliverOne(e.id, e.topic, e.payload, e.attempts)),
          );
          await this.repo.delivered(
            due
              .filter(
                (_, i) => results[i]!.status === 'fulfilled' && (results[i] as PromiseFulfilledResult<boolean>).value,
              )
              .map((e) => e.id),
          );
          claimed = due.length;
        } while (claimed === this.opts.concurrency);
      } catch (err) {
        // The database is unreachable: the events stay due for the next kick or poll.
        this.log.error({ err }, 'domain events delivery failed');
      }
    } while (this.again);
  }

  /** True when every subscriber finished in time; otherwise the error is stored and the event stays due. */
  private async deliverOne(id: number, topic: string, payload: unknown, attempts: number): Promise<boolean> {
    const subscribers = this.subscribers.get(topic) ?? [];
    // Not delivered to nobody: an instance that does not know the topic (an older version during
    // a rolling deploy) leaves it to one that does.
    if (subscribers.length === 0) {
      await this.repo.failed(id, `no subscriber of ${topic} on this instance`);
      return false;
    }
    let current = subscribers[0]!.name;
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        (async () => {
          for (const s of subscribers) {
            current = s.name;
            await s.handle(s.schema.parse(payload));
          }
        })(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`timed out after ${this.opts.timeoutMs} ms`)), this.opts.timeoutMs);
        }),
      ]);
      return true;
    } catch (err) {
      this.log.error({ err, event: id, topic, subscriber: current, attempts }, 'domain event not handled; will retry');
      await this.repo.failed(id, `${current}: ${err instanceof Error ? err.message : String(err)}`);
      return false;
    } finally {
      clearTimeout(timer);
    }
  }
}
