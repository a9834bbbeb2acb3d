import { SESSION_COOKIE } from '@app/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, unauthorized } from '../../http/errors';
import { sessionGuard } from '../../http/session-guards';
import type { AuthenticatedPlayer } from './auth.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requirePlayer (always) and optionalPlayer (when a valid session came with the request). */
    player?: AuthenticatedPlayer;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const sessionTokens = new WeakMap<FastifyRequest, string>();

/** The session token the request authenticated with (auth routes derive tokenPlay from it). */
export function sessionTokenOf(request: FastifyRequest): string {
  const token = sessionTokens.get(request);
  if (!token) throw unauthorized();
  return token;
}

/** `request.player`, or 401 when the route forgot its guard or the caller is anonymous. */
export function playerOf(request: FastifyRequest): AuthenticatedPlayer {
  if (!request.player) throw unauthorized();
  return request.player;
}

function presentedToken(request: FastifyRequest): { token: string; via: 'bearer' | 'cookie' } | null {
  const header = request.headers.authorization;
  if (header) {
    const match = /^Bearer\s+([A-Za-z0-9_-]{16,256})$/i.exec(header.trim());
    if (!match) throw unauthorized();
    return { token: match[1]!, via: 'bearer' };
  }
  const cookie = request.cookies?.[SESSION_COOKIE];
  if (cookie && cookie.length <= 256) return { token: cookie, via: 'cookie' };
  return null;
}

function originOf(value: string | undefined): string | null {
  if (!value || value === 'null') return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/** The request's own origin and the brand's configured site URL. */
function allowedOrigins(request: FastifyRequest): Set<string> {
  const allowed = new Set<string>();
  // Through URL so default ports compare equal (Host "localhost:80" is origin "http://localhost").
  const own = originOf(`${request.protocol}://${request.host}`);
  if (own) allowed.add(own);
  const site = originOf(request.server.services.system.brand().siteUrl);
  if (site) allowed.add(site);
  return allowed;
}

/**
 * Cross-site request forgery defence for cookie-authenticated mutations: the Origin header
 * (or, if a browser left it out, the Referer) must be our own. `required` refuses requests
 * carrying neither; otherwise only a foreign origin is refused.
 */
export function assertSameOrigin(request: FastifyRequest, required: boolean): void {
  const origin = originOf(request.headers.origin) ?? originOf(request.headers.referer);
  if (!origin) {
    if (required) throw new AppError(403, 'ORIGIN_MISMATCH');
    return;
  }
  if (!allowedOrigins(request).has(origin)) throw new AppError(403, 'ORIGIN_MISMATCH');
}

async function authenticateRequest(request: FastifyRequest): Promise<AuthenticatedPlayer | null> {
  const presented = presentedToken(request);
  if (!presented) return null;
  if (presented.via === 'cookie' && !SAFE_METHODS.has(request.method)) assertSameOrigin(request, true);
  const player = await request.server.services.auth.authenticate(presented.token);
  sessionTokens.set(request, presented.token);
  request.player = player;
  return player;
}

/**
 * Fastify onRequest hook (plugins/session-guards.ts refuses it in a later phase): the caller
 * must hold a live session (cookie `session` or `Authorization: Bearer`), checked before the
 * body is parsed or validated. Sets `request.player = { id, sessionId }`; 401 otherwise (code
 * SESSION_REPLACED when a newer login ended the session). Cookie-authenticated mutations must
 * come from our own origin (403 ORIGIN_MISMATCH).
 */
export const requirePlayer = sessionGuard(
  'player',
  async function requirePlayer(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const player = await authenticateRequest(request);
    if (!player) throw unauthorized();
  },
);

/**
 * Fastify preHandler: like requirePlayer, but an anonymous caller or a dead session just
 * leaves `request.player` unset. A foreign origin on a cookie mutation is still refused.
 */
export async function optionalPlayer(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  try {
    await authenticateRequest(request);
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 401) return;
    throw err;
  }
}
