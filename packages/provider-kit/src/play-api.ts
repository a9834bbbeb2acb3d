import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ProviderError } from './server';
import { WalletClient } from './wallet-client';

/*
 * The request helpers of a built-in provider's play API (house games, lottery, sportsbook): the
 * session's play token, input read by a zod schema, the success envelope, and the loopback
 * address its wallet client calls the platform on.
 */

type ProviderErrorClass = new (statusCode: number, code: string, message: string) => ProviderError;

/**
 * The token and input readers of one provider: its failures are `Err` (its ProviderError), a
 * token is read by `token`, and a missing or malformed one answers 401 `tokenMessage`.
 */
export function playRequests(Err: ProviderErrorClass, token: z.ZodType<string>, tokenMessage: string) {
  return {
    /** the session's play token: the X-Play-Token header, else ?token= */
    tokenOf(request: FastifyRequest): string {
      const header = request.headers['x-play-token'];
      const fromHeader = Array.isArray(header) ? header[0] : header;
      const fromQuery = (request.query as Record<string, unknown> | undefined)?.token;
      const parsed = token.safeParse(fromHeader ?? fromQuery);
      if (!parsed.success) throw new Err(401, 'TOKEN_REQUIRED', tokenMessage);
      return parsed.data;
    },
    /** `value` as `schema` reads it; 400 with the first problem's message otherwise */
    parse<T>(schema: z.ZodType<T>, value: unknown): T {
      const result = schema.safeParse(value);
      if (!result.success)
        throw new Err(400, 'VALIDATION_ERROR', result.error.issues[0]?.message ?? 'Dữ liệu không hợp lệ');
      return result.data;
    },
  };
}

/** The success envelope of every play API answer. */
export const ok = <T>(data: T) => ({ success: true as const, data });

/** http://<loopback>:<port> of the server the provider runs in (it must be listening; `name` for the error). */
export function loopbackUrl(app: FastifyInstance, name: string): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error(`${name}: the server is not listening on TCP`);
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/**
 * The provider's wallet client: it calls the platform at `walletBaseUrl` (default: the server it
 * runs in, over loopback) with credentials fetched once and kept (fetched again after a failure).
 */
export function providerWallet(
  app: FastifyInstance,
  name: string,
  opts: { walletBaseUrl?: () => string; credentials: () => Promise<{ code: string; secret: string }> },
): WalletClient {
  let creds: Promise<{ code: string; secret: string }> | null = null;
  const credentials = () => {
    creds ??= opts.credentials().catch((err) => {
      creds = null;
      throw err;
    });
    return creds;
  };
  return new WalletClient({ baseUrl: opts.walletBaseUrl ?? (() => loopbackUrl(app, name)), credentials });
}
