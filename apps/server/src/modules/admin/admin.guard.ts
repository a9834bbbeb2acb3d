import { AdminErrorMessage, STAFF_SESSION_COOKIE, STAFF_TOKEN_HEADER, type TStaffRole } from '@app/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors';
import { sessionGuard } from '../../http/session-guards';
import type { StaffActor, StaffPrincipal } from './admin.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireStaff. */
    staff?: StaffPrincipal;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const staffTokens = new WeakMap<FastifyRequest, string>();

function presented(request: FastifyRequest): { token: string; via: 'header' | 'cookie' } | null {
  const header = request.headers[STAFF_TOKEN_HEADER];
  const value = Array.isArray(header) ? header[0] : header;
  if (value) return /^[A-Za-z0-9_-]{16,256}$/.test(value) ? { token: value, via: 'header' } : null;
  const cookie = request.cookies?.[STAFF_SESSION_COOKIE];
  return cookie && cookie.length <= 256 ? { token: cookie, via: 'cookie' } : null;
}

function sameOrigin(request: FastifyRequest): boolean {
  const raw = request.headers.origin ?? request.headers.referer;
  if (!raw) return false;
  try {
    return new URL(raw).origin === `${request.protocol}://${request.host}`;
  } catch {
    return false;
  }
}

/**
 * onRequest hook of /admin-api routes (plugins/session-guards.ts refuses it in a later phase, so
 * a caller without a session gets 401 before the body is parsed or validated): a live staff
 * session (header `x-staff-token` or the HttpOnly cookie `staff_session`), and one of `roles`
 * (superadmin may do everything). Cookie-authenticated mutations must come from our own origin.
 */
export function requireStaff(...roles: TStaffRole[]): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  return sessionGuard('staff', async function staffGuard(request: FastifyRequest, _reply: FastifyReply) {
    const p = presented(request);
    if (!p) throw new AppError(401, 'STAFF_UNAUTHORIZED', AdminErrorMessage.STAFF_UNAUTHORIZED);
    if (p.via === 'cookie' && !SAFE_METHODS.has(request.method) && !sameOrigin(request)) {
      throw new AppError(403, 'ORIGIN_MISMATCH');
    }
    const staff = await request.server.services.admin.authenticate(p.token);
    if (!staff) throw new AppError(401, 'STAFF_UNAUTHORIZED', AdminErrorMessage.STAFF_UNAUTHORIZED);
    if (roles.length && staff.role !== 'superadmin' && !roles.includes(staff.role)) {
      throw new AppError(403, 'STAFF_FORBIDDEN', AdminErrorMessage.STAFF_FORBIDDEN);
    }
    staffTokens.set(request, p.token);
    request.staff = staff;
  });
}

export function staffOf(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw new AppError(401, 'STAFF_UNAUTHORIZED', AdminErrorMessage.STAFF_UNAUTHORIZED);
  return request.staff;
}

/** The actor for audit records: who and from which address. */
export function actorOf(request: FastifyRequest): StaffActor {
  return { staffId: staffOf(request).id, ip: request.ip ?? null };
}

export function staffTokenOf(request: FastifyRequest): string {
  const token = staffTokens.get(request);
  if (!token) throw new AppError(401, 'STAFF_UNAUTHORIZED', AdminErrorMessage.STAFF_UNAUTHORIZED);
  return token;
}
