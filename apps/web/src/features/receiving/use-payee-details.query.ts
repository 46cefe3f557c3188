import { useQuery } from '@tanstack/react-query';
import { payeeData } from '@opentip/shared/schemas/tips.schema';
import { apiRequest } from '@/app/api/api-client';

export const payeeDetailsKey = (code: string | undefined) => ['receiving', 'payee-details', code] as const;

export async function fetchPayeeDetails(code: string) {
  const { data } = await apiRequest(`/payee/payee-details/${encodeURIComponent(code)}`, {
    schema: payeeData,
  });
  return data.payee;
}

/** What a giver sees of a receiver (GET /payee/payee-details/{code}), here: can they be tipped yet. */
export function usePayeeDetailsQuery(code: string | undefined) {
  return useQuery({
    queryKey: payeeDetailsKey(code),
    queryFn: () => fetchPayeeDetails(code ?? ''),
    enabled: Boolean(code),
  });
}
