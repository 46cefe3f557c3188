import { useQuery } from '@tanstack/react-query';
import { businessData } from '@opentip/shared/schemas/business.schema';
import { apiRequest } from '@/app/api/api-client';

/** GET /business/mine: the signed-in owner's business (the session user carries no business id). */
export function useMyBusinessQuery(userId: string) {
  return useQuery({
    queryKey: ['business', 'mine', userId],
    queryFn: async () => (await apiRequest('/business/mine', { schema: businessData })).data.business,
    staleTime: 5 * 60_000,
  });
}
