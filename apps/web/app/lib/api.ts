import type { TApiError } from '@app/contract';
import { GENERIC_ERROR_VI } from '@app/contract/errors';
import { apiErrorMessage } from '../i18n/messages';

/** An API failure with the server's stable code and its player-facing message. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const RETRY_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);

type Hook = () => Promise<void> | void;
const beforeRequestHooks: Hook[] = [];
let onMaintenance: () => void = () => window.location.assign('/maintenance');

/** Runs before every request (e.g. the accounts module ensures the device fingerprint cookie). */
export function addBeforeRequest(hook: Hook) {
  beforeRequestHooks.push(hook);
}

export function setMaintenanceHandler(handler: () => void) {
  onMaintenance = handler;
}

export interface ApiRequest {
  method?: string;
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * The one way the site calls the platform API. Retries once on transient statuses for
 * idempotent methods only; 400-599 become ApiError; a 503 MAINTENANCE_MODE sends the
 * player to /maintenance, any other 503 is only logged.
 */
export async function api<T>(path: string, req: ApiRequest = {}): Promise<{ data: T; meta?: Record<string, unknown> }> {
  const method = (req.method ?? 'GET').toUpperCase();
  for (const hook of beforeRequestHooks) await hook();
  const url = new URL(path, window.location.origin);
  for (const [k, v] of Object.entries(req.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
  const init: RequestInit = {
    method,
    credentials: 'same-origin',
    headers: {
      accept: 'application/json',
      // the API answers player-facing messages in the page's language (decision 156)
      'accept-language': globalThis.document?.documentElement?.dataset?.locale ?? 'vi',
      ...(req.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...req.headers,
    },
    body: req.body !== undefined ? JSON.stringify(req.body) : undefined,
    signal: req.signal,
  };

  let response = await fetch(url, init);
  if (RETRY_STATUSES.has(response.status) && IDEMPOTENT_METHODS.has(method)) {
    response = await fetch(url, init);
  }
  const body = (await response.json().catch(() => null)) as
    | { success: true; data: T; meta?: Record<string, unknown> }
    | TApiError
    | null;

  if (response.status >= 400) {
    const failure = body && body.success === false ? body : null;
    if (response.status === 503) {
      console.warn('API 503', failure?.code ?? 'no code', path);
      if (failure?.code === 'MAINTENANCE_MODE') onMaintenance();
    }
    const code = failure?.code ?? 'HTTP_ERROR';
    throw new ApiError(response.status, code, apiErrorMessage(code, failure?.message) ?? GENERIC_ERROR_VI);
  }
  if (body?.success !== true)
    throw new ApiError(response.status, 'BAD_RESPONSE', apiErrorMessage('INTERNAL_ERROR', GENERIC_ERROR_VI)!);
  return { data: body.data, meta: body.meta };
}

/**
 * A call to a sandbox gateway (it stands in for the player's bank app or wallet): those routes
 * answer in the gateway's own shape, not the API envelope, so the body comes back as it is.
 */
export async function sandboxPost<T>(path: string, body: unknown): Promise<T> {
  for (const hook of beforeRequestHooks) await hook();
  const response = await fetch(new URL(path, window.location.origin), {
    method: 'POST',
    credentials: 'same-origin',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new ApiError(response.status, 'HTTP_ERROR', GENERIC_ERROR_VI);
  return (await response.json()) as T;
}
