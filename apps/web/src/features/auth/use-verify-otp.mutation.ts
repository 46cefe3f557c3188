import { useMutation } from '@tanstack/react-query';
import { verifyEmailData, type VerifyEmailBody } from '@opentip/shared/schemas/auth.schema';
import { apiRequest } from '@/app/api/api-client';

/** data holds the session when the sign-up's token came with the code. */
export function verifyOtp(body: VerifyEmailBody) {
  return apiRequest('/auth/verifyOTP', { method: 'POST', body, auth: false, schema: verifyEmailData });
}

export function useVerifyOtpMutation() {
  return useMutation({ mutationFn: verifyOtp });
}
