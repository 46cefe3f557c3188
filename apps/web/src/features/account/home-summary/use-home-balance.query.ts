import { useQuery } from '@tanstack/react-query';
import { balanceData } from '@opentip/shared/schemas/tips.schema';
import { apiRequest } from '@/app/api/api-client';

async function fetchBalance() {
  const { data } = await apiRequest('/payee/getBalance', { schema: balanceData });
  return data;
}

/** GET /payee/getBalance: today's tips and the balance, in the user's currency and every other one held. */
export function useHomeBalanceQuery(enabled: boolean) {
  return useQuery({ queryKey: ['home', 'balance'], queryFn: fetchBalance, enabled });
}
