import { messageFor, type TErrorCode } from '@app/contract';
import type { TextKey, TextParams } from '@app/contract/texts';
import { texts } from './locale';

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

/**
 * A refusal already worded in the language of the request being served (decision 163), often
 * with its figures: the error handler sends its message as it is rather than the English of its code.
 */
export class WordedError extends AppError {
  constructor(statusCode: number, code: TErrorCode, message: string, details?: Record<string, unknown>) {
    super(statusCode, code, message, details);
    this.name = 'WordedError';
  }
}

/** A refusal with the catalogue's sentence `key` (`@app/contract/texts`) in the request's language. */
export const worded = (statusCode: number, code: TErrorCode, key: TextKey, params?: TextParams) =>
  new WordedError(statusCode, code, texts()(key, params));

export const notFound = (message?: string) => new AppError(404, 'NOT_FOUND', message);
export const badRequest = (code: TErrorCode, message?: string) => new AppError(400, code, message);
export const unauthorized = (message?: string) => new AppError(401, 'UNAUTHORIZED', message);
