import { useQuery } from '@tanstack/react-query';
import { payeeData } from '@opentip/shared/schemas/tips.schema';
import { apiRequest } from '@/app/api/api-client';

async function fetchPaymentsEnabled(userId: string) {
  const { data } = await apiRequest(`/payee/payee-details/${encodeURIComponent(userId)}`, {
    schema: payeeData,
  });
  return data.payee.paymentsEnabled;
}

/** Whether givers can tip the receiver now, i.e. a payout account is linked (GET /payee/payee-details/{id}). */
export function usePayoutsReadyQuery(userId: string) {
  return useQuery({
    queryKey: ['home', 'payouts-ready', userId],
    queryFn: () => fetchPaymentsEnabled(userId),
  });
}
