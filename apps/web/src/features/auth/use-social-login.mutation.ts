import { useMutation } from '@tanstack/react-query';
import { initialSocialLoginData, type SocialLoginBody } from '@opentip/shared/schemas/auth.schema';
import { sessionData } from '@opentip/shared/schemas/user.schema';
import i18next from 'i18next';
import { apiRequest } from '@/app/api/api-client';
import { isLanguage } from '@/i18n/languages';

/** POST /auth/social-login; a first sign-in makes the account in the app's current language. */
export function socialLogin(body: SocialLoginBody) {
  const lang = body.lang ?? (isLanguage(i18next.language) ? i18next.language : undefined);
  return apiRequest('/auth/social-login', {
    method: 'POST',
    body: { ...body, lang },
    auth: false,
    schema: sessionData,
  });
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
