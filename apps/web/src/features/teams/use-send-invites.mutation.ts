import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invitesSentData } from '@opentip/shared/schemas/teams.schema';
import { apiRequest } from '@/app/api/api-client';
import type { TeamRef } from './team-ref';

export function sendInvites(ref: TeamRef, emails: string[]) {
  return apiRequest('/teams/send-team-invite', {
    method: 'POST',
    body: { ...ref, emails },
    schema: invitesSentData,
  });
}

/** POST /teams/send-team-invite: mails each address a join link carrying the team code. */
export function useSendInvitesMutation(ref: TeamRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (emails: string[]) => sendInvites(ref, emails),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['teams', 'requests'] }),
  });
}
