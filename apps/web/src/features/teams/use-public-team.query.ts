import { useQuery } from '@tanstack/react-query';
import { publicTeamData } from '@opentip/shared/schemas/teams.schema';
import { apiRequest } from '@/app/api/api-client';

export async function fetchPublicTeam(code: string) {
  const { data } = await apiRequest(`/teams/${encodeURIComponent(code)}`, {
    schema: publicTeamData,
  });
  return data.team;
}

/**
 * GET /teams/{code}: the name, owner and size of a team, for the join screens (public, yet sent with
 * the bearer token when signed in, as SPEC 6 wants of every call but the auth ones).
 */
export function usePublicTeamQuery(code: string | null) {
  return useQuery({
    queryKey: ['teams', 'public', code],
    queryFn: () => fetchPublicTeam(code ?? ''),
    enabled: code !== null,
    retry: false,
  });
}
