import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';

const POLL_MS = 2000;
const HEARTBEAT_MS = 15_000;

export interface PolledFeedOptions<T, C> {
  /** the SSE event name (`event: <name>`) */
  event: string;
  /** reads the shared state; the ledger or the module's tables are the truth on every instance */
  read: () => Promise<T>;
  /** what identifies a state: an event goes out only when it changes */
  key: (data: T) => string;
  /** each listener's own event data from the shared state (its own position, say), in order */
  render: (data: T, listeners: C[]) => Promise<unknown[]>;
  log: FastifyBaseLogger;
  pollMs?: number;
}

/**
 * Pushes a shared state to open pages over Server-Sent Events (the jackpot amounts, a
 * tournament's leaderboard). One poller per server instance reads the state while at least one
 * page listens (so every instance sees what the others wrote, without a message bus), and
 * sends each listener its own rendering only when the state changed.
 */
export class PolledFeed<T, C = null> {
  private readonly clients = new Map<ServerResponse, C>();
  private timer: NodeJS.Timeout | null = null;
  private lastKey = '';
  private lastBeat = 0;
  private polling = false;
  private readonly pollMs: number;

  constructor(private readonly opts: PolledFeedOptions<T, C>) {
    this.pollMs = opts.pollMs ?? POLL_MS;
  }

  subscribe(request: FastifyRequest, reply: FastifyReply, listener: C): void {
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 5000\n\n');
    this.clients.set(res, listener);
    request.raw.on('close', () => {
      this.clients.delete(res);
      if (this.clients.size === 0) this.stop();
    });
    this.opts
      .read()
      .then((data) => this.opts.render(data, [listener]))
      .then(([out]) => this.send(res, out))
      .catch((err) => this.opts.log.warn({ err, feed: this.opts.event }, 'feed: first read failed'));
    if (!this.timer) {
      this.timer = setInterval(() => void this.poll(), this.pollMs);
      this.timer.unref();
    }
  }

  /** Pages listening now (the metrics' platform_sse_clients). */
  clientCount(): number {
    return this.clients.size;
  }

  close(): void {
    this.stop();
    for (const res of this.clients.keys()) res.end();
    this.clients.clear();
  }

  private stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private send(res: ServerResponse, data: unknown): void {
    if (res.writableEnded) return;
    res.write(`event: ${this.opts.event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  /** Reads now (also between the timer's ticks when a change is known to have happened here). */
  async poll(): Promise<void> {
    if (this.polling || this.clients.size === 0) return;
    this.polling = true;
    try {
      const data = await this.opts.read();
      const key = this.opts.key(data);
      if (key !== this.lastKey) {
        this.lastKey = key;
        const listeners = [...this.clients];
        const out = await this.opts.render(
          data,
          listeners.map(([, c]) => c),
        );
        for (const [i, [res]] of listeners.entries()) this.send(res, out[i]);
        this.lastBeat = Date.now();
      } else if (Date.now() - this.lastBeat > HEARTBEAT_MS) {
        // A comment line keeps proxies from closing an idle stream.
        for (const res of this.clients.keys()) res.write(': keep-alive\n\n');
        this.lastBeat = Date.now();
      }
    } catch (err) {
      this.opts.log.warn({ err, feed: this.opts.event }, 'feed: read failed');
    } finally {
      this.polling = false;
    }
  }
}
