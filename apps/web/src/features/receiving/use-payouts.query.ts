import { useQuery } from '@tanstack/react-query';
import { payoutsData } from '@opentip/shared/schemas/payouts.schema';
import { apiRequest } from '@/app/api/api-client';

export const payoutsKey = ['receiving', 'payouts'] as const;

export async function fetchPayouts() {
  const { data } = await apiRequest('/payouts', { schema: payoutsData });
  return data.payouts;
}

/** GET /payouts: the receiver's withdrawals, newest first. */
export function usePayoutsQuery() {
  return useQuery({ queryKey: payoutsKey, queryFn: fetchPayouts });
}
