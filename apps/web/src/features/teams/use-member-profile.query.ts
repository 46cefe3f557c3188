import { useQuery } from '@tanstack/react-query';
import { memberProfileData } from '@opentip/shared/schemas/teams.schema';
import { apiRequest } from '@/app/api/api-client';

export interface MemberProfileRef {
  userId: string;
  teamCode?: string;
  toTeamId?: string;
}

export async function fetchMemberProfile(ref: MemberProfileRef) {
  const query = new URLSearchParams({ page: '1', ...ref });
  const { data } = await apiRequest(`/teams/get-team-member-profile?${query.toString()}`, {
    schema: memberProfileData,
  });
  return data;
}

/** GET /teams/get-team-member-profile: a member and their tips through the team (SPEC 9: page 1). */
export function useMemberProfileQuery(ref: MemberProfileRef | null) {
  return useQuery({
    queryKey: ['teams', 'profile', ref],
    queryFn: () => fetchMemberProfile(ref ?? { userId: '' }),
    enabled: ref !== null,
    retry: false,
  });
}
