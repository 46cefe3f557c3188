import { useMutation } from '@tanstack/react-query';
import type { SocialLoginBody } from '@opentip/shared/schemas/auth.schema';
import { sessionData } from '@opentip/shared/schemas/user.schema';
import { apiRequest } from '@/app/api/api-client';

export function socialLogin(body: SocialLoginBody) {
  return apiRequest('/auth/social-login', { method: 'POST', body, auth: false, schema: sessionData });
}

export function useSocialLoginMutation() {
  return useMutation({ mutationFn: socialLogin });
}
