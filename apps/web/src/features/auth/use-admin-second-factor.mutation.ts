import { useMutation } from '@tanstack/react-query';
import { adminSessionData } from '@opentip/shared/schemas/admin-auth.schema';
import { apiRequest } from '@/app/api/api-client';

export type AdminSecondFactorAnswer =
  { grant: string; code: string } | { grant: string; recoveryCode: string };

/** POST /admin/auth/second-factor: the session (and, on enrollment, the recovery codes once). */
export function sendAdminSecondFactor(body: AdminSecondFactorAnswer) {
  return apiRequest('/admin/auth/second-factor', {
    method: 'POST',
    body,
    auth: false,
    schema: adminSessionData,
  });
}

export function useAdminSecondFactorMutation() {
  return useMutation({ mutationFn: sendAdminSecondFactor });
}
