import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The exact request body as received: signatures are computed over these bytes. */
    rawBody?: string;
  }
}

class BodyParseError extends Error {
  readonly statusCode = 400;
  constructor(readonly code: string) {
    super('invalid body');
  }
}

/**
 * JSON and form bodies parsed while keeping the raw text, for routes that verify a signature
 * over the body. Register inside an encapsulated plugin so only those routes use it.
 */
export function keepRawBody(app: FastifyInstance): void {
  app.removeContentTypeParser(['application/json']);
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    (request: FastifyRequest, body: string | Buffer, done) => {
      const text = body.toString();
      request.rawBody = text;
      if (text.trim() === '') return done(new BodyParseError('FST_ERR_CTP_EMPTY_JSON_BODY'), undefined);
      try {
        done(null, JSON.parse(text));
      } catch {
        done(new BodyParseError('FST_ERR_CTP_INVALID_JSON_BODY'), undefined);
      }
    },
  );
  // Card exchanges commonly call back with a form post.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (request: FastifyRequest, body: string | Buffer, done) => {
      const text = body.toString();
      request.rawBody = text;
      done(null, Object.fromEntries(new URLSearchParams(text)));
    },
  );
}
