import type { MessageKey } from '@opentip/shared/messages';

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
