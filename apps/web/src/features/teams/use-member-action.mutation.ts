import { useMutation, useQueryClient } from '@tanstack/react-query';
import { membershipData } from '@opentip/shared/schemas/teams.schema';
import { apiRequest } from '@/app/api/api-client';
import type { TeamRef } from './team-ref';

/** What a manager may do to a member or a request. */
export type MemberAction = 'accept' | 'reject' | 'remove' | 'makeAdmin' | 'removeAdmin';

export function runMemberAction(ref: TeamRef, action: MemberAction, userId: string) {
  const body = { ...ref, userId };
  if (action === 'makeAdmin')
    return apiRequest('/teams/make-team-admin', { method: 'POST', body, schema: membershipData });
  if (action === 'removeAdmin')
    return apiRequest('/teams/removeAdmin', { method: 'POST', body, schema: membershipData });
  return apiRequest('/user/teamjoinApproval', {
    method: 'PUT',
    body: { ...body, status: action },
    schema: membershipData,
  });
}

/**
 * POST /teams/make-team-admin, POST /teams/removeAdmin and PUT /user/teamjoinApproval (accept,
 * reject, remove): every list of the team may change, so all its queries are asked again.
 */
export function useMemberActionMutation(ref: TeamRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, userId }: { action: MemberAction; userId: string }) =>
      runMemberAction(ref, action, userId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['teams'] }),
  });
}
