import { randomInt } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** Helpers for the auth integration tests (drive the API through app.inject). */

export const FINGERPRINT = 'a3f1c2d4e5b6a7980a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f6071';
export const ORIGIN = 'http://localhost';

let ipSeq = 0;
/** A fresh client address, so per-IP limits of one test do not leak into the next. */
export function uniqueIp(): string {
  ipSeq++;
  return `10.${(process.pid >> 8) & 255}.${(ipSeq >> 8) & 255}.${ipSeq & 255}`;
}

export function randomUsername(prefix = 'user'): string {
  return `${prefix}_${randomInt(1e9).toString(36)}${randomInt(1e6).toString(36)}`.slice(0, 29);
}

/** A Viettel number that no other test uses (random, 0 + 9 digits). */
export function randomPhone(prefix = '098'): string {
  return `${prefix}${String(randomInt(1e7)).padStart(7, '0')}`;
}

export function sessionCookieOf(res: LightMyRequestResponse): string | undefined {
  return res.cookies.find((c) => c.name === 'session')?.value;
}

export interface Registered {
  username: string;
  password: string;
  phone: string;
  token: string;
  id: number;
  res: LightMyRequestResponse;
}

export async function register(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
  opts: { ip?: string; language?: string } = {},
): Promise<Registered> {
  const payload = {
    username: randomUsername(),
    password: 'secret123',
    phone: randomPhone(),
    ageConfirmed: true,
    ...overrides,
  };
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload,
    cookies: { device_fingerprint: FINGERPRINT },
    headers: { origin: ORIGIN, ...(opts.language ? { 'accept-language': opts.language } : {}) },
    remoteAddress: opts.ip ?? uniqueIp(),
  });
  const body = res.json();
  return {
    res,
    username: String(payload.username),
    password: String(payload.password),
    phone: String(payload.phone),
    token: body?.data?.token,
    id: body?.data?.user?.id,
  };
}

export async function login(
  app: FastifyInstance,
  username: string,
  password: string,
  opts: { ip?: string; fingerprint?: string | null } = {},
): Promise<LightMyRequestResponse> {
  const fingerprint = opts.fingerprint === undefined ? FINGERPRINT : opts.fingerprint;
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    cookies: fingerprint ? { device_fingerprint: fingerprint } : {},
    headers: { origin: ORIGIN },
    remoteAddress: opts.ip ?? uniqueIp(),
  });
}

/** GET /api/auth/refresh with a bearer token. */
export function refresh(app: FastifyInstance, token: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url: '/api/auth/refresh', headers: { authorization: `Bearer ${token}` } });
}

/** An authenticated POST with a bearer token. */
export function authedPost(
  app: FastifyInstance,
  token: string,
  url: string,
  payload?: Record<string, unknown>,
  opts: { ip?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    payload,
    headers: { authorization: `Bearer ${token}` },
    remoteAddress: opts.ip ?? uniqueIp(),
  });
}

/** The newest 6-digit code the sandbox outbox holds for a phone number or e-mail address. */
export async function lastCode(app: FastifyInstance, to: string): Promise<string> {
  const [message] = await app.services.messaging.outbox({ to, limit: 1 });
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no OTP in the outbox for ${to}`);
  return code;
}
