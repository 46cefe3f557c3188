import { payeeData } from '@opentip/shared/schemas/tips.schema';
import { apiRequest } from './api/api-client';

/**
 * GET /payee/payee-details/{code or id}: public facts of a receiver (SPEC 7), asked with the
 * bearer token when signed in as every call but the auth ones (SPEC 6).
 */
export async function fetchPayee(reference: string) {
  const { data } = await apiRequest(`/payee/payee-details/${encodeURIComponent(reference.trim())}`, {
    schema: payeeData,
  });
  return data.payee;
}
