import { randomBytes } from 'node:crypto';
import { type AnalyticsTags, analyticsOrigins } from '@app/contract/analytics';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** This response's Content-Security-Policy nonce (pages and sandbox pages; '' elsewhere). */
    cspNonce: string;
  }
}

/**
 * What a response is, as far as its headers go (decision 072):
 * - `page`: the site (React Router), with a per-request script nonce; also the site's top-level
 *   public files (favicon, images, game thumbnails), which go through the same paths.
 * - `house`: the built-in games' screens under /house and the partner sandboxes' (PP, AWC) under
 *   /partners, framed by the site (same origin only).
 * - `api`: JSON and event streams: /api, /provider, /webhooks, /admin-api, health checks and
 *   the house games' own API.
 * - `docs`: the OpenAPI browser at /api/docs (Swagger UI).
 * - `asset`: built, hashed files under /assets and the house games' script and stylesheet.
 * - `tool`: development pages under /dev (the sandbox outbox).
 * - `sandbox`: the built-in stand-ins for payment gateways and stream services under /sandbox,
 *   whose pages (the MoMo payment page) run one inline script carrying the nonce.
 * - `admin`: the back office at /admin (decision 078), a single-page app with no inline script.
 */
export type HeaderProfile = 'page' | 'house' | 'api' | 'docs' | 'asset' | 'tool' | 'sandbox' | 'admin';

const API_PREFIXES = ['/api/', '/provider/', '/webhooks/', '/admin-api/', '/house/api/'];
const API_PATHS = new Set(['/api', '/provider', '/webhooks', '/admin-api', '/healthz', '/readyz']);

export function profileFor(url: string): HeaderProfile {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  if (path === '/api/docs' || path.startsWith('/api/docs/')) return 'docs';
  if (API_PATHS.has(path) || API_PREFIXES.some((p) => path.startsWith(p))) return 'api';
  if (path.startsWith('/assets/') || path.startsWith('/house/assets/') || path.startsWith('/admin/assets/'))
    return 'asset';
  if (path === '/admin' || path.startsWith('/admin/')) return 'admin';
  if (path === '/house' || path.startsWith('/house/') || path.startsWith('/partners/')) return 'house';
  if (path === '/dev' || path.startsWith('/dev/')) return 'tool';
  if (path === '/sandbox' || path.startsWith('/sandbox/')) return 'sandbox';
  return 'page';
}

/** Whether responses of this profile get a script nonce (request.cspNonce). */
export function usesNonce(profile: HeaderProfile): boolean {
  return profile === 'page' || profile === 'sandbox';
}

/** Third-party origins the site's pages load from, depending on settings. */
export interface ThirdPartySources {
  script: string[];
  connect: string[];
  font: string[];
}

/** The live-chat widget (apps/web/app/components/live-chat.tsx) loads from, and talks to, these. */
const LIVE_CHAT = {
  script: ['https://*.livechatinc.com'],
  connect: ['https://*.livechatinc.com', 'wss://*.livechatinc.com'],
  font: ['https://*.livechatinc.com'],
};

/**
 * Origins to allow for the optional third-party scripts: the live-chat widget when a licence is
 * set, the brand's mini-game script when it has one, the analytics tags `ANALYTICS_SITE_CODE`
 * names (decision 140). Nothing is allowed for a feature that is off.
 */
export function thirdPartySources(opts: {
  liveChat: boolean;
  miniGameScriptUrl: string | null;
  analytics?: AnalyticsTags | null;
}): ThirdPartySources {
  const sources: ThirdPartySources = { script: [], connect: [], font: [] };
  if (opts.analytics) {
    const origins = analyticsOrigins(opts.analytics);
    sources.script.push(...origins.script);
    sources.connect.push(...origins.connect);
  }
  if (opts.liveChat) {
    sources.script.push(...LIVE_CHAT.script);
    sources.connect.push(...LIVE_CHAT.connect);
    sources.font.push(...LIVE_CHAT.font);
  }
  if (opts.miniGameScriptUrl) {
    const origin = originOf(opts.miniGameScriptUrl);
    if (origin) {
      sources.script.push(origin);
      sources.connect.push(origin);
    }
  }
  return sources;
}

