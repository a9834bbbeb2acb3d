/**
 * The one way gateway adapters talk HTTP. Live adapters use `fetchTransport` against the
 * provider's base URL; in sandbox mode the same adapters use a loopback transport into our
 * own /sandbox routes, so the sandbox exercises the exact code that talks to the provider.
 */

export interface HttpRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export interface HttpResponse {
  status: number;
  body: string;
}

export type HttpTransport = (request: HttpRequest) => Promise<HttpResponse>;

/**
 * `refused`: the provider answered and said no (nothing happened). `unknown`: we cannot tell
 * whether the provider acted (timeout, connection lost, 5xx) — money must stay where it is.
 */
export class GatewayError extends Error {
  constructor(
    readonly kind: 'refused' | 'unknown',
    message: string,
    readonly providerCode?: string | number,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

export function fetchTransport(timeoutMs = 15_000): HttpTransport {
  return async (request) => {
    let response: Response;
    try {
      response = await fetch(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.body,
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
    } catch (err) {
      throw new GatewayError('unknown', `request to ${new URL(request.url).host} failed: ${(err as Error).message}`);
    }
    return { status: response.status, body: await response.text() };
  };
}

/** POSTs JSON; 5xx and unreadable answers are `unknown`, other non-2xx `refused`. */
export async function postJson(
  transport: HttpTransport,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<unknown> {
  const raw = JSON.stringify(body);
  const response = await transport({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json; charset=utf-8', accept: 'application/json', ...headers },
    body: raw,
  });
  if (response.status >= 500) throw new GatewayError('unknown', `provider answered ${response.status}`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(response.body);
  } catch {
    throw new GatewayError(
      response.status < 300 ? 'unknown' : 'refused',
      `provider answered ${response.status} without JSON`,
    );
  }
  if (response.status >= 300) {
    const message = (parsed as { message?: unknown })?.message;
    throw new GatewayError('refused', typeof message === 'string' ? message : `provider answered ${response.status}`);
  }
  return parsed;
}

export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
