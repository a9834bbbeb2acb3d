import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { createReadableStreamFromReadable } from '@react-router/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import {
  acceptsGzip,
  type CachedPage,
  ENGLISH_PREFIX,
  type GuestPageCache,
  isEnglishPath,
  isGuestPageRequest,
  type RenderedPage,
} from './page-cache';

declare module 'react-router' {
  interface Future {
    v8_middleware: true;
  }
}

export const WEB_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web');
// WEB_BUILD_DIR lets several checkouts' servers and builds run side by side without one build
// replacing the files another running server is reading (see apps/web/react-router.config.ts).
const WEB_BUILD_DIR = path.resolve(WEB_ROOT, process.env.WEB_BUILD_DIR ?? 'build');
export const WEB_BUILD_SERVER = path.join(WEB_BUILD_DIR, 'server/index.js');
export const WEB_BUILD_CLIENT = path.join(WEB_BUILD_DIR, 'client');

export type WebMode = 'production' | 'development';

/** What the server reads from the site's entry module (apps/web/app/entry.server.tsx). */
interface SiteEntry {
  serverContext?: Parameters<RouterContextProvider['set']>[0];
  renderVariant?: (headers: { get(name: string): string | null }) => string;
}

export interface WebPluginOptions {
  mode: WebMode;
  /**
   * What loaders and middleware may use on the server (see apps/web/app/lib/context.ts); the
   * nonce to render is this response's, or the guest-page cache's placeholder.
   */
  serverContext: (request: FastifyRequest, cspNonce: string) => unknown;
  /** Guests' pages rendered once and served to every guest (production only; decision 110). */
  pageCache?: GuestPageCache;
  /** While true, pages are neither served from nor kept in the cache (maintenance mode). */
  pageCacheBypass?: () => boolean;
}

/** What a page may be cached by the browser: never by a shared cache (its nonce is this response's). */
const PAGE_CACHE_CONTROL = 'private, no-cache';

/**
 * `abortOnClose`: a render for the guest-page cache finishes even if its visitor leaves, so a
 * page cut short is never kept.
 */
function toWebRequest(request: FastifyRequest, reply: FastifyReply, abortOnClose = true): Request {
  const origin = `${request.protocol}://${request.host}`;
  const url = new URL(request.url, origin);
  const controller = new AbortController();
  if (abortOnClose) reply.raw.on('close', () => controller.abort());
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, value);
  }
  const init: RequestInit & { duplex?: 'half' } = { method: request.method, headers, signal: controller.signal };
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    init.body = createReadableStreamFromReadable(request.raw);
    init.duplex = 'half';
  }
  return new Request(url, init);
}

function copyHeaders(reply: FastifyReply, status: number, headers: Headers) {
  reply.status(status);
  headers.forEach((value, key) => {
    if (key !== 'set-cookie') reply.header(key, value);
  });
  const cookies = headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  if ((headers.get('content-type') ?? '').startsWith('text/html') && !headers.has('cache-control'))
    reply.header('cache-control', PAGE_CACHE_CONTROL);
}

async function sendWebResponse(reply: FastifyReply, response: Response) {
  copyHeaders(reply, response.status, response.headers);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream));
}

function sendCachedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: GuestPageCache,
  page: CachedPage,
  nonce: string,
) {
  reply.status(200);
  for (const [name, value] of page.headers) reply.header(name, value);
  if (!page.headers.some(([name]) => name === 'cache-control')) reply.header('cache-control', PAGE_CACHE_CONTROL);
  reply.header('vary', 'accept-encoding');
  if (!acceptsGzip(request.headers['accept-encoding'])) return reply.send(cache.bodyFor(page, nonce));
  // compressed once when kept; @fastify/compress leaves an encoded answer alone
  reply.header('content-encoding', 'gzip');
  return reply.send(cache.gzipFor(page, nonce));
}

/** The request's headers as the site's `renderVariant` reads them, without building a Request. */
function headerReader(request: FastifyRequest) {
  return {
    get(name: string): string | null {
      const value = request.headers[name];
      return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
    },
  };
}

/**
 * Serves the React Router site from the same Fastify process as the API: built assets
 * from disk in production, Vite middleware with hot reload in development.
 */
