import { useQuery } from '@tanstack/react-query';
import { plansData } from '@opentip/shared/schemas/billing.schema';
import { apiRequest } from '@/app/api/api-client';

/** GET /business/plans?currency= (public): the plans' prices, in USD where that currency has none. */
export async function fetchPlans(currency: string) {
  const query = new URLSearchParams({ currency });
  const { data } = await apiRequest(`/business/plans?${query.toString()}`, {
    auth: false,
    schema: plansData,
  });
  return data;
}

export function usePlansQuery(currency: string) {
  return useQuery({
    queryKey: ['business', 'plans', currency],
    queryFn: () => fetchPlans(currency),
    staleTime: 10 * 60_000,
  });
}
