import { useMutation, useQueryClient } from '@tanstack/react-query';
import { membershipData } from '@opentip/shared/schemas/teams.schema';
import { apiRequest } from '@/app/api/api-client';
import { PROFILE_QUERY_KEY } from '@/app/api/use-profile.query';

export function joinTeam(teamCode: string) {
  return apiRequest('/teams/joinTeamRequest', { method: 'POST', body: { teamCode }, schema: membershipData });
}

/** POST /teams/joinTeamRequest: ask to join; SPEC 7 says joining invalidates cached user data. */
export function useJoinTeamMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinTeam,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['teams'] });
      await queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
    },
  });
}
