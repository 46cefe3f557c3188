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

/**
 * The session of someone who uses the app (not an administrator, whose token the app's API and
 * live socket refuse): what the app's own calls (menu counts, socket, profile) run on.
 */
export function useAppSession(): Session | null {
  const session = useSession();
  return session && deriveRole(session.user) !== 'admin' ? session : null;
}
