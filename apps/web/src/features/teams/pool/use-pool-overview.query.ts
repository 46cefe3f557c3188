import { useQuery } from '@tanstack/react-query';
import { poolOverviewData } from '@opentip/shared/schemas/team-pool.schema';
import { apiRequest } from '@/app/api/api-client';
import { poolKey, teamQuery } from './pool-keys';

export async function fetchPoolOverview(teamId: string) {
  const { data } = await apiRequest(`/teams/pool?${teamQuery(teamId)}`, { schema: poolOverviewData });
  return data;
}

/** GET /teams/pool: the team, its policy, what the pool holds and when it is next shared out. */
export function usePoolOverviewQuery(teamId: string) {
  return useQuery({
    queryKey: [...poolKey(teamId), 'overview'],
    queryFn: () => fetchPoolOverview(teamId),
    retry: false,
  });
}
