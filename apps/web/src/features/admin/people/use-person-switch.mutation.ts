import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPersonData, type AdminSwitchBody } from '@opentip/shared/schemas/admin.schema';
import { apiRequest } from '@/app/api/api-client';

/** chat: POST /admin/people/:id/chat; signIn: POST .../sign-in (which also ends their sessions). */
export type PersonSwitch = 'chat' | 'signIn';

const PATHS: Record<PersonSwitch, string> = { chat: 'chat', signIn: 'sign-in' };

export function switchPerson(id: string, which: PersonSwitch, body: AdminSwitchBody) {
  return apiRequest(`/admin/people/${encodeURIComponent(id)}/${PATHS[which]}`, {
    method: 'POST',
    body,
    schema: adminPersonData,
  });
}

export function usePersonSwitchMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ which, body }: { which: PersonSwitch; body: AdminSwitchBody }) =>
      switchPerson(id, which, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
