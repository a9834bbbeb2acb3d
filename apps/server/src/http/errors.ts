import { messageFor, type TErrorCode } from '@app/contract';

/**
 * An error whose code and message are safe to show the caller. Services throw these;
 * the error handler turns them into the `{ success: false, ... }` envelope.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: TErrorCode,
    message?: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message ?? messageFor(code));
    this.name = 'AppError';
  }
}

export const notFound = (message?: string) => new AppError(404, 'NOT_FOUND', message);
export const badRequest = (code: TErrorCode, message?: string) => new AppError(400, code, message);
export const unauthorized = (message?: string) => new AppError(401, 'UNAUTHORIZED', message);
