import { useQuery } from '@tanstack/react-query';
import { payoutBalancesData } from '@opentip/shared/schemas/payouts.schema';
import { apiRequest } from '@/app/api/api-client';

export const payoutBalancesKey = ['receiving', 'payout-balances'] as const;

export async function fetchPayoutBalances() {
  const { data } = await apiRequest('/payouts/balances', { schema: payoutBalancesData });
  return data.balances;
}

/** GET /payouts/balances: pending and available money per provider and currency, with its payout terms. */
export function usePayoutBalancesQuery() {
  return useQuery({ queryKey: payoutBalancesKey, queryFn: fetchPayoutBalances });
}
