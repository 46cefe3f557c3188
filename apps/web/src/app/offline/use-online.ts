import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;
// The server renders nothing of the app: there it is taken as online.
const serverOnline = () => true;

/** Whether the browser has a network, following it as it comes and goes. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, serverOnline);
}
