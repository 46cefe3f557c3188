import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminPeoplePage } from '@opentip/shared/schemas/admin.schema';
import { apiRequest } from '@/app/api/api-client';

export const peopleQueryKey = (q: string, page: number) => ['admin', 'people', { q, page }] as const;

/** GET /admin/people?q=&page=: people by email, name, user name or unique ID, newest first. */
export async function fetchPeople(q: string, page: number) {
  const search = new URLSearchParams({ page: String(page) });
  if (q) search.set('q', q);
  const { data } = await apiRequest(`/admin/people?${search.toString()}`, { schema: adminPeoplePage });
  return data;
}

export function usePeopleQuery(q: string, page: number) {
  return useQuery({
    queryKey: peopleQueryKey(q, page),
    queryFn: () => fetchPeople(q, page),
    placeholderData: keepPreviousData,
  });
}
