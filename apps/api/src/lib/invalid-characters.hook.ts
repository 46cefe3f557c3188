import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messageText } from '@opentip/shared/messages';
import { AppError } from './app-error.ts';

// PostgreSQL text cannot hold U+0000: such a string would fail in the query with a 500.
const NUL = '\u0000';

// Paths name fields; a key that does not look like a field name is not repeated back.
const FIELD_NAME = /^[\w-]{1,64}$/;

type Part = 'params' | 'querystring' | 'headers' | 'body';

/** The dotted path of the first string (value or key) holding a NUL, walking without recursion. */
export function pathOfNul(root: unknown): string | undefined {
  const pending: Array<{ value: unknown; path: string }> = [{ value: root, path: '' }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      if (value.includes(NUL)) return path;
      continue;
    }
    if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) continue;
    for (const [key, child] of Object.entries(value)) {
      if (key.includes(NUL)) return path;
      const segment = FIELD_NAME.test(key) ? key : '?';
      pending.push({ value: child, path: path ? `${path}.${segment}` : segment });
    }
  }
  return undefined;
}

function invalidCharacters(part: Part, path: string): AppError {
  // The path names the field, never its value: the answer echoes nothing of the input.
  const fullPath = part === 'body' ? path : `${part}.${path}`;
  return new AppError(400, 'INVALID_CHARACTERS', 'invalidCharacters', undefined, [
    { path: fullPath, key: 'invalidCharacters', message: messageText('invalidCharacters') },
  ]);
}

function checkRequest(request: FastifyRequest): void {
  const parts: Array<[Part, unknown]> = [
    ['params', request.params],
    ['querystring', request.query],
    ['headers', request.headers],
    ['body', request.body],
  ];
  for (const [part, value] of parts) {
    const path = pathOfNul(value);
    if (path !== undefined) throw invalidCharacters(part, path);
  }
}

/**
 * One check before any route's validation, for every route present and future: a NUL character
 * in a path or query parameter, a header or any string of a body is refused with a 400.
 */
export function registerInvalidCharactersHook(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => checkRequest(request));
}
