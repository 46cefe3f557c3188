import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordBody } from '@opentip/shared/schemas/auth.schema';
import { apiRequest } from '@/app/api/api-client';

export function resetPassword(body: ResetPasswordBody) {
  return apiRequest('/auth/reset-password', { method: 'POST', body, auth: false });
}

export function useResetPasswordMutation() {
  return useMutation({ mutationFn: resetPassword });
}
