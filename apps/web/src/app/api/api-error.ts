import { isMessageKey, type MessageKey } from '@opentip/shared/messages';

/** A failed call: the server's message and stable code, or code NETWORK when it was not reached. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** The MESSAGES key of the first detail, when the server gave one. */
  readonly key: MessageKey | undefined;
  /** Which fields the server refused (dotted paths), for forms to point at. */
  readonly details: readonly { path: string; key: string }[];

  constructor(options: {
    status: number;
    code: string;
    message: string;
    key?: MessageKey;
    details?: readonly { path: string; key: string }[];
  }) {
    super(options.message);
    this.name = 'ApiError';
    this.status = options.status;
    this.code = options.code;
    this.key = options.key;
    this.details = options.details ?? [];
  }
}

/**
 * The error envelope ({ code, message, details }) as an ApiError, read by hand: the guest page calls
 * the API too, and does not ship a validation library.
 */
export function apiErrorFrom(status: number, json: unknown): ApiError {
  const body = (json && typeof json === 'object' ? json : {}) as Record<string, unknown>;
  if (typeof body.code !== 'string' || typeof body.message !== 'string')
    return new ApiError({ status, code: 'HTTP_' + status, message: '' });
  const details = Array.isArray(body.details)
    ? body.details
        .filter(
          (d): d is { path: string; key: string } =>
            typeof d === 'object' && d !== null && typeof d.path === 'string' && typeof d.key === 'string',
        )
        .map(({ path, key }) => ({ path, key }))
    : [];
  const detailKey = details[0]?.key;
  return new ApiError({
    status,
    code: body.code,
    message: body.message,
    key: detailKey && isMessageKey(detailKey) ? detailKey : undefined,
    details,
  });
}
