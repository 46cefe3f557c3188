import { messageText, type MessageKey } from '@opentip/shared/messages';
import type { ErrorBody } from '@opentip/shared/schemas/envelope.schema';

export type ErrorDetails = NonNullable<ErrorBody['details']>;

/** The one error type services throw: a stable code, an HTTP status and a message key. */
export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  readonly key: MessageKey;
  /** Which fields were wrong, for the web app to translate by key and point at. */
  readonly details: ErrorDetails | undefined;

  constructor(status: number, code: string, key: MessageKey, cause?: unknown, details?: ErrorDetails) {
    super(messageText(key), cause === undefined ? undefined : { cause });
    this.status = status;
    this.code = code;
    this.key = key;
    this.details = details;
  }
}

export const badRequest = (key: MessageKey, code = 'BAD_REQUEST') => new AppError(400, code, key);
export const unauthorized = (key: MessageKey = 'unauthorized', code = 'UNAUTHORIZED') =>
  new AppError(401, code, key);
export const forbidden = (key: MessageKey = 'forbidden', code = 'FORBIDDEN') => new AppError(403, code, key);
export const notFound = (key: MessageKey = 'notFound', code = 'NOT_FOUND') => new AppError(404, code, key);
export const conflict = (key: MessageKey, code = 'CONFLICT') => new AppError(409, code, key);
export const tooManyRequests = (key: MessageKey = 'tooManyRequests', code = 'TOO_MANY_REQUESTS') =>
  new AppError(429, code, key);
