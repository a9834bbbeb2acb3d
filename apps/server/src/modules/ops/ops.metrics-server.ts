import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PlatformMetrics } from './ops.metrics';

export interface MetricsListener {
  port: number;
  close(): Promise<void>;
}

/**
 * `/metrics` in Prometheus's text format on its own address (METRICS_HOST:METRICS_PORT), not the
 * site's port: the load balancer forwards only the site's port, so players never reach it
 * (decision 130). A bare node:http server: nothing of the site's hooks, sessions or limits
 * applies to a scrape, and a scrape takes nothing from the site's request handling but CPU.
 */
export async function listenMetrics(
  metrics: PlatformMetrics | readonly PlatformMetrics[],
  host: string,
  port: number,
): Promise<MetricsListener> {
  const all = Array.isArray(metrics) ? metrics : [metrics as PlatformMetrics];
  const contentType = all[0]!.registry.contentType;
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found: only GET /metrics here\n');
      return;
    }
    Promise.all(all.map((m) => m.registry.metrics())).then(
      (texts) => {
        const body = texts.length === 1 ? texts[0]! : mergeExpositions(texts);
        res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      (err: unknown) => {
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(`metrics failed: ${String(err)}\n`);
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The expositions of several registries as one (the brands of one process, decision 154): each
 * metric's HELP and TYPE once, then every registry's samples of it. The registries tell their
 * samples apart by a `brand` default label; Prometheus refuses a family written twice.
 */
export function mergeExpositions(texts: readonly string[]): string {
  const families = new Map<string, { head: string[]; samples: string[] }>();
  for (const text of texts) {
    let current: { head: string[]; samples: string[] } | null = null;
    for (const line of text.split('\n')) {
      if (!line) continue;
      const meta = /^# (HELP|TYPE) (\S+)/.exec(line);
      if (meta) {
        const name = meta[2]!;
        const known = families.get(name);
        current = known ?? { head: [], samples: [] };
        if (!known) families.set(name, current);
        if (current.head.length < 2 && !current.head.includes(line)) current.head.push(line);
        continue;
      }
      current?.samples.push(line);
    }
  }
  return `${[...families.values()].map((f) => [...f.head, ...f.samples].join('\n')).join('\n')}\n`;
}
