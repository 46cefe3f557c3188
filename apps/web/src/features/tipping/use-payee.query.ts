import { useQuery } from '@tanstack/react-query';
import { payeeData } from '@opentip/shared/schemas/tips.schema';
import { apiRequest } from '@/app/api/api-client';

/** GET /payee/payee-details/{code or id}: public facts of a receiver (SPEC 7). */
export async function fetchPayee(reference: string) {
  const { data } = await apiRequest(`/payee/payee-details/${encodeURIComponent(reference.trim())}`, {
    auth: false,
    schema: payeeData,
  });
  return data.payee;
}

export const payeeQueryKey = (reference: string) => ['payee', reference.trim().toUpperCase()] as const;

export function usePayeeQuery(reference: string | undefined) {
  return useQuery({
    queryKey: payeeQueryKey(reference ?? ''),
    queryFn: () => fetchPayee(reference ?? ''),
    enabled: Boolean(reference),
    staleTime: 30_000,
  });
}
