import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from './api-client';
import { sessionStore } from '../session/session-store';
import { useNotify } from '../use-notify';
import { signOutOfGoogle } from '../google/google-identity';

export function logout() {
  return apiRequest('/auth/logout', { method: 'POST' });
}

/** SPEC 4: logout clears the user, says "Logout successfully", and signs out of Google sign-in. */
export function useLogoutMutation() {
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: (result) => {
      const wasGoogle = sessionStore.get()?.user.loginMethod === 'google';
      sessionStore.clear();
      queryClient.clear();
      if (wasGoogle) signOutOfGoogle();
      // The session ends here whatever the server answered (it may already have revoked the token).
      notify.apiSuccess(result?.message ?? '', 'logoutSuccess');
      void navigate('/welcome', { replace: true });
    },
  });
}
