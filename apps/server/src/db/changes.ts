import pg from 'pg';

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
  private client: pg.Client | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private retryDelayMs = 250;
  private closed = false;
  private started: Promise<void> | null = null;

  constructor(
    private readonly clientConfig: pg.ClientConfig,
    private readonly log: Logger,
  ) {}

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
    this.started ??= this.connect();
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

  private async connect(): Promise<void> {
    const client = new pg.Client(this.clientConfig);
    client.on('notification', (msg) => {
      if (msg.channel === TABLE_CHANGED_CHANNEL && msg.payload) this.changed(msg.payload);
    });
    const lost = (err?: unknown) => {
      if (this.client !== client) return;
      this.client = null;
      client.removeAllListeners('error');
      client.on('error', () => {});
      void client.end().catch(() => {});
      if (this.closed) return;
      this.log.warn({ err }, 'table-change LISTEN connection lost; reconnecting');
      this.scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    try {
      await client.connect();
      await client.query(`LISTEN ${TABLE_CHANGED_CHANNEL}`);
    } catch (err) {
      client.on('error', () => {});
      void client.end().catch(() => {});
      if (this.closed) return;
      this.log.warn({ err }, 'table-change LISTEN connection failed; retrying');
      this.scheduleReconnect();
      return;
    }
    if (this.closed) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    this.retryDelayMs = 250;
  }

  private scheduleReconnect(): void {
    if (this.reconnectTimer || this.closed) return;
    const delay = this.retryDelayMs;
    this.retryDelayMs = Math.min(this.retryDelayMs * 2, 10_000);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      void this.connect().then(() => {
        if (this.client) this.dropAll();
      });
    }, delay);
    this.reconnectTimer.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    await this.started?.catch(() => {});
    const client = this.client;
    this.client = null;
    if (client) await client.end().catch(() => {});
  }
}
