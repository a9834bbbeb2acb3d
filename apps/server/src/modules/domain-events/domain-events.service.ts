import type { z } from 'zod';
import type { Db, Queryable } from '../../db/client';
import { DomainEventsRepository } from './domain-events.repository';

interface Logger {
  error(obj: object, msg?: string): void;
}

interface Subscriber {
  name: string;
  schema: z.ZodType;
  handle: (event: unknown) => Promise<void>;
}

export interface DomainEventsOptions {
  /** events claimed per query */
  batch: number;
  /** events of a claimed batch being delivered at the same time */
  concurrency: number;
  /** how long a first delivery attempt leases its event; it doubles per attempt */
  leaseSeconds: number;
  maxLeaseSeconds: number;
}

/** Delivered events stay this long, for support and audits, then the poll deletes them. */
export const DELIVERED_RETENTION_DAYS = 90;
const PRUNE_EVERY_MS = 60 * 60_000;
const PRUNE_BATCH = 5_000;

const DEFAULTS: DomainEventsOptions = { batch: 100, concurrency: 8, leaseSeconds: 30, maxLeaseSeconds: 3600 };

/**
 * The transactional outbox between modules (decision 070). A producer records an event in the
 * transaction that makes the fact true; once committed, the event is delivered to every
 * subscriber of its topic, at least once: right away when the producer calls `kick()`, and
 * otherwise by the poll that `start()` runs (which also picks up what a crash left behind).
 * Subscribers must be idempotent on the event's own identity and throw when they could not
 * finish: the event then stays due and is delivered again, to every subscriber of its topic.
 */
export class DomainEventsService {
  private readonly repo: DomainEventsRepository;
  private readonly subscribers = new Map<string, Subscriber[]>();
  private log: Logger = { error() {} };
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private prunedAt = 0;

  constructor(
    db: Db,
    private readonly opts: DomainEventsOptions = DEFAULTS,
  ) {
    this.repo = new DomainEventsRepository(db);
  }

  setLogger(log: Logger): void {
    this.log = log;
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

  /** Delivers soon what was just committed; never throws. */
  kick(): void {
    void this.deliver();
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

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Undelivered events of a topic, oldest first (tests, diagnostics). */
  pending(topic: string) {
    return this.repo.pending(topic);
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      try {
        let claimed: number;
        do {
          const due = await this.repo.claimDue(this.opts.batch, this.opts.leaseSeconds, this.opts.maxLeaseSeconds);
          // Events are independent facts and subscribers idempotent, so a batch goes out in
          // parallel; one slow subscriber does not hold up the rest.
          const delivered: number[] = [];
          let next = 0;
          const worker = async () => {
            while (next < due.length) {
              const event = due[next++]!;
              if (await this.deliverOne(event.id, event.topic, event.payload, event.attempts)) delivered.push(event.id);
            }
          };
          await Promise.all(Array.from({ length: Math.min(this.opts.concurrency, due.length) }, worker));
          await this.repo.delivered(delivered);
          claimed = due.length;
        } while (claimed === this.opts.batch);
      } catch (err) {
        // The database is unreachable: the events stay due for the next kick or poll.
        this.log.error({ err }, 'domain events delivery failed');
      }
    } while (this.again);
  }

  /** True when every subscriber finished; otherwise the error is stored and the event stays due. */
  private async deliverOne(id: number, topic: string, payload: unknown, attempts: number): Promise<boolean> {
    for (const s of this.subscribers.get(topic) ?? []) {
      try {
        await s.handle(s.schema.parse(payload));
      } catch (err) {
        this.log.error({ err, event: id, topic, subscriber: s.name, attempts }, 'domain event not handled; will retry');
        await this.repo.failed(id, `${s.name}: ${err instanceof Error ? err.message : String(err)}`);
        return false;
      }
    }
    return true;
  }
}
