import { useQuery } from '@tanstack/react-query';
import { fetchPayee } from '@/app/payee-lookup';

export { fetchPayee };

export const payeeQueryKey = (reference: string) => ['payee', reference.trim().toUpperCase()] as const;

export function usePayeeQuery(reference: string | undefined) {
  return useQuery({
    queryKey: payeeQueryKey(reference ?? ''),
    queryFn: () => fetchPayee(reference ?? ''),
    enabled: Boolean(reference),
    staleTime: 30_000,
  });
}
