import { useMutation } from '@tanstack/react-query';
import type { EmailBody } from '@opentip/shared/schemas/auth.schema';
import { apiRequest } from '@/app/api/api-client';

export function requestGetOtp(body: EmailBody) {
  return apiRequest('/auth/get-otp', { method: 'POST', body, auth: false });
}

export function useGetOtpMutation() {
  return useMutation({ mutationFn: requestGetOtp });
}
