import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadGoogleIdentity } from '@/app/google/google-identity';
import { usePublicConfigQuery } from '@/app/google/use-public-config.query';
import { useNotify } from '@/app/use-notify';
import { storedFcmToken } from './fcm-token';
import { GoogleSignUpDialog, type GoogleSignUpChoice } from './google-sign-up-dialog';
import { useCompleteSignIn } from './use-complete-sign-in';
import { useInitialSocialLoginMutation, useSocialLoginMutation } from './use-social-login.mutation';

const RELOAD_AFTER_MS = 2000;

/** A Google account that has no OpenTip account yet, waiting for the person's choice. */
interface NewGoogleAccount {
  idToken: string;
  email: string;
}

/**
 * Shown only when the server has a Google client id (GOOGLE_CLIENT_ID, from GET /config). The
 * token Google gives is first shown to POST /auth/initial-social-login: an existing account signs
 * in at once (POST /auth/social-login); a new one first says whether it gives or receives tips.
 */
export function GoogleSignInButton() {
  const { i18n } = useTranslation();
  const holder = useRef<HTMLDivElement>(null);
  const notify = useNotify();
  const completeSignIn = useCompleteSignIn();
  const socialLogin = useSocialLoginMutation();
  const initial = useInitialSocialLoginMutation();
  const [newAccount, setNewAccount] = useState<NewGoogleAccount | null>(null);
  const { mutate: signIn } = socialLogin;
  const { mutate: check } = initial;
  const clientId = usePublicConfigQuery().data?.googleClientId ?? null;

  useEffect(() => {
    if (!clientId) return;
    let cancelled = false;
    // SPEC 8: a failed social login reloads the page.
    const failed = (error: unknown) => {
      notify.apiError(error);
      setTimeout(() => window.location.reload(), RELOAD_AFTER_MS);
    };
    loadGoogleIdentity()
      .then((google) => {
        if (cancelled || !holder.current) return;
        google.initialize({
          client_id: clientId,
          callback: ({ credential }) =>
            check(credential, {
              onSuccess: ({ data }) => {
                if (!data.exists) return setNewAccount({ idToken: credential, email: data.email });
                signIn(
                  { idToken: credential, fcmToken: storedFcmToken() },
                  { onSuccess: completeSignIn, onError: failed },
                );
              },
              onError: failed,
            }),
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
  }, [check, clientId, completeSignIn, i18n.language, notify, signIn]);

  function create(choice: GoogleSignUpChoice) {
    if (!newAccount) return;
    // A receiver starts as an individual account; the occupation is chosen on /Occupation after.
    const account = choice === 'payee' ? { accountType: 'individual' as const } : {};
    socialLogin.mutate(
      { idToken: newAccount.idToken, fcmToken: storedFcmToken(), userType: choice, ...account },
      {
        onSuccess: (result) => {
          setNewAccount(null);
          completeSignIn(result);
        },
        onError: (error) => {
          setNewAccount(null);
          notify.apiError(error);
          setTimeout(() => window.location.reload(), RELOAD_AFTER_MS);
        },
      },
    );
  }

  if (!clientId) return null;
  return (
    <>
      <div ref={holder} className="google-button" data-testid="google-sign-in" />
      {newAccount && (
        <GoogleSignUpDialog
          email={newAccount.email}
          loading={socialLogin.isPending}
          onChoose={create}
          onClose={() => setNewAccount(null)}
        />
      )}
    </>
  );
}