function originOf(url: string): string | null {
  try {
    const { protocol, origin } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? origin : null;
  } catch {
    return null;
  }
}

type Directives = Record<string, string[]>;

const serialize = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, values]) => (values.length ? `${name} ${values.join(' ')}` : name))
    .join('; ');

export interface PagePolicyOptions {
  nonce: string;
  thirdParty: ThirdPartySources;
  /** Vite's hot-reload socket (development only). */
  development?: boolean;
}

/**
 * The site's policy. Scripts: own files and inline scripts carrying this response's nonce only
 * (React Router's hydration context and scroll restoration, React's streaming scripts).
 * Styles allow inline: the stylesheet is inlined into the HTML (decision 039), React renders
 * style attributes and the toast library injects a <style> element; styles cannot run code.
 * Frames: the house games (same origin) and providers' launch URLs, which come from the game
 * catalogue (any https origin).
 */
export function pagePolicy(opts: PagePolicyOptions): string {
  const { nonce, thirdParty } = opts;
  return serialize({
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, ...thirdParty.script],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:', ...thirdParty.font],
    // same-origin API calls and the balance and jackpot event streams
    'connect-src': ["'self'", ...thirdParty.connect, ...(opts.development ? ['ws:', 'wss:'] : [])],
    // live video on game cards comes from the stream service
    'media-src': ["'self'", 'blob:', 'https:'],
    'frame-src': ["'self'", 'https:'],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  });
}

/**
 * House game screens: their own script and stylesheet, the house API and the site's jackpot
 * API (same origin); the boot data is a JSON block, not a script. Framed by the site only.
 */
