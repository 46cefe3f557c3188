import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { deriveRole } from '@opentip/shared/roles';
import { USER_HOME, redirectFor } from '@opentip/shared/routes';
import type { SessionUser } from '@opentip/shared/schemas/user.schema';
import { messageKeyOf } from '@/app/api/api-message';
import { sessionStore } from '@/app/session/session-store';
import { STORAGE_KEYS, removeStorage, writeStorage } from '@/app/storage-keys';
import { useNotify } from '@/app/use-notify';

interface SignInResult {
  message: string;
  data: { user: SessionUser; accessToken: string };
}

/** The page a visitor was sent away from, when the new user may open it. */
function returnPath(state: unknown, user: SessionUser): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string' || from === '/') return USER_HOME;
  return redirectFor(from, deriveRole(user)) === null ? from : USER_HOME;
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
      void navigate(returnPath(location.state, data.user), { replace: true });
      sessionStore.signIn({ accessToken: data.accessToken, user: data.user });
    },
    [location.state, navigate, notify],
  );
}
