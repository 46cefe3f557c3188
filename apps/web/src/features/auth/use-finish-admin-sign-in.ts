import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { SessionUser } from '@opentip/shared/schemas/user.schema';
import { returnPathOf } from '@/app/return-to';
import { sessionStore } from '@/app/session/session-store';
import { STORAGE_KEYS, removeStorage, writeStorage } from '@/app/storage-keys';
import { useNotify } from '@/app/use-notify';

export const ADMIN_HOME = '/admin/people';

export interface AdminSignIn {
  message: string;
  user: SessionUser;
  accessToken: string;
}

/**
 * The administrator's session is stored as any login's; they go to the console page they were
 * sent away from, else to People (the app's own screens do not take an administrator's token).
 */
export function useFinishAdminSignIn() {
  const navigate = useNavigate();
  const location = useLocation();
  const notify = useNotify();
  return useCallback(
    ({ message, user, accessToken }: AdminSignIn) => {
      writeStorage(STORAGE_KEYS.loginFlag, 'false');
      removeStorage(STORAGE_KEYS.errorMessageFlag);
      notify.apiSuccess(message, 'userLoggedIn');
      const from = returnPathOf(location.state);
      void navigate(from?.startsWith('/admin/') ? from : ADMIN_HOME, { replace: true });
      sessionStore.signIn({ accessToken, user });
    },
    [location.state, navigate, notify],
  );
}
