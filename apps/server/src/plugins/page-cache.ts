import { randomBytes } from 'node:crypto';
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
  storedAt: number;
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

  private keep(key: string, rendered: RenderedPage): CachedPage | null {
    if (!isKeepable(rendered)) return null;
    const headers: [string, string][] = [];
    rendered.headers.forEach((value, name) => {
      headers.push([name, value]);
    });
    const page: CachedPage = { headers, parts: rendered.body.split(this.placeholder), storedAt: this.now() };
    this.entries.set(key, page);
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.stats.stored++;
    return page;
  }
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
  if (NEVER_CACHED.some((p) => url === p || url.startsWith(p.endsWith('/') ? p : `${p}/`) || url.startsWith(`${p}?`)))
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
