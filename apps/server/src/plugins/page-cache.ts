import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { SESSION_COOKIE } from '@app/contract/auth-constants';
import type { FastifyRequest } from 'fastify';
import { profileFor } from './security-headers';

/**
 * The guest-page render cache (decision 110). Server rendering reads nothing of the visitor
 * (the session lives in an HttpOnly cookie the site checks from the browser; loaders see only
 * brand, catalogue, content and promotions), so every guest of a brand gets the same HTML for
 * a URL, but for the per-response CSP nonce. A page is rendered once with a placeholder where
 * the nonce goes and kept split at that placeholder; each response joins the parts with its
 * own fresh nonce, so no two responses share a nonce.
 */

/** A stored guest page: always a 200 HTML answer without cookies. */
export interface CachedPage {
  headers: [string, string][];
  /** The body split at the nonce placeholder; `parts.join(nonce)` is the page. */
  parts: string[];
  /** The same parts, each compressed on its own (see gzipPage). */
  gzip: GzipParts;
  storedAt: number;
}

interface GzipParts {
  /** the parts as UTF-8, for the checksum of the whole page */
  raw: Buffer[];
  /** each part as raw deflate blocks ending byte-aligned with an emptied history (Z_FULL_FLUSH) */
  deflated: Buffer[];
}

/** What a render produced, as far as the cache is concerned. */
export interface RenderedPage {
  status: number;
  headers: Headers;
  body: string;
}

export interface GuestPageCacheOptions {
  /** Safety net behind change notifications: how long a page may be served (ms); 0 turns the cache off. */
  ttlMs: number;
  /** Pages kept at most (query strings and hosts are open-ended: the oldest make room). */
  maxEntries?: number;
  now?: () => number;
}

/** A page bigger than this is served but not kept. */
const MAX_BODY_CHARS = 2_000_000;
/** Longer URLs are not cached (keys stay small; real pages have short URLs). */
const MAX_URL_CHARS = 512;
/** Paths rendered for guests too but never the same for everyone, or not worth keeping. */
/** The English site's path prefix (decision 145; the site's `lib/locale.ts` says the same). */
export const ENGLISH_PREFIX = '/en';

/** Whether a request URL (path and query) is on the English site. */
export function isEnglishPath(url: string): boolean {
  return url === ENGLISH_PREFIX || url.startsWith(`${ENGLISH_PREFIX}/`) || url.startsWith(`${ENGLISH_PREFIX}?`);
}

const NEVER_CACHED = ['/account', '/game/', '/dev/', '/maintenance'];

/**
 * Per request, one of: the stored page; a render of the same key already under way (wait for
 * it; null: render yourself); or the ticket to render it, settled with what may be kept.
 */
export type Claim =
  | { kind: 'hit'; page: CachedPage }
  | { kind: 'wait'; page: Promise<CachedPage | null> }
  | { kind: 'render'; settle: (rendered: RenderedPage | null) => CachedPage | null };

export class GuestPageCache {
  /**
   * Rendered where the nonce goes. Random per process and never sent: every response replaces
   * it, so page content cannot contain it by chance or on purpose.
   */
  readonly placeholder = `n${randomBytes(16).toString('hex')}`;
  readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  private readonly entries = new Map<string, CachedPage>();
  private readonly pending = new Map<string, Promise<CachedPage | null>>();
  /** Bumped by clear(): a render that started before a change is not kept. */
  private generation = 0;
  readonly stats = { hits: 0, misses: 0, stored: 0, cleared: 0 };

