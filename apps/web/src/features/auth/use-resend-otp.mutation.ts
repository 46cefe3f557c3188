import { useMutation } from '@tanstack/react-query';
import type { EmailBody } from '@opentip/shared/schemas/auth.schema';
import { apiRequest } from '@/app/api/api-client';

export function requestResendOtp(body: EmailBody) {
  return apiRequest('/auth/resendOTP', { method: 'POST', body, auth: false });
}

export function useResendOtpMutation() {
  return useMutation({ mutationFn: requestResendOtp });
}
