import {
  StreamErrorCode,
  StreamErrorMessage,
  type TStreamErrorCode,
  type TStreamPlayback,
  type TStreamVerifyRequest,
} from '@app/contract';
import { AppError } from '../../http/errors';
import type { Log } from '../../log';
import { type HttpTransport, type StreamGrant, StreamVerifyClient, StreamVerifyError } from './streams.client';
import type { StreamsConfig } from './streams.config';
import { withToken } from './streams.protocol';
import { StreamSandbox } from './streams.sandbox';

/** What the streams module needs from the games module. */
export interface StreamCatalogue {
  hasStream(groupId: string, streamId: string): Promise<boolean>;
}

const streamError = (code: TStreamErrorCode, status: number) => new AppError(status, code, StreamErrorMessage[code]);

/** Tokens are reused until this close to their expiry. */
const REUSE_MARGIN_MS = 60_000;
/** After a failure the same stream is not asked again for this long (a card per page view would hammer a sick service). */
const FAILURE_TTL_MS = 30_000;
const MAX_CACHED = 1000;

type Cached = { grant: StreamGrant; until: number } | { error: StreamVerifyError; until: number };

/**
 * Live video tokens for game cards: only for streams a catalogue game shows, only for the host
 * the page is on, one request to the service per (stream, site) while a token is fresh.
 */
export class StreamsService {
  readonly sandbox: StreamSandbox | null;
  private client: StreamVerifyClient | null = null;
  private readonly cache = new Map<string, Cached>();
  private readonly inflight = new Map<string, Promise<StreamGrant>>();

  constructor(
    readonly config: StreamsConfig,
    private readonly deps: { catalogue: () => StreamCatalogue; log: Log },
  ) {
    this.sandbox =
      config.mode === 'sandbox'
        ? new StreamSandbox({
            operators: { [config.operatorId]: config.secret },
            tokenSecret: `${config.secret}:sandbox-tokens`,
          })
        : null;
    if (config.mode === 'live') this.client = this.makeClient();
  }

  /** Sandbox mode: the client reaches the sandbox routes through this in-process transport. */
  useTransport(transport: HttpTransport): void {
    if (this.config.mode === 'sandbox') this.client = this.makeClient(transport);
  }

  private makeClient(transport?: HttpTransport): StreamVerifyClient {
    return new StreamVerifyClient({
      baseUrl: this.config.baseUrl,
      operatorId: this.config.operatorId,
      secret: this.config.secret,
      timeoutMs: this.config.timeoutMs,
      transport,
    });
  }

  /** A playable address for a card's stream on `requestHost`, or a 4xx/5xx AppError. */
  async playback(input: TStreamVerifyRequest, requestHost: string): Promise<TStreamPlayback> {
    if (input.site !== requestHost.toLowerCase()) throw streamError(StreamErrorCode.STREAM_SITE_MISMATCH, 400);
    if (!(await this.deps.catalogue().hasStream(input.groupId, input.streamId))) {
      throw streamError(StreamErrorCode.STREAM_NOT_FOUND, 404);
    }
    const grant = await this.grant(input);
    return {
      token: grant.token,
      url: withToken(grant.url, grant.token),
      format: grant.format,
      expiresAt: grant.expiresAt.toISOString(),
    };
  }

  private async grant(input: TStreamVerifyRequest): Promise<StreamGrant> {
    const key = `${input.groupId}/${input.streamId}@${input.site}`;
    const now = Date.now();
    const cached = this.cache.get(key);
    if (cached && cached.until > now) {
      if ('grant' in cached) return cached.grant;
      throw this.toAppError(cached.error);
    }
    let pending = this.inflight.get(key);
    if (!pending) {
      pending = this.ask(input).finally(() => this.inflight.delete(key));
      this.inflight.set(key, pending);
    }
    try {
      const grant = await pending;
      this.remember(key, { grant, until: grant.expiresAt.getTime() - REUSE_MARGIN_MS });
      return grant;
    } catch (err) {
      if (!(err instanceof StreamVerifyError)) throw err;
      this.remember(key, { error: err, until: Date.now() + FAILURE_TTL_MS });
      throw this.toAppError(err);
    }
  }

  private async ask(input: TStreamVerifyRequest): Promise<StreamGrant> {
    if (!this.client) throw new StreamVerifyError('unavailable', 'stream verification client not ready');
    try {
      return await this.client.verify(input);
    } catch (err) {
      if (err instanceof StreamVerifyError) {
        this.deps.log.warn({ err, groupId: input.groupId, streamId: input.streamId }, 'stream verification failed');
      }
      throw err;
    }
  }

  private remember(key: string, entry: Cached): void {
    if (this.cache.size >= MAX_CACHED) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    this.cache.set(key, entry);
  }

  private toAppError(err: StreamVerifyError): AppError {
    return err.kind === 'not_found'
      ? streamError(StreamErrorCode.STREAM_NOT_FOUND, 404)
      : streamError(StreamErrorCode.STREAM_UNAVAILABLE, 503);
  }
}
