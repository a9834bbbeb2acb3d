import pg from 'pg';

interface Logger {
  warn(obj: object, msg?: string): void;
}

export interface ListenOptions {
  clientConfig: pg.ClientConfig;
  /** the NOTIFY channel (a constant of the code, never input) */
  channel: string;
  /** what the log calls the connection ("balance", "table-change") */
  name: string;
  log: Logger;
  /** called for every notification on the channel */
  onNotify(payload: string | undefined): void;
  /** called after a reconnect: whatever was announced while deaf was not heard */
  onReconnect(): void;
  /** the first retry's delay; it doubles up to `maxDelayMs` and is reset once listening */
  firstDelayMs: number;
  maxDelayMs: number;
}

/**
 * One dedicated connection that LISTENs on a channel and keeps listening: a lost or failed
 * connection is retried with a doubling delay, and after a reconnect `onReconnect` lets the owner
 * catch up on what it missed. Used by the balance hub and the table-change bus.
 */
export class ListenConnection {
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private retryDelayMs: number;
  private closed = false;

  constructor(private readonly o: ListenOptions) {
    this.retryDelayMs = o.firstDelayMs;
  }

  get listening(): boolean {
    return this.client !== null;
  }

  /** Connects and LISTENs unless it is already; resolves once listening (or after a failed try, retrying behind). */
  listen(): Promise<void> {
    if (this.client) return Promise.resolve();
    this.connecting ??= this.connect().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async connect(): Promise<void> {
    const { channel, name, log } = this.o;
    const client = new pg.Client(this.o.clientConfig);
    client.on('notification', (msg) => {
      if (msg.channel === channel) this.o.onNotify(msg.payload);
    });
    const lost = (err?: unknown) => {
      if (this.client !== client) return;
      this.client = null;
      client.removeAllListeners('error');
      client.on('error', () => {});
      void client.end().catch(() => {});
      if (this.closed) return;
      log.warn({ err }, `${name} LISTEN connection lost; reconnecting`);
      this.scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (err) {
      client.on('error', () => {});
      void client.end().catch(() => {});
      if (this.closed) return;
      log.warn({ err }, `${name} LISTEN connection failed; retrying`);
      this.scheduleReconnect();
      return;
    }
    if (this.closed) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    this.retryDelayMs = this.o.firstDelayMs;
  }

  private scheduleReconnect(): void {
    if (this.reconnectTimer || this.closed) return;
    const delay = this.retryDelayMs;
    this.retryDelayMs = Math.min(this.retryDelayMs * 2, this.o.maxDelayMs);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      void this.listen().then(() => {
        if (this.client) this.o.onReconnect();
      });
    }, delay);
    this.reconnectTimer.unref();
  }

  /** Stops listening for good (a connect under way is waited for, then ended). */
  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    await this.connecting?.catch(() => {});
    const client = this.client;
    this.client = null;
    if (client) await client.end().catch(() => {});
  }
}
