import type { SessionUser } from '@opentip/shared/schemas/user.schema';
import { STORAGE_KEYS, removeStorage, writeStorage } from '../storage-keys';
import { serializeSession, type Session } from './session-persistence';

type Listener = () => void;

let current: Session | null = null;
const listeners = new Set<Listener>();

function emit(next: Session | null, persist: boolean): void {
  current = next;
  if (persist) {
    if (next) writeStorage(STORAGE_KEYS.session, serializeSession(next));
    else removeStorage(STORAGE_KEYS.session);
  }
  for (const listener of listeners) listener();
}

/** The signed-in session (token and user): one store, persisted under persist:root. */
export const sessionStore = {
  get: (): Session | null => current,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Start-up: what was restored is already stored, so it is not written back. */
  hydrate: (restored: Session | null) => emit(restored, false),
  signIn: (session: Session) => emit(session, true),
  setToken(accessToken: string): void {
    if (current) emit({ ...current, accessToken }, true);
  },
  updateUser(patch: Partial<SessionUser>): void {
    if (current) emit({ ...current, user: { ...current.user, ...patch } }, true);
  },
  clear: () => emit(null, true),
};
