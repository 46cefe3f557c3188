import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Config } from '../config.ts';
import { serializeError, serializeRequest } from './log-redaction.ts';

declare module '../app-deps.ts' {
  interface AppDeps {
    /** Where log lines go instead of stdout (tests read them). */
    logStream?: DestinationStream;
  }
}

// Fields that hold secrets or personal data wherever a log call names them.
const SECRET_FIELDS = [
  'password',
  'passwordHash',
  'token',
  'accessToken',
  'otp',
  'email',
  'phone',
  'cardNumber',
  'cvc',
];
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((field) => `*.${field}`),
];

/** Fastify's logger: secrets and personal data are kept out at the logger, not at each call. */
export function loggerOptions(config: Config, stream?: DestinationStream): FastifyServerOptions['logger'] {
  if (config.LOG_LEVEL === 'silent') return false;
  return {
    level: config.LOG_LEVEL,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { err: serializeError, req: serializeRequest },
    ...(stream ? { stream } : {}),
  };
}

const SAFE_REQUEST_ID = /^[\w.:-]{1,128}$/;

/** A caller's X-Request-Id is kept for tracing only when it is a plain token; otherwise a new one. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}
