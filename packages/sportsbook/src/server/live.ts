import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sportsT } from '../i18n';

/** What an open screen is told to read again. */
export type LiveTopic = 'matches' | 'limits';

/** At most one event per topic in this window: a burst of feed writes reaches a screen as one read. */
export const LIVE_COALESCE_MS = 250;
const HEARTBEAT_MS = 15_000;
/** Open screens per instance; beyond it a screen keeps its poll (the stream answers 503). */
const MAX_CLIENTS = 20_000;

/**
 * Pushes "the listing changed" to open sportsbook screens over Server-Sent Events (docs/sports.md
 * "Across instances"). The platform calls `changed` when a table behind the listing changed on
 * any instance (its LISTEN/NOTIFY change bus, decision 102): a trader's suspension, a result, a
 * feed's new price. The event carries no data, only the topic, so a screen reads the listing
 * through the API it already uses and nothing private travels on the stream. The first change
 * after a quiet spell goes out at once; changes inside the window are sent once at its end.
 */
export class SportsLive {
  private readonly clients = new Set<ServerResponse>();
  private readonly lastSent = new Map<LiveTopic, number>();
  private readonly trailing = new Map<LiveTopic, NodeJS.Timeout>();
  private heartbeat: NodeJS.Timeout | null = null;

  subscribe(request: FastifyRequest, reply: FastifyReply): void {
    if (this.clients.size >= MAX_CLIENTS) {
      void reply
        .code(503)
        .header('retry-after', '30')
        .send({ success: false, code: 'BUSY', message: sportsT('vi')('errors.busy') });
      return;
    }
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    // a lost stream is opened again by the browser after a second; the screen reads the listing then
    res.write('retry: 1000\n\n');
    this.clients.add(res);
    request.raw.on('close', () => {
      this.clients.delete(res);
      if (this.clients.size === 0 && this.heartbeat) {
        clearInterval(this.heartbeat);
        this.heartbeat = null;
      }
    });
    if (!this.heartbeat) {
      // a comment line keeps proxies from closing an idle stream
      this.heartbeat = setInterval(() => this.write(': keep-alive\n\n'), HEARTBEAT_MS);
      this.heartbeat.unref();
    }
  }

  /** Screens listening on this instance. */
  clientCount(): number {
    return this.clients.size;
  }

  /** Something a screen shows changed (on any instance): tell every open screen, coalesced. */
  changed(topic: LiveTopic): void {
    if (this.trailing.has(topic)) return;
    const wait = (this.lastSent.get(topic) ?? 0) + LIVE_COALESCE_MS - Date.now();
    if (wait <= 0) {
      this.send(topic);
      return;
    }
    const timer = setTimeout(() => {
      this.trailing.delete(topic);
      this.send(topic);
    }, wait);
    timer.unref();
    this.trailing.set(topic, timer);
  }

  close(): void {
    for (const t of this.trailing.values()) clearTimeout(t);
    this.trailing.clear();
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    for (const res of this.clients) res.end();
    this.clients.clear();
  }

  private send(topic: LiveTopic): void {
    this.lastSent.set(topic, Date.now());
    this.write(`event: ${topic}\ndata: ${Date.now()}\n\n`);
  }

  private write(chunk: string): void {
    for (const res of this.clients) res.write(chunk);
  }
}
