import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { VerifyCodeBody } from '@opentip/shared/schemas/auth.schema';
import { apiRequest } from '@/app/api/api-client';

const resetGrant = z.object({ resetToken: z.string() });

export function verifyPasswordOtp(body: VerifyCodeBody) {
  return apiRequest('/auth/verify-password-otp', { method: 'POST', body, auth: false, schema: resetGrant });
}

export function useVerifyPasswordOtpMutation() {
  return useMutation({ mutationFn: verifyPasswordOtp });
}
