import { createTipData, type CreateTipBody, type CreateTipData } from '@opentip/shared/schemas/tips.schema';
import { apiRequest } from '@/app/api/api-client';

// The failure rules live apart (no zod) for the guest page; callers may keep importing them here.
export { isAuthenticationFailure, isCardFailure, isRetryable } from './tip-failure';

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
