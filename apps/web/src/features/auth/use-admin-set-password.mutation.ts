import { useMutation } from '@tanstack/react-query';
import type { AdminSetPasswordBody } from '@opentip/shared/schemas/admin-auth.schema';
import { apiRequest } from '@/app/api/api-client';

/** POST /admin/auth/set-password: the mailed link's token and the administrator's first password. */
export function setAdminPassword(body: AdminSetPasswordBody) {
  return apiRequest('/admin/auth/set-password', { method: 'POST', body, auth: false });
}

export function useAdminSetPasswordMutation() {
  return useMutation({ mutationFn: setAdminPassword });
}
