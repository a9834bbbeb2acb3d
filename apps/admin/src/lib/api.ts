import { locale, t } from '../i18n';
/** Calls to /admin-api with the HttpOnly staff_session cookie (same origin). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Set by the app: called when the session is gone (idle expiry, logout elsewhere). */
let onUnauthorized: () => void = () => {};
export function setUnauthorizedHandler(fn: () => void) {
  onUnauthorized = fn;
}

export async function api<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`/admin-api${path}`, {
    method,
    credentials: 'same-origin',
    // the server answers staff in the back office's language (decision 165)
    headers: {
      'accept-language': locale(),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  const json = text ? JSON.parse(text) : {};
  if (!res.ok) {
    if (res.status === 401 && json.code === 'STAFF_UNAUTHORIZED') onUnauthorized();
    throw new ApiError(res.status, json.code ?? 'ERROR', json.message ?? t('api.somethingWentWrong'));
  }
  return json as T;
}

export const get = <T>(path: string) => api<{ success: true; data: T }>('GET', path).then((r) => r.data);
export const post = <T>(path: string, body: unknown = {}) =>
  api<{ success: true; data: T }>('POST', path, body).then((r) => r.data);
export const put = <T>(path: string, body: unknown) =>
  api<{ success: true; data: T }>('PUT', path, body).then((r) => r.data);
export const patch = <T>(path: string, body: unknown) =>
  api<{ success: true; data: T }>('PATCH', path, body).then((r) => r.data);

export function query(params: Record<string, string | number | undefined | null>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
}

/**
 * A POST that must happen once: the key is made when the form opens, so a double click or a
 * retry after a lost answer sends the same key and the server answers with the first result.
 */
export const postOnce = <T>(path: string, key: string, body: unknown) =>
  fetch(`/admin-api${path}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', 'idempotency-key': key, 'accept-language': locale() },
    body: JSON.stringify(body),
  }).then(async (res) => {
    const json = await res.json().catch(() => ({}));
    if (!res.ok) {
      if (res.status === 401 && json.code === 'STAFF_UNAUTHORIZED') onUnauthorized();
      throw new ApiError(res.status, json.code ?? 'ERROR', json.message ?? t('api.somethingWentWrong'));
    }
    return json.data as T;
  });

export const newKey = () => crypto.randomUUID();
