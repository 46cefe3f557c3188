import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isMessageKey, messageText } from '@opentip/shared/messages';
import type { ErrorBody } from '@opentip/shared/schemas/envelope.schema';
import { ProviderUnavailableError } from '../integrations/payments/payment-provider.ts';
import { AppError } from './app-error.ts';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
}

function validationDetails(issues: ValidationIssue[]): NonNullable<ErrorBody['details']> {
  return issues.map((issue) => {
    const raw = issue.message ?? 'invalidRequest';
    const key = isMessageKey(raw) ? raw : 'invalidRequest';
    const path = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    return { path, key, message: isMessageKey(raw) ? messageText(raw) : raw };
  });
}

/** One place turns every failure into the error envelope; a 500 reveals nothing but its request id. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const send = (status: number, body: Omit<ErrorBody, 'success' | 'requestId'>) =>
      reply.status(status).send({ success: false, ...body, requestId: request.id });

    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error.cause ?? error }, error.code);
      return send(error.status, {
        code: error.code,
        message: error.message,
        ...(error.details ? { details: error.details } : {}),
      });
    }
    if (error instanceof ProviderUnavailableError) {
      // A payment provider could not be reached where no route said more: the caller may try again.
      request.log.error({ err: error }, 'payment provider unavailable');
      return send(503, {
        code: 'PAYMENT_PROVIDER_UNAVAILABLE',
        message: messageText('paymentProviderUnavailable'),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = validationDetails(error.validation as ValidationIssue[]);
      return send(400, {
        code: 'VALIDATION_FAILED',
        message: details[0]?.message ?? messageText('invalidRequest'),
        details,
      });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) {
      return send(413, { code: 'PAYLOAD_TOO_LARGE', message: messageText('payloadTooLarge') });
    }
    if (error.statusCode === 429) {
      return send(429, { code: 'TOO_MANY_REQUESTS', message: messageText('tooManyRequests') });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, wrong content type and the like: the client's mistake, said plainly.
      return send(error.statusCode, {
        code: error.code ?? 'BAD_REQUEST',
        message: messageText('invalidRequest'),
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(500, { code: 'INTERNAL', message: messageText('internalError') });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      success: false,
      code: 'ROUTE_NOT_FOUND',
      message: messageText('routeNotFound'),
      requestId: request.id,
    }),
  );
}
