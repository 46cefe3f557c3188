import { useMutation } from '@tanstack/react-query';
import { initialSocialLoginData, type SocialLoginBody } from '@opentip/shared/schemas/auth.schema';
import { sessionData } from '@opentip/shared/schemas/user.schema';
import { apiRequest } from '@/app/api/api-client';

export function socialLogin(body: SocialLoginBody) {
  return apiRequest('/auth/social-login', { method: 'POST', body, auth: false, schema: sessionData });
}

/** POST /auth/initial-social-login: whom the Google token names, and whether they have an account yet. */
export function initialSocialLogin(idToken: string) {
  return apiRequest('/auth/initial-social-login', {
    method: 'POST',
    body: { idToken },
    auth: false,
    schema: initialSocialLoginData,
  });
}

export function useSocialLoginMutation() {
  return useMutation({ mutationFn: socialLogin });
}

export function useInitialSocialLoginMutation() {
  return useMutation({ mutationFn: initialSocialLogin });
}
