import { createTipData, type CreateTipBody, type CreateTipData } from '@opentip/shared/schemas/tips.schema';
import i18next from 'i18next';
import { apiRequest } from '@/app/api/api-client';
import { isLanguage } from '@/i18n/languages';

// The failure rules live apart (no zod) for the guest page; callers may keep importing them here.
export { isAuthenticationFailure, isCardFailure, isRetryable } from './tip-failure';

/**
 * POST /transactions/createtransactions: bearer when signed in, a guest otherwise. The page's
 * language goes along, so the receipt is written in it.
 */
export async function createTip(
  body: CreateTipBody,
  idempotencyKey: string,
): Promise<{ message: string; data: CreateTipData }> {
  return apiRequest('/transactions/createtransactions', {
    method: 'POST',
    body: {
      ...body,
      language: body.language ?? (isLanguage(i18next.language) ? i18next.language : undefined),
    },
    headers: { 'idempotency-key': idempotencyKey },
    schema: createTipData,
  });
}
