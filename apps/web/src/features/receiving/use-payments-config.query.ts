import { useQuery } from '@tanstack/react-query';
import { paymentsConfigData } from '@opentip/shared/schemas/tips.schema';
import { apiRequest } from '@/app/api/api-client';

export async function fetchPaymentsConfig() {
  const { data } = await apiRequest('/payments/config', { schema: paymentsConfigData });
  return data;
}

/** GET /payments/config: sandbox or Stripe, which decides what linking does. */
export function usePaymentsConfigQuery() {
  return useQuery({
    queryKey: ['receiving', 'payments-config'],
    queryFn: fetchPaymentsConfig,
    staleTime: Infinity,
  });
}