  constructor(opts: GuestPageCacheOptions) {
    this.ttlMs = opts.ttlMs;
    this.maxEntries = opts.maxEntries ?? 500;
    this.now = opts.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Synchronous, so that two requests of one key can never both become the renderer. */
  claim(key: string): Claim {
    const page = this.entries.get(key);
    if (page) {
      if (this.now() - page.storedAt < this.ttlMs) {
        // least recently used goes first when full
        this.entries.delete(key);
        this.entries.set(key, page);
        this.stats.hits++;
        return { kind: 'hit', page };
      }
      this.entries.delete(key);
    }
    const inFlight = this.pending.get(key);
    if (inFlight) return { kind: 'wait', page: inFlight };
    this.stats.misses++;
    const generation = this.generation;
    let resolve!: (page: CachedPage | null) => void;
    this.pending.set(
      key,
      new Promise((r) => {
        resolve = r;
      }),
    );
    return {
      kind: 'render',
      settle: (rendered) => {
        this.pending.delete(key);
        const stored = rendered && generation === this.generation ? this.keep(key, rendered) : null;
        resolve(stored);
        return stored;
      },
    };
  }

  /** Drops every page (a change notification, or a lost notification connection). */
  clear(): void {
    this.generation++;
    this.entries.clear();
    this.stats.cleared++;
  }

  /** Joins a stored page's parts with this response's nonce. */
  bodyFor(page: CachedPage, nonce: string): string {
    return page.parts.join(nonce);
  }

  /** The same body, gzip-compressed (see gzipPage). */
  gzipFor(page: CachedPage, nonce: string): Buffer {
    return gzipPage(page.gzip, nonce);
  }

  private keep(key: string, rendered: RenderedPage): CachedPage | null {
    if (!isKeepable(rendered)) return null;
    const headers: [string, string][] = [];
    rendered.headers.forEach((value, name) => {
      headers.push([name, value]);
    });
    const parts = rendered.body.split(this.placeholder);
    const page: CachedPage = { headers, parts, gzip: deflateParts(parts), storedAt: this.now() };
    this.entries.set(key, page);
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.stats.stored++;
    return page;
  }
}

/**
 * Compressing a page for every response would cost about as much as serving it, and a page
 * compressed once would carry one nonce for everyone. So each part around the nonce is
 * deflated once, on its own (a full flush: byte-aligned, no reference back across the gap),
 * and each response splices its nonce in between as a stored (uncompressed) deflate block
 * (RFC 1951 3.2.4), inside a gzip member whose checksum covers the page it really sends
 * (RFC 1952).
 */
function deflateParts(parts: string[]): GzipParts {
  const raw = parts.map((p) => Buffer.from(p, 'utf8'));
  const deflated = raw.map((b) => zlib.deflateRawSync(b, { level: 6, finishFlush: zlib.constants.Z_FULL_FLUSH }));
  return { raw, deflated };
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** the last block: stored, final, empty */
const DEFLATE_END = Buffer.from([1, 0, 0, 0xff, 0xff]);

export function gzipPage(gzip: GzipParts, nonce: string): Buffer {
  const between = Buffer.from(nonce, 'utf8');
  const len = between.length;
  const stored = Buffer.concat([Buffer.from([0, len & 0xff, len >> 8, ~len & 0xff, (~len >> 8) & 0xff]), between]);
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  gzip.deflated.forEach((part, i) => {
    if (i > 0) {
      chunks.push(stored);
      crc = zlib.crc32(between, crc);
      size += len;
    }
    chunks.push(part);
    crc = zlib.crc32(gzip.raw[i]!, crc);
    size += gzip.raw[i]!.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  chunks.push(DEFLATE_END, trailer);
  return Buffer.concat(chunks);
}

/** Whether the client takes gzip (RFC 9110 12.5.3: a q of 0 refuses it). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  for (const item of header.split(',')) {
    const [coding, ...params] = item.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== 'x-gzip') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  }
  return false;
}

/**
 * Only a plain 200 HTML page may be given to other guests: never one that sets a cookie, varies
 * by cookie (or by anything not in the key), or says it is private.
 */
export function isKeepable(rendered: RenderedPage): boolean {
  const { status, headers, body } = rendered;
  if (status !== 200) return false;
  if (!(headers.get('content-type') ?? '').startsWith('text/html')) return false;
  if (headers.getSetCookie().length > 0 || headers.has('set-cookie')) return false;
  if (headers.has('vary')) return false;
  if (/\b(private|no-store)\b/i.test(headers.get('cache-control') ?? '')) return false;
  return body.length <= MAX_BODY_CHARS;
}

/**
 * Whether this request may be answered from, and fill, the cache: a guest's GET of a site page.
 * A session cookie means a player (the site's logged-in parts come from the browser, but such
 * requests are kept apart all the same); other cookies (device fingerprint, referral) are
 * written and read by page scripts only and change nothing in the server's render.
 */
export function isGuestPageRequest(request: Pick<FastifyRequest, 'method' | 'url' | 'headers'>): boolean {
  if (request.method !== 'GET') return false;
  const url = request.url;
  if (url.length > MAX_URL_CHARS || profileFor(url) !== 'page') return false;
  // the English site's pages (decision 145) follow the same rule as their Vietnamese twins
  const path = isEnglishPath(url) ? url.slice(ENGLISH_PREFIX.length) || '/' : url;
  if (
    NEVER_CACHED.some((p) => path === p || path.startsWith(p.endsWith('/') ? p : `${p}/`) || path.startsWith(`${p}?`))
  )
    return false;
  if (request.headers.authorization) return false;
  return !hasSessionCookie(request.headers.cookie);
}

function hasSessionCookie(header: string | undefined): boolean {
  if (!header) return false;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === SESSION_COOKIE) return true;
  }
  return false;
}
