import { useQuery } from '@tanstack/react-query';
import { adminTeamDetail } from '@opentip/shared/schemas/admin-businesses.schema';
import { apiRequest } from '@/app/api/api-client';

/** GET /admin/teams/:id: members, pool policy, latest pool runs and contests. */
export async function fetchTeam(id: string) {
  const { data } = await apiRequest(`/admin/teams/${encodeURIComponent(id)}`, { schema: adminTeamDetail });
  return data;
}

export function useTeamQuery(id: string) {
  return useQuery({ queryKey: ['admin', 'team', id], queryFn: () => fetchTeam(id) });
}
