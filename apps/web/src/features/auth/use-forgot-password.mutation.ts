import { useMutation } from '@tanstack/react-query';
import type { EmailBody } from '@opentip/shared/schemas/auth.schema';
import { apiRequest } from '@/app/api/api-client';

export function requestForgotPassword(body: EmailBody) {
  return apiRequest('/auth/forgot-password', { method: 'POST', body, auth: false });
}

export function useForgotPasswordMutation() {
  return useMutation({ mutationFn: requestForgotPassword });
}
