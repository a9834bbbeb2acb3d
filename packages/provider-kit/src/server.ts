import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';

/*
 * What every built-in provider's server shares (house games, lottery, sportsbook). Each of them
 * is its own party and imports nothing from the platform server, so what they have in common
 * lives here instead.
 */

/** An expected failure of a provider's own API: its status, stable code and Vietnamese message. */
export class ProviderError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/**
 * Runs `fn` in one transaction on one connection of `pool`: committed when it returns, rolled
 * back when it throws (the error goes on to the caller).
 */
export async function inTransaction<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await fn(client);
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

/**
 * Makes a Fastify scope a separate party's API: its routes stay out of the platform's OpenAPI
 * description, and its errors answer in the platform's envelope (a ProviderError as it is, other
 * 4xx as one Vietnamese "bad request", anything else as a 500 whose details go only to the log).
 * `localize`, when given, words each refusal in the language the request asks for.
 */
export function separatePartyApi(
  app: FastifyInstance,
  name: string,
  localize: (request: FastifyRequest, code: string, message: string, error?: ProviderError) => string = (
    _r,
    _c,
    message,
  ) => message,
): void {
  app.addHook('onRoute', (route) => {
    route.schema = { ...(route.schema ?? {}), hide: true } as typeof route.schema;
  });

  app.setErrorHandler((error: FastifyError | ProviderError, request, reply: FastifyReply) => {
    if (error instanceof ProviderError) {
      return reply.status(error.statusCode).send({
        success: false,
        statusCode: error.statusCode,
        code: error.code,
        message: localize(request, error.code, error.message, error),
        ...error.extra,
      });
    }
    if (error.statusCode && error.statusCode < 500) {
      return reply.status(error.statusCode).send({
        success: false,
        statusCode: error.statusCode,
        code: 'BAD_REQUEST',
        message: localize(request, 'BAD_REQUEST', 'Dữ liệu gửi lên không hợp lệ'),
      });
    }
    request.log.error({ err: error }, `${name} error`);
    return reply.status(500).send({
      success: false,
      statusCode: 500,
      code: 'INTERNAL_ERROR',
      message: localize(request, 'INTERNAL_ERROR', 'Đã có lỗi xảy ra vui lòng thử lại sau'),
    });
  });
}
