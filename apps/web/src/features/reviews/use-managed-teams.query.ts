import { useQuery } from '@tanstack/react-query';
import { myTeamsData } from '@opentip/shared/schemas/teams.schema';
import { apiRequest } from '@/app/api/api-client';

/** The teams whose feedback the caller may read: accepted owner or admin memberships (GET /teams). */
export function useManagedTeamsQuery(enabled: boolean) {
  return useQuery({
    queryKey: ['teams', 'mine'],
    queryFn: async () => (await apiRequest('/teams', { schema: myTeamsData })).data.teams,
    select: (teams) =>
      teams.filter((team) => team.status === 'accepted' && (team.role === 'owner' || team.role === 'admin')),
    enabled,
    retry: false,
  });
}
