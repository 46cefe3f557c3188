import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentsConfigData } from '@opentip/shared/schemas/tips.schema';
import { apiRequest } from '@/app/api/api-client';

/** GET /payments/config: the provider (sandbox or Stripe) and the platform fee the server charges. */
export async function fetchPaymentsConfig() {
  const { data } = await apiRequest('/payments/config', { auth: false, schema: paymentsConfigData });
  return data;
}

export const paymentsConfigQuery = queryOptions({
  queryKey: ['payments', 'config'],
  queryFn: fetchPaymentsConfig,
  staleTime: 10 * 60_000,
});

export function usePaymentsConfigQuery() {
  return useQuery(paymentsConfigQuery);
}
