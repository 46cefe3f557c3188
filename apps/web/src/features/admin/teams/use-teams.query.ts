import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminTeamsPage } from '@opentip/shared/schemas/admin-businesses.schema';
import { apiRequest } from '@/app/api/api-client';

/** GET /admin/teams?q=&page=: teams by name, code or owner, newest first. */
export async function fetchTeams(q: string, page: number) {
  const search = new URLSearchParams({ page: String(page) });
  if (q) search.set('q', q);
  const { data } = await apiRequest(`/admin/teams?${search.toString()}`, { schema: adminTeamsPage });
  return data;
}

export function useTeamsQuery(q: string, page: number) {
  return useQuery({
    queryKey: ['admin', 'teams', { q, page }],
    queryFn: () => fetchTeams(q, page),
    placeholderData: keepPreviousData,
  });
}
