import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { loadGoogleIdentity } from '@/app/google/google-identity';
import { usePublicConfigQuery } from '@/app/google/use-public-config.query';
import { useNotify } from '@/app/use-notify';
import { storedFcmToken } from './fcm-token';
import { useCompleteSignIn } from './use-complete-sign-in';
import { useSocialLoginMutation } from './use-social-login.mutation';

const RELOAD_AFTER_MS = 2000;

/** Shown only when the server has a Google client id (GOOGLE_CLIENT_ID, from GET /config). */
export function GoogleSignInButton() {
  const { i18n } = useTranslation();
  const holder = useRef<HTMLDivElement>(null);
  const notify = useNotify();
  const completeSignIn = useCompleteSignIn();
  const socialLogin = useSocialLoginMutation();
  const { mutate } = socialLogin;
  const clientId = usePublicConfigQuery().data?.googleClientId ?? null;

  useEffect(() => {
    if (!clientId) return;
    let cancelled = false;
    loadGoogleIdentity()
      .then((google) => {
        if (cancelled || !holder.current) return;
        google.initialize({
          client_id: clientId,
          callback: ({ credential }) =>
            mutate(
              { idToken: credential, fcmToken: storedFcmToken() },
              {
                onSuccess: completeSignIn,
                onError: (error) => {
                  // SPEC 8: a failed social login reloads the page.
                  notify.apiError(error);
                  setTimeout(() => window.location.reload(), RELOAD_AFTER_MS);
                },
              },
            ),
        });
        google.renderButton(holder.current, {
          theme: 'outline',
          size: 'large',
          width: 320,
          locale: i18n.language,
        });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [clientId, completeSignIn, i18n.language, mutate, notify]);

  if (!clientId) return null;
  return <div ref={holder} className="google-button" data-testid="google-sign-in" />;
}
