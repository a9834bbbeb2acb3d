import type pg from 'pg';
import { ListenConnection } from '../../db/listen';
import type { WalletBalance } from './wallet.types';

/** The channel every balance change is announced on; the payload is player ids, comma-separated. */
export const BALANCE_CHANNEL = 'balance_changed';

interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface BalanceSubscriber {
  onBalance(balance: WalletBalance): void;
  /** The hub is shutting down; end the stream. */
  onEnd(): void;
}

/** Parses a NOTIFY payload of comma-separated player ids; ignores anything else. */
export function parsePlayerIds(payload: string | undefined): number[] {
  if (!payload) return [];
  const ids: number[] = [];
  for (const part of payload.split(',')) {
    const id = Number(part);
    if (Number.isSafeInteger(id) && id > 0) ids.push(id);
  }
  return ids;
}

/**
 * Fans balance changes out to this instance's open pages. One dedicated connection LISTENs on
 * the channel (every instance gets every change, whichever instance made it); for each player
 * with subscribers here, the hub reads the balance once and hands it to all of them. Bursts for
 * one player collapse into one read. After a lost connection it reconnects and re-reads every
 * subscribed balance, since changes in between were not heard.
 */
export class BalanceHub {
  private readonly subscribers = new Map<number, Set<BalanceSubscriber>>();
  private readonly reading = new Map<number, boolean>();
  private readonly connection: ListenConnection;
  private closed = false;

  constructor(
    private readonly deps: {
      clientConfig: pg.ClientConfig;
      readBalance: (playerId: number) => Promise<WalletBalance>;
      log: Logger;
    },
  ) {
    this.connection = new ListenConnection({
      clientConfig: deps.clientConfig,
      channel: BALANCE_CHANNEL,
      name: 'balance',
      log: deps.log,
      onNotify: (payload) => {
        for (const id of parsePlayerIds(payload)) this.changed(id);
      },
      // Changes made while we were deaf: re-read every balance someone is watching.
      onReconnect: () => {
        for (const id of this.subscribers.keys()) this.changed(id);
      },
      firstDelayMs: 500,
      maxDelayMs: 30_000,
    });
  }

  /** Listen for changes of a player's balance; returns the unsubscribe function. */
  async subscribe(playerId: number, subscriber: BalanceSubscriber): Promise<() => void> {
    if (this.closed) throw new Error('BalanceHub is closed');
    let set = this.subscribers.get(playerId);
    if (!set) {
      set = new Set();
      this.subscribers.set(playerId, set);
    }
    set.add(subscriber);
    await this.connection.listen();
    return () => {
      const current = this.subscribers.get(playerId);
      current?.delete(subscriber);
      if (current && current.size === 0) this.subscribers.delete(playerId);
    };
  }

  subscriberCount(): number {
    let n = 0;
    for (const set of this.subscribers.values()) n += set.size;
    return n;
  }

  /** Called for every id in a notification; public so an instance can also feed its own changes. */
  changed(playerId: number): void {
    if (!this.subscribers.has(playerId)) return;
    if (this.reading.has(playerId)) {
      // A read is under way and may predate this change: read once more when it finishes.
      this.reading.set(playerId, true);
      return;
    }
    this.reading.set(playerId, false);
    void this.readAndFanOut(playerId);
  }

  private async readAndFanOut(playerId: number): Promise<void> {
    try {
      for (;;) {
        const balance = await this.deps.readBalance(playerId);
        for (const s of this.subscribers.get(playerId) ?? []) {
          try {
            s.onBalance(balance);
          } catch (err) {
            this.deps.log.warn({ err, playerId }, 'balance subscriber failed');
          }
        }
        if (!this.reading.get(playerId)) break;
        this.reading.set(playerId, false);
      }
    } catch (err) {
      if (!this.closed) this.deps.log.warn({ err, playerId }, 'reading a changed balance failed');
    } finally {
      this.reading.delete(playerId);
    }
  }

  /** Ends every subscriber's stream and the LISTEN connection. */
  async close(): Promise<void> {
    this.closed = true;
    for (const set of this.subscribers.values()) {
      for (const s of set) {
        try {
          s.onEnd();
        } catch {
          // the stream is gone already
        }
      }
    }
    this.subscribers.clear();
    await this.connection.close();
  }
}

/**
 * Announces balance changes of game transactions after they commit, coalesced: a NOTIFY makes
 * PostgreSQL serialise the commits of every notifying transaction (a cluster-wide lock held
 * through the WAL flush), which halved wallet throughput when each bet notified in its own
 * transaction (decision 013). Player ids touched within one short window go out as one NOTIFY.
 */
export class BalanceNotifier {
  private pending = new Set<number>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;

  constructor(
    private readonly pool: pg.Pool,
    private readonly log: Logger,
    private readonly windowMs = 10,
  ) {}

  touch(playerId: number): void {
    this.pending.add(playerId);
    if (!this.timer && !this.flushing) {
      this.timer = setTimeout(() => this.flushNow(), this.windowMs);
      this.timer.unref();
    }
  }

  private flushNow(): void {
    this.timer = null;
    this.flushing = this.flush().finally(() => {
      this.flushing = null;
      if (this.pending.size > 0 && !this.timer) {
        this.timer = setTimeout(() => this.flushNow(), this.windowMs);
        this.timer.unref();
      }
    });
  }

  /** Sends everything pending now. */
  async flush(): Promise<void> {
    if (this.pending.size === 0) return;
    const ids = [...this.pending];
    this.pending = new Set();
    // NOTIFY payloads must stay under 8000 bytes: 400 ids of up to 16 digits fit.
    for (let i = 0; i < ids.length; i += 400) {
      const payload = ids.slice(i, i + 400).join(',');
      try {
        await this.pool.query({
          name: 'wallet_notify',
          text: 'SELECT pg_notify($1, $2)',
          values: [BALANCE_CHANNEL, payload],
        });
      } catch (err) {
        this.log.warn({ err, players: ids.length }, 'announcing balance changes failed');
      }
    }
  }

  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.flushing;
    await this.flush();
  }
}
