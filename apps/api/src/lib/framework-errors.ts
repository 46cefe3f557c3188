import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messageText, type MessageKey } from '@opentip/shared/messages';

interface Failure {
  status: number;
  code: string;
  key: MessageKey;
}

function routerFailure(error: FastifyError): Failure {
  if (error.code === 'FST_ERR_BAD_URL') return { status: 400, code: 'BAD_URL', key: 'urlInvalid' };
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return { status: 414, code: 'URI_TOO_LONG', key: 'urlInvalid' };
  if (error.statusCode && error.statusCode < 500)
    return { status: 400, code: 'BAD_REQUEST', key: 'invalidRequest' };
  return { status: 500, code: 'INTERNAL', key: 'internalError' };
}

/**
 * Fastify's `frameworkErrors`: what the router refuses before any route runs (a path that is not
 * valid UTF-8 once decoded, a parameter over the length limit) answers in the error envelope, and
 * the path, which Fastify's own answer repeats, is not repeated.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const failure = routerFailure(error);
  if (failure.status >= 500) request.log.error({ err: error }, 'router error');
  void reply
    .status(failure.status)
    .header('x-request-id', request.id)
    .header('cache-control', 'no-store')
    // This reply skips the app's hooks, helmet's headers among them.
    .header('x-content-type-options', 'nosniff')
    .send({ success: false, code: failure.code, message: messageText(failure.key), requestId: request.id });
}

function connectionFailure(error: ConnectionError): Failure {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { status: 408, code: 'REQUEST_TIMEOUT', key: 'requestTimeout' };
  if (error.code === 'HPE_HEADER_OVERFLOW')
    return { status: 431, code: 'HEADERS_TOO_LARGE', key: 'payloadTooLarge' };
  return { status: 400, code: 'BAD_REQUEST', key: 'invalidRequest' };
}

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refuses (a control character in a
 * header, a malformed request line) never reaches Fastify, so it is answered here, on the socket,
 * in the same envelope. `this` is the Fastify instance.
 */
export function answerClientError(this: FastifyInstance, error: ConnectionError, socket: Socket): void {
  // The client is gone: there is nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const requestId = randomUUID();
  const failure = connectionFailure(error);
  this.log.info({ err: error, reqId: requestId }, 'request refused by the HTTP parser');
  // On a kept-alive socket a response may be under way: a second status line would corrupt it.
  const response = socket as Socket & { _httpMessage?: { headersSent?: boolean } };
  if (!socket.writable || response._httpMessage?.headersSent) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify({
    success: false,
    code: failure.code,
    message: messageText(failure.key),
    requestId,
  });
  socket.end(
    [
      `HTTP/1.1 ${failure.status} ${STATUS_CODES[failure.status] ?? 'Error'}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Cache-Control: no-store',
      'X-Content-Type-Options: nosniff',
      `X-Request-Id: ${requestId}`,
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  );
}
