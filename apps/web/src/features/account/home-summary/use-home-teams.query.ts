import { useQuery } from '@tanstack/react-query';
import { poolOverviewData } from '@opentip/shared/schemas/team-pool.schema';
import { myTeamsData, teamRequestsData } from '@opentip/shared/schemas/teams.schema';
import { apiRequest } from '@/app/api/api-client';

async function fetchTeams() {
  const { data } = await apiRequest('/teams', { schema: myTeamsData });
  return data.teams.filter((team) => team.status === 'accepted');
}

/** GET /teams: the teams the person is an accepted member of (owner, admin or member). */
export function useHomeTeamsQuery(enabled: boolean) {
  return useQuery({ queryKey: ['home', 'teams'], queryFn: fetchTeams, enabled });
}

async function fetchPool(teamId: string) {
  const query = new URLSearchParams({ teamId }).toString();
  const { data } = await apiRequest(`/teams/pool?${query}`, { schema: poolOverviewData });
  return data;
}

/** GET /teams/pool: what waits in a managed team's pool, open contests, next share-out. */
export function useHomePoolQuery(teamId: string) {
  return useQuery({ queryKey: ['home', 'pool', teamId], queryFn: () => fetchPool(teamId), retry: false });
}

async function fetchPendingRequests(teamCode: string) {
  const query = new URLSearchParams({ teamCode }).toString();
  const { data } = await apiRequest(`/teams/requests?${query}`, { schema: teamRequestsData });
  return data.teamMembers.filter((member) => member.status === 'pending').length;
}

/** GET /teams/requests: how many join requests wait for a manager of the team. */
export function useHomeRequestsQuery(teamCode: string) {
  return useQuery({
    queryKey: ['home', 'requests', teamCode],
    queryFn: () => fetchPendingRequests(teamCode),
    retry: false,
  });
}
