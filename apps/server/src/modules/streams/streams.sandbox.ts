import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { renderFrame, type TableKind } from './streams.frames';
import {
  OPERATOR_HEADER,
  SIGNATURE_HEADER,
  type TVerifyErrorCode,
  VERIFY_PATH,
  verifyRequestSignature,
  ZVerifyRequestSchema,
} from './streams.protocol';

/*
 * The built-in stream verification service and live studio: it checks our signed verify
 * requests with the protocol's own code, issues short-lived tokens bound to (group, stream,
 * site), and serves each table as a live multipart stream of PNG frames drawn on the server.
 * Nothing leaves the machine.
 */

/** The studio's tables (its own configuration, like a real studio's lobby). */
export const SANDBOX_TABLES: Record<string, Record<string, { kind: TableKind; name: string }>> = {
  'lotus-live': {
    'table-1': { kind: 'baccarat', name: 'Baccarat Sảnh Rồng' },
    'table-2': { kind: 'baccarat', name: 'Baccarat Tốc Độ' },
    'table-3': { kind: 'blackjack', name: 'Blackjack VIP' },
    'table-4': { kind: 'poker', name: "Texas Hold'em" },
    'table-5': { kind: 'sicbo', name: 'Sicbo Trực Tiếp' },
    'table-6': { kind: 'roulette', name: 'Roulette Trực Tiếp' },
  },
};

const TOKEN_TTL_S = 10 * 60;
const DEFAULT_FPS = 5;
const MAX_VIEWERS = 200;
/** A viewer this far behind gets frames dropped rather than buffered without bound. */
const MAX_BUFFERED_BYTES = 256 * 1024;
const BOUNDARY = 'frame';

interface TokenClaims {
  g: string;
  s: string;
  site: string;
  exp: number;
}

export interface StreamSandboxOptions {
  /** operator id -> shared secret of the verify requests */
  operators: Record<string, string>;
  /** signs the tokens; the same on every instance so a token works behind a load balancer */
  tokenSecret?: string;
  now?: () => number;
  /** tables that answer STREAM_OFFLINE (a studio closing a table) */
  offline?: Set<string>;
}

type VerifyAnswer = { status: number; body: Record<string, unknown> };

const fail = (status: number, code: TVerifyErrorCode, message: string): VerifyAnswer => ({
  status,
  body: { success: false, code, message },
});

export class StreamSandbox {
  private readonly tokenKey: Buffer;
  private readonly now: () => number;
  readonly offline: Set<string>;
  private readonly feeds = new Map<string, LiveFeed>();

  constructor(private readonly opts: StreamSandboxOptions) {
    this.now = opts.now ?? Date.now;
    this.tokenKey = opts.tokenSecret ? Buffer.from(opts.tokenSecret, 'utf8') : randomBytes(32);
    this.offline = opts.offline ?? new Set();
  }

  table(groupId: string, streamId: string) {
    return SANDBOX_TABLES[groupId]?.[streamId] ?? null;
  }

  /** The service's side of POST /v1/stream/verify, over the raw body as it was signed. */
  verify(headers: Record<string, string | string[] | undefined>, rawBody: string): VerifyAnswer {
    const operatorId = headers[OPERATOR_HEADER];
    const secret = typeof operatorId === 'string' ? this.opts.operators[operatorId] : undefined;
    if (typeof operatorId !== 'string' || !secret) return fail(401, 'UNKNOWN_OPERATOR', 'unknown operator');
    const signature = headers[SIGNATURE_HEADER];
    const check = verifyRequestSignature(
      typeof signature === 'string' ? signature : undefined,
      secret,
      operatorId,
      rawBody,
      this.now(),
    );
    if (!check.ok) return fail(401, 'BAD_SIGNATURE', `signature ${check.reason}`);
    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      return fail(400, 'BAD_REQUEST', 'body is not JSON');
    }
    const body = ZVerifyRequestSchema.safeParse(json);
    if (!body.success) return fail(400, 'BAD_REQUEST', body.error.issues[0]?.message ?? 'bad request');
    const { groupId, streamId, site } = body.data;
    if (!this.table(groupId, streamId)) return fail(404, 'STREAM_NOT_FOUND', 'no such stream');
    if (this.offline.has(`${groupId}/${streamId}`)) return fail(409, 'STREAM_OFFLINE', 'the table is off air');
    const exp = Math.floor(this.now() / 1000) + TOKEN_TTL_S;
    return {
      status: 200,
      body: {
        success: true,
        data: {
          token: this.issueToken({ g: groupId, s: streamId, site, exp }),
          expiresAt: new Date(exp * 1000).toISOString(),
          playback: {
            url: `/sandbox/streams/live/${encodeURIComponent(groupId)}/${encodeURIComponent(streamId)}`,
            format: 'mjpeg',
          },
        },
      },
    };
  }

  issueToken(claims: TokenClaims): string {
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return `${payload}.${this.mac(payload)}`;
  }

  /** The claims of a token for this stream and host, or null if forged, expired or elsewhere. */
  checkToken(token: string, groupId: string, streamId: string, host: string): TokenClaims | null {
    const [payload, mac] = token.split('.');
    if (!payload || !mac) return null;
    const expected = Buffer.from(this.mac(payload));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    let claims: TokenClaims;
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenClaims;
    } catch {
      return null;
    }
    if (claims.g !== groupId || claims.s !== streamId || claims.site !== host) return null;
    if (claims.exp * 1000 <= this.now()) return null;
    return claims;
  }

  private mac(payload: string): string {
    return createHmac('sha256', this.tokenKey).update(payload).digest('base64url');
  }

  viewers(): number {
    let n = 0;
    for (const feed of this.feeds.values()) n += feed.size;
    return n;
  }

  /** Adds a viewer to the table's feed (one renderer per table, however many watch). */
  watch(groupId: string, streamId: string, res: ServerResponse, fps: number): boolean {
    const table = this.table(groupId, streamId);
    if (!table || this.viewers() >= MAX_VIEWERS) return false;
    const key = `${groupId}/${streamId}@${fps}`;
    let feed = this.feeds.get(key);
    if (!feed) {
      feed = new LiveFeed(table.kind, `${groupId}/${streamId}`, fps, this.now, () => this.feeds.delete(key));
      this.feeds.set(key, feed);
    }
    feed.add(res);
    return true;
  }

  close(): void {
    for (const feed of this.feeds.values()) feed.close();
    this.feeds.clear();
  }
}

