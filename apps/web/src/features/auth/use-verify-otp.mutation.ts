import { useMutation } from '@tanstack/react-query';
import type { VerifyCodeBody } from '@opentip/shared/schemas/auth.schema';
import { apiRequest } from '@/app/api/api-client';

export function verifyOtp(body: VerifyCodeBody) {
  return apiRequest('/auth/verifyOTP', { method: 'POST', body, auth: false });
}

export function useVerifyOtpMutation() {
  return useMutation({ mutationFn: verifyOtp });
}
