import { useQuery } from '@tanstack/react-query';
import { payoutAccountsData } from '@opentip/shared/schemas/payouts.schema';
import { apiRequest } from '@/app/api/api-client';

export const payoutAccountsKey = ['receiving', 'payout-accounts'] as const;

export async function fetchPayoutAccounts() {
  const { data } = await apiRequest('/payout-accounts', { schema: payoutAccountsData });
  return data;
}

/** GET /payout-accounts: the receiver's linked accounts, one per provider, and where they are paid. */
export function usePayoutAccountsQuery(enabled = true) {
  return useQuery({ queryKey: payoutAccountsKey, queryFn: fetchPayoutAccounts, enabled });
}
