import { useEffect, useState, type ReactNode } from 'react';
import { Spinner } from '@/ui/spinner';
import { PERSIST_TIMEOUT_MS, rehydrateSession, type PersistedReader } from './session-persistence';
import { sessionStore } from './session-store';
import { STORAGE_KEYS, readStorage } from '../storage-keys';

interface PersistGateProps {
  children: ReactNode;
  read?: PersistedReader;
  timeoutMs?: number;
}

const readLocal: PersistedReader = () => readStorage(STORAGE_KEYS.session);

/** Shows a spinner until the stored session is restored (or the time-out passes), then the app. */
export function PersistGate({
  children,
  read = readLocal,
  timeoutMs = PERSIST_TIMEOUT_MS,
}: PersistGateProps) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let active = true;
    void rehydrateSession(read, timeoutMs).then((session) => {
      if (!active) return;
      sessionStore.hydrate(session);
      setReady(true);
    });
    return () => {
      active = false;
    };
  }, [read, timeoutMs]);
  if (!ready) return <Spinner fullPage />;
  return children;
}
