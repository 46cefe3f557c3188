import { useQuery } from '@tanstack/react-query';
import { businessData } from '@opentip/shared/schemas/business.schema';
import { apiRequest } from '@/app/api/api-client';

export const businessDetailsKey = (userId: string) => ['business', 'details', userId] as const;

/** GET /business/mine: the signed-in owner's business with every detail the form edits. */
export function useBusinessDetailsQuery(userId: string) {
  return useQuery({
    queryKey: businessDetailsKey(userId),
    queryFn: async () => (await apiRequest('/business/mine', { schema: businessData })).data.business,
  });
}
