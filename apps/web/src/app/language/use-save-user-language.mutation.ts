import { useCallback } from 'react';
import type { Language } from '@opentip/shared/occupations';
import { apiRequest } from '../api/api-client';
import { sessionStore } from '../session/session-store';

/** A signed-in user's language also goes to their account (mails and pushes use it); best effort. */
export function useSaveUserLanguage() {
  return useCallback(async (lang: Language) => {
    const session = sessionStore.get();
    if (!session || session.user.lang === lang) return;
    try {
      await apiRequest(`/user/update/${session.user.id}`, { method: 'POST', body: { lang } });
      sessionStore.updateUser({ lang });
    } catch {
      /* the local choice is what the page uses; the account keeps its old language */
    }
  }, []);
}
