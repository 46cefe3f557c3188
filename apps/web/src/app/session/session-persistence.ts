import { z } from 'zod';
import { sessionUser, type SessionUser } from '@opentip/shared/schemas/user.schema';

export interface Session {
  accessToken: string;
  user: SessionUser;
}

export const PERSIST_TIMEOUT_MS = 5000;

const session = z.object({ accessToken: z.string().min(1), user: sessionUser });
const persistedRoot = z.object({ session: z.string() });

/**
 * The redux-persist layout the existing clients use: every slice is a JSON string inside the root
 * object, and only the session slice is kept.
 */
export function serializeSession(value: Session): string {
  return JSON.stringify({
    session: JSON.stringify(value),
    _persist: JSON.stringify({ version: 1, rehydrated: true }),
  });
}

/** A stored value that does not parse (older shape, edited by hand) counts as no session. */
export function parsePersistedSession(raw: string | null): Session | null {
  if (!raw) return null;
  try {
    const root = persistedRoot.safeParse(JSON.parse(raw));
    if (!root.success) return null;
    const parsed = session.safeParse(JSON.parse(root.data.session));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export type PersistedReader = () => string | null | Promise<string | null>;

/** Restores the stored session; a storage that does not answer within the time-out gives none. */
export function rehydrateSession(
  read: PersistedReader,
  timeoutMs = PERSIST_TIMEOUT_MS,
): Promise<Session | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), timeoutMs);
    Promise.resolve()
      .then(read)
      .then(
        (raw) => resolve(parsePersistedSession(raw)),
        () => resolve(null),
      )
      .finally(() => clearTimeout(timer));
  });
}