export async function webPlugin(app: FastifyInstance, opts: WebPluginOptions) {
  // The site reads its own request bodies (form actions); Fastify must not consume them.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  // Pages and assets go out compressed (phones on slow networks; Lighthouse budget, decision 039).
  // Scoped to this plugin, so API responses are unchanged.
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });

  let loadBuild: () => Promise<ServerBuild>;
  if (opts.mode === 'development') {
    const { createServer } = await import('vite');
    const vite = await createServer({ root: WEB_ROOT, server: { middlewareMode: true }, appType: 'custom' });
    await app.register(import('@fastify/middie'));
    app.use(vite.middlewares);
    app.addHook('onClose', () => vite.close());
    loadBuild = async () => (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
  } else {
    if (!existsSync(WEB_BUILD_SERVER)) {
      throw new Error(`The site is not built (${WEB_BUILD_SERVER} missing): run npm run build`);
    }
    const build = (await import(pathToFileURL(WEB_BUILD_SERVER).href)) as ServerBuild;
    loadBuild = async () => build;
    await app.register(fastifyStatic, {
      root: path.join(WEB_BUILD_CLIENT, 'assets'),
      prefix: '/assets/',
      // .br/.gz files written at build time (apps/web/precompress.ts).
      preCompressed: true,
      immutable: true,
      maxAge: '1y',
      decorateReply: false,
    });
    await app.register(fastifyStatic, {
      root: WEB_BUILD_CLIENT,
      prefix: '/',
      wildcard: false,
      index: false,
      maxAge: '1h',
      decorateReply: false,
      // Top-level files only (favicon, manifest...); hashed assets are served above.
      globIgnore: ['assets/**'],
    });
    // The service worker and the build id must be read fresh to notice a deploy (decision 086).
    app.addHook('onSend', async (request, reply, payload) => {
      const url = request.url;
      if (url === '/sw.js' || url.startsWith('/builds/latest.json')) reply.header('cache-control', 'no-cache');
      return payload;
    });
  }

  // One handler per language (decision 145): the English site is the same build under the
  // basename '/en', so its routes, links and redirects are the Vietnamese site's, prefixed.
  const handlers = new WeakMap<ServerBuild, Record<'vi' | 'en', ReturnType<typeof createRequestHandler>>>();
  const handlerFor = (build: ServerBuild, url: string) => {
    let pair = handlers.get(build);
    if (!pair) {
      pair = {
        vi: createRequestHandler(build, opts.mode),
        en: createRequestHandler({ ...build, basename: ENGLISH_PREFIX }, opts.mode),
      };
      handlers.set(build, pair);
    }
    return isEnglishPath(url) ? pair.en : pair.vi;
  };

  const render = (
    build: ServerBuild,
    request: FastifyRequest,
    reply: FastifyReply,
    nonce: string,
    abortOnClose = true,
  ) => {
    const context = new RouterContextProvider();
    // The site's entry module exports the key its loaders read, so server and site share
    // one context object without the site importing server code.
    const key = (build.entry.module as SiteEntry).serverContext;
    // the language is the path's (decision 145); the site reads it as `locale`
    const locale = isEnglishPath(request.url) ? 'en' : 'vi';
    if (key) context.set(key, { ...(opts.serverContext(request, nonce) as object), locale });
    return handlerFor(build, request.url)(toWebRequest(request, reply, abortOnClose), context);
  };

  const cache = opts.mode === 'production' && opts.pageCache?.enabled ? opts.pageCache : null;

  app.route({
    method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      const build = await loadBuild();
      if (!cache || !isGuestPageRequest(request) || opts.pageCacheBypass?.()) {
        return sendWebResponse(reply, await render(build, request, reply, request.cspNonce));
      }
      const variant = (build.entry.module as SiteEntry).renderVariant?.(headerReader(request)) ?? '';
      const claim = cache.claim(`${request.protocol}://${request.host}${request.url} ${variant}`);
      if (claim.kind === 'hit') return sendCachedPage(request, reply, cache, claim.page, request.cspNonce);
      if (claim.kind === 'wait') {
        const page = await claim.page;
        if (page) return sendCachedPage(request, reply, cache, page, request.cspNonce);
        return sendWebResponse(reply, await render(build, request, reply, request.cspNonce));
      }
      let rendered: RenderedPage | null = null;
      try {
        const response = await render(build, request, reply, cache.placeholder, false);
        rendered = { status: response.status, headers: response.headers, body: await response.text() };
      } finally {
        claim.settle(rendered);
      }
      copyHeaders(reply, rendered.status, rendered.headers);
      return reply.send(rendered.body.replaceAll(cache.placeholder, request.cspNonce));
    },
  });
}
