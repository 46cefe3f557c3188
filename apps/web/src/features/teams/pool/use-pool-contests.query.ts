import { useQuery } from '@tanstack/react-query';
import { poolContestsData } from '@opentip/shared/schemas/team-pool.schema';
import { apiRequest } from '@/app/api/api-client';
import { poolKey, teamQuery } from './pool-keys';

export async function fetchPoolContests(teamId: string) {
  const { data } = await apiRequest(`/teams/pool/contests?${teamQuery(teamId)}`, {
    schema: poolContestsData,
  });
  return data.contests;
}

/** GET /teams/pool/contests: managers get every contest of the team, members their own. */
export function usePoolContestsQuery(teamId: string) {
  return useQuery({
    queryKey: [...poolKey(teamId), 'contests'],
    queryFn: () => fetchPoolContests(teamId),
    retry: false,
  });
}
