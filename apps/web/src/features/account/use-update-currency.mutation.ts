import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateCurrencyBody } from '@opentip/shared/schemas/users-api.schema';
import { userData } from '@opentip/shared/schemas/user.schema';
import { apiRequest } from '@/app/api/api-client';
import { PROFILE_QUERY_KEY } from '@/app/api/use-profile.query';
import { sessionStore } from '@/app/session/session-store';
import { STORAGE_KEYS, writeStorage } from '@/app/storage-keys';

export function updateCurrency(body: UpdateCurrencyBody) {
  return apiRequest('/user/update-default-currency', { method: 'POST', body, schema: userData });
}

/** SPEC 4: on success the default currency goes to local storage and to the session user. */
export function useUpdateCurrencyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCurrency,
    onSuccess: ({ data }) => {
      writeStorage(STORAGE_KEYS.defaultCurrency, data.user.currency);
      sessionStore.updateUser({ currency: data.user.currency });
      void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
    },
  });
}