/** One table at one frame rate: renders while someone watches, writes each frame to all. */
class LiveFeed {
  private readonly viewers = new Set<ServerResponse>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly kind: TableKind,
    private readonly key: string,
    private readonly fps: number,
    private readonly now: () => number,
    private readonly onIdle: () => void,
  ) {}

  get size(): number {
    return this.viewers.size;
  }

  add(res: ServerResponse): void {
    this.viewers.add(res);
    res.on('close', () => {
      this.viewers.delete(res);
      if (this.viewers.size === 0) this.close();
    });
    // The first frame at once, so the picture replaces the thumbnail without waiting a tick.
    this.write(res, renderFrame(this.kind, this.key, this.now()));
    if (!this.timer) {
      this.timer = setInterval(() => this.tick(), Math.round(1000 / this.fps));
      this.timer.unref();
    }
  }

  private tick(): void {
    const frame = renderFrame(this.kind, this.key, this.now());
    for (const res of this.viewers) {
      if (res.writableLength < MAX_BUFFERED_BYTES) this.write(res, frame);
    }
  }

  private write(res: ServerResponse, frame: Buffer): void {
    // Each part ends with the next boundary, so the browser shows it without waiting for more.
    res.write(`Content-Type: image/png\r\nContent-Length: ${frame.length}\r\n\r\n`);
    res.write(frame);
    res.write(`\r\n--${BOUNDARY}\r\n`);
  }

  close(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    for (const res of this.viewers) res.end();
    this.viewers.clear();
    this.onIdle();
  }
}

const ZLiveParamsSchema = z.object({
  groupId: z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/),
  streamId: z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/),
});
const ZLiveQuerySchema = z.object({
  token: z.string().max(2048).optional(),
  fps: z.coerce.number().int().min(1).max(10).optional(),
});

/** Routes of the sandbox service, registered under /sandbox/streams. */
export function streamSandboxRoutes(sandbox: StreamSandbox): FastifyPluginAsync {
  return async (app) => {
    app.addHook('onClose', async () => sandbox.close());
    // The signature covers the raw bytes: keep the body as the client sent it.
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));

    app.post(VERIFY_PATH, { schema: { hide: true } }, async (request, reply) => {
      const answer = sandbox.verify(request.headers, typeof request.body === 'string' ? request.body : '');
      return reply.code(answer.status).send(answer.body);
    });

    app.get('/live/:groupId/:streamId', { schema: { hide: true } }, async (request, reply) => {
      const params = ZLiveParamsSchema.safeParse(request.params);
      const query = ZLiveQuerySchema.safeParse(request.query);
      if (!params.success || !query.success) {
        return reply.code(400).send({ success: false, code: 'BAD_REQUEST', message: 'bad stream address' });
      }
      const { groupId, streamId } = params.data;
      const claims = query.data.token
        ? sandbox.checkToken(query.data.token, groupId, streamId, request.hostname)
        : null;
      if (!claims)
        return reply.code(403).send({ success: false, code: 'BAD_TOKEN', message: 'invalid or expired token' });
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': `multipart/x-mixed-replace; boundary=${BOUNDARY}`,
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
        connection: 'close',
      });
      res.write(`--${BOUNDARY}\r\n`);
      if (!sandbox.watch(groupId, streamId, res, query.data.fps ?? DEFAULT_FPS)) res.end();
      // A viewer may not outstay the token: the page asks for a new one and reconnects.
      const left = claims.exp * 1000 - Date.now();
      const timer = setTimeout(() => res.end(), Math.max(0, left));
      timer.unref();
      res.on('close', () => clearTimeout(timer));
    });
  };
}
