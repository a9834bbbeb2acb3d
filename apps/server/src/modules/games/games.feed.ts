import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { PolledFeed } from '../../http/polled-feed';

interface JackpotData {
  total: number;
  pools: { code: string; amount: number }[];
}

/**
 * Pushes jackpot amounts to open pages over Server-Sent Events (`event: jackpot`), the same
 * data to every page, whenever a pool's amount changed (http/polled-feed.ts).
 */
export class JackpotFeed<T extends JackpotData = JackpotData> {
  private readonly feed: PolledFeed<T>;

  constructor(read: () => Promise<T>, log: FastifyBaseLogger, pollMs?: number) {
    this.feed = new PolledFeed<T>({
      event: 'jackpot',
      read,
      key: (data) => JSON.stringify(data.pools.map((p) => [p.code, p.amount])),
      render: async (data, listeners) => listeners.map(() => data),
      log,
      pollMs,
    });
  }

  subscribe(request: FastifyRequest, reply: FastifyReply): void {
    this.feed.subscribe(request, reply, null);
  }

  clientCount(): number {
    return this.feed.clientCount();
  }

  close(): void {
    this.feed.close();
  }
}
