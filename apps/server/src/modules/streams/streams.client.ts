import { randomUUID } from 'node:crypto';
import type { TStreamFormat } from '@app/contract';
import {
  OPERATOR_HEADER,
  SIGNATURE_HEADER,
  signRequest,
  VERIFY_PATH,
  ZVerifyErrorSchema,
  ZVerifyOkSchema,
} from './streams.protocol';

export interface HttpRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}
export interface HttpResponse {
  status: number;
  body: string;
}
/** How the client reaches the service: `fetch` in live mode, `app.inject` into the sandbox. */
export type HttpTransport = (request: HttpRequest, timeoutMs: number) => Promise<HttpResponse>;

export const fetchTransport: HttpTransport = async (request, timeoutMs) => {
  const response = await fetch(request.url, {
    method: 'POST',
    headers: request.headers,
    body: request.body,
    signal: AbortSignal.timeout(timeoutMs),
    redirect: 'error',
  });
  return { status: response.status, body: await response.text() };
};

/**
 * `not_found`: the service does not know the stream (nothing to retry). `unavailable`:
 * everything else — timeout, connection error, 5xx, refusal, an answer we cannot read.
 */
export class StreamVerifyError extends Error {
  constructor(
    readonly kind: 'not_found' | 'unavailable',
    message: string,
    readonly serviceCode?: string,
  ) {
    super(message);
    this.name = 'StreamVerifyError';
  }
}

export interface StreamGrant {
  token: string;
  /** playback address without the token */
  url: string;
  format: TStreamFormat;
  expiresAt: Date;
}

export interface StreamVerifyClientOptions {
  baseUrl: string;
  operatorId: string;
  secret: string;
  timeoutMs: number;
  transport?: HttpTransport;
  now?: () => number;
}

/** The real adapter of the stream verification service: one signed POST, a validated answer. */
export class StreamVerifyClient {
  private readonly transport: HttpTransport;
  private readonly now: () => number;

  constructor(private readonly opts: StreamVerifyClientOptions) {
    this.transport = opts.transport ?? fetchTransport;
    this.now = opts.now ?? Date.now;
  }

  async verify(input: { groupId: string; streamId: string; site: string }): Promise<StreamGrant> {
    const body = JSON.stringify({ ...input, nonce: randomUUID() });
    const t = Math.floor(this.now() / 1000);
    let response: HttpResponse;
    try {
      response = await this.transport(
        {
          url: `${this.opts.baseUrl.replace(/\/+$/, '')}${VERIFY_PATH}`,
          headers: {
            'content-type': 'application/json; charset=utf-8',
            accept: 'application/json',
            [OPERATOR_HEADER]: this.opts.operatorId,
            [SIGNATURE_HEADER]: signRequest(this.opts.secret, this.opts.operatorId, body, t),
          },
          body,
        },
        this.opts.timeoutMs,
      );
    } catch (err) {
      const reason = (err as Error).name === 'TimeoutError' ? 'timed out' : (err as Error).message;
      throw new StreamVerifyError('unavailable', `stream verification request failed: ${reason}`);
    }
    let json: unknown;
    try {
      json = JSON.parse(response.body);
    } catch {
      throw new StreamVerifyError('unavailable', `stream verification answered ${response.status} without JSON`);
    }
    if (response.status === 200) {
      const ok = ZVerifyOkSchema.safeParse(json);
      if (!ok.success) {
        throw new StreamVerifyError(
          'unavailable',
          `stream verification answer rejected: ${ok.error.issues[0]?.message}`,
        );
      }
      const expiresAt = new Date(ok.data.data.expiresAt);
      if (expiresAt.getTime() <= this.now()) {
        throw new StreamVerifyError('unavailable', 'stream verification answered an expired token');
      }
      return {
        token: ok.data.data.token,
        url: ok.data.data.playback.url,
        format: ok.data.data.playback.format,
        expiresAt,
      };
    }
    const failure = ZVerifyErrorSchema.safeParse(json);
    const code = failure.success ? failure.data.code : undefined;
    if (response.status === 404 || code === 'STREAM_NOT_FOUND') {
      throw new StreamVerifyError('not_found', 'stream not known to the verification service', code);
    }
    throw new StreamVerifyError(
      'unavailable',
      `stream verification answered ${response.status}${code ? ` ${code}` : ''}`,
      code,
    );
  }
}
