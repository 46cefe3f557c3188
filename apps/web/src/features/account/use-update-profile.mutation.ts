import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserBody } from '@opentip/shared/schemas/users-api.schema';
import { userData } from '@opentip/shared/schemas/user.schema';
import { apiRequest } from '@/app/api/api-client';
import { PROFILE_QUERY_KEY } from '@/app/api/use-profile.query';
import { sessionStore } from '@/app/session/session-store';

export function updateProfile({ id, body }: { id: string; body: UpdateUserBody }) {
  return apiRequest(`/user/update/${encodeURIComponent(id)}`, { method: 'POST', body, schema: userData });
}

export function useUpdateProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ data }) => {
      sessionStore.updateUser(data.user);
      queryClient.setQueryData(PROFILE_QUERY_KEY, data.user);
    },
  });
}
