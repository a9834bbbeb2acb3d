import type { FastifyBaseLogger } from 'fastify';

/** What services log through: the server's logger, given to each service at construction. */
export type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** For services built outside the server (benchmarks, unit tests) that have nowhere to log. */
export const silentLog: Log = { info() {}, warn() {}, error() {} };
