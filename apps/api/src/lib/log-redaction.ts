const EMAIL = /[\w.%+-]+@[\w-]+(?:\.[\w-]+)+/g;
const PASSWORD_HASH = /\$argon2\w*\$[^\s"']*/g;
const CREDENTIALS = /\b(Bearer|Basic)\s+[\w.~+/=-]+/gi;
// Phones and card numbers: 9 or more digits, maybe with spaces, dashes, dots or brackets between
// them. Shorter numbers (unique IDs, dates, amounts) and digits inside ids stay readable.
const DIGIT_RUN = /(?<![\w-])\+?\(?\d(?:[\s().-]{0,2}\d){8,}(?![\w-])/g;

/** Free text (messages, stacks, URLs) without emails, phones, card numbers, hashes or credentials. */
export function scrubText(text: string): string {
  return text
    .replace(PASSWORD_HASH, '[password-hash]')
    .replace(CREDENTIALS, '$1 [redacted]')
    .replace(EMAIL, '[email]')
    .replace(DIGIT_RUN, '[number]');
}

// Drizzle writes a failed query's values into its message ("Failed query: ...\nparams: ...").
const DRIZZLE_PARAMS = /\nparams: [\s\S]*$/;
// What a database error may keep: its kind and where it happened, never the row or the values
// (`detail`, `where`, `params`, `internalQuery` and the driver's raw packet are left out; the SQL
// text is in Drizzle's message already).
const KEPT_FIELDS = [
  'code',
  'severity',
  'routine',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'status',
  'statusCode',
  'key',
  'errno',
  'syscall',
  'validationContext',
] as const;
const MAX_DEPTH = 5;

export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  cause?: SerializedError;
  errors?: SerializedError[];
  [field: string]: unknown;
}

const isDatabaseError = (error: Record<string, unknown>) =>
  typeof error.severity === 'string' && typeof error.code === 'string';

function cleanMessage(error: Error & Record<string, unknown>): string {
  let message = error.message.replace(DRIZZLE_PARAMS, '\nparams: [redacted]');
  // PostgreSQL quotes the offending value ('invalid input syntax for type uuid: "..."').
  if (isDatabaseError(error)) message = message.replace(/"[^"]*"/g, '"[redacted]"');
  return scrubText(message);
}

function cleanStack(error: Error & Record<string, unknown>): string {
  if (!error.stack) return '';
  // The stack opens with the raw message; only the frames after it are kept.
  const head = `${error.name}: ${error.message}`;
  const frames = error.stack.startsWith(head) ? head.length : error.stack.indexOf('\n    at ');
  const trace = frames === -1 ? '' : error.stack.slice(frames);
  return `${error.name}: ${cleanMessage(error)}${scrubText(trace)}`;
}

/**
 * pino's `err` serializer: every error logged keeps its type, its (scrubbed) message and stack,
 * its SQL kind (SQLSTATE code, constraint, table) and its causes, and nothing else: an error's
 * other fields can hold a query's parameters, a request's raw bytes or a provider's payload.
 */
export function serializeError(value: unknown, depth = 0): SerializedError {
  if (!(value instanceof Error)) return { type: typeof value, message: scrubText(String(value)), stack: '' };
  const error = value as Error & Record<string, unknown>;
  const out: SerializedError = {
    type: error.constructor.name || error.name,
    message: cleanMessage(error),
    stack: cleanStack(error),
  };
  for (const field of KEPT_FIELDS) {
    const kept = error[field];
    if (typeof kept === 'string' || typeof kept === 'number') out[field] = kept;
  }
  if (depth < MAX_DEPTH && error.cause !== undefined) out.cause = serializeError(error.cause, depth + 1);
  if (depth < MAX_DEPTH && value instanceof AggregateError) {
    out.errors = (value.errors as unknown[]).map((inner) => serializeError(inner, depth + 1));
  }
  return out;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** The URL without query values (reset tokens, emails, codes travel there) and scrubbed. */
export function scrubUrl(raw: string): string {
  // An address in a path arrives percent-encoded (a%40b.com); decoded, the scrubber recognises it.
  const url = raw.replace(/%40/gi, '@').replace(/%2B/gi, '+');
  const at = url.indexOf('?');
  if (at === -1) return scrubText(url);
  const names = url
    .slice(at + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${scrubText(pair.split('=')[0] ?? '').slice(0, 64)}=[redacted]`);
  return `${scrubText(url.slice(0, at))}?${names.join('&')}`;
}

/** pino's `req` serializer: no headers (the bearer token is one), the URL scrubbed. */
export function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: scrubUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
