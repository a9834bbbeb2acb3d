import type pg from 'pg';
import { ListenConnection } from './listen';

/** The channel the `notify_table_changed` triggers announce on; the payload is the table's name. */
export const TABLE_CHANGED_CHANNEL = 'table_changed';

interface Logger {
  warn(obj: object, msg?: string): void;
}

/**
 * Cross-instance cache invalidation (decision 102). The tables behind in-memory caches (staff
 * settings, the catalogue, providers, missions, promotions) carry a statement trigger that
 * NOTIFYs their name when a transaction changing them commits, whichever instance wrote it; every
 * instance LISTENs on one direct connection and drops its caches of that table at once, so a
 * staff change is in force everywhere within a round trip, not a cache lifetime. After a lost
 * connection every cache is dropped (changes in between were not heard).
 */
export class ChangeBus {
  private readonly listeners = new Map<string, Set<() => void>>();
  private readonly connection: ListenConnection;
  private started: Promise<void> | null = null;

  constructor(
    clientConfig: pg.ClientConfig,
    private readonly log: Logger,
  ) {
    this.connection = new ListenConnection({
      clientConfig,
      channel: TABLE_CHANGED_CHANNEL,
      name: 'table-change',
      log,
      onNotify: (payload) => {
        if (payload) this.changed(payload);
      },
      onReconnect: () => this.dropAll(),
      firstDelayMs: 250,
      maxDelayMs: 10_000,
    });
  }

  /** Calls `drop` whenever `table` changed (on any instance); returns the unsubscribe function. */
  on(table: string, drop: () => void): () => void {
    let set = this.listeners.get(table);
    if (!set) {
      set = new Set();
      this.listeners.set(table, set);
    }
    set.add(drop);
    return () => set.delete(drop);
  }

  /** Connects and LISTENs; resolves once listening (or after the first failed try, retrying behind). */
  start(): Promise<void> {
    this.started ??= this.connection.listen();
    return this.started;
  }

  changed(table: string): void {
    for (const drop of this.listeners.get(table) ?? []) {
      try {
        drop();
      } catch (err) {
        this.log.warn({ err, table }, 'dropping a cache failed');
      }
    }
  }

  private dropAll(): void {
    for (const table of this.listeners.keys()) this.changed(table);
  }

  async close(): Promise<void> {
    await this.connection.close();
  }
}
