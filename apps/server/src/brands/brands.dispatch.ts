import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrandApps } from './brands.deployment';

export interface BrandListener {
  server: Server;
  port: number;
  close(): Promise<void>;
}

const MISDIRECTED = `<!doctype html><html lang="vi"><head><meta charset="utf-8"><title>Không có trang này</title></head>
<body><h1>Địa chỉ này không thuộc trang nào của chúng tôi</h1><p>This host name is not served here.</p></body></html>`;

/**
 * The one address of a multi-brand deployment (decision 154): each request goes whole to the
 * app of the brand its Host header names, through that app's own router (`routing`), so every
 * hook, guard and cache the request meets is that brand's. A host no brand is mapped to gets
 * 421 Misdirected Request and reaches no app at all.
 */
export function dispatchRequest(apps: Pick<BrandApps, 'appFor'>) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const app = apps.appFor(req.headers.host);
    if (app) {
      app.routing(req, res);
      return;
    }
    res.writeHead(421, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(req.method === 'HEAD' ? undefined : MISDIRECTED);
  };
}

/** Listens on the deployment's PORT and HOST for every brand. */
export async function listenBrands(apps: BrandApps, port: number, host: string): Promise<BrandListener> {
  const server = createServer(dispatchRequest(apps));
  // as Fastify's own server: longer than the load balancers' idle timeouts
  server.keepAliveTimeout = 72_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    server,
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}
