import { useMutation } from '@tanstack/react-query';
import { adminPersonData } from '@opentip/shared/schemas/admin.schema';
import { apiRequest } from '@/app/api/api-client';

/** POST /admin/people/:id/resend-verification: a new code to an unverified address. */
export function resendVerification(id: string) {
  return apiRequest(`/admin/people/${encodeURIComponent(id)}/resend-verification`, {
    method: 'POST',
    body: {},
    schema: adminPersonData,
  });
}

export function useResendVerificationMutation(id: string) {
  return useMutation({ mutationFn: () => resendVerification(id) });
}
