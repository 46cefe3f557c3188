import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { deriveRole } from '@opentip/shared/roles';
import type { SessionUser } from '@opentip/shared/schemas/user.schema';
import { messageKeyOf } from '@/app/api/api-message';
import { returnTarget } from '@/app/return-to';
import { sessionStore } from '@/app/session/session-store';
import { STORAGE_KEYS, removeStorage, writeStorage } from '@/app/storage-keys';
import { useNotify } from '@/app/use-notify';

interface SignInResult {
  message: string;
  data: { user: SessionUser; accessToken: string };
}

/**
 * SPEC 4 login success: the user is stored and the login flag set to false. A member awaiting
 * approval gets the error-message flag (shown on the account screen) instead of a toast.
 */
export function useCompleteSignIn() {
  const navigate = useNavigate();
  const location = useLocation();
  const notify = useNotify();
  return useCallback(
    ({ message, data }: SignInResult) => {
      writeStorage(STORAGE_KEYS.loginFlag, 'false');
      if (messageKeyOf(message) === 'awaitingApproval') {
        writeStorage(STORAGE_KEYS.errorMessageFlag, 'true');
      } else {
        removeStorage(STORAGE_KEYS.errorMessageFlag);
        notify.apiSuccess(message, 'userLoggedIn');
      }
      // Back to the page the visitor was sent away from when they may open it (same site only), else /Home.
      void navigate(returnTarget(location.state, deriveRole(data.user)), { replace: true });
      sessionStore.signIn({ accessToken: data.accessToken, user: data.user });
    },
    [location.state, navigate, notify],
  );
}