export const HOUSE_POLICY = serialize({
  'default-src': ["'none'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
});

/** JSON and event streams: nothing to load, nothing to frame. */
export const API_POLICY = serialize({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });

/** Swagger UI: its own scripts (no inline ones), inline styles and data: icons. */
export const DOCS_POLICY = serialize({
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
});

/**
 * The back office: its own built script and stylesheet only, no inline script and so no nonce;
 * inline styles for React style attributes (charts); the QR code of TOTP enrolment is a data:
 * image. Never framed (clickjacking a staff action), and nothing leaves for another origin.
 */
export const ADMIN_POLICY = serialize({
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
});

/** Built files: scripts, stylesheets, fonts, images; an SVG opened on its own runs nothing. */
export const ASSET_POLICY = serialize({
  'default-src': ["'none'"],
  'style-src': ["'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'frame-ancestors': ["'self'"],
});

/** The sandbox outbox: server-rendered HTML with an inline stylesheet and a filter form. */
export const TOOL_POLICY = serialize({
  'default-src': ["'none'"],
  'style-src': ["'unsafe-inline'"],
  'form-action': ["'self'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
});

/** Gateway stand-ins: a payment page with an inline stylesheet and one inline script (nonce). */
export function sandboxPolicy(nonce: string): string {
  return serialize({
    'default-src': ["'self'"],
    'script-src': [`'nonce-${nonce}'`],
    'style-src': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
}

/**
 * Browser features nothing on the site uses; fullscreen and autoplay stay for game frames.
 * Only names Chromium knows: an unknown one (e.g. bluetooth) is reported on every page.
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ');

/** One year; subdomains are left to the operator (brands may run other hosts on plain HTTP). */
export const HSTS = 'max-age=31536000';

export interface SecurityHeadersOptions {
  /** Third-party origins the site's pages need with the current settings (thirdPartySources). */
  thirdParty: ThirdPartySources;
  development?: boolean;
}

export function securityHeaders(
  request: Pick<FastifyRequest, 'url' | 'protocol' | 'cspNonce'>,
  opts: SecurityHeadersOptions,
): Record<string, string> {
  const profile = profileFor(request.url);
  const headers: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    // House screens' launch URL carries the play token: it must not travel on as a referrer.
    'referrer-policy': profile === 'house' ? 'no-referrer' : 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    'x-frame-options':
      profile === 'api' || profile === 'tool' || profile === 'sandbox' || profile === 'admin' ? 'DENY' : 'SAMEORIGIN',
  };
  switch (profile) {
    case 'page':
      headers['content-security-policy'] = pagePolicy({
        nonce: request.cspNonce,
        thirdParty: opts.thirdParty,
        development: opts.development,
      });
      break;
    case 'house':
      headers['content-security-policy'] = HOUSE_POLICY;
      break;
    case 'api':
      headers['content-security-policy'] = API_POLICY;
      break;
    case 'docs':
      headers['content-security-policy'] = DOCS_POLICY;
      break;
    case 'asset':
      headers['content-security-policy'] = ASSET_POLICY;
      break;
    case 'tool':
      headers['content-security-policy'] = TOOL_POLICY;
      break;
    case 'sandbox':
      headers['content-security-policy'] = sandboxPolicy(request.cspNonce);
      break;
    case 'admin':
      headers['content-security-policy'] = ADMIN_POLICY;
      break;
  }
  // Only a request that really came over HTTPS (directly, or through a trusted proxy's
  // X-Forwarded-Proto, see TRUST_PROXY) may pin the browser to HTTPS.
  if (request.protocol === 'https') headers['strict-transport-security'] = HSTS;
  return headers;
}

/**
 * The headers of a profile without a nonce depend only on the profile and the scheme, so they
 * are worked out once per pair, not per request.
 */
function fixedHeaders(opts: SecurityHeadersOptions) {
  const known = new Map<string, [string, string][]>();
  return (profile: HeaderProfile, url: string, protocol: string): [string, string][] => {
    const key = `${profile}:${protocol}`;
    let entries = known.get(key);
    if (!entries) {
      entries = Object.entries(securityHeaders({ url, protocol: protocol as 'http' | 'https', cspNonce: '' }, opts));
      known.set(key, entries);
    }
    return entries;
  };
}

/**
 * Sets the API profile's headers on a reply, for a context registered outside the site's hooks
 * (the provider wallet callbacks, decisions 109 and 115): the same headers, worked out once per
 * scheme. Called by the context's handlers and its error handler, which between them write
 * every answer it sends, instead of an `onRequest` hook run for each request.
 */
export function apiSecurityHeaders(): (request: FastifyRequest, reply: FastifyReply) => void {
  const fixed = fixedHeaders({ thirdParty: { script: [], connect: [], font: [] } });
  const http = fixed('api', '/api/', 'http');
  const https = fixed('api', '/api/', 'https');
  return (request, reply) => {
    const res = reply.raw;
    for (const [name, value] of request.protocol === 'https' ? https : http) res.setHeader(name, value);
  };
}

/**
 * Security headers on every response (decision 072): a Content-Security-Policy chosen by path,
 * with a fresh nonce per page that the site puts on its inline scripts, plus nosniff, referrer,
 * permissions and framing policies, and HSTS over HTTPS. Set on the raw response at the start,
 * so error answers and hijacked event streams carry them too; a route may still override one.
 */
export default fp(
  async function securityHeadersPlugin(app: FastifyInstance, opts: SecurityHeadersOptions) {
    app.decorateRequest('cspNonce', '');
    const fixed = fixedHeaders(opts);
    app.addHook('onRequest', (request, reply, done) => {
      const profile = profileFor(request.url);
      let entries: [string, string][];
      if (usesNonce(profile)) {
        request.cspNonce = randomBytes(16).toString('base64');
        entries = Object.entries(securityHeaders(request, opts));
      } else {
        entries = fixed(profile, request.url, request.protocol);
      }
      for (const [name, value] of entries) reply.raw.setHeader(name, value);
      done();
    });
  },
  { name: 'security-headers' },
);
