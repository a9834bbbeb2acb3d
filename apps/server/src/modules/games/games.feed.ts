import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';

interface JackpotData {
  total: number;
  pools: { code: string; amount: number }[];
}

const POLL_MS = 2000;
const HEARTBEAT_MS = 15_000;

/**
 * Pushes jackpot amounts to open pages over Server-Sent Events. One poller per server instance
 * reads the pools (the ledger is the truth, so every instance sees every other's bets) while at
 * least one page listens, and sends an event only when an amount changed.
 */
export class JackpotFeed<T extends JackpotData = JackpotData> {
  private readonly clients = new Set<ServerResponse>();
  private timer: NodeJS.Timeout | null = null;
  private lastKey = '';
  private lastBeat = 0;
  private polling = false;

  constructor(
    private readonly read: () => Promise<T>,
    private readonly log: FastifyBaseLogger,
    private readonly pollMs = POLL_MS,
  ) {}

  subscribe(request: FastifyRequest, reply: FastifyReply): void {
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 5000\n\n');
    this.clients.add(res);
    request.raw.on('close', () => {
      this.clients.delete(res);
      if (this.clients.size === 0) this.stop();
    });
    this.read()
      .then((data) => this.send(res, data))
      .catch((err) => this.log.warn({ err }, 'jackpot feed: first read failed'));
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
    for (const res of this.clients) res.end();
    this.clients.clear();
  }

  private stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private send(res: ServerResponse, data: T): void {
    res.write(`event: jackpot\ndata: ${JSON.stringify(data)}\n\n`);
  }

  private async poll(): Promise<void> {
    if (this.polling || this.clients.size === 0) return;
    this.polling = true;
    try {
      const data = await this.read();
      const key = JSON.stringify(data.pools.map((p) => [p.code, p.amount]));
      if (key !== this.lastKey) {
        this.lastKey = key;
        for (const res of this.clients) this.send(res, data);
        this.lastBeat = Date.now();
      } else if (Date.now() - this.lastBeat > HEARTBEAT_MS) {
        // A comment line keeps proxies from closing an idle stream.
        for (const res of this.clients) res.write(': keep-alive\n\n');
        this.lastBeat = Date.now();
      }
    } catch (err) {
      this.log.warn({ err }, 'jackpot feed: read failed');
    } finally {
      this.polling = false;
    }
  }
}
