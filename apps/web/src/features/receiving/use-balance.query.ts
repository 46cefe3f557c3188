import { useQuery } from '@tanstack/react-query';
import { balanceData } from '@opentip/shared/schemas/tips.schema';
import { apiRequest } from '@/app/api/api-client';

export async function fetchBalance() {
  const { data } = await apiRequest('/payee/getBalance', { schema: balanceData });
  return data;
}

/**
 * GET /payee/getBalance: today's tips, total, received today and the available balance, from the
 * ledger. Without parameters the server answers for the caller, or for the pool of the team they own.
 * Keyed by the default currency, which decides what the answer puts first.
 */
export function useBalanceQuery(currency: string) {
  return useQuery({ queryKey: ['receiving', 'balance', currency], queryFn: fetchBalance, staleTime: 30_000 });
}
