import { useQuery } from '@tanstack/react-query';
import { teamMembersData } from '@opentip/shared/schemas/teams.schema';
import { apiRequest } from '@/app/api/api-client';
import { refQuery, type TeamRef } from './team-ref';

export async function fetchTeamMembers(ref: TeamRef) {
  const { data } = await apiRequest(`/teams/get-team-members?${refQuery(ref)}`, { schema: teamMembersData });
  return data;
}

/** GET /teams/get-team-members: the team and its members (data.teamMembers). */
export function useTeamMembersQuery(ref: TeamRef | null) {
  return useQuery({
    queryKey: ['teams', 'members', ref],
    queryFn: () => fetchTeamMembers(ref ?? { teamId: '' }),
    enabled: ref !== null,
    retry: false,
  });
}
