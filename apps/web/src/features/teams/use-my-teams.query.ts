import { useQuery } from '@tanstack/react-query';
import { myTeamsData } from '@opentip/shared/schemas/teams.schema';
import { apiRequest } from '@/app/api/api-client';

export async function fetchMyTeams() {
  const { data } = await apiRequest('/teams', { schema: myTeamsData });
  return data.teams;
}

/** GET /teams: the caller's memberships, pending and rejected ones included. */
export function useMyTeamsQuery() {
  return useQuery({ queryKey: ['teams', 'mine'], queryFn: fetchMyTeams });
}
