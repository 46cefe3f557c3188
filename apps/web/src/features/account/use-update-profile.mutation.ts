import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isMessageKey, type MessageKey } from '@opentip/shared/messages';
import type { UpdateUserBody } from '@opentip/shared/schemas/users-api.schema';
import { userData } from '@opentip/shared/schemas/user.schema';
import { ApiError, apiRequest } from '@/app/api/api-client';
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

/** Refusals that concern one field without the server naming it in `details`. */
const FIELD_OF_CODE: Record<string, { path: string; key: MessageKey }> = {
  USERNAME_TAKEN: { path: 'username', key: 'usernameTaken' },
  PROFILE_IMAGE_INVALID: { path: 'profileImg', key: 'profileImageInvalid' },
  LOCATION_NOT_ALLOWED: { path: 'address', key: 'locationNotAllowed' },
};

/** The fields a failed update points at (first problem of each), with the MESSAGES key to show there. */
export function fieldErrorsOf<F extends string>(error: unknown, fields: readonly F[]): Map<F, MessageKey> {
  const found = new Map<F, MessageKey>();
  if (!(error instanceof ApiError)) return found;
  const fieldOf = (path: string) => fields.find((field) => field === path);
  for (const detail of error.details) {
    // A place id or coordinate belongs to the address the person typed.
    const field = fieldOf(['placeId', 'long', 'lat'].includes(detail.path) ? 'address' : detail.path);
    if (field && !found.has(field))
      found.set(field, isMessageKey(detail.key) ? detail.key : 'invalidRequest');
  }
  const byCode = FIELD_OF_CODE[error.code];
  const codeField = byCode && fieldOf(byCode.path);
  if (byCode && codeField && !found.has(codeField)) found.set(codeField, byCode.key);
  return found;
}
