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
export async function listenMetrics(metrics: PlatformMetrics, host: string, port: number): Promise<MetricsListener> {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found: only GET /metrics here\n');
      return;
    }
    metrics.registry.metrics().then(
      (body) => {
        res.writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' });
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
