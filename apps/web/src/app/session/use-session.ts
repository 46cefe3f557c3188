import { useSyncExternalStore } from 'react';
import { deriveRole, VISITOR, type AccessKind } from '@opentip/shared/roles';
import { sessionStore } from './session-store';
import type { Session } from './session-persistence';

export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}

/** SPEC 6 role of the signed-in user, or "user" for a visitor. */
export function useAccessKind(): AccessKind {
  const session = useSession();
  return session ? deriveRole(session.user) : VISITOR;
}
