import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { GOOGLE_CLIENT_ID, loadGoogleIdentity } from '@/app/google/google-identity';
import { useNotify } from '@/app/use-notify';
import { storedFcmToken } from './fcm-token';
import { useCompleteSignIn } from './use-complete-sign-in';
import { useSocialLoginMutation } from './use-social-login.mutation';

const RELOAD_AFTER_MS = 2000;

/** Shown only when the build has a Google client id (VITE_GOOGLE_CLIENT_ID). */
export function GoogleSignInButton() {
  const { i18n } = useTranslation();
  const holder = useRef<HTMLDivElement>(null);
  const notify = useNotify();
  const completeSignIn = useCompleteSignIn();
  const socialLogin = useSocialLoginMutation();
  const { mutate } = socialLogin;

  useEffect(() => {
    if (!GOOGLE_CLIENT_ID) return;
    let cancelled = false;
    loadGoogleIdentity()
      .then((google) => {
        if (cancelled || !holder.current) return;
        google.initialize({
          client_id: GOOGLE_CLIENT_ID ?? '',
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
  }, [completeSignIn, i18n.language, mutate, notify]);

  if (!GOOGLE_CLIENT_ID) return null;
  return <div ref={holder} className="google-button" />;
}
