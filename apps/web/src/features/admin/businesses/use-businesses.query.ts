import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminBusinessesPage } from '@opentip/shared/schemas/admin-businesses.schema';
import { apiRequest } from '@/app/api/api-client';

export interface BusinessesFilter {
  q: string;
  status: string;
  page: number;
}

/** GET /admin/businesses?q=&status=&page=: businesses with their owner and subscription status. */
export async function fetchBusinesses({ q, status, page }: BusinessesFilter) {
  const search = new URLSearchParams({ page: String(page) });
  if (q) search.set('q', q);
  if (status) search.set('status', status);
  const { data } = await apiRequest(`/admin/businesses?${search.toString()}`, {
    schema: adminBusinessesPage,
  });
  return data;
}

export function useBusinessesQuery(filter: BusinessesFilter) {
  return useQuery({
    queryKey: ['admin', 'businesses', filter],
    queryFn: () => fetchBusinesses(filter),
    placeholderData: keepPreviousData,
  });
}
