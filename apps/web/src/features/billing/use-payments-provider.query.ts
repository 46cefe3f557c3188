import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentsConfigData } from '@opentip/shared/schemas/tips.schema';
import { apiRequest } from '@/app/api/api-client';

/** GET /payments/config: whether cards are taken by the sandbox or by Stripe (and Stripe's key). */
export const paymentsProviderQuery = queryOptions({
  queryKey: ['payments', 'config'],
  queryFn: async () =>
    (await apiRequest('/payments/config', { auth: false, schema: paymentsConfigData })).data,
  staleTime: 10 * 60_000,
});

export function usePaymentsProviderQuery() {
  return useQuery(paymentsProviderQuery);
}
