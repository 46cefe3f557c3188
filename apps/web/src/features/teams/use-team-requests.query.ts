import { useQuery } from '@tanstack/react-query';
import { teamRequestsData } from '@opentip/shared/schemas/teams.schema';
import { apiRequest } from '@/app/api/api-client';
import { refQuery, type TeamRef } from './team-ref';

export async function fetchTeamRequests(ref: TeamRef) {
  const { data } = await apiRequest(`/teams/requests?${refQuery(ref)}`, { schema: teamRequestsData });
  return data;
}

/** GET /teams/requests: pending join requests (data.teamMembers) and invitations, for managers. */
export function useTeamRequestsQuery(ref: TeamRef | null) {
  return useQuery({
    queryKey: ['teams', 'requests', ref],
    queryFn: () => fetchTeamRequests(ref ?? { teamId: '' }),
    enabled: ref !== null,
    retry: false,
  });
}
