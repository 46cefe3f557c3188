import { createTipData, type CreateTipBody, type CreateTipData } from '@opentip/shared/schemas/tips.schema';
import { ApiError, apiRequest } from '@/app/api/api-client';
import { messageKeyOf } from '@/app/api/api-message';

/** POST /transactions/createtransactions: bearer when signed in, a guest otherwise. */
export async function createTip(
  body: CreateTipBody,
  idempotencyKey: string,
): Promise<{ message: string; data: CreateTipData }> {
  return apiRequest('/transactions/createtransactions', {
    method: 'POST',
    body,
    headers: { 'idempotency-key': idempotencyKey },
    schema: createTipData,
  });
}

/** Failures where asking again with the same key is right: the first try may have gone through. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.code === 'NETWORK' || error.status >= 500 || error.code === 'PAYMENT_IN_PROGRESS';
}

/** Failures of the card itself (declined, no funds...): the way out is another card. */
export function isCardFailure(error: unknown): boolean {
  return error instanceof ApiError && error.status === 402;
}

/** The giver failed or left their bank's check: nothing was charged, and a new attempt may pass. */
export function isAuthenticationFailure(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 402 &&
    (error.key ?? messageKeyOf(error.message)) === 'authenticationFailed'
  );
}
